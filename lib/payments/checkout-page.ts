// What the checkout page (/checkout for anyone, /app/styles/checkout signed in) loads. Blocked accounts
// are sent to /checkout/blocked before they fill anything in.
import "server-only";
import { redirect } from "next/navigation";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { referralPercentFor } from "@/lib/referrals/offer";
import { checkoutBlock } from "./blocked";
import type { BlockReason } from "./reasons";
import { checkoutCatalog, type CheckoutCatalog } from "./catalog";
import { blockedPageUrl } from "./checkout";

export type CheckoutPageData = {
  catalog: CheckoutCatalog;
  /** The friend's discount on a signed-in person's first purchase, when they came through an invite. */
  referral: { percent: number } | null;
};

export async function loadCheckoutPage(db: PrismaClient, { userId, locale }: { userId: string | null; locale: Locale }): Promise<CheckoutPageData> {
  if (userId) {
    const block = await checkoutBlock(db, userId);
    if (block) redirect(blockedPageUrl(block, locale));
  }
  const [catalog, referral] = await Promise.all([checkoutCatalog(db, locale), userId ? referralPercentFor(db, userId) : null]);
  return { catalog, referral: referral && { percent: referral.percent } };
}

/**
 * Every page that sells to a person (the style chooser, /app/add, the upsell pages) sends an account
 * that may not buy to /checkout/blocked first: a team member (the team pays), a platform admin.
 */
export async function sendBlockedBuyerAway(db: PrismaClient, { userId, locale }: { userId: string; locale: Locale }): Promise<void> {
  const block = await checkoutBlock(db, userId);
  if (block) redirect(blockedPageUrl(block, locale));
}

/** Where a buy button sends this person: null when they may buy; else /checkout/blocked (unlocalised, for a Link). */
export async function blockedBuyHref(db: PrismaClient, userId: string | null): Promise<string | null> {
  const block: BlockReason | null = userId ? await checkoutBlock(db, userId) : null;
  return block ? `/checkout/blocked?reason=${block}` : null;
}
