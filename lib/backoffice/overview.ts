import "server-only";
import type { PrismaClient, ShootState } from "@/lib/db";

export type PlatformOverview = { users: number; organizations: number; shoots: number; activeShoots: number; emailsToday: number; failedEmails: number };

const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export async function platformOverview(db: PrismaClient, now = new Date()): Promise<PlatformOverview> {
  const today = dayStart(now);
  const [users, organizations, shoots, activeShoots, emailsToday, failedEmails] = await Promise.all([
    db.user.count({ where: { deletedAt: null } }),
    db.organization.count(),
    db.shoot.count({ where: { state: { not: "DELETED" } } }),
    db.shoot.count({ where: { state: { in: ["WAITING", "PROCESSING", "GENERATING"] } } }),
    db.emailOutbox.count({ where: { createdAt: { gte: today } } }),
    db.emailOutbox.count({ where: { status: "FAILED" } }),
  ]);
  return { users, organizations, shoots, activeShoots, emailsToday, failedEmails };
}

// ---- Activity: today's and the last 30 days' numbers, each linking to its filtered list ----

/** Money per currency: how many and how much (minor units). */
export type MoneyByCurrency = { currency: string; count: number; amount: number }[];

export type ActivityWindow = {
  /** The window's first day (UTC), YYYY-MM-DD: the lists' `from` filter. */
  from: string;
  /** Orders paid in the window (PAID, or paid and refunded since), per currency. */
  orders: MoneyByCurrency;
  /** Refunds approved or completed in the window, per currency. */
  refunds: MoneyByCurrency;
  /** Shoots started in the window, by their current state. */
  shoots: { state: ShootState; count: number }[];
  /** pg-boss jobs that failed for good in the window. */
  failedJobs: number;
};

export type ActivityOverview = {
  today: ActivityWindow;
  last30Days: ActivityWindow;
  /** Right now, whatever the window: refund requests and support tickets nobody answered. */
  openRefundRequests: number;
  openSupportTickets: number;
};

const PAID_STATUSES = ["PAID", "PARTIALLY_REFUNDED", "REFUNDED"] as const;
const REFUNDED_STATUSES = ["APPROVED", "COMPLETED"] as const;
const DAY_MS = 86_400_000;

/**
 * Failed jobs in pg-boss's own table (pgboss.job: state 'failed', completed_on when it failed), on
 * PGlite and PostgreSQL alike through the app's connection; 0 before pg-boss ever started (no schema).
 */
export async function countFailedJobs(db: PrismaClient, since: Date): Promise<number> {
  const exists = await db.$queryRaw<{ t: string | null }[]>`SELECT to_regclass('pgboss.job')::text AS t`;
  if (!exists[0]?.t) return 0;
  const rows = await db.$queryRaw<{ n: bigint | number }[]>`SELECT count(*) AS n FROM pgboss.job WHERE state = 'failed' AND completed_on >= ${since}`;
  return Number(rows[0]?.n ?? 0);
}

const byCurrency = (groups: { currency: string; _count: { _all: number }; _sum: { total?: number | null; amount?: number | null } }[]): MoneyByCurrency =>
  groups
    .map((g) => ({ currency: g.currency.toUpperCase(), count: g._count._all, amount: g._sum.total ?? g._sum.amount ?? 0 }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

async function activityWindow(db: PrismaClient, since: Date): Promise<ActivityWindow> {
  const [orders, refunds, shoots, failedJobs] = await Promise.all([
    db.order.groupBy({ by: ["currency"], where: { status: { in: [...PAID_STATUSES] }, paidAt: { gte: since } }, _count: { _all: true }, _sum: { total: true } }),
    db.refund.groupBy({ by: ["currency"], where: { status: { in: [...REFUNDED_STATUSES] }, decidedAt: { gte: since } }, _count: { _all: true }, _sum: { amount: true } }),
    db.shoot.groupBy({ by: ["state"], where: { createdAt: { gte: since } }, _count: { _all: true } }),
    countFailedJobs(db, since),
  ]);
  return {
    from: since.toISOString().slice(0, 10),
    orders: byCurrency(orders),
    refunds: byCurrency(refunds),
    shoots: shoots.map((s) => ({ state: s.state, count: s._count._all })).sort((a, b) => a.state.localeCompare(b.state)),
    failedJobs,
  };
}

/** Today (since 00:00 UTC) and the last 30 days (today and the 29 before it). */
export async function activityOverview(db: PrismaClient, now = new Date()): Promise<ActivityOverview> {
  const today = dayStart(now);
  const [todayWindow, monthWindow, openRefundRequests, openSupportTickets] = await Promise.all([
    activityWindow(db, today),
    activityWindow(db, new Date(today.getTime() - 29 * DAY_MS)),
    db.refund.count({ where: { status: "REQUESTED" } }),
    db.supportTicket.count({ where: { status: "OPEN" } }),
  ]);
  return { today: todayWindow, last30Days: monthWindow, openRefundRequests, openSupportTickets };
}

/** The filtered lists the numbers link to (the other screens' URL contracts). */
export const overviewLinks = {
  orders: (from: string) => `/admin/transactions?status=SUCCEEDED&from=${from}`,
  refunds: (from: string) => `/admin/transactions?kind=REFUND&from=${from}`,
  shoots: (state: ShootState) => `/admin/model?state=${state}`,
  failedJobs: () => "/admin/development",
  refundRequests: () => "/admin/refund?status=REQUESTED",
  supportTickets: () => "/admin/support?status=OPEN",
} as const;
