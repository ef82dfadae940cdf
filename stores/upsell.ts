"use client";
// The `upsell` client state area: what a person picked to buy after the shoot (extra styles, a pack of
// extra headshots, a pack of edit credits) for one shoot. It persists in localStorage so a reload or a
// failed payment loses nothing; the server re-validates and prices everything (never the truth).
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type UpsellState = {
  /** The shoot the choice is for; picking for another shoot starts its styles afresh. */
  shootId: string | null;
  /** Extra style slugs in the order picked. */
  styleSlugs: string[];
  /** Chosen pack (its count) of extra headshots / of edit credits; null before a choice. */
  headshotPack: number | null;
  creditPack: number | null;
  /** Makes the choice about `shootId` (styles of another shoot are dropped; packs stay). */
  forShoot: (shootId: string) => void;
  /** Adds or removes a style; false when adding would exceed `max`. */
  toggleStyle: (slug: string, max: number) => boolean;
  setStyles: (slugs: string[]) => void;
  setHeadshotPack: (count: number | null) => void;
  setCreditPack: (count: number | null) => void;
  /** After a paid purchase of that kind. */
  clear: (kind: "styles" | "headshots" | "editCredits") => void;
};

export const useUpsell = create<UpsellState>()(
  persist(
    (set, get) => ({
      shootId: null,
      styleSlugs: [],
      headshotPack: null,
      creditPack: null,
      forShoot: (shootId) => {
        if (get().shootId !== shootId) set({ shootId, styleSlugs: [] });
      },
      toggleStyle: (slug, max) => {
        const current = get().styleSlugs;
        if (current.includes(slug)) {
          set({ styleSlugs: current.filter((s) => s !== slug) });
          return true;
        }
        if (current.length >= max) return false;
        set({ styleSlugs: [...current, slug] });
        return true;
      },
      setStyles: (slugs) => set({ styleSlugs: [...new Set(slugs)] }),
      setHeadshotPack: (count) => set({ headshotPack: count }),
      setCreditPack: (count) => set({ creditPack: count }),
      clear: (kind) => set(kind === "styles" ? { styleSlugs: [] } : kind === "headshots" ? { headshotPack: null } : { creditPack: null }),
    }),
    {
      name: "lumen-upsell",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ shootId: s.shootId, styleSlugs: s.styleSlugs, headshotPack: s.headshotPack, creditPack: s.creditPack }),
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
    },
  ),
);

/** What localStorage held, field by field; anything malformed (edited by hand, an older shape) is dropped. */
export function readStored(stored: unknown): Partial<UpsellState> {
  if (!stored || typeof stored !== "object") return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<UpsellState> = {};
  if (typeof s.shootId === "string" || s.shootId === null) out.shootId = s.shootId;
  if (Array.isArray(s.styleSlugs)) out.styleSlugs = [...new Set(s.styleSlugs.filter((x): x is string => typeof x === "string"))];
  if (isPack(s.headshotPack)) out.headshotPack = s.headshotPack;
  if (isPack(s.creditPack)) out.creditPack = s.creditPack;
  return out;
}

function isPack(v: unknown): v is number | null {
  return v === null || (typeof v === "number" && Number.isInteger(v) && v > 0);
}
