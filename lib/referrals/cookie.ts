// The referral cookie set by /invite/{code} and read when an account is created. Server-only (next/headers).
import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { referralCodeSchema } from "./codes";

export const REFERRAL_COOKIE = { name: "lumen_ref", maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** Remembers `code` for 30 days (server actions and route handlers only: pages cannot set cookies). */
export async function rememberReferralCode(code: string): Promise<void> {
  const parsed = referralCodeSchema.safeParse(code);
  if (!parsed.success) return;
  (await cookies()).set(REFERRAL_COOKIE.name, parsed.data, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.APP_URL.startsWith("https:"),
    path: "/",
    maxAge: REFERRAL_COOKIE.maxAgeSeconds,
  });
}

/** The remembered referral code, or null (also outside a request, e.g. in scripts and tests). */
export async function readReferralCode(): Promise<string | null> {
  try {
    const value = (await cookies()).get(REFERRAL_COOKIE.name)?.value;
    return referralCodeSchema.safeParse(value).success ? value! : null;
  } catch {
    return null;
  }
}

/**
 * Forgets the remembered code once an account was created with it, so a later sign-up on the same
 * browser (someone else's) is not credited to the same referrer. Silent where cookies cannot be set
 * (pages, scripts, tests).
 */
export async function forgetReferralCode(): Promise<void> {
  try {
    const jar = await cookies();
    if (jar.get(REFERRAL_COOKIE.name)) jar.delete({ name: REFERRAL_COOKIE.name, path: "/" });
  } catch {
    // Not in a server action or route handler: nothing to forget here.
  }
}
