// Releasing pending referral rewards: once the friend's first purchase is past its refund window
// (Order.paidAt + refunds.windowDays, the same deadline the money-back guarantee uses), the referrer's
// photo credits are granted with their ledger row and email, in one transaction. Run hourly by the
// "referral-rewards" job (lib/jobs). A purchase refunded by then was CANCELED by the refund; one with a
// refund request still open waits for the admins' decision.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";
import { lockOrder, PAYMENT_TX } from "@/lib/payments/order-tx";
import { refundWindowDays } from "@/lib/payments/refund-rules";
import { firstName, friendName } from "./codes";
import { queueReferralEmailInTx, relayAfterCommit } from "./email";
import { REWARD_NOTES, type RewardNote } from "./reward";

type Tx = Prisma.TransactionClient;

const DAY_MS = 86_400_000;

/** The ledger key of a released reward: one grant per referral, whatever runs twice. */
export const referralRewardKey = (referralId: string) => `referral:${referralId}`;

export type ReleaseOutcome =
  | { status: "released"; credits: number; emailId: string }
  /** Refunded meanwhile (the refund's own cancellation normally got there first). */
  | { status: "canceled" }
  | { status: "withheld"; note: RewardNote }
  /** Still inside the refund window, or a refund request on the order is open: the next run looks again. */
  | { status: "waiting" }
  /** Not pending (any more): released, canceled or withheld before, by this run or another. */
  | { status: "none" };

async function releaseInTx(tx: Tx, referralId: string, now: Date): Promise<ReleaseOutcome> {
  const first = await tx.referral.findUnique({ where: { id: referralId }, select: { orderId: true, rewardState: true } });
  if (first?.rewardState !== "PENDING") return { status: "none" };
  // The order's lock, as fulfilment and refunds take it: a refund completing now either finishes first
  // (and has CANCELED the reward) or waits until this release is committed.
  if (first.orderId) await lockOrder(tx, first.orderId);
  const referral = await tx.referral.findUniqueOrThrow({
    where: { id: referralId },
    select: {
      id: true, rewardState: true, rewardCredits: true,
      order: { select: { id: true, status: true, paidAt: true, createdAt: true, refunds: { where: { status: { in: ["REQUESTED", "APPROVED"] } }, select: { id: true } } } },
      referrer: { select: { id: true, email: true, name: true, locale: true, deletedAt: true } },
      referredUser: { select: { name: true, email: true, deletedAt: true } },
    },
  });
  if (referral.rewardState !== "PENDING") return { status: "none" };

  const end = async (state: "CANCELED" | "WITHHELD", note: RewardNote): Promise<ReleaseOutcome> => {
    await tx.referral.update({ where: { id: referral.id }, data: { rewardState: state, rewardCredits: 0, rewardNote: note } });
    await tx.auditLog.create({
      data: { action: state === "CANCELED" ? "referral.reward.canceled" : "referral.reward.withheld", targetType: "Referral", targetId: referral.id, data: { orderId: referral.order?.id ?? null, referrerId: referral.referrer.id, note, credits: referral.rewardCredits }, createdAt: now },
    });
    return state === "CANCELED" ? { status: "canceled" } : { status: "withheld", note };
  };
  const order = referral.order;
  if (!order) return end("WITHHELD", REWARD_NOTES.orderGone);
  if (order.status !== "PAID") return end("CANCELED", REWARD_NOTES.refunded);
  const deadline = (order.paidAt ?? order.createdAt).getTime() + (await refundWindowDays(tx)) * DAY_MS;
  if (now.getTime() <= deadline || order.refunds.length > 0) return { status: "waiting" };
  const referrer = referral.referrer;
  if (referrer.deletedAt) return end("WITHHELD", REWARD_NOTES.referrerDeleted);

  const released = await tx.referral.updateMany({ where: { id: referral.id, rewardState: "PENDING" }, data: { rewardState: "RELEASED", rewardedAt: now } });
  if (released.count !== 1) return { status: "none" };
  const credits = referral.rewardCredits;
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${referrer.id} FOR UPDATE`;
  const balance = await tx.user.update({ where: { id: referrer.id }, data: { photoCredits: { increment: credits } }, select: { photoCredits: true } });
  await tx.creditLedgerEntry.create({
    data: {
      userId: referrer.id, kind: "PHOTO", delta: credits, balanceAfter: balance.photoCredits, reason: "Referral reward",
      refType: "referral", refId: referral.id, idempotencyKey: referralRewardKey(referral.id), createdAt: now,
    },
  });

  const locale = isLocale(referrer.locale) ? referrer.locale : "en";
  const friend = referral.referredUser;
  const emailId = await queueReferralEmailInTx(tx, {
    template: "referral-reward",
    to: referrer.email,
    locale,
    data: {
      name: firstName(referrer.name) ?? "",
      // A friend who deleted their account meanwhile is anonymised: named as /app/invites does.
      friend: friendName(friend),
      credits: String(credits),
      url: appLink(env.APP_URL, "/app/invites", locale),
    },
  });
  return { status: "released", credits, emailId };
}

/**
 * Releases one pending reward if it is due (see the file comment). Idempotent: the state moves from
 * PENDING once (guarded update, under the order's lock) and the ledger key is unique, so two runs at
 * the same moment grant the credits once. The email is handed to SMTP after the commit.
 */
export async function releaseReferralReward(db: PrismaClient, referralId: string, now = new Date()): Promise<ReleaseOutcome> {
  const out = await db.$transaction((tx) => releaseInTx(tx, referralId, now), PAYMENT_TX);
  if (out.status === "released") relayAfterCommit(out.emailId);
  return out;
}

export type ReleaseRun = { released: number; canceled: number; withheld: number; waiting: number; failed: number };

/**
 * Every PENDING reward whose purchase was paid more than `refunds.windowDays` ago, in batches, each in
 * its own transaction (one that fails is logged and tried again next run). What the hourly job runs.
 */
export async function releaseDueReferralRewards(db: PrismaClient, options: { now?: Date; batch?: number; log?: Pick<Console, "info" | "error"> } = {}): Promise<ReleaseRun> {
  const now = options.now ?? new Date();
  const log = options.log ?? console;
  const batch = options.batch ?? 200;
  const cutoff = new Date(now.getTime() - (await refundWindowDays(db)) * DAY_MS);
  const run: ReleaseRun = { released: 0, canceled: 0, withheld: 0, waiting: 0, failed: 0 };
  let after: string | undefined;
  for (;;) {
    const due = await db.referral.findMany({
      where: { rewardState: "PENDING", earnedAt: { lt: cutoff }, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true },
    });
    for (const { id } of due) {
      try {
        const out = await releaseReferralReward(db, id, now);
        if (out.status !== "none") run[out.status]++;
      } catch (e) {
        run.failed++;
        log.error(`[referrals] reward ${id} could not be released, left for the next run: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    if (due.length < batch) break;
    after = due[due.length - 1]!.id;
  }
  if (Object.values(run).some((n) => n > 0)) log.info(`[referrals] rewards: ${Object.entries(run).filter(([, n]) => n > 0).map(([k, n]) => `${k}=${n}`).join(" ")}`);
  return run;
}
