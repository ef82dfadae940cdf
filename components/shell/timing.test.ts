import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD, errorStatus, isChunkLoadError, loadingProgress, remainingPendingMs, shouldReloadForChunkError } from "./timing";

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe("chunk reload rule", () => {
  it("reloads once, then not again within 60 s, then again after", () => {
    const s = memoryStorage();
    expect(shouldReloadForChunkError(s, 1_000_000)).toBe(true);
    expect(s.m.get(CHUNK_RELOAD.storageKey)).toBe("1000000");
    expect(shouldReloadForChunkError(s, 1_000_000 + 59_999)).toBe(false);
    expect(shouldReloadForChunkError(s, 1_000_000 + 60_000)).toBe(true);
  });
  it("treats garbage in storage as no earlier reload", () => {
    const s = memoryStorage();
    s.setItem(CHUNK_RELOAD.storageKey, "not-a-number");
    expect(shouldReloadForChunkError(s, 5)).toBe(true);
  });
  it("recognises chunk-load failures only", () => {
    expect(isChunkLoadError({ name: "ChunkLoadError", message: "x" })).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk app-layout failed"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("loading bar and pending states", () => {
  it("creeps: monotonic, ~90 % at 5 s, below 100 %", () => {
    expect(loadingProgress(0)).toBe(0);
    const a = loadingProgress(500), b = loadingProgress(2000), c = loadingProgress(5000), d = loadingProgress(60_000);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a);
    expect(c).toBeCloseTo(0.9, 2);
    expect(d).toBeLessThan(1);
  });
  it("keeps a pending state visible for at least 200 ms", () => {
    expect(remainingPendingMs(1000, 1050)).toBe(150);
    expect(remainingPendingMs(1000, 1300)).toBe(0);
  });
});

describe("error status", () => {
  it("uses statusCode, status or response.status, else 500", () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: "403" })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(new Error("x"))).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});
