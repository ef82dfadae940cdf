// Ending an unpaid order: declined, expired at the provider, or replaced by a newer checkout. Only a
// PENDING order changes (a PAID order is never un-paid, whatever arrives late); its coupon reservation
// is given back in the same transaction.
import "server-only";
import type { OrderStatus, Prisma, PrismaClient } from "@/lib/db";
import { releaseCoupon } from "./coupons";
import { recordEvent } from "./fulfil";
import { lockOrder, PAYMENT_TX } from "./order-tx";

type Tx = Prisma.TransactionClient;

/** Hold of an open checkout: the provider's payment page expires after this, and its coupon is released. */
export const ORDER_HOLD_MINUTES = 60;

export type FailInput = {
  /** FAILED: payment declined or expired. CANCELED: the buyer replaced it with a newer checkout. */
  status?: "FAILED" | "CANCELED";
  /** Kept in the order's metadata ("declined", "expired", "async payment failed", "replaced"...). */
  reason: string;
  provider?: string;
  eventId?: string;
  eventType?: string;
};

export async function failInTx(tx: Tx, orderId: string, input: FailInput, now: Date): Promise<{ status: OrderStatus; changed: boolean } | null> {
  await lockOrder(tx, orderId);
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true, status: true, couponId: true, metadata: true } });
  await recordEvent(tx, input.provider ?? "stripe", input.eventId, input.eventType);
  if (!order) return null;
  if (order.status !== "PENDING") return { status: order.status, changed: false };
  const status = input.status ?? "FAILED";
  await tx.order.update({
    where: { id: orderId },
    data: {
      status,
      canceledAt: status === "CANCELED" ? now : undefined,
      metadata: { ...((order.metadata ?? {}) as Prisma.JsonObject), endedBecause: input.reason, endedAt: now.toISOString() },
    },
  });
  await releaseCoupon(tx, order, now);
  return { status, changed: true };
}

/** Marks a PENDING order FAILED (or CANCELED) and releases its coupon. Null when the order does not exist. */
export async function failOrder(db: PrismaClient, orderId: string, input: FailInput, now = new Date()): Promise<{ status: OrderStatus; changed: boolean } | null> {
  return db.$transaction((tx) => failInTx(tx, orderId, input, now), PAYMENT_TX);
}

/**
 * Ends checkouts left open past their hold (the buyer walked away), so their coupon redemptions count
 * no more. Orders completed at the provider but waiting for a slow payment method (metadata
 * asyncPending) are kept. Called before a coupon is declared used up; a periodic job may call it too.
 */
export async function expireStaleOrders(db: PrismaClient, options: { now?: Date; couponId?: string } = {}): Promise<number> {
  const now = options.now ?? new Date();
  // Five minutes past the provider's own expiry, so a payment page cannot still be paid.
  const cutoff = new Date(now.getTime() - (ORDER_HOLD_MINUTES + 5) * 60_000);
  const stale = await db.order.findMany({
    where: {
      status: "PENDING",
      createdAt: { lt: cutoff },
      ...(options.couponId ? { couponId: options.couponId } : {}),
    },
    select: { id: true, metadata: true },
    take: 500,
  });
  let ended = 0;
  for (const { id, metadata } of stale) {
    if ((metadata as { asyncPending?: unknown } | null)?.asyncPending === true) continue;
    const r = await failOrder(db, id, { reason: "expired" }, now);
    if (r?.changed) ended++;
  }
  return ended;
}
