// Changing the sign-in email: the new address twice and the current password, then a link sent to
// the NEW address (an EMAIL_CHANGE token, 24 h, single use; at most five requests an hour,
// "email-change.user" in lib/rate-limit/config.ts).
// Following it while signed in switches the address, marks it verified, ends the account's other
// sessions and tells the OLD address. An address that already has an account is
// refused without saying so on screen, as sign-up does: the form answers "check the new inbox" either
// way, and only that inbox learns that the address is taken.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { consumeAuthToken, createAuthToken, hashToken } from "@/lib/auth/tokens";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { rateLimits, type RateLimits } from "@/lib/rate-limit";
import { checkCurrentPassword } from "./current-password";
import { changeEmailSchema, fieldErrors } from "./schemas";

/** The query parameter of /profile that carries an email-change token. */
export const EMAIL_TOKEN_PARAM = "emailToken";

export function emailChangeLink(token: string, locale: Locale, appUrl: string = env.APP_URL): string {
  return `${appLink(appUrl, "/profile", locale)}?${EMAIL_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export type RequestEmailChangeResult =
  /** A link went to `sentTo` (or, when it has an account already, a note saying so). */
  | { ok: true; sentTo: string }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; error: "notSignedIn" | "noPassword" | "tooManyEmailChanges" }
  | { ok: false; error: "tooManyAttempts"; minutes: number };

export async function requestEmailChange(
  db: PrismaClient,
  input: { userId: string; locale: Locale; ip?: string | null; newEmail: unknown; confirmEmail: unknown; currentPassword: unknown; limits?: RateLimits },
): Promise<RequestEmailChangeResult> {
  const parsed = changeEmailSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  const { newEmail, currentPassword } = parsed.data;
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, name: true, passwordHash: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "notSignedIn" };
  if (newEmail === user.email) return { ok: false, fieldErrors: { newEmail: "sameEmail" } };

  const check = await checkCurrentPassword(db, user, currentPassword, input.ip ?? null);
  if (!check.ok) {
    if (check.error === "wrongPassword") return { ok: false, fieldErrors: { currentPassword: "wrongPassword" } };
    return check.error === "tooManyAttempts" ? { ok: false, error: "tooManyAttempts", minutes: check.minutes } : { ok: false, error: check.error };
  }
  // Each request emails an address of the person's choosing: a few an hour, taken or not alike.
  if (!(await (input.limits ?? rateLimits()).take("email-change.user", user.id)).allowed) return { ok: false, error: "tooManyEmailChanges" };

  const taken = await db.user.findUnique({ where: { email: newEmail }, select: { id: true } });
  if (taken) {
    await sendEmail(db, {
      to: newEmail,
      template: "email-change-taken",
      locale: input.locale,
      data: { url: appLink(env.APP_URL, "/auth/login", input.locale) },
    });
    return { ok: true, sentTo: newEmail };
  }

  // Only the newest link works: an older one may have gone to a mistyped address.
  await db.authToken.updateMany({ where: { userId: user.id, purpose: "EMAIL_CHANGE", usedAt: null }, data: { usedAt: new Date() } });
  const token = await createAuthToken(db, { purpose: "EMAIL_CHANGE", email: newEmail, userId: user.id });
  await db.auditLog.create({ data: { actorId: user.id, action: "account.email.change-requested", targetType: "User", targetId: user.id, ip: input.ip ?? null } });
  await sendEmail(db, {
    to: newEmail,
    // Not yet the account's address: the row belongs to the account all the same.
    userId: user.id,
    template: "email-change-verify",
    locale: input.locale,
    data: { name: user.name ?? "", url: emailChangeLink(token, input.locale) },
  });
  return { ok: true, sentTo: newEmail };
}

export type ConfirmEmailChangeResult =
  /** sessionsValidFrom: every session signed in before it has ended (lib/auth keepCurrentSession keeps the caller's). */
  | { ok: true; email: string; sessionsValidFrom: Date }
  /** invalid/expired/used: the link; taken: another account took the address since the link was sent. */
  | { ok: false; error: "invalid" | "expired" | "used" | "taken" };

/**
 * Switches the signed-in person's address to the one the link was sent to. A link of another account
 * is refused without being spent (its owner can still use it).
 */
export async function confirmEmailChange(
  db: PrismaClient,
  input: { userId: string; token: string; locale: Locale },
): Promise<ConfirmEmailChangeResult> {
  if (!input.token || input.token.length > 200) return { ok: false, error: "invalid" };
  const row = await db.authToken.findUnique({ where: { tokenHash: hashToken(input.token) }, select: { userId: true, purpose: true } });
  if (!row || row.purpose !== "EMAIL_CHANGE" || row.userId !== input.userId) return { ok: false, error: "invalid" };
  const consumed = await consumeAuthToken(db, "EMAIL_CHANGE", input.token);
  if (!consumed.ok) return { ok: false, error: consumed.reason };
  const newEmail = consumed.email;

  let old: { email: string; name: string | null; locale: string };
  const now = new Date();
  try {
    const switched = await db.$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id: input.userId }, select: { email: true, name: true, locale: true, deletedAt: true } });
      if (!user || user.deletedAt) return null;
      if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) return "taken" as const;
      // Sessions signed in with the old address end (the caller keeps the one that confirmed).
      await tx.user.update({ where: { id: input.userId }, data: { email: newEmail, emailVerified: now, sessionsValidFrom: now } });
      // Links sent to the old address (reset, verification) must not work for the account any more.
      await tx.authToken.updateMany({
        where: { userId: input.userId, usedAt: null, purpose: { in: ["PASSWORD_RESET", "EMAIL_VERIFICATION", "MAGIC_LINK", "EMAIL_CHANGE"] } },
        data: { usedAt: now },
      });
      await tx.auditLog.create({ data: { actorId: input.userId, action: "account.email.change", targetType: "User", targetId: input.userId } });
      return user;
    });
    if (switched === null) return { ok: false, error: "invalid" };
    if (switched === "taken") return { ok: false, error: "taken" };
    old = switched;
  } catch (e) {
    // Two accounts racing for one address: the unique index decides.
    if ((e as { code?: unknown }).code === "P2002") return { ok: false, error: "taken" };
    throw e;
  }

  await sendEmail(db, {
    to: old.email,
    // No longer the account's address: the row belongs to the account all the same.
    userId: input.userId,
    template: "email-changed",
    locale: input.locale,
    data: { name: old.name ?? "", email: maskEmail(newEmail), url: appLink(env.APP_URL, "/auth/reset-password", input.locale) },
  });
  return { ok: true, email: newEmail, sessionsValidFrom: now };
}

/** "ada.lovelace@example.com" → "ad***@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}
