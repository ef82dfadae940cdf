"use client";
// The `onboarding` client state area: where a person is in the upload flow and what they typed but
// have not saved yet. The server holds everything saved (and decides where the flow resumes); this
// store only keeps unsaved drafts across a reload and remembers the last step visited.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type OnboardingStep = "intro" | "personal-info" | "photos" | "select-style" | "confirm" | "waiting";

export type OnboardingState = {
  shootId: string | null;
  lastStep: OnboardingStep | null;
  /** Unsaved personal-info fields, by field name. */
  draft: Record<string, string>;
  /** Style slugs picked on the select-style step but not yet saved. */
  styleDraft: string[] | null;
  visit: (shootId: string, step: OnboardingStep) => void;
  setDraft: (field: string, value: string) => void;
  setStyleDraft: (slugs: string[] | null) => void;
  /** Forgets the drafts (after they were saved, or for another shoot). */
  reset: (shootId: string | null) => void;
};

export const useOnboarding = create<OnboardingState>()(
  persist(
    (set, get) => ({
      shootId: null,
      lastStep: null,
      draft: {},
      styleDraft: null,
      visit: (shootId, step) => {
        if (get().shootId !== shootId) set({ shootId, draft: {}, styleDraft: null });
        set({ lastStep: step });
      },
      setDraft: (field, value) => set((s) => ({ draft: { ...s.draft, [field]: value } })),
      setStyleDraft: (styleDraft) => set({ styleDraft }),
      reset: (shootId) => set({ shootId, draft: {}, styleDraft: null }),
    }),
    { name: "lumen-onboarding", version: 1, storage: createJSONStorage(() => localStorage), partialize: ({ shootId, lastStep, draft, styleDraft }) => ({ shootId, lastStep, draft, styleDraft }) },
  ),
);
