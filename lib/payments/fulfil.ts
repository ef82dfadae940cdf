// Turning a paid order into what was bought, in ONE transaction: order PAID, transaction, coupon and
// gift card, invoice, edit credits, the shoot (team credits: deliver-credits.ts), and the webhook event
// id. Idempotent: the order row is locked first and a second call (a replayed webhook, a double click)
// finds it PAID and returns the same shoot. The confirmation email is queued after the commit.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { nextInvoiceNumber } from "@/lib/db/invoice-number";
import { appLink, sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { rewardReferralInTx } from "@/lib/referrals/reward";
import { deliverCreditsInTx } from "./deliver-credits";
import { deliverUpsellInTx } from "./deliver-upsell";
import { checkoutTranslator, type CheckoutT } from "./messages";
import { reserveCoupon } from "./coupons";
import { formatMoney } from "./money";
import { orderDiscount } from "./order-discount";
import type { FulfilResult, OrderEmail, PaymentConfirmation } from "./fulfil-types";
import { lockOrder, orderLocale, PAYMENT_TX } from "./order-tx";
import { PaymentError } from "./reasons";
import { sellerDetails } from "./seller";
import { sendSetupInvitesAfterPayment } from "@/lib/teams/setup-invites";

type Tx = Prisma.TransactionClient;

export async function recordEvent(tx: Tx, provider: string, eventId: string | undefined, type: string | undefined): Promise<void> {
  if (!eventId) return;
  await tx.processedWebhookEvent.createMany({ data: [{ provider, eventId, type: type ?? null }], skipDuplicates: true });
}

const FULFILLED = new Set(["PAID", "REFUNDED", "PARTIALLY_REFUNDED"]);

/** The invoice line text of an order's discount: its gift card, its coupon, else the referral discount. */
export function discountLineText(t: CheckoutT, order: Parameters<typeof orderDiscount>[0]): string {
  const source = orderDiscount(order);
  if (source?.kind === "giftCard") return t("invoice.giftCardLine");
  return source?.kind === "coupon" ? t("invoice.couponLine", { code: source.code }) : t("invoice.referralLine");
}

/** fulfilOrder's body, for callers that already hold a transaction (a total-0 checkout). */
export async function fulfilInTx(tx: Tx, orderId: string, payment: PaymentConfirmation, now: Date): Promise<{ result: FulfilResult; email: OrderEmail | null }> {
  await lockOrder(tx, orderId);
  const order = await tx.order.findUnique({
    where: { id: orderId },
    include: { package: true, user: { select: { id: true, email: true, name: true, locale: true } }, coupon: true, couponRedemption: true },
  });
  if (!order) throw new PaymentError("ORDER_NOT_FOUND", `order ${orderId} does not exist`);
  await recordEvent(tx, payment.provider, payment.eventId, payment.eventType);

  if (FULFILLED.has(order.status)) {
    // One connection per transaction: queries run one after the other.
    const shoot = await tx.shoot.findFirst({ where: { orderId }, orderBy: { createdAt: "asc" }, select: { id: true } });
    const invoice = await tx.invoice.findFirst({ where: { orderId, number: { not: null } }, orderBy: { createdAt: "asc" }, select: { number: true } });
    return { result: { status: "PAID", orderId, shootId: shoot?.id ?? null, invoiceNumber: invoice?.number ?? null, alreadyFulfilled: true }, email: null };
  }

  if (order.kind === "UPSELL" || order.kind === "EDIT_CREDITS") return deliverUpsellInTx(tx, orderId, payment, now);
  if (order.kind === "CREDITS") return deliverCreditsInTx(tx, orderId, payment, now);
  if (order.kind !== "PACKAGE" || !order.package || !order.user) throw new PaymentError("UNSUPPORTED_ORDER", `order ${orderId} is not a package order of a person`);
  if (payment.amount !== order.total) throw new PaymentError("AMOUNT_MISMATCH", `order ${orderId} costs ${order.total} but ${payment.amount} was paid`);
  if (payment.currency && payment.currency.toUpperCase() !== order.currency) throw new PaymentError("CURRENCY_MISMATCH", `order ${orderId} is in ${order.currency}, paid in ${payment.currency}`);
  if (order.total > 0 && !payment.providerRef) throw new PaymentError("AMOUNT_MISMATCH", `order ${orderId}: a charge needs the provider's payment id`);
  const user = order.user;
  const pkg = order.package;
  const locale = orderLocale(order.metadata, user.locale);
  const meta = (order.metadata ?? {}) as Prisma.JsonObject;

  // Paid after we closed it (FAILED / CANCELED: replaced by a newer checkout, or expired): the money is
  // real, so fulfil it if its coupon can be taken again; otherwise record the charge and ask for a refund
  // rather than exceed the coupon's limit.
  if (order.status !== "PENDING" && typeof meta.refundId === "string" && meta.flagged === "COUPON_UNAVAILABLE") {
    return { result: { status: "FLAGGED", orderId, reason: "COUPON_UNAVAILABLE", refundId: meta.refundId }, email: null };
  }
  if (order.status !== "PENDING" && order.couponId && !order.couponRedemption) {
    const refused = await reserveCoupon(tx, { couponId: order.couponId, userId: user.id, orderId, now });
    if (refused) {
      if (order.total > 0 && payment.providerRef) {
        await tx.transaction.create({ data: { orderId, provider: payment.provider, providerRef: payment.providerRef, amount: payment.amount, currency: order.currency, kind: "CHARGE", status: "SUCCEEDED" } });
      }
      const refund = await tx.refund.create({
        data: { orderId, amount: payment.amount, currency: order.currency, reason: `Paid after the checkout was closed; coupon ${order.coupon?.code ?? ""} no longer available (${refused})`, status: "REQUESTED" },
      });
      await tx.order.update({ where: { id: orderId }, data: { metadata: { ...meta, flagged: "COUPON_UNAVAILABLE", refundId: refund.id } } });
      return { result: { status: "FLAGGED", orderId, reason: "COUPON_UNAVAILABLE", refundId: refund.id }, email: null };
    }
  }

  await tx.order.update({ where: { id: orderId }, data: { status: "PAID", paidAt: now, canceledAt: null, provider: payment.provider } });
  if (order.total > 0) {
    await tx.transaction.create({ data: { orderId, provider: payment.provider, providerRef: payment.providerRef!, amount: payment.amount, currency: order.currency, kind: "CHARGE", status: "SUCCEEDED" } });
  }

  if (order.giftCardId) {
    const used = await tx.giftCard.updateMany({ where: { id: order.giftCardId, status: "UNUSED" }, data: { status: "USED", redeemedById: user.id, redeemedAt: now } });
    if (used.count !== 1) throw new PaymentError("GIFT_CARD_USED", `gift card of order ${orderId} is no longer unused`);
  }

  const t = await checkoutTranslator(locale);
  const packageName = pkg.name;
  const lines: { description: string; quantity: number; unitAmount: number; amount: number }[] = [
    { description: t("invoice.packageLine", { package: packageName, headshots: pkg.headshots, styles: pkg.styles }), quantity: 1, unitAmount: order.subtotal, amount: order.subtotal },
  ];
  if (order.discount > 0) {
    const description = discountLineText(t, order);
    lines.push({ description, quantity: 1, unitAmount: -order.discount, amount: -order.discount });
  }
  const number = await nextInvoiceNumber(tx, now.getUTCFullYear());
  await tx.invoice.create({
    data: {
      number: number.number, year: number.year, sequence: number.sequence, orderId, userId: user.id, status: "PAID", currency: order.currency,
      // Prices are final prices: no VAT is added or split out yet, so subtotal (sum of the lines) = total.
      subtotal: order.total, tax: 0, total: order.total,
      seller: sellerDetails(), buyer: { name: user.name ?? "", email: user.email }, locale, lines, issuedAt: now, paidAt: now,
    },
  });

  if (pkg.editCredits > 0) {
    const balance = await tx.user.update({ where: { id: user.id }, data: { editCredits: { increment: pkg.editCredits } }, select: { editCredits: true } });
    await tx.creditLedgerEntry.create({
      data: { userId: user.id, kind: "EDIT", delta: pkg.editCredits, balanceAfter: balance.editCredits, reason: `${packageName} package`, refType: "order", refId: orderId, idempotencyKey: `order:${orderId}:edit-credits` },
    });
  }

  const shoot = await tx.shoot.create({
    data: {
      userId: user.id, orderId, packageId: pkg.id, title: t("shootTitle", { package: packageName }), state: "ONBOARDING", styleIds: order.styleIds,
      stateChanges: { create: { from: null, to: "ONBOARDING", at: now, reason: "order paid" } },
    },
  });
  await rewardReferralInTx(tx, orderId, now);

  return {
    result: { status: "PAID", orderId, shootId: shoot.id, invoiceNumber: number.number, alreadyFulfilled: false },
    email: { to: user.email, name: user.name ?? "", locale, packageName, total: formatMoney(order.total, order.currency, locale), invoiceNumber: number.number, shootId: shoot.id },
  };
}

/** Queues the order confirmation (outbox row; SMTP when configured). A failure is logged, never undoes the order. */
export async function sendOrderEmail(db: PrismaClient, email: OrderEmail): Promise<void> {
  try {
    await sendEmail(db, {
      to: email.to,
      template: "order-confirmation",
      locale: email.locale,
      data: {
        name: email.name, packageName: email.packageName, total: email.total, invoiceNumber: email.invoiceNumber,
        url: appLink(env.APP_URL, `/app/upload/intro?shoot=${encodeURIComponent(email.shootId)}`, email.locale),
      },
    });
  } catch (e) {
    console.error(`[payments] order confirmation to ${email.to} could not be queued: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Marks a paid order PAID and delivers what it bought, once. Safe to call again with the same or a
 * replayed payment: the second call changes nothing and returns the same shoot.
 */
export async function fulfilOrder(db: PrismaClient, orderId: string, payment: PaymentConfirmation, now = new Date()): Promise<FulfilResult> {
  const out = await db.$transaction((tx) => fulfilInTx(tx, orderId, payment, now), PAYMENT_TX);
  if (out.email) await sendOrderEmail(db, out.email);
  // The payment that finished a team's wizard: the colleagues its invite step kept are invited now.
  if (out.result.status === "PAID" && out.result.teamSetupFinished) await sendSetupInvitesAfterPayment(db, out.result.teamSetupFinished);
  return out.result;
}
