import "server-only";
import type { PrismaClient } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { startLoginAttempt } from "@/lib/auth/rate-limit";

export type PasswordCheck =
  | { ok: true }
  /** The account signs in by email link or a social provider only: there is no password to confirm. */
  | { ok: false; error: "noPassword" }
  | { ok: false; error: "wrongPassword" }
  | { ok: false; error: "tooManyAttempts"; minutes: number };

/**
 * Confirms the current password before a change to the account. Guesses count as login attempts of
 * the account's address from this client address (the same lock as the login form), so a session
 * left open on a shared computer cannot be used to guess the password either.
 */
export async function checkCurrentPassword(
  db: PrismaClient,
  user: { email: string; passwordHash: string | null },
  password: string,
  ip: string | null,
): Promise<PasswordCheck> {
  if (!user.passwordHash) return { ok: false, error: "noPassword" };
  const attempt = await startLoginAttempt(user.email, ip);
  if (attempt.locked) return { ok: false, error: "tooManyAttempts", minutes: attempt.retryAfterMinutes };
  const ok = await verifyPassword(password, user.passwordHash);
  await attempt.settle(ok);
  return ok ? { ok: true } : { ok: false, error: "wrongPassword" };
}
