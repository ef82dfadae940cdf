// The back office's coupon and gift card demo data: made through the product's code on a seeded demo
// database, and a second run changes nothing.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { DEMO_GIFT_CARD_BATCH, DEMO_PARTNER_COUPON, seedDemoCoupons } from "./demo-backoffice-coupons";
import type { BackofficeSeedDeps } from "./demo-backoffice";
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

it("makes a coupon with a paid redemption and a batch of 5 gift cards with one redeemed, once", async () => {
  const deps = { db: p } as BackofficeSeedDeps;
  const lines: string[] = [];
  await seedDemoCoupons(deps, (l) => lines.push(l));
  const counts = async () => ({
    coupons: await p.coupon.count(), redemptions: await p.couponRedemption.count(), orders: await p.order.count(),
    cards: await p.giftCard.count(), batches: await p.giftCardBatch.count(), audits: await p.auditLog.count(),
  });
  const first = await counts();
  const coupon = await p.coupon.findUniqueOrThrow({ where: { code: DEMO_PARTNER_COUPON }, include: { redemptions: { include: { order: true } } } });
  expect(coupon).toMatchObject({ kind: "PERCENT", value: 20, maxRedemptions: 50, redemptionCount: 1 });
  expect(coupon.redemptions.map((r) => r.order?.status)).toEqual(["PAID"]);
  const cards = await p.giftCard.findMany({ where: { batchId: DEMO_GIFT_CARD_BATCH } });
  expect(cards).toHaveLength(5);
  expect(cards.filter((c) => c.status === "USED")).toHaveLength(1);
  expect(await p.auditLog.count({ where: { action: { in: ["coupon.create", "giftcard.batch.issue"] } } })).toBe(2);

  await seedDemoCoupons(deps, (l) => lines.push(l));
  expect(await counts()).toEqual(first);
}, 60_000);
