import "server-only";
import { randomBytes } from "node:crypto";
import type { AuthTokenPurpose, PrismaClient } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { linkReferral } from "@/lib/referrals/attach";
import { pageAfterVerifying } from "@/lib/routes/redirect";
import { proveAddress } from "./first-proof";
import { hashPassword, verifyPassword } from "./password";
import { signUpCookieMatches } from "./signup-cookie";
import { consumeAuthToken, createAuthToken, peekAuthToken, type ConsumeResult } from "./tokens";
import { expiredUnverifiedWhere, isExpiredUnverified } from "./unverified";

/**
 * An emailed one-time link. `next`: the page the person was on their way to (a sign-up's callbackUrl),
 * carried through the link when it is one of ours (lib/routes/redirect.ts), so the landing sends them on.
 */
function tokenLink(path: string, token: string, locale: Locale, next?: string | null): string {
  const safe = pageAfterVerifying(next);
  return `${appLink(env.APP_URL, path, locale)}?token=${encodeURIComponent(token)}${safe ? `&next=${encodeURIComponent(safe)}` : ""}`;
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
 * An unverified account past its 7 days (lib/auth/unverified.ts) does not hold the address: it is
 * deleted and the new sign-up takes its place.
 */
export async function signUp(
  db: PrismaClient,
  input: { name: string; email: string; password: string; locale: Locale; referralCode?: string | null; next?: string | null },
): Promise<SignUpResult> {
  const now = new Date();
  const existing = await db.user.findUnique({ where: { email: input.email } });
  const freed = existing && isExpiredUnverified(existing, now) ? (await db.user.deleteMany({ where: { id: existing.id, ...expiredUnverifiedWhere(now) } })).count === 1 : false;
  if (existing && !freed) return accountExists(db, input);
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await db.user.create({
      data: {
        email: input.email,
        name: input.name,
        passwordHash,
        locale: input.locale,
        currency: input.locale === "en" ? "USD" : "EUR",
        referralCode: referralCodeFor(input.name || input.email),
      },
    });
  } catch (e) {
    // Another sign-up (or sign-in) took the address a moment ago: the unique index decides.
    if ((e as { code?: unknown }).code === "P2002") return accountExists(db, input);
    throw e;
  }
  await linkReferral(db, { userId: user.id, code: input.referralCode });
  await sendVerificationEmail(db, { userId: user.id, email: user.email, name: user.name ?? "", locale: input.locale, next: input.next });
  return { status: "created", userId: user.id };
}

async function accountExists(db: PrismaClient, input: { email: string; locale: Locale }): Promise<SignUpResult> {
  await sendEmail(db, {
    to: input.email,
    template: "account-exists",
    locale: input.locale,
    data: { url: appLink(env.APP_URL, "/auth/reset-password", input.locale) },
  });
  return { status: "exists" };
}

export async function sendVerificationEmail(
  db: PrismaClient,
  input: { userId: string; email: string; name: string; locale: Locale; next?: string | null },
): Promise<void> {
  const token = await createAuthToken(db, { purpose: "EMAIL_VERIFICATION", email: input.email, userId: input.userId });
  await sendEmail(db, {
    to: input.email,
    template: "verify-email",
    locale: input.locale,
    data: { name: input.name, url: tokenLink("/auth/verify", token, input.locale, input.next) },
  });
}

/**
 * Sends a new verification link if the address belongs to an unverified account; silent otherwise.
 * `next` as for sign-up: where the link sends the person once verified.
 */
export async function resendVerification(db: PrismaClient, email: string, locale: Locale, next?: string | null): Promise<void> {
  const user = await db.user.findUnique({ where: { email } });
  if (!user || user.emailVerified || user.deletedAt || isExpiredUnverified(user)) return;
  await sendVerificationEmail(db, { userId: user.id, email, name: user.name ?? "", locale, next });
}

/** Password guesses allowed on one verification link opened away from the sign-up browser. */
export const SIGNUP_PASSWORD_TRIES = 5;

/** What the verification link's landing sends besides the token (see verifyEmail). */
export type VerifyProof = {
  /** The sign-up browser's cookie (lib/auth/signup-cookie.ts), when the link is opened there. */
  signUpCookie?: string | null;
  /** The password chosen at sign-up, typed on the landing. */
  password?: string | null;
  /** "I did not choose a password here": verify, and clear the password set at sign-up. */
  withoutPassword?: boolean;
};

/**
 * passwordNeeded: the link was opened away from the sign-up browser and the account has a password;
 * the landing asks for it (the link is not spent). wrongPassword / passwordTries: that password was
 * wrong / guessed too often on this link.
 */
export type VerifyResult = ConsumeResult | { ok: false; reason: "passwordNeeded" | "wrongPassword" | "passwordTries" };

/**
 * Marks the address verified (the first proof of it: lib/auth/first-proof.ts). Returns the user to
 * sign in, or why the link did not work.
 *
 * Whoever signed up chose the password, but the link only proves that whoever opens it reads the
 * mailbox: someone may have signed up with another person's address. So the password set at sign-up
 * is kept only when the link is opened in the browser that signed up, or by someone who types that
 * password; the mailbox's owner can always go on without it, and it is then cleared.
 */
export async function verifyEmail(db: PrismaClient, token: string, proof: VerifyProof = {}): Promise<VerifyResult> {
  const peek = await peekAuthToken(db, "EMAIL_VERIFICATION", token);
  if (!peek.ok) return peek;
  const user = peek.userId ? await db.user.findUnique({ where: { id: peek.userId }, select: { id: true, passwordHash: true, emailVerified: true, deletedAt: true } }) : null;
  let keepPassword = true;
  if (user && !user.emailVerified && !user.deletedAt && user.passwordHash && !signUpCookieMatches(proof.signUpCookie, user.id)) {
    if (typeof proof.password === "string" && proof.password.length > 0) {
      const tried = await db.authToken.updateMany({ where: { id: peek.id, usedAt: null, attempts: { lt: SIGNUP_PASSWORD_TRIES } }, data: { attempts: { increment: 1 } } });
      if (tried.count !== 1) return { ok: false, reason: "passwordTries" };
      if (proof.password.length > 200 || !(await verifyPassword(proof.password, user.passwordHash))) return { ok: false, reason: "wrongPassword" };
    } else if (proof.withoutPassword === true) {
      keepPassword = false;
    } else {
      return { ok: false, reason: "passwordNeeded" };
    }
  }
  const result = await consumeAuthToken(db, "EMAIL_VERIFICATION", token);
  if (result.ok && result.userId) {
    const userId = result.userId;
    await db.$transaction((tx) => proveAddress(tx, userId, { keepPassword }));
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
    // Following the emailed link proves the address, so it also counts as verification (and, on a
    // never-verified account, ends everything from before it: lib/auth/first-proof.ts).
    await proveAddress(tx, userId, { keepPassword: false, now });
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
 * whether it did (the referral cookie is then spent). On an existing, never-verified account it is
 * the first proof of the address: a password set at sign-up is cleared (lib/auth/first-proof.ts).
 */
export async function redeemMagicLink(
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
    update: {},
    create: {
      email: result.email,
      emailVerified: new Date(),
      locale,
      currency: locale === "en" ? "USD" : "EUR",
      referralCode: referralCodeFor(result.email),
    },
  });
  // Also when the account appeared between the two reads above (a sign-up racing the link).
  await db.$transaction((tx) => proveAddress(tx, user.id, { keepPassword: false }));
  if (isNew) await linkReferral(db, { userId: user.id, code: referralCode });
  return { ok: true, email: user.email, userId: user.id, created: isNew };
}
