// What each of the three "buy more" pages loads (server only): the person, the offer for their shoot,
// and the purchase they came back from (`?order=…`, `&canceled=1` when they left the payment page).
import { notFound } from "next/navigation";
import { guardPage } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { localizePath } from "@/lib/i18n/config";
import { pageLocale, searchParam } from "@/lib/i18n/page";
import { getBoss } from "@/lib/jobs/boss";
import { getUpsellOffer } from "@/lib/payments/upsell-offer";
import { UPSELL_PAGES, type UpsellKind } from "@/lib/payments/upsell-meta";
import { followUpsellOrder, type UpsellOrderStatus } from "@/lib/payments/upsell-status";

export type UpsellPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function loadUpsellPage({ params, searchParams }: UpsellPageProps, kind: UpsellKind) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const sp = await searchParams;
  const orderId = searchParam(sp, "order").slice(0, 64);
  const page = UPSELL_PAGES[kind];
  const here = `${localizePath(`/app/results/${encodeURIComponent(id)}/${page}`, locale)}${orderId ? `?order=${encodeURIComponent(orderId)}` : ""}`;
  const principal = (await guardPage(`/app/results/[id]/${page}`, locale, here))!;
  const db = await prisma();
  const offer = await getUpsellOffer(db, { userId: principal.userId, shootId: id, locale });
  if (!offer) notFound();
  let order: UpsellOrderStatus | null = null;
  if (orderId) {
    order = await followUpsellOrder(db, { userId: principal.userId, orderId }, getBoss).catch((e: unknown) => {
      console.error(`[upsell] order ${orderId} on ${page}:`, e);
      return null;
    });
    if (order && order.shootId !== offer.shoot.id) order = null;
  }
  return { db, locale, userId: principal.userId, offer, orderId: orderId || null, order, canceled: searchParam(sp, "canceled") === "1" };
}
