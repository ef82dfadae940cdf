// What the Auth.js providers of lib/auth/index.ts do once a sign-in is proven: find or create the
// product account, credit a referral (the `lumen_ref` cookie of /invite/{code}) when the account is
// new, and then forget the cookie.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { forgetReferralCode, readReferralCode } from "@/lib/referrals/cookie";
import { linkReferral } from "@/lib/referrals/attach";
import { referralCodeFor, redeemMagicLink, verifyEmail, type VerifyResult } from "./accounts";
import { proveAddress } from "./first-proof";
import type { SocialSignInInput } from "./session";
import { forgetSignUpCookie, readSignUpCookie } from "./signup-cookie";

/**
 * Finds or creates the product account behind a social sign-in and links the provider account.
 * A new account is credited to `referralCode`. Null for a deleted account or no address. On an
 * existing, never-verified account it is the first proof of the address: a password set at sign-up
 * is cleared (lib/auth/first-proof.ts).
 */
export async function socialAccountForSignIn(
  db: PrismaClient,
  input: SocialSignInInput & { referralCode?: string | null },
): Promise<{ userId: string; created: boolean } | null> {
  const linked = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: input.provider, providerAccountId: input.providerAccountId } },
  });
  if (linked) return { userId: linked.userId, created: false };
  if (!input.email) return null;
  const email = input.email.toLowerCase();
  const existed = Boolean(await db.user.findUnique({ where: { email }, select: { id: true } }));
  const user = await db.user.upsert({
    where: { email },
    update: {},
    create: { email, name: input.name ?? null, emailVerified: new Date(), referralCode: referralCodeFor(input.name || email) },
  });
  if (user.deletedAt) return null;
  // The provider vouches for the address.
  await db.$transaction((tx) => proveAddress(tx, user.id, { keepPassword: false }));
  await db.account.create({
    data: { userId: user.id, provider: input.provider, providerAccountId: input.providerAccountId, type: input.type },
  });
  if (!existed) await linkReferral(db, { userId: user.id, code: input.referralCode });
  return { userId: user.id, created: !existed };
}

/** The social sign-in of the jwt callback: the account id, with the referral cookie spent on a new account. */
export async function socialSignIn(db: PrismaClient, input: SocialSignInInput): Promise<string | null> {
  const result = await socialAccountForSignIn(db, { ...input, referralCode: await readReferralCode() });
  if (result?.created) await forgetReferralCode();
  return result?.userId ?? null;
}

/**
 * The one-time links from emails ("verify": address verification, with the sign-up browser's cookie
 * or the password typed on its landing; "magic": passwordless sign-in, which creates the account for
 * a new address and spends the referral cookie then).
 */
export async function tokenSignIn(
  db: PrismaClient,
  input: { token: string; kind: unknown; locale: Locale; password?: unknown; withoutPassword?: unknown },
): Promise<VerifyResult> {
  if (input.kind !== "magic") {
    const result = await verifyEmail(db, input.token, {
      signUpCookie: await readSignUpCookie(),
      password: typeof input.password === "string" ? input.password : null,
      withoutPassword: input.withoutPassword === true || input.withoutPassword === "1",
    });
    if (result.ok) await forgetSignUpCookie();
    return result;
  }
  const result = await redeemMagicLink(db, input.token, input.locale, await readReferralCode());
  if (result.ok && result.created) await forgetReferralCode();
  return result;
}
