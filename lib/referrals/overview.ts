import type { PrismaClient } from "@/lib/db";
import { firstName, maskEmail } from "./codes";
import { isPersonalAccount } from "./eligibility";
import { referralDiscountPercent, referralRewardCredits } from "./parameters";

export type InvitedPerson = { id: string; displayName: string; joinedAt: Date; status: "pending" | "rewarded" };

export type InvitesOverview = {
  /** False for team, admin and deleted accounts: referral is for personal accounts. */
  eligible: boolean;
  code: string;
  percent: number;
  rewardCredits: number;
  people: InvitedPerson[];
  /** Photo credits earned through the link so far. */
  creditsEarned: number;
  /** Photo credits not spent yet, and the newest finished shoot they can be spent on (unlock-photos). */
  balance: number;
  spendOnShootId: string | null;
};

/** /app/invites: the person's code, the offer, who joined through their link and what it earned them. */
export async function invitesOverview(db: PrismaClient, userId: string): Promise<InvitesOverview | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { referralCode: true, deletedAt: true, photoCredits: true } });
  if (!user || user.deletedAt) return null;
  const [eligible, percent, rewardCredits, referrals, latest] = await Promise.all([
    isPersonalAccount(db, userId),
    referralDiscountPercent(db),
    referralRewardCredits(db),
    db.referral.findMany({
      where: { referrerId: userId },
      orderBy: { createdAt: "desc" },
      take: 500,
      select: { id: true, createdAt: true, rewardedAt: true, rewardCredits: true, referredUser: { select: { name: true, email: true, deletedAt: true } } },
    }),
    db.shoot.findFirst({ where: { userId, state: "ACTIVE", deletedAt: null, photosPurgedAt: null }, orderBy: { readyAt: "desc" }, select: { id: true } }),
  ]);
  const people = referrals.map((r) => ({
    id: r.id,
    // A deleted account's name and address are anonymised: show neither.
    displayName: r.referredUser.deletedAt ? "•••" : (firstName(r.referredUser.name) ?? maskEmail(r.referredUser.email)),
    joinedAt: r.createdAt,
    status: r.rewardedAt ? ("rewarded" as const) : ("pending" as const),
  }));
  const creditsEarned = referrals.reduce((sum, r) => sum + (r.rewardedAt ? r.rewardCredits : 0), 0);
  return { eligible, code: user.referralCode, percent, rewardCredits, people, creditsEarned, balance: user.photoCredits, spendOnShootId: latest?.id ?? null };
}
