// Checkout, coupons, gift cards and fulfilment on real databases (PGlite for the plain flows,
// PostgreSQL for everything that races).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { createCheckout } from "./checkout";
import { expireStaleOrders, failOrder } from "./fail";
import { fulfilOrder } from "./fulfil";
import { previewPrice } from "./pricing";
import { testProvider } from "./providers/test";
import { confirmTestPayment, declineTestPayment } from "./test-mode";

const opts = { provider: testProvider, appUrl: "https://lumen.test" };
let seq = 0;
const code = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

async function packageId(db: PrismaClient, slug: string) {
  return (await db.package.findUniqueOrThrow({ where: { slug } })).id;
}

describe.each(["pglite", "postgres"] as const)("checkout on %s", (kind) => {
  let db: TestDb;
  let p: PrismaClient;
  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
    await runSeed(p, { demo: true });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("prices the package in the locale's currency (EUR for de and es, USD for en) unless the buyer switched", async () => {
    expect(await previewPrice(p, { locale: "en", packageSlug: "professional" })).toMatchObject({ ok: true, currency: "USD", subtotal: 3900, discount: 0, total: 3900 });
    expect(await previewPrice(p, { locale: "de", packageSlug: "professional" })).toMatchObject({ ok: true, currency: "EUR", total: 3900 });
    expect(await previewPrice(p, { locale: "es", packageSlug: "starter" })).toMatchObject({ ok: true, currency: "EUR", total: 2900 });
    expect(await previewPrice(p, { locale: "de", currency: "USD", packageSlug: "starter" })).toMatchObject({ ok: true, currency: "USD" });
    expect(await previewPrice(p, { locale: "en", packageSlug: "nope" })).toEqual({ ok: false, reason: "UNKNOWN_PACKAGE" });
    expect(await previewPrice(p, { locale: "xx" as "en", packageSlug: "starter" })).toEqual({ ok: false, reason: "INVALID_INPUT" });

    const user = await createUser(p, { locale: "de" });
    const res = await createCheckout(p, { userId: user.id, locale: "de", packageSlug: "professional", styleSlugs: [] }, opts);
    expect(res).toMatchObject({ ok: true, status: "PENDING" });
    if (!res.ok) throw new Error("unreachable");
    expect(res.url).toBe(`/de/checkout/redirect?order=${res.orderId}`);
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "PENDING", currency: "EUR", subtotal: 3900, total: 3900, provider: "test" });
  });

  it("applies WELCOME10 live, ignoring spaces and case, and explains every refusal", async () => {
    const proId = await packageId(p, "professional");
    expect(await previewPrice(p, { locale: "en", packageSlug: "professional", code: " welcome 10 " })).toEqual({
      ok: true, packageSlug: "professional", currency: "USD", subtotal: 3900, discount: 390, total: 3510, code: { code: "WELCOME10", kind: "coupon", percent: 10 },
    });
    const past = new Date(Date.now() - 60_000);
    const [expired, inactive, starterOnly, fixedUsd, full] = [code("EXP"), code("OFF"), code("STA"), code("FIX"), code("FULL")];
    await p.coupon.createMany({
      data: [
        { code: expired, kind: "PERCENT", value: 20, expiresAt: past },
        { code: inactive, kind: "PERCENT", value: 20, active: false },
        { code: starterOnly, kind: "PERCENT", value: 20, packageId: await packageId(p, "starter") },
        { code: fixedUsd, kind: "FIXED", value: 500, currency: "USD" },
        { code: full, kind: "PERCENT", value: 20, maxRedemptions: 3, redemptionCount: 3 },
      ],
    });
    const reason = async (c: string, locale: "en" | "de" = "en") => {
      const r = await previewPrice(p, { locale, packageSlug: "professional", code: c });
      return r.ok ? "ok" : r.reason;
    };
    expect(await reason("NOPE-NOPE")).toBe("UNKNOWN_CODE");
    expect(await reason(expired)).toBe("EXPIRED");
    expect(await reason(inactive)).toBe("INACTIVE");
    expect(await reason(starterOnly)).toBe("WRONG_PACKAGE");
    expect(await reason(full)).toBe("USED_UP");
    expect(await previewPrice(p, { locale: "en", packageSlug: "professional", code: fixedUsd })).toMatchObject({ ok: true, discount: 500, total: 3400 });
    expect(await reason(fixedUsd, "de")).toBe("WRONG_CURRENCY");
    // A refused code refuses the checkout too, and leaves nothing behind.
    const user = await createUser(p);
    const before = await p.order.count();
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "professional", code: expired }, opts)).toEqual({ ok: false, error: "EXPIRED" });
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "professional", code: full }, opts)).toEqual({ ok: false, error: "USED_UP" });
    expect(await p.order.count()).toBe(before);
    expect(proId).toBeTruthy();
  });

  it("throttles guessing: after 20 unknown codes even a good one is refused for a while, for that person only", async () => {
    const user = await createUser(p);
    for (let i = 0; i < 20; i++) {
      expect(await previewPrice(p, { userId: user.id, locale: "en", packageSlug: "starter", code: `GUESS${i}` })).toEqual({ ok: false, reason: "UNKNOWN_CODE" });
    }
    expect(await previewPrice(p, { userId: user.id, locale: "en", packageSlug: "starter", code: "WELCOME10" })).toEqual({ ok: false, reason: "TOO_MANY_ATTEMPTS" });
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: "WELCOME10" }, opts)).toEqual({ ok: false, error: "TOO_MANY_ATTEMPTS" });
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter" }, opts)).toMatchObject({ ok: true });
    expect(await previewPrice(p, { locale: "en", packageSlug: "starter", code: "WELCOME10" }, new Date(), { subject: "ip:203.0.113.9" })).toMatchObject({ ok: true });
    const later = new Date(Date.now() + 16 * 60_000);
    vi.useFakeTimers({ toFake: ["Date"], now: later });
    try {
      expect(await previewPrice(p, { userId: user.id, locale: "en", packageSlug: "starter", code: "WELCOME10" }, later)).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses bad input, unknown styles and more styles than the package has", async () => {
    const user = await createUser(p);
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "../etc" }, opts)).toEqual({ ok: false, error: "INVALID_INPUT" });
    expect(await createCheckout(p, { userId: "nobody", locale: "en", packageSlug: "starter" }, opts)).toEqual({ ok: false, error: "NOT_SIGNED_IN" });
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "platinum" }, opts)).toEqual({ ok: false, error: "UNKNOWN_PACKAGE" });
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", styleSlugs: ["no-such-style"] }, opts)).toEqual({ ok: false, error: "UNKNOWN_STYLE" });
    const five = (await p.style.findMany({ take: 5, orderBy: { sortOrder: "asc" } })).map((s) => s.slug);
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", styleSlugs: five }, opts)).toEqual({ ok: false, error: "TOO_MANY_STYLES" });
  });

  it("sends team members and admin accounts to /checkout/blocked with the reason; team leads may buy", async () => {
    const member = await p.user.findUniqueOrThrow({ where: { email: "member@demo.lumen.test" } });
    const admin = await p.user.findUniqueOrThrow({ where: { email: "admin@demo.lumen.test" } });
    const lead = await p.user.findUniqueOrThrow({ where: { email: "lead@demo.lumen.test" } });
    expect(await createCheckout(p, { userId: member.id, locale: "es", packageSlug: "starter" }, opts)).toEqual({
      ok: false, error: "BLOCKED", blockReason: "TEAM_MEMBER", url: "/es/checkout/blocked?reason=TEAM_MEMBER",
    });
    expect(await createCheckout(p, { userId: admin.id, locale: "en", packageSlug: "starter" }, opts)).toMatchObject({ ok: false, blockReason: "ADMIN_ACCOUNT" });
    expect(await createCheckout(p, { userId: lead.id, locale: "en", packageSlug: "starter" }, opts)).toMatchObject({ ok: true, status: "PENDING" });
  });

  it("test payment: one transaction, invoice, edit credits, shoot and email; a second click changes nothing", async () => {
    const user = await createUser(p, { locale: "de" });
    const styles = (await p.style.findMany({ take: 3, orderBy: { sortOrder: "asc" } }));
    const res = await createCheckout(p, { userId: user.id, locale: "de", packageSlug: "professional", styleSlugs: styles.map((s) => s.slug), code: "welcome10" }, opts);
    if (!res.ok) throw new Error(JSON.stringify(res));
    const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
    expect(order).toMatchObject({ status: "PENDING", currency: "EUR", subtotal: 3900, discount: 390, total: 3510, styleIds: styles.map((s) => s.id) });

    const first = await confirmTestPayment(p, { orderId: res.orderId, userId: user.id }, testProvider);
    const second = await confirmTestPayment(p, { orderId: res.orderId, userId: user.id }, testProvider);
    expect(first).toMatchObject({ status: "PAID", alreadyFulfilled: false });
    expect(second).toMatchObject({ status: "PAID", alreadyFulfilled: true });
    if (first.status !== "PAID" || second.status !== "PAID") throw new Error("unreachable");
    expect(second.shootId).toBe(first.shootId);

    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "PAID", provider: "test" });
    const tx = await p.transaction.findMany({ where: { orderId: res.orderId } });
    expect(tx).toHaveLength(1);
    expect(tx[0]).toMatchObject({ amount: 3510, currency: "EUR", kind: "CHARGE", status: "SUCCEEDED", providerRef: `test_${res.orderId}` });
    const invoices = await p.invoice.findMany({ where: { orderId: res.orderId } });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.number).toMatch(/^LUM-\d{4}-\d{6}$/);
    expect(invoices[0]).toMatchObject({ status: "PAID", total: 3510, currency: "EUR", locale: "de", buyer: { email: user.email } });
    expect(invoices[0]!.lines).toEqual([
      { description: "Paket Professional: 100 Porträtfotos, bis zu 10 Stile", quantity: 1, unitAmount: 3900, amount: 3900 },
      { description: "Rabattcode WELCOME10", quantity: 1, unitAmount: -390, amount: -390 },
    ]);
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits).toBe(5);
    expect(await p.creditLedgerEntry.findMany({ where: { userId: user.id } })).toMatchObject([{ kind: "EDIT", delta: 5, balanceAfter: 5, idempotencyKey: `order:${res.orderId}:edit-credits` }]);
    const shoots = await p.shoot.findMany({ where: { orderId: res.orderId }, include: { stateChanges: true } });
    expect(shoots).toHaveLength(1);
    expect(shoots[0]).toMatchObject({ id: first.shootId, userId: user.id, state: "ONBOARDING", title: "Professional-Porträtfotos", styleIds: styles.map((s) => s.id) });
    expect(shoots[0]!.stateChanges).toMatchObject([{ from: null, to: "ONBOARDING" }]);
    expect(await p.couponRedemption.count({ where: { orderId: res.orderId } })).toBe(1);
    const mails = await p.emailOutbox.findMany({ where: { to: user.email, template: "order-confirmation" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe("de");
    expect(mails[0]!.text).toContain(invoices[0]!.number!);
    expect(mails[0]!.text).toContain(`/de/app/upload/intro?shoot=${first.shootId}`);
  });

  it("a declined test payment FAILS the order and gives the coupon back; it cannot be paid afterwards", async () => {
    const c = code("DECL");
    const coupon = await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 50, maxRedemptions: 1 } });
    const user = await createUser(p);
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: c }, opts);
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(1);
    // Someone else cannot take the last redemption while this checkout holds it.
    const other = await createUser(p);
    expect(await createCheckout(p, { userId: other.id, locale: "en", packageSlug: "starter", code: c }, opts)).toEqual({ ok: false, error: "USED_UP" });

    expect(await declineTestPayment(p, { orderId: res.orderId, userId: user.id }, testProvider)).toEqual({ status: "FAILED", changed: true });
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(0);
    expect(await p.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(0);
    expect(await confirmTestPayment(p, { orderId: res.orderId, userId: user.id }, testProvider)).toEqual({ status: "FAILED" });
    expect(await p.shoot.count({ where: { orderId: res.orderId } })).toBe(0);
    // Only the owner may use the test page.
    await expect(confirmTestPayment(p, { orderId: res.orderId, userId: other.id }, testProvider)).rejects.toMatchObject({ code: "NOT_YOUR_ORDER" });
    // Now the other person can have it.
    expect(await createCheckout(p, { userId: other.id, locale: "en", packageSlug: "starter", code: c }, opts)).toMatchObject({ ok: true });
  });

  it("a coupon works once per person; a new checkout replaces an unpaid one and keeps its coupon", async () => {
    const c = code("ONCE");
    const coupon = await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 10 } });
    const user = await createUser(p);
    const a = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: c }, opts);
    const b = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "executive", code: c }, opts);
    if (!a.ok || !b.ok) throw new Error("checkout refused");
    expect(await p.order.findUniqueOrThrow({ where: { id: a.orderId } })).toMatchObject({ status: "CANCELED" });
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(1);
    await confirmTestPayment(p, { orderId: b.orderId, userId: user.id }, testProvider);
    expect(await previewPrice(p, { userId: user.id, locale: "en", packageSlug: "starter", code: c })).toEqual({ ok: false, reason: "ALREADY_USED" });
    expect(await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: c }, opts)).toEqual({ ok: false, error: "ALREADY_USED" });
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(1);
  });

  it("a 100 % coupon or a gift card makes the total 0: fulfilled at once, no provider, no charge", async () => {
    const c = code("FREE");
    await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 100 } });
    const user = await createUser(p);
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "executive", code: c }, opts);
    expect(res).toMatchObject({ ok: true, status: "PAID" });
    if (!res.ok || res.status !== "PAID") throw new Error("unreachable");
    expect(res.url).toBe(`/checkout/success?order=${res.orderId}`);
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "PAID", provider: "none", total: 0, discount: 5900 });
    expect(await p.transaction.count({ where: { orderId: res.orderId } })).toBe(0);
    expect(await p.invoice.findFirst({ where: { orderId: res.orderId } })).toMatchObject({ total: 0, status: "PAID" });
    expect(await p.shoot.findFirst({ where: { orderId: res.orderId } })).toMatchObject({ id: res.shootId, title: "Executive headshots" });
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits).toBe(20);

    const card = await p.giftCard.create({ data: { code: code("GIFT-"), packageId: await packageId(p, "starter"), tier: "starter" } });
    const spaced = card.code.toLowerCase().replace(/(.{4})/g, "$1 ");
    const wrong = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "professional", code: spaced }, opts);
    expect(wrong).toEqual({ ok: false, error: "WRONG_PACKAGE" });
    const gift = await createCheckout(p, { userId: user.id, locale: "es", packageSlug: "starter", code: spaced }, opts);
    expect(gift).toMatchObject({ ok: true, status: "PAID", url: expect.stringMatching(/^\/es\/checkout\/success\?order=/) });
    expect(await p.giftCard.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ status: "USED", redeemedById: user.id });
    const again = await createUser(p);
    expect(await createCheckout(p, { userId: again.id, locale: "en", packageSlug: "starter", code: card.code }, opts)).toEqual({ ok: false, error: "USED_UP" });
    const expiredCard = await p.giftCard.create({ data: { code: code("OLD-"), packageId: await packageId(p, "starter"), tier: "starter", expiresAt: new Date(Date.now() - 1000) } });
    expect(await createCheckout(p, { userId: again.id, locale: "en", packageSlug: "starter", code: expiredCard.code }, opts)).toEqual({ ok: false, error: "EXPIRED" });
  });

  it("ends checkouts left open past their hold and releases their coupon", async () => {
    const c = code("HOLD");
    const coupon = await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 10, maxRedemptions: 1 } });
    const user = await createUser(p);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: c }, { ...opts, now: twoHoursAgo });
    if (!res.ok) throw new Error(JSON.stringify(res));
    // The next buyer finds the coupon "used up" only until the stale hold is ended, which the checkout does itself.
    const next = await createUser(p);
    expect(await createCheckout(p, { userId: next.id, locale: "en", packageSlug: "starter", code: c }, opts)).toMatchObject({ ok: true });
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "FAILED" });
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(1);
    expect(await expireStaleOrders(p)).toBeGreaterThanOrEqual(0);
  });
});

describe("concurrency on PostgreSQL", () => {
  let db: TestDb;
  let p: PrismaClient;
  beforeAll(async () => {
    db = await openTestDb("postgres");
    p = db.prisma;
    await runSeed(p, { demo: true });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("20 concurrent checkouts and payments with a coupon limited to 5: exactly 5 redeemed", async () => {
    const c = code("FIVE");
    const coupon = await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 25, maxRedemptions: 5 } });
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(p)));
    const results = await Promise.all(
      users.map(async (u) => {
        const res = await createCheckout(p, { userId: u.id, locale: "en", packageSlug: "professional", code: c }, opts);
        if (!res.ok) return res.error;
        const paid = await fulfilOrder(p, res.orderId, { provider: "test", providerRef: `test_${res.orderId}`, amount: 2925 });
        return paid.status;
      }),
    );
    expect(results.filter((r) => r === "PAID")).toHaveLength(5);
    expect(results.filter((r) => r === "USED_UP")).toHaveLength(15);
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(5);
    expect(await p.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(5);
    expect(await p.order.count({ where: { couponId: coupon.id, status: "PAID" } })).toBe(5);
    expect(await p.shoot.count({ where: { order: { couponId: coupon.id } } })).toBe(5);
  });

  it("20 concurrent free checkouts with a 100 % coupon limited to 5: exactly 5 shoots", async () => {
    const c = code("GRATIS");
    const coupon = await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 100, maxRedemptions: 5 } });
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(p)));
    const results = await Promise.all(users.map((u) => createCheckout(p, { userId: u.id, locale: "de", packageSlug: "starter", code: c }, opts)));
    expect(results.filter((r) => r.ok && r.status === "PAID")).toHaveLength(5);
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(5);
    expect(await p.shoot.count({ where: { order: { couponId: coupon.id } } })).toBe(5);
    const numbers = (await p.invoice.findMany({ where: { order: { couponId: coupon.id } } })).map((i) => i.number);
    expect(new Set(numbers).size).toBe(5);
  });

  it("one person racing 6 checkouts with the same coupon holds it once", async () => {
    const c = code("RACE");
    const coupon = await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 10 } });
    const user = await createUser(p);
    const results = await Promise.all(Array.from({ length: 6 }, () => createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: c }, opts)));
    expect(results.some((r) => r.ok)).toBe(true);
    expect(results.every((r) => r.ok || r.error === "ALREADY_USED")).toBe(true);
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(1);
    expect(await p.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(1);
    expect(await p.order.count({ where: { userId: user.id, status: "PENDING" } })).toBe(1);
  });

  it("a gift card raced by 10 people is redeemed exactly once", async () => {
    const card = await p.giftCard.create({ data: { code: code("RACE-GIFT-"), packageId: await packageId(p, "professional"), tier: "professional" } });
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(p)));
    const results = await Promise.all(users.map((u) => createCheckout(p, { userId: u.id, locale: "en", packageSlug: "professional", code: card.code }, opts)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === "USED_UP")).toHaveLength(9);
    expect(await p.order.count({ where: { giftCardId: card.id, status: "PAID" } })).toBe(1);
    expect(await p.shoot.count({ where: { order: { giftCardId: card.id } } })).toBe(1);
    const winner = results.findIndex((r) => r.ok);
    expect(await p.giftCard.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ status: "USED", redeemedById: users[winner]!.id });
  });

  it("the same payment confirmed 10 times at once is fulfilled once", async () => {
    const user = await createUser(p);
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter" }, opts);
    if (!res.ok) throw new Error(JSON.stringify(res));
    const all = await Promise.all(Array.from({ length: 10 }, () => fulfilOrder(p, res.orderId, { provider: "test", providerRef: `test_${res.orderId}`, amount: 2900 })));
    expect(new Set(all.map((r) => (r.status === "PAID" ? r.shootId : null))).size).toBe(1);
    expect(all.filter((r) => r.status === "PAID" && !r.alreadyFulfilled)).toHaveLength(1);
    expect(await p.transaction.count({ where: { orderId: res.orderId } })).toBe(1);
    expect(await p.invoice.count({ where: { orderId: res.orderId } })).toBe(1);
    expect(await p.shoot.count({ where: { orderId: res.orderId } })).toBe(1);
    expect(await p.emailOutbox.count({ where: { to: user.email, template: "order-confirmation" } })).toBe(1);
    // A late failure report never un-pays it.
    expect(await failOrder(p, res.orderId, { reason: "expired" })).toEqual({ status: "PAID", changed: false });
  });

  it("refuses a payment whose amount does not match the order", async () => {
    const user = await createUser(p);
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter" }, opts);
    if (!res.ok) throw new Error(JSON.stringify(res));
    await expect(fulfilOrder(p, res.orderId, { provider: "test", providerRef: "x", amount: 100 })).rejects.toMatchObject({ code: "AMOUNT_MISMATCH" });
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({ status: "PENDING" });
  });
});
