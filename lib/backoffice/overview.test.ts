// The overview's activity on a seeded database: paid orders and refunds per currency, shoots by state,
// failed pg-boss jobs, open refund requests and tickets, in today's and the last 30 days' windows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { activityOverview, countFailedJobs, overviewLinks } from "./overview";

let db: TestDb;
let p: PrismaClient;
const NOW = new Date("2026-11-27T15:00:00Z");
const at = (daysAgo: number, hour = 10) => new Date(Date.UTC(2026, 10, 27 - daysAgo, hour));

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("the overview's activity", () => {
  it("counts paid orders and revenue per currency, refunds, shoots by state and open queues, per window", async () => {
    const user = await createUser(p);
    const pkg = await createPackage(p);
    const order = (currency: string, total: number, paidAt: Date | null, status: "PAID" | "PENDING" | "FAILED" | "PARTIALLY_REFUNDED" = "PAID") =>
      p.order.create({ data: { userId: user.id, kind: "PACKAGE", packageId: pkg.id, currency, subtotal: total, total, status, paidAt, createdAt: paidAt ?? NOW } });
    // Today: 2 USD (2900 + 3900), 1 EUR (5900, refunded in part since); an unpaid one that does not count.
    await order("USD", 2900, at(0, 9));
    await order("USD", 3900, at(0, 14));
    const eur = await order("EUR", 5900, at(0, 1), "PARTIALLY_REFUNDED");
    await order("USD", 9900, null, "PENDING");
    // Yesterday midnight minus a second: last 30 days only. 29 days ago counts, 30 days ago does not.
    await order("USD", 1000, new Date(Date.UTC(2026, 10, 26, 23, 59, 59)));
    await order("EUR", 2000, at(29, 0));
    await order("EUR", 4000, at(30, 23));
    // Refunds: approved today (EUR 1000), completed 5 days ago (USD 500), one requested and one rejected.
    await p.refund.create({ data: { orderId: eur.id, amount: 1000, currency: "EUR", reason: "r", status: "APPROVED", decidedAt: at(0, 12) } });
    await p.refund.create({ data: { orderId: eur.id, amount: 500, currency: "usd", reason: "r", status: "COMPLETED", decidedAt: at(5) } });
    await p.refund.create({ data: { orderId: eur.id, amount: 700, currency: "EUR", reason: "r", status: "REQUESTED" } });
    await p.refund.create({ data: { orderId: eur.id, amount: 800, currency: "EUR", reason: "r", status: "REJECTED", decidedAt: at(0) } });
    // Shoots: 2 ACTIVE today, 1 FAILED 3 days ago, 1 WAITING 40 days ago.
    await createShoot(p, { userId: user.id, packageId: pkg.id, state: "ACTIVE", createdAt: at(0) });
    await createShoot(p, { userId: user.id, packageId: pkg.id, state: "ACTIVE", createdAt: at(0, 11) });
    await createShoot(p, { userId: user.id, packageId: pkg.id, state: "FAILED", createdAt: at(3) });
    await createShoot(p, { userId: user.id, packageId: pkg.id, state: "WAITING", createdAt: at(40) });
    // Support: 2 open, 1 closed.
    for (const status of ["OPEN", "OPEN", "CLOSED"] as const) await p.supportTicket.create({ data: { email: "x@example.test", subject: "s", body: "b", status } });

    const o = await activityOverview(p, NOW);
    expect(o.today.from).toBe("2026-11-27");
    expect(o.last30Days.from).toBe("2026-10-29");
    expect(o.today.orders).toEqual([{ currency: "EUR", count: 1, amount: 5900 }, { currency: "USD", count: 2, amount: 6800 }]);
    expect(o.last30Days.orders).toEqual([{ currency: "EUR", count: 2, amount: 7900 }, { currency: "USD", count: 3, amount: 7800 }]);
    expect(o.today.refunds).toEqual([{ currency: "EUR", count: 1, amount: 1000 }]);
    expect(o.last30Days.refunds).toEqual([{ currency: "EUR", count: 1, amount: 1000 }, { currency: "USD", count: 1, amount: 500 }]);
    expect(o.today.shoots).toEqual([{ state: "ACTIVE", count: 2 }]);
    expect(o.last30Days.shoots).toEqual([{ state: "ACTIVE", count: 2 }, { state: "FAILED", count: 1 }]);
    expect(o.openRefundRequests).toBe(1);
    expect(o.openSupportTickets).toBe(2);
    expect(o.today.failedJobs).toBe(0); // pg-boss never started on this database: no schema, no failures
    expect(overviewLinks.orders(o.today.from)).toBe("/admin/transactions?status=SUCCEEDED&from=2026-11-27");
    expect(overviewLinks.refunds(o.last30Days.from)).toBe("/admin/transactions?kind=REFUND&from=2026-10-29");
    expect(overviewLinks.shoots("FAILED")).toBe("/admin/model?state=FAILED");
  });

  it("counts pg-boss's failed jobs on PGlite, by when they failed", async () => {
    const boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
    try {
      const ids = await Promise.all([0, 1, 2].map((n) => boss.send("results-zip", { n })));
      expect(ids.every(Boolean)).toBe(true);
      await p.$executeRawUnsafe(`UPDATE pgboss.job SET state = 'failed', completed_on = $1 WHERE id = $2::uuid`, at(0, 12), ids[0]);
      await p.$executeRawUnsafe(`UPDATE pgboss.job SET state = 'failed', completed_on = $1 WHERE id = $2::uuid`, at(10), ids[1]);
      expect(await countFailedJobs(p, at(0, 0))).toBe(1);
      expect(await countFailedJobs(p, at(29, 0))).toBe(2);
      expect((await activityOverview(p, NOW)).last30Days.failedJobs).toBe(2);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
