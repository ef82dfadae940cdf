"use server";

import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { isLocale } from "@/lib/i18n/config";
import { redeemGiftCard, type RedeemError } from "@/lib/payments/redeem";

export type RedeemState = { error?: RedeemError };

/** "Redeem": takes the card and sends the person to the new shoot's first upload step. */
export async function redeemAction(_prev: RedeemState, fd: FormData): Promise<RedeemState> {
  const locale = fd.get("locale");
  const code = fd.get("code");
  const principal = await currentPrincipal();
  if (!principal) return { error: "NOT_SIGNED_IN" };
  const result = await redeemGiftCard(await prisma(), {
    userId: principal.userId,
    locale: isLocale(locale) ? locale : "en",
    code: typeof code === "string" ? code : "",
  });
  if (result.ok) redirect(result.url);
  return { error: result.error };
}
