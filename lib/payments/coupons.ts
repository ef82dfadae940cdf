// Coupon redemptions are reserved when a PENDING order is created and released when that order
// fails, expires or is replaced, so `maxRedemptions` counts paid orders plus open checkouts and is
// never exceeded: the increment is one guarded UPDATE (row-locked by PostgreSQL), and the
// (couponId, userId) unique index makes "once per user" hold under concurrency too.
import "server-only";
import type { Prisma } from "@/lib/db";
import type { CodeReason } from "./reasons";

type Tx = Prisma.TransactionClient;

/** Takes one redemption of `couponId` for `userId`'s order, or says why not. Never throws on a lost race. */
export async function reserveCoupon(tx: Tx, input: { couponId: string; userId: string; orderId: string; now: Date }): Promise<CodeReason | null> {
  const taken = await tx.$executeRaw`
    UPDATE "Coupon" SET "redemptionCount" = "redemptionCount" + 1, "updatedAt" = ${input.now}
    WHERE "id" = ${input.couponId} AND "active" = true
      AND ("expiresAt" IS NULL OR "expiresAt" > ${input.now})
      AND ("maxRedemptions" IS NULL OR "redemptionCount" < "maxRedemptions")`;
  if (taken !== 1) {
    const coupon = await tx.coupon.findUnique({ where: { id: input.couponId }, select: { active: true, expiresAt: true } });
    if (!coupon) return "UNKNOWN_CODE";
    if (!coupon.active) return "INACTIVE";
    if (coupon.expiresAt && coupon.expiresAt <= input.now) return "EXPIRED";
    return "USED_UP";
  }
  // ON CONFLICT DO NOTHING: a concurrent reservation by the same person makes this insert wait for it,
  // then insert nothing, instead of aborting the whole transaction with a unique violation.
  const inserted = await tx.couponRedemption.createMany({ data: [{ couponId: input.couponId, userId: input.userId, orderId: input.orderId }], skipDuplicates: true });
  if (inserted.count !== 1) {
    await releaseCount(tx, input.couponId, input.now);
    return "ALREADY_USED";
  }
  return null;
}

async function releaseCount(tx: Tx, couponId: string, now: Date): Promise<void> {
  await tx.$executeRaw`UPDATE "Coupon" SET "redemptionCount" = "redemptionCount" - 1, "updatedAt" = ${now} WHERE "id" = ${couponId} AND "redemptionCount" > 0`;
}

/** Gives back the redemption an unpaid order held (its coupon may be used again, by this person too). */
export async function releaseCoupon(tx: Tx, order: { id: string; couponId: string | null }, now: Date): Promise<boolean> {
  if (!order.couponId) return false;
  const removed = await tx.couponRedemption.deleteMany({ where: { orderId: order.id, couponId: order.couponId } });
  if (removed.count === 0) return false;
  await releaseCount(tx, order.couponId, now);
  return true;
}
