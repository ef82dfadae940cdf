// Guessing codes is throttled: gift-card codes are worth a package. Only unknown codes count, per
// person (or per address when signed out), shared by all web processes (lib/rate-limit, "codes").
// The attempt is counted before the code is looked up and given back when the code exists, so a burst
// of parallel guesses cannot all pass a check made before any of them was counted.
import "server-only";
import { CODES_RULE, rateLimits, type RateLimits } from "@/lib/rate-limit";

export const CODE_ATTEMPTS = { windowMinutes: CODES_RULE.duration / 60, maxUnknown: CODES_RULE.points } as const;

export type CodeAttempt = { allowed: false } | { allowed: true; settle(unknownCode: boolean): Promise<void> };

/** Counts one code attempt of `subject`; `settle(false)` gives it back when the code turned out to exist. */
export async function takeCodeAttempt(subject: string, limits: RateLimits = rateLimits()): Promise<CodeAttempt> {
  const taken = await limits.take("codes", subject);
  if (!taken.allowed) return { allowed: false };
  return {
    allowed: true,
    async settle(unknownCode) {
      if (!unknownCode) await limits.giveBack("codes", subject);
    },
  };
}
