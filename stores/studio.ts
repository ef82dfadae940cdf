"use client";
// The `studio` client state area: the editor sidebar's choices not applied yet, for one headshot, and
// the idempotency key of the next Apply. The key changes only when an edit was booked or the choices
// change, so a double click (or a retry after a lost answer) books the same edit once. In memory
// only: the server re-validates every choice (this store is a convenience, never the truth).
import { create } from "zustand";
import type { EditOptions } from "@/lib/studio/options";

export type StudioState = {
  /** The headshot (original's id) the choices are for; another headshot starts fresh. */
  rootId: string | null;
  choices: EditOptions;
  idempotencyKey: string;
  /** Starts editing a headshot with its defaults, unless the choices are already for it. */
  open: (rootId: string, defaults: EditOptions) => void;
  choose: <K extends keyof EditOptions>(option: K, value: EditOptions[K]) => void;
  reset: (defaults: EditOptions) => void;
  /** After an edit was booked: the next Apply is a new edit. */
  booked: () => void;
};

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const DEFAULT_CHOICES: EditOptions = {
  backdrop: null, photoTemplate: null, framing: "keep", size: "1024", quality: "high", emotion: null, glasses: null, hairstyle: null, outfit: null,
};

export const useStudio = create<StudioState>()((set, get) => ({
  rootId: null,
  choices: DEFAULT_CHOICES,
  idempotencyKey: newKey(),
  open: (rootId, defaults) => {
    if (get().rootId === rootId) return;
    set({ rootId, choices: defaults, idempotencyKey: newKey() });
  },
  choose: (option, value) => set((s) => ({ choices: { ...s.choices, [option]: value }, idempotencyKey: newKey() })),
  reset: (defaults) => set({ choices: defaults, idempotencyKey: newKey() }),
  booked: () => set({ idempotencyKey: newKey() }),
}));
