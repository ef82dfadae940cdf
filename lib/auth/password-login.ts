// The password provider's check (lib/auth/index.ts `authorize`), apart from Auth.js so it can be run
// and tested on its own.
import "server-only";
import type { PrismaClient, User } from "@/lib/db";
import type { RateLimits } from "@/lib/rate-limit";
import { verifyPassword } from "./password";
import { startLoginAttempt } from "./rate-limit";

export type PasswordLogin =
  | { ok: true; user: User }
  | { ok: false; error: "invalidCredentials" | "emailNotVerified" }
  | { ok: false; error: "tooManyAttempts"; retryAfterMinutes: number };

export async function passwordLogin(
  db: Pick<PrismaClient, "user">,
  input: { email: string; password: string; ip: string | null },
  limits?: RateLimits,
): Promise<PasswordLogin> {
  const attempt = await startLoginAttempt(input.email, input.ip, limits);
  if (attempt.locked) return { ok: false, error: "tooManyAttempts", retryAfterMinutes: attempt.retryAfterMinutes };
  const found = await db.user.findUnique({ where: { email: input.email } });
  const user = found && !found.deletedAt ? found : null;
  // Always one scrypt check: a missing account, a deleted one or one without a password is checked
  // against a dummy hash, so the answer takes as long as a wrong password does.
  const ok = (await verifyPassword(input.password, user?.passwordHash)) && user !== null;
  await attempt.settle(ok);
  if (!ok || !user) return { ok: false, error: "invalidCredentials" };
  if (!user.emailVerified) return { ok: false, error: "emailNotVerified" };
  return { ok: true, user };
}
