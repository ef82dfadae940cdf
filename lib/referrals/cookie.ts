// The referral cookie set by /invite/{code} and read when an account is created. Server-only (next/headers).
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
