import "server-only";
import type { PrismaClient } from "@/lib/db";
import { refundWindowDays } from "@/lib/payments/refund-rules";
import { friendName } from "./codes";
import { isPersonalAccount } from "./eligibility";
import { referralDiscountPercent, referralMaxRewardsPerMonth, referralRewardCredits } from "./parameters";
import { REWARD_CAP_DAYS, REWARD_NOTES } from "./reward";

export type InvitedPerson = {
  id: string;
  displayName: string;
  joinedAt: Date;
  /**
   * waiting: no first purchase yet; pending: bought, the reward waits for the refund window; rewarded:
   * the credits were granted; refunded: the purchase was refunded in time, no reward; withdrawn: the
   * purchase was refunded after the reward was granted, and the reward taken back; capped: the monthly
   * cap was reached, no reward; none: no reward for another reason.
   */
  status: "waiting" | "pending" | "rewarded" | "refunded" | "withdrawn" | "capped" | "none";
  /** pending: the credits to come; rewarded: the credits granted (and kept). */
  credits: number;
  /** pending: when the purchase's refund window ends and the credits are granted (within the hour after). */
  availableAt: Date | null;
};

export type InvitesOverview = {
  /** False for team, admin and deleted accounts: referral is for personal accounts. */
  eligible: boolean;
  code: string;
  percent: number;
  rewardCredits: number;
  people: InvitedPerson[];
  /** Photo credits earned through the link so far. */
  creditsEarned: number;
  /** Photo credits waiting for their purchases' refund windows. */
  creditsPending: number;
  /** The refund window a reward waits for, in days. */
  windowDays: number;
  /** At most this many rewards in any `capDays` days. */
  maxRewards: number;
  capDays: number;
  /** Photo credits not spent yet, and the newest finished shoot they can be spent on (unlock-photos). */
  balance: number;
  spendOnShootId: string | null;
};

/** /app/invites: the person's code, the offer, who joined through their link and what it earned them. */
export async function invitesOverview(db: PrismaClient, userId: string): Promise<InvitesOverview | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { referralCode: true, deletedAt: true, photoCredits: true } });
  if (!user || user.deletedAt) return null;
  const [eligible, percent, rewardCredits, windowDays, maxRewards, referrals, latest] = await Promise.all([
    isPersonalAccount(db, userId),
    referralDiscountPercent(db),
    referralRewardCredits(db),
    refundWindowDays(db),
    referralMaxRewardsPerMonth(db),
    db.referral.findMany({
      where: { referrerId: userId },
      orderBy: { createdAt: "desc" },
      take: 500,
      select: {
        id: true, createdAt: true, rewardState: true, rewardNote: true, rewardCredits: true, earnedAt: true,
        referredUser: { select: { name: true, email: true, deletedAt: true } },
      },
    }),
    db.shoot.findFirst({ where: { userId, state: "ACTIVE", deletedAt: null, photosPurgedAt: null }, orderBy: { readyAt: "desc" }, select: { id: true } }),
  ]);
  const people = referrals.map((r): InvitedPerson => {
    const status: InvitedPerson["status"] =
      r.rewardState === null ? "waiting"
      : r.rewardState === "PENDING" ? "pending"
      : r.rewardState === "RELEASED" ? "rewarded"
      : r.rewardState === "CANCELED" ? "refunded"
      : r.rewardState === "WITHDRAWN" ? "withdrawn"
      : r.rewardNote === REWARD_NOTES.monthlyCap ? "capped"
      : "none";
    return {
      id: r.id,
      // A deleted account's name and address are anonymised: show neither.
      displayName: friendName(r.referredUser),
      joinedAt: r.createdAt,
      status,
      credits: status === "pending" || status === "rewarded" ? r.rewardCredits : 0,
      availableAt: status === "pending" && r.earnedAt ? new Date(r.earnedAt.getTime() + windowDays * 86_400_000) : null,
    };
  });
  const sum = (of: InvitedPerson["status"]) => people.reduce((total, p) => total + (p.status === of ? p.credits : 0), 0);
  return {
    eligible, code: user.referralCode, percent, rewardCredits, people, creditsEarned: sum("rewarded"), creditsPending: sum("pending"),
    windowDays, maxRewards, capDays: REWARD_CAP_DAYS, balance: user.photoCredits, spendOnShootId: latest?.id ?? null,
  };
}
