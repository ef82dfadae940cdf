"use client";
// The `freeHeadshots` client state area: one visitor's free headshot in progress (the run's id, the
// choices made on the steps and the step reached). It persists in localStorage so leaving the steps and
// coming back resumes them; the API (lib/tools/free-headshot/contract.ts) is the truth: it knows the
// run by the visitor's cookie, re-validates every choice and forgets the run after 24 hours.
import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { FREE_BACKDROPS, FREE_FRAMINGS, FREE_GENDERS, FREE_HEADSHOT_API, type FreeBackdrop, type FreeFraming, type FreeGender, type FreeHeadshotView } from "@/lib/tools/free-headshot/contract";

/** The steps in their order; `result` is reached once the headshot has been requested. */
export const FREE_STEPS = ["start", "gender", "edit", "review", "result"] as const;
export type FreeStep = (typeof FREE_STEPS)[number];

/** Why the start step was shown again: the draft the visitor had is gone (expired, or refused by the API). */
export type FreeNotice = "expired";

export type FreeHeadshotsState = {
  runId: string | null;
  gender: FreeGender | null;
  backdrop: FreeBackdrop | null;
  framing: FreeFraming | null;
  reached: FreeStep;
  notice: FreeNotice | null;
  /** A new run (its photo accepted): earlier choices are kept as suggestions, the steps start again. */
  begin: (runId: string) => void;
  setGender: (gender: FreeGender) => void;
  setLook: (backdrop: FreeBackdrop, framing: FreeFraming) => void;
  /** Records a step as reached (never moves back: going back to change a choice keeps the later steps open). */
  reach: (step: FreeStep) => void;
  /** Drops the run (expired, failed, or the visitor starts over); `notice` says why, for the start step. */
  forget: (notice?: FreeNotice) => void;
  clearNotice: () => void;
};

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === "string" && (list as readonly string[]).includes(v);

export const useFreeHeadshots = create<FreeHeadshotsState>()(
  persist(
    (set, get) => ({
      runId: null,
      gender: null,
      backdrop: null,
      framing: null,
      reached: "start",
      notice: null,
      begin: (runId) => set({ runId, reached: "gender", notice: null }),
      setGender: (gender) => set({ gender }),
      setLook: (backdrop, framing) => set({ backdrop, framing }),
      reach: (step) => {
        if (FREE_STEPS.indexOf(step) > FREE_STEPS.indexOf(get().reached)) set({ reached: step });
      },
      forget: (notice) => set({ runId: null, reached: "start", notice: notice ?? null }),
      clearNotice: () => set({ notice: null }),
    }),
    {
      name: "lumen-free-headshots",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ runId: s.runId, gender: s.gender, backdrop: s.backdrop, framing: s.framing, reached: s.reached, notice: s.notice }),
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
    },
  ),
);

/** What localStorage held, field by field; anything malformed (edited by hand, an older shape) is dropped. */
export function readStored(stored: unknown): Partial<FreeHeadshotsState> {
  if (!stored || typeof stored !== "object") return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<FreeHeadshotsState> = {};
  if ((typeof s.runId === "string" && s.runId.length > 0 && s.runId.length <= 100) || s.runId === null) out.runId = s.runId;
  if (isOneOf(FREE_GENDERS, s.gender) || s.gender === null) out.gender = s.gender;
  if (isOneOf(FREE_BACKDROPS, s.backdrop) || s.backdrop === null) out.backdrop = s.backdrop;
  if (isOneOf(FREE_FRAMINGS, s.framing) || s.framing === null) out.framing = s.framing;
  if (isOneOf(FREE_STEPS, s.reached)) out.reached = s.reached;
  if (s.notice === "expired" || s.notice === null) out.notice = s.notice;
  // A step without a run is no step: the run is what the steps are about.
  if (!out.runId) out.reached = "start";
  return out;
}

/** What the API says about the stored run: still there (its view), gone (forgotten here), or unknown (the network failed). */
export type DraftCheck = { state: "none" } | { state: "alive"; view: FreeHeadshotView } | { state: "gone" } | { state: "unknown" };

/**
 * Asks the API whether the stored run still exists (GET FREE_HEADSHOT_API.one). A 404 means it expired
 * or belongs to another browser (the cookie was cleared): the store forgets it. Any other failure
 * leaves it alone: a flaky network must not throw a visitor's progress away.
 */
export async function checkStoredRun(fetcher: typeof fetch = fetch): Promise<DraftCheck> {
  const { runId, forget } = useFreeHeadshots.getState();
  if (!runId) return { state: "none" };
  try {
    const res = await fetcher(FREE_HEADSHOT_API.one(runId), { headers: { accept: "application/json" }, cache: "no-store" });
    if (res.status === 404) {
      if (useFreeHeadshots.getState().runId === runId) forget();
      return { state: "gone" };
    }
    if (!res.ok) return { state: "unknown" };
    return { state: "alive", view: (await res.json()) as FreeHeadshotView };
  } catch {
    return { state: "unknown" };
  }
}

const noSubscription = () => () => {};

/** False while React hydrates the cached HTML, true afterwards: render what depends on the store only then. */
export function useFreeHeadshotsHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
