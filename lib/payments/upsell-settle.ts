// Settling extra headshots that were paid for and not made. The shoot code (lib/shoots/extra.ts) marks a
// delivery failed, with why and whether what was not made is owed back, and leaves it `unsettled`; the
// job handlers (lib/jobs/handlers.ts) then call settleExtraDelivery, and the dispatch of deliveries
// (every minute) settles any a lost worker left behind. Settling happens once, with the order row locked:
// money: a refund of the share not delivered, APPROVED without review (nothing to decide) with
// OWED_REFUND_NOTE, capped at what the order still holds after earlier and open refunds, paid back once
// the transaction commits (upsell-refunds.ts); photo credits: given back (upsell-credits-back.ts, no
// refund); an audit entry for support either way.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { countDelivered, readDelivery, type ExtraDelivery } from "@/lib/shoots/extra";
import { returnPhotoCreditsInTx } from "./upsell-credits-back";
import { OWED_REFUND_NOTE, payOwedRefunds } from "./upsell-refunds";

type Tx = Prisma.TransactionClient;
type OrderToSettle = { id: string; total: number; currency: string; metadata: unknown };

/** The order row can be held a moment by a payment, a refund completing or the delivery's job. */
const SETTLE_TX = { maxWait: 15_000, timeout: 30_000 } as const;

/** What an order can still give back: its total less what was refunded and what open refunds already claim. */
async function refundableLeft(tx: Tx, orderId: string): Promise<number> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { total: true, refundedAmount: true } });
  const open = await tx.refund.aggregate({ where: { orderId, status: { in: ["REQUESTED", "APPROVED"] } }, _sum: { amount: true } });
  return order.total - order.refundedAmount - (open._sum.amount ?? 0);
}

/**
 * Settles `failed` (a failed, unsettled delivery of `order`): what was not made is given back when it is
 * owed, the audit entry written and the delivery stored settled (its refund's id kept). For callers
 * holding a transaction with the order row locked. The refund, if any, is paid by the caller after the
 * commit (payOwedRefunds) or by the dispatch of deliveries.
 */
export async function settleFailedDeliveryInTx(tx: Tx, order: OrderToSettle, failed: ExtraDelivery): Promise<ExtraDelivery> {
  const meta = (order.metadata ?? {}) as Prisma.JsonObject;
  const shootId = typeof meta.shootId === "string" ? meta.shootId : "";
  const code = failed.code ?? "INTERNAL";
  const reason = failed.reason ?? code;
  const giveBack = failed.giveBack === true;
  const delivered = Math.min(await countDelivered(tx, shootId, failed.plan), failed.planned);
  const paidWithCredits = meta.paidWith === "photoCredits";
  let refundId: string | undefined;
  if (giveBack && !paidWithCredits) {
    const share = failed.planned > 0 ? order.total - Math.round((order.total * delivered) / failed.planned) : order.total;
    const owed = Math.min(share, await refundableLeft(tx, order.id));
    if (owed > 0) {
      const refund = await tx.refund.create({
        data: {
          orderId: order.id, amount: owed, currency: order.currency, status: "APPROVED", automatic: true, decidedAt: new Date(), note: OWED_REFUND_NOTE,
          reason: `Extra headshots not delivered (${delivered} of ${failed.planned}): ${reason}`,
        },
      });
      refundId = refund.id;
    }
  }
  const creditsBack = giveBack ? await returnPhotoCreditsInTx(tx, order.id, failed.planned - delivered) : 0;
  await tx.auditLog.create({
    data: { action: "upsell.delivery.failed", targetType: "Order", targetId: order.id, data: { shootId, code, reason, delivered, planned: failed.planned, ...(refundId ? { refundId } : {}), ...(creditsBack ? { creditsBack } : {}) } },
  });
  const { reason: _reason, giveBack: _giveBack, unsettled: _unsettled, ...rest } = failed;
  const settled: ExtraDelivery = { ...rest, state: "failed", code, ...(refundId ? { refundId } : {}) };
  await tx.order.update({ where: { id: order.id }, data: { metadata: { ...meta, delivery: settled } } });
  return settled;
}

/**
 * Settles the order's delivery if it failed and is not settled yet (else nothing: settling twice gives
 * nothing back twice), then pays back the refund it owes. True when this call settled it.
 */
export async function settleExtraDelivery(db: PrismaClient, orderId: string): Promise<boolean> {
  const settled = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true, total: true, currency: true, metadata: true } });
    const delivery = order ? readDelivery(order.metadata) : null;
    if (!order || delivery?.state !== "failed" || !delivery.unsettled) return null;
    return settleFailedDeliveryInTx(tx, order, delivery);
  }, SETTLE_TX);
  if (settled?.refundId) await payOwedRefunds(db, [settled.refundId]);
  return settled !== null;
}

/**
 * Settles the failed deliveries left unsettled (a worker lost between the job's end and its settling):
 * all of them, or those of one order, shoot or person. Returns how many this call settled.
 */
export async function settleLeftDeliveries(db: PrismaClient, filter: { orderId?: string; shootId?: string; userId?: string } = {}): Promise<number> {
  const left = await db.order.findMany({
    where: {
      kind: "UPSELL",
      ...(filter.orderId ? { id: filter.orderId } : {}),
      ...(filter.userId ? { userId: filter.userId } : {}),
      AND: [{ metadata: { path: ["delivery", "unsettled"], equals: true } }, ...(filter.shootId ? [{ metadata: { path: ["shootId"], equals: filter.shootId } }] : [])],
    },
    orderBy: { paidAt: "asc" },
    select: { id: true },
    take: 50,
  });
  let settled = 0;
  for (const { id } of left) {
    try {
      if (await settleExtraDelivery(db, id)) settled++;
    } catch (e) {
      console.error(`[upsell] delivery of order ${id} could not be settled: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return settled;
}
