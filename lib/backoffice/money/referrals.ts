// Referrals for platform admins (/admin/referral): who referred whom, the reward's state (lib/referrals/
// reward.ts and release.ts: PENDING until the purchase is past its refund window, then RELEASED; a refund
// CANCELED or WITHDREW it), the credits granted, and the refund that undid it.
import "server-only";
import type { Prisma, PrismaClient, ReferralRewardState } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { dayRange, type ReferralListQuery } from "./schemas";

export type ReferralRow = {
  id: string;
  referrer: { id: string; email: string };
  referred: { id: string; email: string };
  rewardState: ReferralRewardState | null;
  rewardCredits: number;
  rewardNote: string | null;
  orderId: string | null;
  orderStatus: string | null;
  /** The completed refund of the rewarded order, if one canceled or withdrew the reward. */
  refund: { id: string; amount: number; currency: string; decidedAt: Date | null } | null;
  createdAt: Date;
  earnedAt: Date | null;
  rewardedAt: Date | null;
};

const INCLUDE = {
  referrer: { select: { id: true, email: true } },
  referredUser: { select: { id: true, email: true } },
  order: { select: { id: true, status: true, refunds: { where: { status: "COMPLETED" }, orderBy: { createdAt: "desc" }, take: 1, select: { id: true, amount: true, currency: true, decidedAt: true } } } },
} satisfies Prisma.ReferralInclude;

type Loaded = Prisma.ReferralGetPayload<{ include: typeof INCLUDE }>;

export function referralWhere(query: Pick<ReferralListQuery, "q" | "reward" | "from" | "to">): Prisma.ReferralWhereInput {
  const range = dayRange(query);
  return {
    ...(query.reward === "NONE" ? { rewardState: null } : query.reward ? { rewardState: query.reward } : {}),
    ...(range ? { createdAt: range } : {}),
    ...(query.q
      ? {
          OR: [
            { referrer: { is: { email: { contains: query.q, mode: "insensitive" } } } },
            { referredUser: { is: { email: { contains: query.q, mode: "insensitive" } } } },
            { orderId: query.q },
          ],
        }
      : {}),
  };
}

function toRow(r: Loaded): ReferralRow {
  const refund = r.order?.refunds[0] ?? null;
  return {
    id: r.id, referrer: r.referrer, referred: r.referredUser, rewardState: r.rewardState, rewardCredits: r.rewardCredits, rewardNote: r.rewardNote,
    orderId: r.orderId, orderStatus: r.order?.status ?? null, refund, createdAt: r.createdAt, earnedAt: r.earnedAt, rewardedAt: r.rewardedAt,
  };
}

/** Sort fields that may be empty: their empty rows come last either way. */
const NULLABLE = new Set<string>(["earnedAt", "rewardedAt"]);

export async function findReferralPage(db: PrismaClient, query: ReferralListQuery): Promise<Page<ReferralRow>> {
  const dir = query.sort.desc ? ("desc" as const) : ("asc" as const);
  const where = referralWhere(query);
  const [items, total] = await Promise.all([
    db.referral.findMany({ where, orderBy: [{ [query.sort.field]: NULLABLE.has(query.sort.field) ? { sort: dir, nulls: "last" } : dir }, { id: "desc" }], ...paginate(query), include: INCLUDE }),
    db.referral.count({ where }),
  ]);
  return toPage(items.map(toRow), total, query);
}

export function referralBatches(db: PrismaClient, query: ReferralListQuery): AsyncGenerator<ReferralRow[]> {
  const where = referralWhere(query);
  return eachBatch(async (after, take) => (await db.referral.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, include: INCLUDE })).map(toRow));
}

/** The totals the screen heads with: credits granted by released rewards, and rewards a refund undid. */
export async function referralTotals(db: PrismaClient): Promise<{ granted: number; released: number; withdrawn: number; canceled: number }> {
  const [released, withdrawn, canceled] = await Promise.all([
    db.referral.aggregate({ where: { rewardState: "RELEASED" }, _sum: { rewardCredits: true }, _count: true }),
    db.referral.count({ where: { rewardState: "WITHDRAWN" } }),
    db.referral.count({ where: { rewardState: "CANCELED", rewardNote: "REFUNDED" } }),
  ]);
  return { granted: released._sum.rewardCredits ?? 0, released: released._count, withdrawn, canceled };
}
