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
