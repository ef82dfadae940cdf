"use client";
// The `cart` client state area: what a person picked before paying (a package and its styles).
// It persists in localStorage so a reload, a sign-in detour or a failed payment loses nothing; the
// server re-validates every field at checkout (this store is a convenience, never the truth).
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type CartState = {
  /** Package slug (starter | professional | executive) or null before a choice. */
  packageSlug: string | null;
  /** Style slugs in the order picked; at most the package's style count (enforced by the pages). */
  styleSlugs: string[];
  /** Coupon or gift-card code typed at checkout, kept across a reload. */
  code: string;
  setPackage: (slug: string, maxStyles?: number) => void;
  toggleStyle: (slug: string, maxStyles: number) => boolean;
  setStyles: (slugs: string[]) => void;
  setCode: (code: string) => void;
  clear: () => void;
};

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      packageSlug: null,
      styleSlugs: [],
      code: "",
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
      clear: () => set({ packageSlug: null, styleSlugs: [], code: "" }),
    }),
    { name: "lumen-cart", version: 1, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ packageSlug: s.packageSlug, styleSlugs: s.styleSlugs, code: s.code }) },
  ),
);
