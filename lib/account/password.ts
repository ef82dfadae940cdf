import "server-only";
import type { PrismaClient } from "@/lib/db";
import { ACCOUNT_LINK_PURPOSES } from "@/lib/auth/accounts";
import { hashPassword } from "@/lib/auth/password";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { checkCurrentPassword } from "./current-password";
import { changePasswordSchema, fieldErrors } from "./schemas";

export type ChangePasswordResult =
  /** sessionsValidFrom: every session signed in before it has ended (lib/auth keepCurrentSession keeps the caller's). */
  | { ok: true; sessionsValidFrom: Date }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; error: "notSignedIn" | "noPassword" }
  | { ok: false; error: "tooManyAttempts"; minutes: number };

/**
 * The current password and the new one twice (the sign-up rules: 8 to 200 characters). Every other
 * session of the account ends, open reset, email-change and sign-in links stop working, and the
 * address gets a note in case it was not the owner.
 */
export async function changePassword(
  db: PrismaClient,
  input: { userId: string; locale: Locale; ip?: string | null; currentPassword: unknown; newPassword: unknown; confirmPassword: unknown },
): Promise<ChangePasswordResult> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, name: true, passwordHash: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "notSignedIn" };

  const check = await checkCurrentPassword(db, user, parsed.data.currentPassword, input.ip ?? null);
  if (!check.ok) {
    if (check.error === "wrongPassword") return { ok: false, fieldErrors: { currentPassword: "wrongPassword" } };
    return check.error === "tooManyAttempts" ? { ok: false, error: "tooManyAttempts", minutes: check.minutes } : { ok: false, error: check.error };
  }

  const passwordHash = await hashPassword(parsed.data.newPassword);
  const now = new Date();
  await db.$transaction(async (tx) => {
    // Every session signed in before now ends (the caller keeps the one that made the change).
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, sessionsValidFrom: now } });
    await tx.authToken.updateMany({ where: { userId: user.id, purpose: { in: ACCOUNT_LINK_PURPOSES }, usedAt: null }, data: { usedAt: now } });
    await tx.auditLog.create({ data: { actorId: user.id, action: "account.password.change", targetType: "User", targetId: user.id, ip: input.ip ?? null } });
  });
  await sendEmail(db, {
    to: user.email,
    template: "password-changed",
    locale: input.locale,
    data: { name: user.name ?? "", url: appLink(env.APP_URL, "/auth/reset-password", input.locale) },
  });
  return { ok: true, sessionsValidFrom: now };
}
