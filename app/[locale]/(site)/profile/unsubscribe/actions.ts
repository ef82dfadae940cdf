"use server";

import { setMarketingOptOut } from "@/lib/account";
import { prisma } from "@/lib/db";

/** `unconfirmed`: the page before its first answer (opening the link changes nothing by itself). */
export type MarketingState = { optedOut: boolean; error?: "invalid"; unconfirmed?: boolean };

/** The buttons on /profile/unsubscribe: the signed token from the email is the only credential. */
export async function setMarketingAction(prev: MarketingState, fd: FormData): Promise<MarketingState> {
  const result = await setMarketingOptOut(await prisma(), { token: fd.get("token"), optOut: fd.get("optOut") === "1" });
  return result.ok ? { optedOut: result.optedOut } : { optedOut: prev.optedOut, error: "invalid" };
}
