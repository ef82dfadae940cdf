// The money screens' demo data: two refund requests waiting for the admins and a referral whose reward
// is pending, made through the product's code, once.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { DEMO_MONEY_PEOPLE, seedDemoMoney } from "./demo-backoffice-money";
import { runSeed } from "./index";

let db: TestDb;
let p: PrismaClient;
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p, { demo: true });
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

it("makes two refund requests and a pending referral reward, and a second run changes nothing", async () => {
  const deps = { db: p, appUrl: "https://lumen.test" } as unknown as BackofficeSeedDeps;
  await seedDemoMoney(deps, () => {});
  const counts = async () => ({
    refunds: await p.refund.findMany({ where: { order: { is: { user: { is: { email: { in: [DEMO_MONEY_PEOPLE.approve.email, DEMO_MONEY_PEOPLE.deny.email] } } } } } }, select: { status: true, automatic: true } }),
    referrals: await p.referral.findMany({ select: { rewardState: true, referrer: { select: { email: true } } } }),
    orders: await p.order.count(),
    transactions: await p.transaction.count(),
  });
  const first = await counts();
  expect(first.refunds).toEqual([{ status: "REQUESTED", automatic: false }, { status: "REQUESTED", automatic: false }]);
  expect(first.referrals).toEqual([{ rewardState: "PENDING", referrer: { email: "user@demo.lumen.test" } }]);
  expect(first.transactions).toBeGreaterThanOrEqual(3);
  await seedDemoMoney(deps, () => {});
  expect(await counts()).toEqual(first);
}, 60_000);
