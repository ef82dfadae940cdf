// What each of the three "buy more" pages loads once openPage has let the person in: the offer for
// their shoot, and the purchase they came back from (`?order=…`, `&canceled=1` when they left the
// payment page).
import "server-only";
import { notFound, redirect } from "next/navigation";
import type { PrismaClient } from "@/lib/db";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { searchParam } from "@/lib/i18n/page";
import { getBoss } from "@/lib/jobs/boss";
import { blockedPageUrl } from "./checkout";
import { UPSELL_PAGES, type UpsellKind } from "./upsell-meta";
import { getUpsellOffer, type UpsellOffer } from "./upsell-offer";
import { followUpsellOrder, type UpsellOrderStatus } from "./upsell-status";

export type UpsellPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export type UpsellPageQuery = { orderId: string | null; canceled: boolean };

export function upsellPageQuery(sp: Record<string, string | string[] | undefined>): UpsellPageQuery {
  return { orderId: searchParam(sp, "order").slice(0, 64) || null, canceled: searchParam(sp, "canceled") === "1" };
}

/** The page's own address, where login sends the person back to (with the order they came back from). */
export function upsellPagePath(kind: UpsellKind, shootId: string, orderId: string | null, locale: Locale): string {
  return `${localizePath(`/app/results/${encodeURIComponent(shootId)}/${UPSELL_PAGES[kind]}`, locale)}${orderId ? `?order=${encodeURIComponent(orderId)}` : ""}`;
}

/** Not their shoot, or not one to buy more for: 404. An order of another shoot is ignored. */
export async function loadUpsellPage(
  db: PrismaClient,
  { userId, shootId, locale, kind, orderId }: { userId: string; shootId: string; locale: Locale; kind: UpsellKind; orderId: string | null },
): Promise<{ offer: UpsellOffer; order: UpsellOrderStatus | null }> {
  const offer = await getUpsellOffer(db, { userId, shootId, locale });
  if (!offer) notFound();
  // A team member's headshots are the team's: they buy nothing here (the team lead does).
  if (offer.blocked === "TEAM_MEMBER") redirect(blockedPageUrl("TEAM_MEMBER", locale));
  let order: UpsellOrderStatus | null = null;
  if (orderId) {
    order = await followUpsellOrder(db, { userId, orderId }, getBoss).catch((e: unknown) => {
      console.error(`[upsell] order ${orderId} on ${UPSELL_PAGES[kind]}:`, e);
      return null;
    });
    if (order && order.shootId !== offer.shoot.id) order = null;
  }
  return { offer, order };
}
