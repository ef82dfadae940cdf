// Referral rewards under concurrency and as the worker runs them, on PGlite and on PostgreSQL (real
// row locks): two releases of one reward at the same moment grant it once; friends paying at the same
// moment cannot pass the referrer's monthly cap together; the hourly "referral-rewards" job releases
// what is due.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES, SCHEDULES } from "@/lib/jobs/queues";
import { runWorker, type RunningWorker } from "@/lib/jobs/worker";
import { createCheckout } from "@/lib/payments/checkout";
import { fulfilOrder } from "@/lib/payments/fulfil";
import { testProvider } from "@/lib/payments/providers/test";
import { createLocalStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { linkReferral } from "./attach";
import { releaseReferralReward } from "./release";
import { rewardReferralInTx } from "./reward";

const DAY = 86_400_000;

/** The client with a pause after every count of referrals: what a slow database does to a read-then-write. */
function withSlowCounts(p: PrismaClient) {
  return p.$extends({
    query: {
      referral: {
        async count({ args, query }) {
          const n = await query(args);
          await new Promise((r) => setTimeout(r, 150));
          return n;
        },
      },
    },
  }) as unknown as PrismaClient;
}

describe.each(["pglite", "postgres"] as const)("referral rewards on %s", (kind) => {
  let db: TestDb;
  let p: PrismaClient;
  let boss: PgBoss | undefined;
  let worker: RunningWorker | undefined;
  let dir: string;

  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
    await runSeed(p);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-referral-job-"));
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await boss?.stop({ graceful: false });
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A new person linked to `referrer`'s code, with an open Starter checkout (20 % off). */
  async function friendWithCheckout(referrer: { referralCode: string }) {
    const friend = await createUser(p);
    expect(await linkReferral(p, { userId: friend.id, code: referrer.referralCode })).toMatchObject({ status: "linked" });
    const res = await createCheckout(p, { userId: friend.id, locale: "en", packageSlug: "starter" }, { provider: testProvider, appUrl: "https://lumen.test" });
    if (!res.ok || res.status !== "PENDING") throw new Error(JSON.stringify(res));
    return p.order.findUniqueOrThrow({ where: { id: res.orderId } });
  }

  const pay = (order: { id: string; total: number; currency: string }, paidAt?: Date) =>
    fulfilOrder(p, order.id, { provider: "test", providerRef: `test_${order.id}`, amount: order.total, currency: order.currency, eventId: `evt_${order.id}` }, paidAt);

  it("two releases of one reward at the same moment grant its credits once, with one ledger row and one email", async () => {
    const referrer = await createUser(p);
    const order = await friendWithCheckout(referrer);
    const paidAt = new Date(Date.now() - 15 * DAY);
    await pay(order, paidAt);
    const referral = await p.referral.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(referral.rewardState).toBe("PENDING");

    const outcomes = await Promise.all([1, 2, 3].map(() => releaseReferralReward(p, referral.id)));
    expect(outcomes.map((o) => o.status).sort()).toEqual(["none", "none", "released"]);
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(10);
    expect(await p.creditLedgerEntry.findMany({ where: { userId: referrer.id }, select: { delta: true, balanceAfter: true, idempotencyKey: true } })).toEqual([
      { delta: 10, balanceAfter: 10, idempotencyKey: `referral:${referral.id}` },
    ]);
    expect(await p.emailOutbox.count({ where: { to: referrer.email, template: "referral-reward" } })).toBe(1);
  });

  it("friends paying at the same moment cannot pass the referrer's monthly cap together", async () => {
    await p.parameter.update({ where: { key: "referral.maxRewardsPerMonth" }, data: { value: 2 } });
    try {
      const referrer = await createUser(p);
      const orders = await Promise.all([1, 2, 3, 4, 5].map(() => friendWithCheckout(referrer)));
      const paid = await Promise.all(orders.map((o) => pay(o)));
      expect(paid.every((r) => r.status === "PAID")).toBe(true);
      const referrals = await p.referral.findMany({ where: { referrerId: referrer.id }, select: { rewardState: true, rewardNote: true } });
      expect(referrals.filter((r) => r.rewardState === "PENDING")).toHaveLength(2);
      expect(referrals.filter((r) => r.rewardState === "WITHHELD" && r.rewardNote === "MONTHLY_CAP")).toHaveLength(3);
      // Every friend still paid the discounted price.
      expect(orders.every((o) => o.discount === 580)).toBe(true);

      // Fulfilments also queue on the invoice counter; the cap does not count on that. Five reward
      // decisions in five transactions at once, each pausing between its count and its write:
      const other = await createUser(p);
      const more = await Promise.all([1, 2, 3, 4, 5].map(() => friendWithCheckout(other)));
      await p.order.updateMany({ where: { id: { in: more.map((o) => o.id) } }, data: { status: "PAID", paidAt: new Date() } });
      const slow = withSlowCounts(p);
      await Promise.all(more.map((o) => slow.$transaction((tx) => rewardReferralInTx(tx, o.id, new Date()), { timeout: 30_000, maxWait: 30_000 })));
      const decided = await p.referral.findMany({ where: { referrerId: other.id }, select: { rewardState: true } });
      expect(decided.filter((r) => r.rewardState === "PENDING")).toHaveLength(2);
      expect(decided.filter((r) => r.rewardState === "WITHHELD")).toHaveLength(3);
    } finally {
      await p.parameter.update({ where: { key: "referral.maxRewardsPerMonth" }, data: { value: 20 } });
    }
  });

  it("the worker schedules the release hourly and, when it runs, grants what is past its window only", async () => {
    // Started here, not for the whole file: an hourly run firing during the tests above would take their releases.
    boss = await createBoss(kind === "pglite" ? { kind, pglite: db.pglite } : { kind, url: db.url }, { maintenance: true });
    const handlers = createHandlers({ concurrency: 1 });
    handlers[QUEUES.referralRewards].work.pollingIntervalSeconds = 0.5;
    worker = await runWorker({
      db,
      boss,
      handlers,
      context: { db: p, storage: createLocalStorage(dir, { secret: "referral-job-secret-referral-job-secret" }), engine: () => Promise.reject(new Error("no engine in this test")), appUrl: "http://localhost:3000" },
    });
    const [schedule] = await boss.getSchedules(QUEUES.referralRewards);
    expect(schedule).toMatchObject({ name: QUEUES.referralRewards, cron: SCHEDULES.find((s) => s.queue === QUEUES.referralRewards)!.cron, timezone: "UTC" });
    expect(schedule!.cron).toMatch(/^\d+ \* \* \* \*$/);

    const referrer = await createUser(p);
    const due = await friendWithCheckout(referrer);
    await pay(due, new Date(Date.now() - 20 * DAY));
    const early = await friendWithCheckout(referrer);
    await pay(early, new Date(Date.now() - 2 * DAY));

    const jobId = await boss.send(QUEUES.referralRewards, {});
    expect(jobId).toBeTruthy();
    const deadline = Date.now() + 30_000;
    while ((await boss.getJobById(QUEUES.referralRewards, jobId!))?.state !== "completed") {
      if (Date.now() > deadline) throw new Error("the referral-rewards job never completed");
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await p.referral.findUniqueOrThrow({ where: { orderId: due.id } })).toMatchObject({ rewardState: "RELEASED", rewardCredits: 10 });
    expect(await p.referral.findUniqueOrThrow({ where: { orderId: early.id } })).toMatchObject({ rewardState: "PENDING", rewardedAt: null });
    expect((await p.user.findUniqueOrThrow({ where: { id: referrer.id } })).photoCredits).toBe(10);
  });
});
