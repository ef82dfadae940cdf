"use server";

import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/guard";
import { isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { rememberReferralCode } from "@/lib/referrals/cookie";

/**
 * Remembers the invite code for 30 days, for visitors without an account (a signed-in person's
 * account exists already, and their own link must not mark their browser).
 */
export async function rememberInviteAction(code: string): Promise<void> {
  if (typeof code !== "string" || (await currentPrincipal())) return;
  await rememberReferralCode(code);
}

/** The landing's buttons (work without JavaScript too): remember the code, then sign up or see the packages. */
export async function acceptInviteAction(fd: FormData): Promise<void> {
  const code = fd.get("code");
  const raw = fd.get("locale");
  const locale: Locale = isLocale(raw) ? raw : "en";
  if (typeof code === "string") await rememberInviteAction(code);
  const pricing = localizePath("/pricing", locale);
  if (fd.get("to") === "signup" && !(await currentPrincipal())) redirect(`${localizePath("/auth/signup", locale)}?callbackUrl=${encodeURIComponent(pricing)}`);
  redirect(pricing);
}
