// /admin/tools/free-headshots: what the free tools did per UTC day over the last 30 days (today and the
// 29 days before), from their daily counters (FreeToolDay, written where each thing happens: the runs
// themselves are deleted a day after their upload), and the purchases they led to.
//
// Attribution: the `lumen_free` cookie is set by a visitor's first upload to a free tool and lives
// FREE_VISITOR_COOKIE_DAYS. Checkout marks the order (metadata.freeVisitor: true; the hash is not kept) when the
// buyer agreed to analytics (the consent cookie), so an order carrying it was bought by someone who used
// a free tool (headshot or profile picture: they share the cookie) at most that many days before. Buyers
// who declined analytics are not marked: the count is a lower bound. Counted by the day the order was paid (PAID, or refunded
// since), with its total per currency.
import "server-only";
import type { FreeTool, PrismaClient } from "@/lib/db";
import { FREE_EVENTS, FREE_VISITOR_COOKIE_DAYS, utcDay, type FreeEvent } from "@/lib/tools/free-runs";

export const FREE_STATS_DAYS = 30;
/** How many days after a free tool use a purchase is counted as its conversion (the cookie's life). */
export const CONVERSION_DAYS = FREE_VISITOR_COOKIE_DAYS;

export type FreeToolDayRow = { day: string } & Record<FreeEvent, number>;

export type ConversionDay = { day: string; orders: number; revenue: Record<string, number> };

export type FreeToolStats = {
  from: string;
  to: string;
  /** One row per day, newest first, every day present (zeros where nothing happened). */
  tools: Record<FreeTool, { days: FreeToolDayRow[]; totals: Record<FreeEvent, number> }>;
  conversions: { days: ConversionDay[]; orders: number; revenue: Record<string, number> };
};

const zero = () => Object.fromEntries(FREE_EVENTS.map((e) => [e, 0])) as Record<FreeEvent, number>;

/** The window's UTC days, newest first. */
export function statsDays(now: Date, count = FREE_STATS_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => utcDay(new Date(today - i * 86_400_000)));
}

export async function freeToolStats(db: PrismaClient, now = new Date()): Promise<FreeToolStats> {
  const days = statsDays(now);
  const from = days[days.length - 1]!;
  const since = new Date(`${from}T00:00:00.000Z`);
  const [counters, orders] = await Promise.all([
    db.$queryRaw<{ tool: FreeTool; day: string; event: string; count: number }[]>`
      SELECT "tool", to_char("day", 'YYYY-MM-DD') AS "day", "event", "count" FROM "FreeToolDay" WHERE "day" >= ${from}::date`,
    db.$queryRaw<{ day: string; currency: string; orders: number; revenue: number | bigint }[]>`
      SELECT to_char(date_trunc('day', "paidAt"), 'YYYY-MM-DD') AS "day", "currency", count(*)::int AS "orders", sum("total")::bigint AS "revenue"
      FROM "Order"
      WHERE "paidAt" >= ${since} AND "status" IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED') AND "metadata"->>'freeVisitor' IS NOT NULL
      GROUP BY 1, 2`,
  ]);

  const tool = (name: FreeTool) => {
    const rows = days.map((day) => ({ day, ...zero() }));
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const totals = zero();
    for (const c of counters) {
      const row = byDay.get(c.day);
      if (c.tool !== name || !row || !(FREE_EVENTS as readonly string[]).includes(c.event)) continue;
      row[c.event as FreeEvent] += Number(c.count);
      totals[c.event as FreeEvent] += Number(c.count);
    }
    return { days: rows, totals };
  };

  const conversionDays = days.map((day) => ({ day, orders: 0, revenue: {} as Record<string, number> }));
  const byDay = new Map(conversionDays.map((r) => [r.day, r]));
  const revenue: Record<string, number> = {};
  let total = 0;
  for (const o of orders) {
    const row = byDay.get(o.day);
    if (!row) continue;
    row.orders += Number(o.orders);
    row.revenue[o.currency] = (row.revenue[o.currency] ?? 0) + Number(o.revenue);
    revenue[o.currency] = (revenue[o.currency] ?? 0) + Number(o.revenue);
    total += Number(o.orders);
  }
  return { from, to: days[0]!, tools: { HEADSHOT: tool("HEADSHOT"), PFP: tool("PFP") }, conversions: { days: conversionDays, orders: total, revenue } };
}
