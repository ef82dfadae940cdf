// "Completed, not paid yet" (a slow payment method such as SEPA or a bank transfer): the order keeps
// its hold and its coupon until the provider reports the outcome. Such a report can arrive after the
// payment itself (Stripe does not promise the order of its events), so the mark is set only while the
// order is still PENDING, under the order's lock, and merged into the metadata in SQL: a note another
// transaction wrote meanwhile (flagged, endedBecause, refundId) is never overwritten.
import "server-only";
import type { OrderStatus, PrismaClient } from "@/lib/db";
import { recordEvent } from "./fulfil";
import { lockOrder, PAYMENT_TX } from "./order-tx";

/**
 * Marks a PENDING order `asyncPending` (recording the webhook event in the same transaction) and returns
 * the order's status as it is: PENDING when marked, otherwise whatever it already reached (PAID,
 * FAILED...), unchanged. Null when the order does not exist.
 */
export async function markAsyncPending(db: PrismaClient, orderId: string, event?: { provider: string; id: string; type: string }): Promise<OrderStatus | null> {
  return db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    if (event) await recordEvent(tx, event.provider, event.id, event.type);
    await tx.$executeRaw`
      UPDATE "Order" SET "metadata" = "metadata" || jsonb_build_object('asyncPending', true), "updatedAt" = ${new Date()}
      WHERE "id" = ${orderId} AND "status" = 'PENDING'`;
    return (await tx.order.findUnique({ where: { id: orderId }, select: { status: true } }))?.status ?? null;
  }, PAYMENT_TX);
}
