"use server";
// The invite landing's server actions. Both are "public": visitors without an account are who they are for.
import "server-only";

import { redirect } from "next/navigation";
import { z } from "zod";
import { currentPrincipal } from "@/lib/auth/guard";
import { action } from "@/lib/http/action";
import { formString } from "@/lib/http/form-data";
import { localizePath } from "@/lib/i18n/config";
import { rememberReferralCode } from "./cookie";

/**
 * Remembers the invite code for 30 days, for visitors without an account (a signed-in person's
 * account exists already, and their own link must not mark their browser).
 */
async function rememberForVisitor(code: string): Promise<void> {
  if (await currentPrincipal()) return;
  await rememberReferralCode(code);
}

/** The landing remembers the code as soon as it is seen (pages cannot set cookies themselves). */
export const rememberInviteAction = action(
  z.object({ code: formString }),
  async ({ code }) => {
    await rememberForVisitor(code);
  },
  { role: "public" },
);

/** The landing's buttons (work without JavaScript too): remember the code, then sign up or see the packages. */
export const acceptInviteAction = action(
  z.object({ code: formString, to: formString }),
  async ({ code, to }, { locale }) => {
    await rememberForVisitor(code);
    const pricing = localizePath("/pricing", locale);
    if (to === "signup" && !(await currentPrincipal())) redirect(`${localizePath("/auth/signup", locale)}?callbackUrl=${encodeURIComponent(pricing)}`);
    redirect(pricing);
  },
  { role: "public" },
);
