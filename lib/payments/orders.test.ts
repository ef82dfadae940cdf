// The order summary the payment pages show names an order's discount the way checkout did: the
// referral discount with its percent, a coupon by its code, a gift card as a gift card. On PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "@/lib/auth/accounts";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { createCheckout } from "./checkout";
import { getOrderSummary } from "./orders";
import { testProvider } from "./providers/test";

const opts = { provider: testProvider, appUrl: "https://lumen.test" };
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;
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

async function checkout(userId: string, packageSlug: string, code?: string) {
  const res = await createCheckout(p, { userId, locale: "en", packageSlug, ...(code ? { code } : {}) }, opts);
  if (!res.ok) throw new Error(JSON.stringify(res));
  return (await getOrderSummary(p, res.orderId, userId, "en"))!;
}

describe("getOrderSummary's discount", () => {
  it("is the referral discount with its percent for a referred person's first purchase", async () => {
    const referrer = await createUser(p);
    const signed = await signUp(p, { name: "Rita Referred", email: `${unique("friend-").toLowerCase()}@example.test`, password: "correct horse battery", locale: "en", referralCode: referrer.referralCode });
    if (signed.status !== "created") throw new Error("not created");
    const summary = await checkout(signed.userId, "professional");
    expect(summary).toMatchObject({ discount: 780, total: 3120, code: null, discountSource: { kind: "referral", percent: 20 } });
  });

  it("is the coupon with its code, even once the coupon row is gone", async () => {
    const code = unique("SAVE");
    const coupon = await p.coupon.create({ data: { code, kind: "PERCENT", value: 25 } });
    const user = await createUser(p);
    const summary = await checkout(user.id, "professional", code.toLowerCase());
    expect(summary).toMatchObject({ discount: 975, code, discountSource: { kind: "coupon", code } });

    await p.couponRedemption.deleteMany({ where: { couponId: coupon.id } });
    await p.coupon.delete({ where: { id: coupon.id } });
    expect((await getOrderSummary(p, summary.id, user.id, "en"))!.discountSource).toEqual({ kind: "coupon", code });
  });

  it("is a gift card for an order a gift card paid, and nothing without a discount", async () => {
    const starter = await p.package.findUniqueOrThrow({ where: { slug: "starter" } });
    const card = await p.giftCard.create({ data: { code: unique("GIFT-"), packageId: starter.id, tier: "starter" } });
    const user = await createUser(p);
    expect(await checkout(user.id, "starter", card.code)).toMatchObject({ status: "PAID", total: 0, discountSource: { kind: "giftCard" } });

    const other = await createUser(p);
    expect(await checkout(other.id, "starter")).toMatchObject({ discount: 0, code: null, discountSource: null });
  });
});
