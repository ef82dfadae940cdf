import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { readParameter } from "@/lib/parameters/read";

type Db = Pick<PrismaClient | Prisma.TransactionClient, "parameter">;

/**
 * The admin's referral discount (percent off the referred person's first purchase), or the default
 * when the row is missing or not an integer from 0 to 100 (a bad value must not break checkouts).
 */
export async function referralDiscountPercent(db: Db): Promise<number> {
  return readParameter(db, "referral.discountPercent");
}

/** Photo credits the referrer gets for a referred person's first purchase, once it is past its refund window (admin value or default). */
export async function referralRewardCredits(db: Db): Promise<number> {
  return readParameter(db, "referral.rewardCredits");
}

/** Rewards one referrer can earn in any 30 days (admin value or default; a non-negative integer). */
export async function referralMaxRewardsPerMonth(db: Db): Promise<number> {
  return readParameter(db, "referral.maxRewardsPerMonth");
}
