// /admin/tools/free-headshots' numbers: the daily counters as the tools write them (the limit's refusals
// included) and the purchases checkout marks with the free tools' cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheckout } from "@/lib/payments/checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { claimFreeRun, countFreeEvent, FREE_VISITOR_COOKIE, freeVisitor, freeVisitorHash } from "@/lib/tools/free-runs";
import { runSeed } from "@/prisma/seed/index";
import { freeToolStats, statsDays } from "./stats";

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma);
}, 60_000);
afterAll(async () => db?.cleanup());

const now = new Date();
const today = now.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

async function buy(options: { visitor?: string | null; paidAt?: Date } = {}) {
  const user = await createUser(db.prisma, { locale: "es" });
  const res = await createCheckout(db.prisma, { userId: user.id, locale: "es", packageSlug: "starter", freeVisitorHash: options.visitor ?? null }, { provider: testProvider, appUrl: "https://lumen.test" });
  if (!res.ok) throw new Error(JSON.stringify(res));
  await confirmTestPayment(db.prisma, { orderId: res.orderId, userId: user.id }, testProvider);
  if (options.paidAt) await db.prisma.order.update({ where: { id: res.orderId }, data: { paidAt: options.paidAt } });
  return db.prisma.order.findUniqueOrThrow({ where: { id: res.orderId } });
}

describe("the free tools' stats", () => {
  it("is 30 days of zeros when nothing happened", async () => {
    const stats = await freeToolStats(db.prisma, now);
    expect(stats.tools.HEADSHOT.days).toHaveLength(30);
    expect(stats.tools.HEADSHOT.days[0]!.day).toBe(today);
    expect(stats.from).toBe(statsDays(now).at(-1));
    expect(Object.values(stats.tools.HEADSHOT.totals).every((n) => n === 0)).toBe(true);
    expect(stats.conversions).toMatchObject({ orders: 0, revenue: {} });
  });

  it("counts events per UTC day and tool, and the day's limit refusing (written where the limit refuses)", async () => {
    for (const event of ["photo", "photo", "started", "finished"] as const) await countFreeEvent(db.prisma, "HEADSHOT", event, now);
    await countFreeEvent(db.prisma, "HEADSHOT", "failed", daysAgo(2));
    await countFreeEvent(db.prisma, "HEADSHOT", "photo", daysAgo(40)); // outside the window
    await countFreeEvent(db.prisma, "PFP", "started", now);
    // Three runs allowed a day: the fourth claim is refused and counted.
    const visitor = freeVisitor(new Request("http://x/", { headers: { "x-forwarded-for": "203.0.113.9", cookie: `${FREE_VISITOR_COOKIE}=${"B".repeat(24)}` } }));
    const claim = () => claimFreeRun(db.prisma, "HEADSHOT", visitor, (tx, countedAt) =>
      tx.freeToolRun.create({ data: { tool: "HEADSHOT", status: "QUEUED", visitorHash: visitor.visitorHash, ipHash: visitor.ipHash, countedAt, expiresAt: new Date(countedAt.getTime() + 86_400_000) } }));
    for (let i = 0; i < 3; i++) expect((await claim()).ok).toBe(true);
    expect((await claim()).ok).toBe(false);
    expect((await claim()).ok).toBe(false);

    const stats = await freeToolStats(db.prisma, now);
    expect(stats.tools.HEADSHOT.days[0]).toMatchObject({ day: today, photo: 2, started: 1, finished: 1, failed: 0, limit: 2 });
    expect(stats.tools.HEADSHOT.days[2]).toMatchObject({ failed: 1, photo: 0 });
    expect(stats.tools.HEADSHOT.totals).toMatchObject({ photo: 2, started: 1, finished: 1, failed: 1, limit: 2, drafts: 0 });
    expect(stats.tools.PFP.totals).toMatchObject({ started: 1, limit: 0 });
  });

  it("counts paid orders that carried the free tools' cookie, by day of payment, and nothing else", async () => {
    const cookie = "C".repeat(24);
    const hash = freeVisitorHash(cookie)!;
    expect(hash).toBe(freeVisitor(new Request("http://x/", { headers: { cookie: `${FREE_VISITOR_COOKIE}=${cookie}` } })).visitorHash);
    expect(freeVisitorHash("forged;value")).toBeNull();
    expect(freeVisitorHash(undefined)).toBeNull();

    const marked = await buy({ visitor: hash });
    expect(marked.metadata).toMatchObject({ freeVisitor: true });
    await buy({ visitor: hash, paidAt: daysAgo(3) });
    await buy({ visitor: null }); // no free tool: not counted
    await buy({ visitor: hash, paidAt: daysAgo(45) }); // outside the window
    // An unpaid checkout with the marker is not a purchase.
    const user = await createUser(db.prisma);
    expect((await createCheckout(db.prisma, { userId: user.id, locale: "es", packageSlug: "starter", freeVisitorHash: hash }, { provider: testProvider, appUrl: "https://lumen.test" })).ok).toBe(true);

    const stats = await freeToolStats(db.prisma, now);
    expect(stats.conversions.orders).toBe(2);
    expect(stats.conversions.revenue).toEqual({ EUR: marked.total * 2 });
    expect(stats.conversions.days[0]).toMatchObject({ day: today, orders: 1, revenue: { EUR: marked.total } });
    expect(stats.conversions.days[3]).toMatchObject({ orders: 1 });
  });

  it("refuses a malformed marker at checkout rather than storing it", async () => {
    const user = await createUser(db.prisma);
    expect(await createCheckout(db.prisma, { userId: user.id, locale: "es", packageSlug: "starter", freeVisitorHash: "not-a-hash" }, { provider: testProvider, appUrl: "https://lumen.test" })).toEqual({ ok: false, error: "INVALID_INPUT" });
  });
});
