// The referral programme's terms as the public /affiliate page states them, read from where the
// programme itself keeps each number: the admins' parameters (referral.*, refunds.windowDays) and the
// constants of the code that applies them, so the page cannot promise what the code does not do.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { refundWindowDays } from "@/lib/payments/refund-rules";
import { REFERRAL_COOKIE } from "./cookie";
import { referralDiscountPercent, referralMaxRewardsPerMonth, referralRewardCredits } from "./parameters";
import { REWARD_CAP_DAYS } from "./reward";

export type ReferralProgramme = {
  /** Percent off the referred friend's first package (referral.discountPercent). */
  discountPercent: number;
  /** Photo credits the referrer gets per rewarded friend (referral.rewardCredits). */
  rewardCredits: number;
  /** Rewards one referrer can earn in any `capDays` days (referral.maxRewardsPerMonth). */
  maxRewards: number;
  capDays: number;
  /** The money-back period a purchase must be past before its reward is released (refunds.windowDays). */
  refundDays: number;
  /** How long a visit through a referral link is remembered (the lumen_ref cookie). */
  linkDays: number;
};

export async function referralProgramme(db: PrismaClient): Promise<ReferralProgramme> {
  const [discountPercent, rewardCredits, maxRewards, refundDays] = await Promise.all([
    referralDiscountPercent(db),
    referralRewardCredits(db),
    referralMaxRewardsPerMonth(db),
    refundWindowDays(db),
  ]);
  return { discountPercent, rewardCredits, maxRewards, capDays: REWARD_CAP_DAYS, refundDays, linkDays: Math.round(REFERRAL_COOKIE.maxAgeSeconds / 86_400) };
}
