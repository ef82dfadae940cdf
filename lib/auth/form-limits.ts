// The forms that send an email (sign-up, resend verification, password reset, magic link) are limited
// per client address and per address typed (lib/rate-limit/config.ts), so they can neither sweep
// addresses nor fill someone's inbox. Counted whether or not the address has an account: the answer
// must not tell.
import "server-only";
import { emailSubject, ipSubject, rateLimits, retryMinutes, type RateLimits } from "@/lib/rate-limit";

export type EmailForm = "signup" | "resend" | "reset" | "magic";

export type FormLimit = { allowed: true } | { allowed: false; retryAfterMinutes: number };

/** Counts one submission of `form` for `email` from `ip`; refused submissions never reach the email's count. */
export async function takeFormLimit(form: EmailForm, email: string, ip: string | null, limits: RateLimits = rateLimits()): Promise<FormLimit> {
  const byAddress = await limits.take(`${form}.ip`, ipSubject(ip));
  if (!byAddress.allowed) return { allowed: false, retryAfterMinutes: retryMinutes(byAddress.retryAfterSeconds) };
  const byEmail = await limits.take(`${form}.email`, emailSubject(email));
  if (!byEmail.allowed) return { allowed: false, retryAfterMinutes: retryMinutes(byEmail.retryAfterSeconds) };
  return { allowed: true };
}
