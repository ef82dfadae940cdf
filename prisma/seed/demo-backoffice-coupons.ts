// The back office's coupons and gift cards on a fresh demo: a partner coupon (20 % off, at most 50)
// that the demo team lead used for a personal Starter package, paid on the built-in test provider
// (so /admin/coupons shows a redemption with its order), and a batch of 5 gift cards issued by the demo
// admin, one redeemed by the same lead. Made through the product's own code (createCoupon, the
// checkout, issueGiftCardBatch, redeemGiftCard); idempotent: each step looks for what it made first.
// (DEMO_COUPON, WELCOME10, is left without redemptions: the journeys redeem it.)
import { createCoupon } from "@/lib/backoffice/coupons/coupons";
import { couponForm } from "@/lib/backoffice/coupons/schemas";
import { issueGiftCardBatch } from "@/lib/backoffice/giftcards/giftcards";
import { createCheckout } from "@/lib/payments/checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { redeemGiftCard } from "@/lib/payments/redeem";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { demoAccount } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

export const DEMO_PARTNER_COUPON = "PARTNER20";
/** The demo batch's id (issueGiftCardBatch's requestId: a second seed finds it). */
export const DEMO_GIFT_CARD_BATCH = "demo-batch-trade-fair-2026";

export async function seedDemoCoupons(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db } = deps;
  const [admin, lead] = await Promise.all(
    [demoAccount("admin").email, demoAccount("lead").email].map((email) => db.user.findFirst({ where: { email: email.toLowerCase(), deletedAt: null }, select: { id: true } })),
  );
  if (!admin || !lead) {
    log("  coupons: demo admin or lead missing, skipped");
    return;
  }

  // A coupon with a redemption.
  let coupon = await db.coupon.findUnique({ where: { code: DEMO_PARTNER_COUPON }, select: { id: true } });
  if (!coupon) {
    const input = couponForm.parse({ code: DEMO_PARTNER_COUPON, kind: "PERCENT", value: "20", currency: "", packageId: "", expiresAt: "", maxRedemptions: "50", description: "Partner offer (demo)" });
    const made = await createCoupon(db, { ...input, actorId: admin.id });
    if (!made.ok) throw new Error(`demo coupon: ${JSON.stringify(made.fieldErrors)}`);
    coupon = { id: made.id };
    log(`  coupon ${DEMO_PARTNER_COUPON} created`);
  }
  const redeemed = await db.couponRedemption.findUnique({ where: { couponId_userId: { couponId: coupon.id, userId: lead.id } }, include: { order: { select: { status: true } } } });
  if (!redeemed || redeemed.order?.status === "PENDING") {
    const checkout = await createCheckout(db, { userId: lead.id, locale: "en", currency: "USD", packageSlug: "starter", styleSlugs: [], code: DEMO_PARTNER_COUPON }, { provider: testProvider });
    if (!checkout.ok) throw new Error(`demo coupon checkout: ${checkout.error}`);
    const paid = await confirmTestPayment(db, { orderId: checkout.orderId, userId: lead.id }, testProvider);
    if (paid.status !== "PAID") throw new Error(`demo coupon payment: ${paid.status}`);
    log(`  coupon ${DEMO_PARTNER_COUPON} redeemed by the demo lead`);
  }

  // A batch of 5 gift cards, one redeemed.
  const starter = await db.package.findUnique({ where: { slug: "starter" }, select: { id: true } });
  if (!starter) throw new Error("demo gift card batch: no starter package");
  const batch = await issueGiftCardBatch(db, { requestId: DEMO_GIFT_CARD_BATCH, packageId: starter.id, quantity: 5, label: "Trade fair 2026 (demo)", expiresAt: null, actorId: admin.id });
  if (!batch.replayed) log(`  gift card batch "${batch.label}" issued (5 codes)`);
  const used = await db.giftCard.count({ where: { batchId: batch.id, status: "USED" } });
  if (used === 0) {
    const result = await redeemGiftCard(db, { userId: lead.id, locale: "en", code: batch.codes[0]! });
    if (!result.ok) throw new Error(`demo gift card redemption: ${result.error}`);
    log("  one gift card of the batch redeemed by the demo lead");
  }
}
