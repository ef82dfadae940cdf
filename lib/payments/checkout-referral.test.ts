// The referral discount is a first purchase's, once: two checkouts of the same person that both priced it
// before either was written (two tabs) cannot both carry it. The second one, written after the first was
// paid, is refused with PRICE_CHANGED (the buyer sees the price again); an unpaid first checkout still
// leaves the discount for the next try. On PGlite; the second checkout is held between pricing and its
// transaction, which is where two concurrent requests overlap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "@/lib/auth/accounts";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { createCheckout } from "./checkout";
import { fulfilOrder } from "./fulfil";
import { testProvider } from "./providers/test";

const opts = { provider: testProvider, appUrl: "https://lumen.test" };
let seq = 0;
let db: TestDb;
let p: PrismaClient;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p);
});
afterAll(async () => {
  await db?.cleanup();
});

async function referredPerson() {
  const referrer = await createUser(p);
  const res = await signUp(p, { name: "Rita Referred", email: `friend-${Date.now().toString(36)}${++seq}@example.test`, password: "correct horse battery", locale: "en", referralCode: referrer.referralCode });
  if (res.status !== "created") throw new Error("not created");
  return res.userId;
}

/**
 * The database as a checkout sees it, except that its transaction waits until `release()`; `priced`
 * resolves once the checkout reached it (everything before, the price included, is done).
 */
function heldAtTransaction() {
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const priced = new Promise<void>((r) => (reached = r));
  const held = new Proxy(p, {
    get(target, key) {
      if (key === "$transaction") {
        return async (...args: unknown[]) => {
          reached();
          await gate;
          return (target.$transaction as (...a: unknown[]) => unknown)(...args);
        };
      }
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: held as PrismaClient, priced, release };
}

const pay = (order: { id: string; total: number; currency: string }) =>
  fulfilOrder(p, order.id, { provider: "test", providerRef: `test_${order.id}`, amount: order.total, currency: order.currency, eventId: `evt_${order.id}` });

describe("the referral discount under two checkouts at once", () => {
  it("is refused to the second when the first was paid meanwhile, with the price shown again", async () => {
    const userId = await referredPerson();
    const second = heldAtTransaction();
    const late = createCheckout(second.db, { userId, locale: "en", packageSlug: "professional" }, opts);
    await second.priced;

    const first = await createCheckout(p, { userId, locale: "en", packageSlug: "professional" }, opts);
    if (!first.ok) throw new Error(JSON.stringify(first));
    const firstOrder = await p.order.findUniqueOrThrow({ where: { id: first.orderId } });
    expect(firstOrder).toMatchObject({ discount: 780, total: 3120 });
    await pay(firstOrder);

    second.release();
    expect(await late).toEqual({ ok: false, error: "PRICE_CHANGED" });
    const orders = await p.order.findMany({ where: { userId } });
    expect(orders.map((o) => [o.status, o.discount])).toEqual([["PAID", 780]]);
    // Asked again, the full price.
    const again = await createCheckout(p, { userId, locale: "en", packageSlug: "professional" }, opts);
    if (!again.ok) throw new Error(JSON.stringify(again));
    expect(await p.order.findUniqueOrThrow({ where: { id: again.orderId } })).toMatchObject({ status: "PENDING", discount: 0, total: 3900 });
  });

  it("is refused to the second free checkout when the discount covers everything", async () => {
    const before = await p.parameter.findUniqueOrThrow({ where: { key: "referral.discountPercent" } });
    await p.parameter.update({ where: { key: "referral.discountPercent" }, data: { value: 100 } });
    try {
      const userId = await referredPerson();
      const second = heldAtTransaction();
      const late = createCheckout(second.db, { userId, locale: "en", packageSlug: "starter" }, opts);
      await second.priced;
      const first = await createCheckout(p, { userId, locale: "en", packageSlug: "starter" }, opts);
      expect(first).toMatchObject({ ok: true, status: "PAID" });
      second.release();
      expect(await late).toEqual({ ok: false, error: "PRICE_CHANGED" });
      expect(await p.order.count({ where: { userId, status: "PAID" } })).toBe(1);
      expect(await p.shoot.count({ where: { userId } })).toBe(1);
    } finally {
      await p.parameter.update({ where: { key: "referral.discountPercent" }, data: { value: before.value ?? 20 } });
    }
  });

  it("stays with the newer of two unpaid checkouts: the older one is closed, the discount kept for the next try", async () => {
    const userId = await referredPerson();
    const second = heldAtTransaction();
    const late = createCheckout(second.db, { userId, locale: "en", packageSlug: "professional" }, opts);
    await second.priced;
    const first = await createCheckout(p, { userId, locale: "en", packageSlug: "professional" }, opts);
    if (!first.ok) throw new Error(JSON.stringify(first));
    second.release();
    const newer = await late;
    if (!newer.ok) throw new Error(JSON.stringify(newer));
    expect(await p.order.findUniqueOrThrow({ where: { id: first.orderId } })).toMatchObject({ status: "CANCELED", discount: 780 });
    expect(await p.order.findUniqueOrThrow({ where: { id: newer.orderId } })).toMatchObject({ status: "PENDING", discount: 780 });
  });
});
