"use client";
// The `cart` client state area: what a person picked before paying (a package and its styles).
// It persists in localStorage so a reload, a sign-in detour or a failed payment loses nothing; the
// server re-validates every field at checkout (this store is a convenience, never the truth).
import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { isCurrency, type Currency } from "@/lib/catalog/currency";

export type CartGender = "FEMALE" | "MALE";
const isCartGender = (v: unknown): v is CartGender => v === "FEMALE" || v === "MALE";

export type CartState = {
  /** Package slug (starter | professional | executive) or null before a choice. */
  packageSlug: string | null;
  /** Style slugs in the order picked; at most the package's style count (enforced by the pages). */
  styleSlugs: string[];
  /** Coupon or gift-card code typed at checkout, kept across a reload. */
  code: string;
  /** The currency the visitor switched to on a price list; null = the locale's (en → USD, de/es → EUR). */
  currency: Currency | null;
  /** Whose outfits the style chooser shows, when the engine dresses people (asked before the styles). */
  gender: CartGender | null;
  setPackage: (slug: string, maxStyles?: number) => void;
  toggleStyle: (slug: string, maxStyles: number) => boolean;
  setStyles: (slugs: string[]) => void;
  setCode: (code: string) => void;
  setCurrency: (currency: Currency) => void;
  setGender: (gender: CartGender) => void;
  clear: () => void;
};

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      packageSlug: null,
      styleSlugs: [],
      code: "",
      currency: null,
      gender: null,
      // Moving to a package with fewer styles keeps the first ones picked.
      setPackage: (slug, maxStyles) => set((s) => ({ packageSlug: slug, styleSlugs: maxStyles === undefined ? s.styleSlugs : s.styleSlugs.slice(0, maxStyles) })),
      /** Adds or removes a style; false when adding would exceed `maxStyles`. */
      toggleStyle: (slug, maxStyles) => {
        const current = get().styleSlugs;
        if (current.includes(slug)) {
          set({ styleSlugs: current.filter((s) => s !== slug) });
          return true;
        }
        if (current.length >= maxStyles) return false;
        set({ styleSlugs: [...current, slug] });
        return true;
      },
      setStyles: (slugs) => set({ styleSlugs: [...new Set(slugs)] }),
      setCode: (code) => set({ code }),
      setCurrency: (currency) => set({ currency }),
      setGender: (gender) => set({ gender }),
      // The currency is the visitor's preference, not part of one purchase: it outlives a cleared cart.
      clear: () => set({ packageSlug: null, styleSlugs: [], code: "", gender: null }),
    }),
    {
      name: "lumen-cart",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ packageSlug: s.packageSlug, styleSlugs: s.styleSlugs, code: s.code, currency: s.currency, gender: s.gender }),
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
    },
  ),
);

/** What localStorage held, field by field; anything malformed (edited by hand, an older shape) is dropped. */
function readStored(stored: unknown): Partial<CartState> {
  if (!stored || typeof stored !== "object") return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<CartState> = {};
  if (typeof s.packageSlug === "string" || s.packageSlug === null) out.packageSlug = s.packageSlug;
  if (Array.isArray(s.styleSlugs)) out.styleSlugs = [...new Set(s.styleSlugs.filter((x): x is string => typeof x === "string"))];
  if (typeof s.code === "string") out.code = s.code;
  if (isCurrency(s.currency) || s.currency === null) out.currency = s.currency;
  if (isCartGender(s.gender) || s.gender === null) out.gender = s.gender;
  return out;
}

const noSubscription = () => () => {};

/**
 * False while React hydrates server HTML, true afterwards. The cart lives in localStorage, which the
 * server never sees: render what depends on it only once this is true, or hydration would mismatch.
 */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
