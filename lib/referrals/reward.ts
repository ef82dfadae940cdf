// The referrer's reward for a referred person's FIRST purchase: the first package order they pay
// money for (total > 0), or one that carried the referral discount (so an admin-set 100 % discount
// still counts as the first purchase). Gift-card redemptions and free orders do not count.
import type { Prisma } from "@/lib/db";
import { appLink } from "@/lib/email";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";
import { firstName, maskEmail } from "./codes";
import { queueRewardEmailInTx, relayAfterCommit } from "./email";
import { referralRewardCredits } from "./parameters";

type Tx = Prisma.TransactionClient;

export type RewardOutcome =
  | { status: "rewarded"; referralId: string; referrerId: string; credits: number; emailId: string }
  /** The purchase used up the referral, but the referrer's account is gone: nothing to give. */
  | { status: "consumed"; referralId: string }
  | { status: "none" };

/**
 * Runs inside fulfilInTx's transaction after the order became PAID. Links the referral to the order
 * (guarded: `orderId IS NULL`), gives the referrer `referral.rewardCredits` photo credits with a ledger
 * entry (idempotencyKey `referral:{id}`) and queues their email. A replayed fulfilment, or a second
 * order of the same person, finds the referral used and changes nothing.
 */
export async function rewardReferralInTx(tx: Tx, orderId: string, now: Date): Promise<RewardOutcome> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { kind: true, status: true, userId: true, total: true, metadata: true } });
  if (!order?.userId || order.kind !== "PACKAGE" || order.status !== "PAID") return { status: "none" };
  const usedDiscount = Boolean((order.metadata as { referral?: unknown } | null)?.referral);
  if (order.total <= 0 && !usedDiscount) return { status: "none" };

  const referral = await tx.referral.findUnique({
    where: { referredUserId: order.userId },
    select: {
      id: true, orderId: true,
      referrer: { select: { id: true, email: true, name: true, locale: true, deletedAt: true } },
      referredUser: { select: { name: true, email: true } },
    },
  });
  if (!referral || referral.orderId) return { status: "none" };
  const claimed = await tx.referral.updateMany({ where: { id: referral.id, orderId: null }, data: { orderId } });
  if (claimed.count !== 1) return { status: "none" };

  const referrer = referral.referrer;
  const credits = await referralRewardCredits(tx);
  if (referrer.deletedAt || credits <= 0) return { status: "consumed", referralId: referral.id };

  const balance = await tx.user.update({ where: { id: referrer.id }, data: { photoCredits: { increment: credits } }, select: { photoCredits: true } });
  await tx.creditLedgerEntry.create({
    data: {
      userId: referrer.id, kind: "PHOTO", delta: credits, balanceAfter: balance.photoCredits, reason: "Referral reward",
      refType: "referral", refId: referral.id, idempotencyKey: `referral:${referral.id}`, createdAt: now,
    },
  });
  await tx.referral.update({ where: { id: referral.id }, data: { rewardedAt: now, rewardCredits: credits } });

  const locale = isLocale(referrer.locale) ? referrer.locale : "en";
  const emailId = await queueRewardEmailInTx(tx, {
    to: referrer.email,
    locale,
    data: {
      name: firstName(referrer.name) ?? "",
      friend: firstName(referral.referredUser.name) ?? maskEmail(referral.referredUser.email),
      credits: String(credits),
      url: appLink(env.APP_URL, "/app/invites", locale),
    },
  });
  relayAfterCommit(emailId);
  return { status: "rewarded", referralId: referral.id, referrerId: referrer.id, credits, emailId };
}

export type RewardWithdrawal =
  | { status: "withdrawn"; referralId: string; referrerId: string; credits: number; rewarded: number }
  | { status: "none" };

/** The ledger key of a reward taken back (at most once per referral). */
export const referralWithdrawnKey = (referralId: string) => `referral:${referralId}:withdrawn`;

/**
 * Runs inside a refund's completing transaction (lib/payments/refund.ts): when the refunded order is
 * the one that earned a referrer their reward (Referral.orderId), the reward's photo credits are taken
 * back through the ledger, at most what the referrer still has (a balance never goes below 0), once
 * (idempotencyKey `referral:{id}:withdrawn`). The referral stays used: a later purchase earns nothing,
 * so a buy-and-refund loop cannot farm credits. Referral.rewardCredits keeps what the referrer kept.
 */
export async function withdrawReferralRewardInTx(tx: Tx, orderId: string, refundId: string, now: Date): Promise<RewardWithdrawal> {
  const referral = await tx.referral.findUnique({ where: { orderId }, select: { id: true, referrerId: true, rewardedAt: true, rewardCredits: true } });
  if (!referral?.rewardedAt || referral.rewardCredits <= 0) return { status: "none" };
  const key = referralWithdrawnKey(referral.id);
  if (await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey: key }, select: { id: true } })) return { status: "none" };

  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${referral.referrerId} FOR UPDATE`;
  const referrer = await tx.user.findUnique({ where: { id: referral.referrerId }, select: { photoCredits: true } });
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
  await tx.referral.update({ where: { id: referral.id }, data: { rewardCredits: referral.rewardCredits - credits } });
  await tx.auditLog.create({
    data: { action: "referral.reward.withdrawn", targetType: "Referral", targetId: referral.id, data: { orderId, refundId, referrerId: referral.referrerId, credits, rewarded: referral.rewardCredits } },
  });
  return { status: "withdrawn", referralId: referral.id, referrerId: referral.referrerId, credits, rewarded: referral.rewardCredits };
}
