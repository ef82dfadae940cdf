import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { referralDiscount } from "./discount";
import { isPersonalAccount } from "./eligibility";
import { referralDiscountPercent } from "./parameters";

type Db = Pick<PrismaClient | Prisma.TransactionClient, "referral" | "order" | "user" | "parameter">;

/** Order states in which an order counts as bought (paid, even if refunded since). */
export const FULFILLED_STATUSES = ["PAID", "REFUNDED", "PARTIALLY_REFUNDED"] as const;

export type ReferralOffer = { referralId: string; percent: number; discount: number };

/**
 * The referral discount percent for `userId`'s purchase: they came through a friend's link and have
 * not made their first purchase yet (no paid package order, and their referral not used by one).
 * Null otherwise.
 */
export async function referralPercentFor(db: Db, userId: string): Promise<{ referralId: string; percent: number } | null> {
  const referral = await db.referral.findUnique({ where: { referredUserId: userId }, select: { id: true, orderId: true } });
  if (!referral || referral.orderId) return null;
  if (!(await isPersonalAccount(db, userId))) return null;
  const bought = await db.order.count({ where: { userId, kind: "PACKAGE", status: { in: [...FULFILLED_STATUSES] }, total: { gt: 0 } } });
  if (bought > 0) return null;
  const percent = await referralDiscountPercent(db);
  return percent > 0 ? { referralId: referral.id, percent } : null;
}

/** The referral discount on a package of `subtotal` for `userId` (see referralPercentFor), or null when there is none. */
export async function referralOffer(db: Db, userId: string, subtotal: number): Promise<ReferralOffer | null> {
  const found = await referralPercentFor(db, userId);
  const discount = found ? referralDiscount(subtotal, found.percent) : 0;
  return found && discount > 0 ? { ...found, discount } : null;
}
