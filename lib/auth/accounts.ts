import { randomBytes } from "node:crypto";
import type { AuthTokenPurpose, PrismaClient } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { linkReferral } from "@/lib/referrals/link";
import { hashPassword } from "./password";
import { consumeAuthToken, createAuthToken, type ConsumeResult } from "./tokens";

function tokenLink(path: string, token: string, locale: Locale): string {
  return `${appLink(env.APP_URL, path, locale)}?token=${encodeURIComponent(token)}`;
}

/** A stable, human-friendly referral code: the name or email user part plus a short random tail. */
export function referralCodeFor(nameOrEmail: string): string {
  const base =
    nameOrEmail
      .split("@")[0]!
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 20) || "friend";
  return `${base}-${randomBytes(3).toString("hex")}`;
}

export type SignUpResult = { status: "created"; userId: string } | { status: "exists" };

/**
 * Creates an unverified account and emails a verification link. For an address that already has an
 * account, nothing is created and the owner is emailed instead, so the form never reveals who is a customer.
 */
export async function signUp(
  db: PrismaClient,
  input: { name: string; email: string; password: string; locale: Locale; referralCode?: string | null },
): Promise<SignUpResult> {
  const existing = await db.user.findUnique({ where: { email: input.email } });
  if (existing) {
    await sendEmail(db, {
      to: input.email,
      template: "account-exists",
      locale: input.locale,
      data: { url: appLink(env.APP_URL, "/auth/reset-password", input.locale) },
    });
    return { status: "exists" };
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.user.create({
    data: {
      email: input.email,
      name: input.name,
      passwordHash,
      locale: input.locale,
      currency: input.locale === "en" ? "USD" : "EUR",
      referralCode: referralCodeFor(input.name || input.email),
    },
  });
  await linkReferral(db, { userId: user.id, code: input.referralCode });
  await sendVerificationEmail(db, { userId: user.id, email: user.email, name: user.name ?? "", locale: input.locale });
  return { status: "created", userId: user.id };
}

export async function sendVerificationEmail(
  db: PrismaClient,
  input: { userId: string; email: string; name: string; locale: Locale },
): Promise<void> {
  const token = await createAuthToken(db, { purpose: "EMAIL_VERIFICATION", email: input.email, userId: input.userId });
  await sendEmail(db, {
    to: input.email,
    template: "verify-email",
    locale: input.locale,
    data: { name: input.name, url: tokenLink("/auth/verify", token, input.locale) },
  });
}

/** Sends a new verification link if the address belongs to an unverified account; silent otherwise. */
export async function resendVerification(db: PrismaClient, email: string, locale: Locale): Promise<void> {
  const user = await db.user.findUnique({ where: { email } });
  if (!user || user.emailVerified || user.deletedAt) return;
  await sendVerificationEmail(db, { userId: user.id, email, name: user.name ?? "", locale });
}

/** Marks the address verified. Returns the user to sign in, or why the link did not work. */
export async function verifyEmail(db: PrismaClient, token: string): Promise<ConsumeResult> {
  const result = await consumeAuthToken(db, "EMAIL_VERIFICATION", token);
  if (result.ok && result.userId) {
    await db.user.update({ where: { id: result.userId }, data: { emailVerified: new Date() } });
  }
  return result;
}

/** Always answers the same way, whether or not the address has an account. */
export async function requestPasswordReset(db: PrismaClient, email: string, locale: Locale): Promise<void> {
  const user = await db.user.findUnique({ where: { email } });
  if (!user || user.deletedAt) return;
  const token = await createAuthToken(db, { purpose: "PASSWORD_RESET", email, userId: user.id });
  await sendEmail(db, {
    to: email,
    template: "reset-password",
    locale,
    data: { name: user.name ?? "", url: tokenLink("/auth/reset-password", token, locale) },
  });
}

/** One-time links that act for an existing account: all stop working when its password changes. */
export const ACCOUNT_LINK_PURPOSES: AuthTokenPurpose[] = ["PASSWORD_RESET", "EMAIL_CHANGE", "MAGIC_LINK"];

/**
 * Sets the new password. Every session signed in before (a stolen cookie too) ends, and open links
 * that act for the account (other resets, email changes, sign-in links) stop working.
 */
export async function resetPassword(db: PrismaClient, token: string, password: string): Promise<ConsumeResult> {
  const result = await consumeAuthToken(db, "PASSWORD_RESET", token);
  if (!result.ok || !result.userId) return result.ok ? { ok: false, reason: "invalid" } : result;
  const userId = result.userId;
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const now = new Date();
    // Following the emailed link proves the address, so it also counts as verification.
    await tx.user.update({ where: { id: userId }, data: { passwordHash, emailVerified: now, sessionsValidFrom: now } });
    await tx.authToken.updateMany({ where: { userId, purpose: { in: ACCOUNT_LINK_PURPOSES }, usedAt: null }, data: { usedAt: now } });
  });
  return result;
}

/** Emails a one-time sign-in link. Unknown addresses get an account on first use of the link. */
export async function requestMagicLink(db: PrismaClient, email: string, locale: Locale): Promise<void> {
  const user = await db.user.findUnique({ where: { email } });
  if (user?.deletedAt) return;
  const token = await createAuthToken(db, { purpose: "MAGIC_LINK", email, userId: user?.id ?? null });
  await sendEmail(db, { to: email, template: "magic-link", locale, data: { url: tokenLink("/auth/token", token, locale) } });
}

/**
 * Consumes a magic link; creates the account for a new address (the link proves it). `created` says
 * whether it did (the referral cookie is then spent).
 */
export async function useMagicLink(
  db: PrismaClient,
  token: string,
  locale: Locale,
  referralCode?: string | null,
): Promise<Exclude<ConsumeResult, { ok: true }> | (Extract<ConsumeResult, { ok: true }> & { created: boolean })> {
  const result = await consumeAuthToken(db, "MAGIC_LINK", token);
  if (!result.ok) return result;
  const isNew = !(await db.user.findUnique({ where: { email: result.email }, select: { id: true } }));
  const user = await db.user.upsert({
    where: { email: result.email },
    update: { emailVerified: new Date() },
    create: {
      email: result.email,
      emailVerified: new Date(),
      locale,
      currency: locale === "en" ? "USD" : "EUR",
      referralCode: referralCodeFor(result.email),
    },
  });
  if (isNew) await linkReferral(db, { userId: user.id, code: referralCode });
  return { ok: true, email: user.email, userId: user.id, created: isNew };
}
