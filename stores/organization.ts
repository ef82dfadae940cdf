"use client";
// The `organization` client state area: what a person typed in the team wizard's forms but has not
// saved yet (company details, brand colours, picks, invite emails), so a reload does not lose it. The
// server holds everything saved and decides where the wizard resumes; this store holds drafts only,
// for one person (`owner`: another person signing in on the same browser starts empty).
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type Picks = { female: string[]; male: string[] };

/** The wizard's forms, in step order. */
export const DRAFT_FORMS = ["company", "branding", "backdrops", "outfits", "invites"] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];

export type OrganizationDrafts = {
  company: Record<string, string>;
  branding: { colors: string[] } | null;
  backdrops: Picks | null;
  outfits: Picks | null;
  invites: string | null;
};

export type OrganizationState = OrganizationDrafts & {
  owner: string | null;
  /** Makes the drafts `owner`'s: another person's drafts are dropped. */
  claim: (owner: string) => void;
  setCompany: (field: string, value: string) => void;
  setColors: (colors: string[]) => void;
  setBackdrops: (picks: Picks) => void;
  setOutfits: (picks: Picks) => void;
  setInvites: (emails: string) => void;
  /** Forgets the drafts of `forms` (saved since). */
  forget: (...forms: DraftForm[]) => void;
};

const EMPTY: OrganizationDrafts = { company: {}, branding: null, backdrops: null, outfits: null, invites: null };
const CLEARED: { [F in DraftForm]: Pick<OrganizationDrafts, F> } = {
  company: { company: {} }, branding: { branding: null }, backdrops: { backdrops: null }, outfits: { outfits: null }, invites: { invites: null },
};

export const useOrganizationDrafts = create<OrganizationState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      owner: null,
      claim: (owner) => {
        if (get().owner !== owner) set({ ...EMPTY, owner });
      },
      setCompany: (field, value) => set((s) => ({ company: { ...s.company, [field]: value } })),
      setColors: (colors) => set({ branding: { colors } }),
      setBackdrops: (backdrops) => set({ backdrops }),
      setOutfits: (outfits) => set({ outfits }),
      setInvites: (invites) => set({ invites }),
      forget: (...forms) => set(Object.assign({}, ...forms.map((f) => CLEARED[f])) as Partial<OrganizationDrafts>),
    }),
    {
      name: "lumen-organization",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ owner, company, branding, backdrops, outfits, invites }) => ({ owner, company, branding, backdrops, outfits, invites }),
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
    },
  ),
);

// Function declarations: the store hydrates while this module is still being evaluated.
function strings(v: unknown): string[] | null {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : null;
}

function readPicks(v: unknown): Picks | null {
  const o = (v ?? {}) as Record<string, unknown>;
  const female = strings(o.female);
  const male = strings(o.male);
  return female && male ? { female, male } : null;
}

/** What localStorage held, field by field; anything malformed (edited by hand, an older shape) is dropped. */
function readStored(stored: unknown): Partial<OrganizationState> {
  if (!stored || typeof stored !== "object") return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<OrganizationState> = {};
  if (typeof s.owner === "string") out.owner = s.owner;
  if (s.company && typeof s.company === "object" && !Array.isArray(s.company)) {
    out.company = Object.fromEntries(Object.entries(s.company).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  }
  const colors = strings((s.branding as { colors?: unknown } | null)?.colors);
  if (colors) out.branding = { colors: colors.slice(0, 3) };
  out.backdrops = readPicks(s.backdrops);
  out.outfits = readPicks(s.outfits);
  if (typeof s.invites === "string") out.invites = s.invites;
  return out;
}
