// The referrer's reward for a referred person's FIRST purchase: the first package order they pay
// money for (total > 0), or one that carried the referral discount (so an admin-set 100 % discount
// still counts as the first purchase). Gift-card redemptions and free orders do not count.
//
// The reward is never paid at once: the purchase makes it PENDING, and the credits are granted only once
// the order is past its refund window (./release.ts, an hourly job). A refund before then CANCELS it
// (nothing was ever granted); a referrer gets at most `referral.maxRewardsPerMonth` rewards in any 30
// days, past which a purchase is WITHHELD (the friend keeps the discount). So buying with the discount
// and refunding, or a farm of made-up friends, earns nothing.
import "server-only";
import type { Prisma } from "@/lib/db";
import { appLink } from "@/lib/email";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";
import { firstName, friendName } from "./codes";
import { queueReferralEmailInTx } from "./email";
import { referralMaxRewardsPerMonth, referralRewardCredits } from "./parameters";

type Tx = Prisma.TransactionClient;

/** The monthly cap counts rewards over this many days (a rolling month). */
export const REWARD_CAP_DAYS = 30;

/** Referral.rewardNote: why a purchase earned no reward (CANCELED or WITHHELD). */
export const REWARD_NOTES = {
  /** Refunded before the reward was released. */
  refunded: "REFUNDED",
  /** The referrer already had `referral.maxRewardsPerMonth` rewards in the last REWARD_CAP_DAYS days. */
  monthlyCap: "MONTHLY_CAP",
  referrerDeleted: "REFERRER_DELETED",
  /** The admin's reward parameter was 0. */
  noCredits: "NO_CREDITS",
  /** The order behind a pending reward no longer exists. */
  orderGone: "ORDER_GONE",
} as const;
export type RewardNote = (typeof REWARD_NOTES)[keyof typeof REWARD_NOTES];

export type RewardOutcome =
  /** The referrer gets `credits` once the order is past its refund window. */
  | { status: "pending"; referralId: string; referrerId: string; credits: number }
  /** The purchase used up the referral but earns nothing (`note` says why). */
  | { status: "withheld"; referralId: string; note: RewardNote }
  | { status: "none" };

const DAY_MS = 86_400_000;

/**
 * Runs inside fulfilInTx's transaction after the order became PAID. Links the referral to the order
 * (guarded: `orderId IS NULL`) and records the referrer's reward as PENDING, or WITHHELD when the
 * referrer's account is gone, the reward is 0 or the referrer is at the monthly cap (counted with the
 * referrer's row locked, so friends paying at the same moment cannot pass the cap together). No credit
 * moves here. A replayed fulfilment, or a second order of the same person, finds the referral used and
 * changes nothing.
 */
export async function rewardReferralInTx(tx: Tx, orderId: string, now: Date): Promise<RewardOutcome> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { kind: true, status: true, userId: true, total: true, metadata: true, paidAt: true } });
  if (!order?.userId || order.kind !== "PACKAGE" || order.status !== "PAID") return { status: "none" };
  const usedDiscount = Boolean((order.metadata as { referral?: unknown } | null)?.referral);
  if (order.total <= 0 && !usedDiscount) return { status: "none" };

  const referral = await tx.referral.findUnique({
    where: { referredUserId: order.userId },
    select: { id: true, orderId: true, referrer: { select: { id: true, deletedAt: true } } },
  });
  if (!referral || referral.orderId) return { status: "none" };
  const earnedAt = order.paidAt ?? now;
  const claimed = await tx.referral.updateMany({ where: { id: referral.id, orderId: null }, data: { orderId, earnedAt } });
  if (claimed.count !== 1) return { status: "none" };

  const referrer = referral.referrer;
  const withhold = async (note: RewardNote, detail: Prisma.InputJsonObject = {}): Promise<RewardOutcome> => {
    await tx.referral.update({ where: { id: referral.id }, data: { rewardState: "WITHHELD", rewardCredits: 0, rewardNote: note } });
    await tx.auditLog.create({
      data: { action: "referral.reward.withheld", targetType: "Referral", targetId: referral.id, data: { orderId, referrerId: referrer.id, note, ...detail }, createdAt: now },
    });
    return { status: "withheld", referralId: referral.id, note };
  };
  if (referrer.deletedAt) return withhold(REWARD_NOTES.referrerDeleted);
  const credits = await referralRewardCredits(tx);
  if (credits <= 0) return withhold(REWARD_NOTES.noCredits);

  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${referrer.id} FOR UPDATE`;
  const cap = await referralMaxRewardsPerMonth(tx);
  const since = new Date(earnedAt.getTime() - REWARD_CAP_DAYS * DAY_MS);
  const recent = await tx.referral.count({ where: { referrerId: referrer.id, id: { not: referral.id }, rewardState: { in: ["PENDING", "RELEASED"] }, earnedAt: { gt: since } } });
  if (recent >= cap) return withhold(REWARD_NOTES.monthlyCap, { cap, recent, days: REWARD_CAP_DAYS });

  await tx.referral.update({ where: { id: referral.id }, data: { rewardState: "PENDING", rewardCredits: credits, rewardNote: null } });
  return { status: "pending", referralId: referral.id, referrerId: referrer.id, credits };
}

export type RewardCancellation = { status: "canceled"; referralId: string; referrerId: string; credits: number } | { status: "none" };

/**
 * Runs inside a refund's completing transaction (lib/payments/refund.ts, the order row locked): a
 * reward still PENDING for the refunded order is CANCELED (guarded on PENDING, so once). No credit was
 * granted, so none is taken back; the referral stays used, so buying again earns nothing either.
 */
export async function cancelPendingReferralRewardInTx(tx: Tx, orderId: string, refundId: string, now: Date): Promise<RewardCancellation> {
  const referral = await tx.referral.findUnique({ where: { orderId }, select: { id: true, referrerId: true, rewardState: true, rewardCredits: true } });
  if (referral?.rewardState !== "PENDING") return { status: "none" };
  const done = await tx.referral.updateMany({ where: { id: referral.id, rewardState: "PENDING" }, data: { rewardState: "CANCELED", rewardCredits: 0, rewardNote: REWARD_NOTES.refunded } });
  if (done.count !== 1) return { status: "none" };
  await tx.auditLog.create({
    data: { action: "referral.reward.canceled", targetType: "Referral", targetId: referral.id, data: { orderId, refundId, referrerId: referral.referrerId, credits: referral.rewardCredits }, createdAt: now },
  });
  return { status: "canceled", referralId: referral.id, referrerId: referral.referrerId, credits: referral.rewardCredits };
}

export type RewardWithdrawal =
  /** `emailId`: the referrer's email, queued in the same transaction (relay it after the commit); null for a deleted account. */
  | { status: "withdrawn"; referralId: string; referrerId: string; credits: number; rewarded: number; emailId: string | null }
  | { status: "none" };

/** The ledger key of a reward taken back (at most once per referral). */
export const referralWithdrawnKey = (referralId: string) => `referral:${referralId}:withdrawn`;

/**
 * Runs inside a full refund's completing transaction (lib/payments/refund.ts) — an admin-approved
 * refund after the window, when the reward was already RELEASED: the reward's photo credits are taken
 * back through the ledger, at most what the referrer still has (a balance never goes below 0), once
 * (idempotencyKey `referral:{id}:withdrawn`), the referral becomes WITHDRAWN (/app/invites: "Refunded,
 * reward withdrawn") and the referrer's email saying so is queued, in their language, in this same
 * transaction. The referral stays used: a later purchase earns nothing, so a buy-and-refund loop
 * cannot farm credits. Referral.rewardCredits keeps what the referrer had already used.
 */
export async function withdrawReferralRewardInTx(tx: Tx, orderId: string, refundId: string, now: Date, appUrl: string = env.APP_URL): Promise<RewardWithdrawal> {
  const referral = await tx.referral.findUnique({
    where: { orderId },
    select: { id: true, referrerId: true, rewardState: true, rewardCredits: true, referredUser: { select: { name: true, email: true, deletedAt: true } } },
  });
  if (referral?.rewardState !== "RELEASED" || referral.rewardCredits <= 0) return { status: "none" };
  const key = referralWithdrawnKey(referral.id);
  if (await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey: key }, select: { id: true } })) return { status: "none" };

  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${referral.referrerId} FOR UPDATE`;
  const referrer = await tx.user.findUnique({ where: { id: referral.referrerId }, select: { photoCredits: true, email: true, name: true, locale: true, deletedAt: true } });
  if (!referrer) return { status: "none" };
  const credits = Math.min(referral.rewardCredits, Math.max(0, referrer.photoCredits));
  const balance = credits > 0
    ? (await tx.user.update({ where: { id: referral.referrerId }, data: { photoCredits: { decrement: credits } }, select: { photoCredits: true } })).photoCredits
    : referrer.photoCredits;
  // Booked even when nothing was left to take: the key records that the reward was dealt with.
  await tx.creditLedgerEntry.create({
    data: {
      userId: referral.referrerId, kind: "PHOTO", delta: -credits, balanceAfter: balance,
      reason: credits < referral.rewardCredits ? `Referral reward withdrawn (order refunded): ${credits} of ${referral.rewardCredits} credits, the rest was used` : "Referral reward withdrawn (order refunded)",
      refType: "referral", refId: referral.id, idempotencyKey: key, createdAt: now,
    },
  });
  await tx.referral.update({ where: { id: referral.id }, data: { rewardState: "WITHDRAWN", rewardNote: REWARD_NOTES.refunded, rewardCredits: referral.rewardCredits - credits } });
  await tx.auditLog.create({
    data: { action: "referral.reward.withdrawn", targetType: "Referral", targetId: referral.id, data: { orderId, refundId, referrerId: referral.referrerId, credits, rewarded: referral.rewardCredits } },
  });
  const locale = isLocale(referrer.locale) ? referrer.locale : "en";
  // A deleted account's address is a placeholder nobody reads.
  const emailId = referrer.deletedAt ? null : await queueReferralEmailInTx(tx, {
    template: "referral-withdrawn",
    to: referrer.email,
    locale,
    data: {
      name: firstName(referrer.name) ?? "",
      friend: friendName(referral.referredUser),
      credits: String(credits),
      rewarded: String(referral.rewardCredits),
      url: appLink(appUrl, "/app/invites", locale),
    },
  });
  return { status: "withdrawn", referralId: referral.id, referrerId: referral.referrerId, credits, rewarded: referral.rewardCredits, emailId };
}
