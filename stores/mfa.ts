"use client";
// The `mfa` client state area: the team lead's sign-in code screen (components/team-lead/settings/
// MfaCodeScreen.tsx). The digits typed, whether a code is being mailed, the tries left and the resend
// countdown. Never persisted: the code is a secret, and the server (lib/teams/mfa.ts) decides
// everything that counts: which code is live, how many tries are left, when a new one may be sent.
import { create } from "zustand";

export type MfaState = {
  digits: string[];
  sending: boolean;
  attemptsLeft: number;
  /** Seconds until "Send a new code" is offered again. */
  resendIn: number;
  /** The server's picture of the screen: the number of digits, tries left and the resend wait. */
  start: (input: { digits: number; attemptsLeft: number; resendIn: number }) => void;
  setDigit: (index: number, value: string) => void;
  /** Spreads a pasted or auto-filled code over the boxes from `index` on. */
  fill: (index: number, text: string) => void;
  clear: () => void;
  setSending: (sending: boolean) => void;
  setAttemptsLeft: (left: number) => void;
  setResendIn: (seconds: number) => void;
  tick: () => void;
};

export const useMfa = create<MfaState>()((set) => ({
  digits: Array(6).fill(""),
  sending: false,
  attemptsLeft: 5,
  resendIn: 0,
  start: ({ digits, attemptsLeft, resendIn }) => set({ digits: Array(digits).fill(""), attemptsLeft, resendIn, sending: false }),
  setDigit: (index, value) =>
    set((s) => {
      const next = [...s.digits];
      if (index >= 0 && index < next.length) next[index] = value.replace(/\D/g, "").slice(-1);
      return { digits: next };
    }),
  fill: (index, text) =>
    set((s) => {
      const next = [...s.digits];
      const typed = text.replace(/\D/g, "").split("");
      for (let i = 0; i < typed.length && index + i < next.length; i++) next[index + i] = typed[i]!;
      return { digits: next };
    }),
  clear: () => set((s) => ({ digits: s.digits.map(() => "") })),
  setSending: (sending) => set({ sending }),
  setAttemptsLeft: (attemptsLeft) => set({ attemptsLeft }),
  setResendIn: (resendIn) => set({ resendIn: Math.max(0, resendIn) }),
  tick: () => set((s) => ({ resendIn: Math.max(0, s.resendIn - 1) })),
}));

/** The code as typed so far (digits only). */
export const mfaCode = (digits: string[]) => digits.join("");
