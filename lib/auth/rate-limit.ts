// Password guessing: every attempt is counted before the password is checked (parallel guesses cannot
// all pass a check made before any of them was counted), and a right password gives its points back.
// Three counts (lib/rate-limit/config.ts): the (email, address) pair, the address, and the email.
import "server-only";
import { ipSubject, rateLimits, retryMinutes, type LimitDecision, type RateLimits } from "@/lib/rate-limit";

export type LoginAttempt =
  | { locked: true; retryAfterMinutes: number }
  /** Counted; call `settle` with the verdict once the password was checked. */
  | { locked: false; settle(ok: boolean): Promise<void> };

const lockedFor = (d: Extract<LimitDecision, { allowed: false }>): LoginAttempt => ({ locked: true, retryAfterMinutes: retryMinutes(d.retryAfterSeconds) });

/**
 * Counts a password attempt for `email` (as typed: accounts are exact addresses) from `ip`. The
 * address is counted first and the email last, so attempts refused for the pair or the address never
 * reach the email's count: a guesser cannot use up the owner's allowance from their own address.
 */
export async function startLoginAttempt(email: string, ip: string | null, limits: RateLimits = rateLimits()): Promise<LoginAttempt> {
  const address = ipSubject(ip);
  const account = `account:${email.trim().toLowerCase()}`;
  const pair = `${account}|${address}`;
  const byAddress = await limits.take("login.ip", address);
  if (!byAddress.allowed) return lockedFor(byAddress);
  const byPair = await limits.take("login.pair", pair);
  if (!byPair.allowed) return lockedFor(byPair);
  const byAccount = await limits.take("login.email", account);
  if (!byAccount.allowed) return lockedFor(byAccount);
  return {
    locked: false,
    async settle(ok) {
      if (!ok) return;
      // A right password is no guess: its points go back, and the pair's streak of typos ends.
      await Promise.all([limits.giveBack("login.ip", address), limits.giveBack("login.email", account), limits.reset("login.pair", pair)]);
    },
  };
}
