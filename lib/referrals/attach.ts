import "server-only";
import type { PrismaClient } from "@/lib/db";
import { findReferrer } from "./codes";
import { isPersonalAccount } from "./eligibility";

export type LinkResult =
  | { status: "linked"; referralId: string; referrerId: string }
  | { status: "skipped"; reason: "NO_CODE" | "UNKNOWN_CODE" | "SELF" | "NOT_ELIGIBLE" | "ALREADY_REFERRED" };

/**
 * Records that the NEW account `userId` came through `code` (the referral cookie of /invite/{code}):
 * User.referredById and a Referral row, in one transaction. Called only where an account is created.
 * Never links a person to themselves, an account that already has a referrer or a purchase, or a team
 * or admin account (referral is for personal accounts). Calling it again changes nothing.
 */
export async function linkReferral(db: PrismaClient, input: { userId: string; code: string | null | undefined; now?: Date }): Promise<LinkResult> {
  if (!input.code) return { status: "skipped", reason: "NO_CODE" };
  const referrer = await findReferrer(db, input.code);
  if (!referrer) return { status: "skipped", reason: "UNKNOWN_CODE" };
  if (referrer.id === input.userId) return { status: "skipped", reason: "SELF" };
  if (!(await isPersonalAccount(db, input.userId))) return { status: "skipped", reason: "NOT_ELIGIBLE" };
  const now = input.now ?? new Date();

  return db.$transaction(async (tx): Promise<LinkResult> => {
    const bought = await tx.order.count({ where: { userId: input.userId, status: { in: ["PAID", "REFUNDED", "PARTIALLY_REFUNDED"] } } });
    if (bought > 0) return { status: "skipped", reason: "NOT_ELIGIBLE" };
    if (await tx.referral.findUnique({ where: { referredUserId: input.userId }, select: { id: true } })) return { status: "skipped", reason: "ALREADY_REFERRED" };
    // Guarded: of two concurrent sign-up completions only one sets the referrer (the other's insert
    // would also hit the unique referredUserId).
    const set = await tx.user.updateMany({ where: { id: input.userId, referredById: null, deletedAt: null }, data: { referredById: referrer.id } });
    if (set.count !== 1) return { status: "skipped", reason: "ALREADY_REFERRED" };
    const referral = await tx.referral.create({ data: { referrerId: referrer.id, referredUserId: input.userId, createdAt: now } });
    return { status: "linked", referralId: referral.id, referrerId: referrer.id };
  });
}
