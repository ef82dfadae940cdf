// For the persisted stores' tests (only tests import this file): localStorage is the only browser
// part of a persisted zustand store, given here as a small in-memory Storage, and each "page load"
// imports the store module afresh.
import { beforeEach, vi } from "vitest";

export class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

/** A fresh in-memory localStorage before each test; the returned getter gives the current one. */
export function memoryLocalStorage(): () => MemoryStorage {
  let storage = new MemoryStorage();
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal("localStorage", storage);
  });
  return () => storage;
}

/** The store module as a new page load would see it (state read back from localStorage). */
export async function freshImport<M>(load: () => Promise<M>): Promise<M> {
  vi.resetModules();
  return load();
}
