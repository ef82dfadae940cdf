// Money owed for extra headshots that were paid for and not made (upsell-settle.ts):
// the refund is created APPROVED (automatic, no review: nothing to decide) with OWED_REFUND_NOTE inside
// the transaction that settles the delivery, and paid back here after that transaction commits, through
// refund.ts's payRefund (keyed by the refund id, so paying twice is harmless). A refund created inside the
// payment's own transaction (shoot gone at payment) is paid by payOwedUpsellRefunds, which the dispatch of
// deliveries runs (the buyer's page, and every minute). A provider failure leaves the refund APPROVED with
// payRefund's note, for the refund module's retry of stalled refunds.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { payRefund } from "./refund";

/** The note of an owed refund nobody tried to pay yet (payRefund replaces it when the provider fails, clears it when paid). */
export const OWED_REFUND_NOTE = "owed for extra headshots not delivered: paid back automatically";

/** Pays back the given APPROVED refunds, one after the other. Best effort: a failure is logged, never thrown. */
export async function payOwedRefunds(db: PrismaClient, refundIds: string[]): Promise<void> {
  if (!refundIds.length) return;
  for (const refundId of refundIds) {
    try {
      const out = await payRefund(db, refundId);
      if (!out.ok) console.error(`[upsell] owed refund ${refundId} not paid yet: ${out.error}`);
    } catch (e) {
      console.error(`[upsell] owed refund ${refundId} could not be paid: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

/**
 * Pays the owed refunds of extra headshots nobody tried to pay yet (all of them, or those of one order,
 * shoot or person). Returns how many were tried.
 */
export async function payOwedUpsellRefunds(db: PrismaClient, filter: { orderId?: string; shootId?: string; userId?: string } = {}): Promise<number> {
  const owed = await db.refund.findMany({
    where: {
      status: "APPROVED", automatic: true, note: OWED_REFUND_NOTE,
      ...(filter.orderId ? { orderId: filter.orderId } : {}),
      order: { kind: "UPSELL", ...(filter.userId ? { userId: filter.userId } : {}), ...(filter.shootId ? { metadata: { path: ["shootId"], equals: filter.shootId } } : {}) },
    },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: 50,
  });
  await payOwedRefunds(db, owed.map((r) => r.id));
  return owed.length;
}
