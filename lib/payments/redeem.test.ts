// Redeeming a gift card at /redeem on real databases: PGlite and PostgreSQL for the rules, PostgreSQL
// for two people (and one person twice) redeeming the same card at the same moment.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { createCheckout } from "./checkout";
import { CODE_ATTEMPTS } from "./code-attempts";
import { testProvider } from "./providers/test";
import { redeemGiftCard } from "./redeem";

let seq = 0;
const newCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

async function card(db: PrismaClient, slug: string, data: { expiresAt?: Date; status?: "UNUSED" | "USED" | "VOID"; code?: string } = {}) {
  const pkg = await db.package.findUniqueOrThrow({ where: { slug } });
  return db.giftCard.create({ data: { code: data.code ?? newCode("GIFT-"), packageId: pkg.id, tier: slug, expiresAt: data.expiresAt, status: data.status } });
}

describe.each(["pglite", "postgres"] as const)("redeeming a gift card on %s", (kind) => {
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

  it("ignores spaces and case, and gives the person the card's package: paid order of 0, invoice, shoot in ONBOARDING, email", async () => {
    const gift = await card(p, "professional");
    const user = await createUser(p, { locale: "de" });
    const typed = ` ${gift.code.toLowerCase().replace(/(.{3})/g, "$1 ")} `;
    const res = await redeemGiftCard(p, { userId: user.id, locale: "de", code: typed });
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect(res.url).toBe(`/de/app/upload/intro?shoot=${res.shootId}`);
    expect(res.alreadyRedeemed).toBe(false);

    const cardAfter = await p.giftCard.findUniqueOrThrow({ where: { id: gift.id } });
    expect(cardAfter).toMatchObject({ status: "USED", redeemedById: user.id });
    expect(cardAfter.redeemedAt).toBeInstanceOf(Date);
    const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
    expect(order).toMatchObject({ userId: user.id, status: "PAID", provider: "giftcard", giftCardId: gift.id, currency: "EUR", subtotal: 3900, discount: 3900, total: 0 });
    expect(await p.transaction.count({ where: { orderId: order.id } })).toBe(0);
    const invoice = await p.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    expect(invoice).toMatchObject({ status: "PAID", total: 0, currency: "EUR", locale: "de" });
    expect(invoice.number).toMatch(/^LUM-\d{4}-\d{6}$/);
    expect((invoice.lines as { amount: number }[]).map((l) => l.amount)).toEqual([3900, -3900]);
    const shoot = await p.shoot.findUniqueOrThrow({ where: { id: res.shootId } });
    expect(shoot).toMatchObject({ userId: user.id, orderId: order.id, packageId: gift.packageId, state: "ONBOARDING" });
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits).toBe(5);
    const mail = await p.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "order-confirmation" } });
    expect(mail.locale).toBe("de");
    expect(mail.text).toContain(`/de/app/upload/intro?shoot=${res.shootId}`);
  });

  it("a second redemption by the same person returns the same shoot; anyone else is told the card is used", async () => {
    const gift = await card(p, "starter");
    const owner = await createUser(p);
    const first = await redeemGiftCard(p, { userId: owner.id, locale: "en", code: gift.code });
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(first.url).toBe(`/app/upload/intro?shoot=${first.shootId}`);
    const again = await redeemGiftCard(p, { userId: owner.id, locale: "en", code: gift.code });
    expect(again).toEqual({ ...first, alreadyRedeemed: true });
    const other = await createUser(p);
    expect(await redeemGiftCard(p, { userId: other.id, locale: "en", code: gift.code })).toEqual({ ok: false, error: "USED" });
    expect(await p.order.count({ where: { giftCardId: gift.id } })).toBe(1);
    expect(await p.shoot.count({ where: { order: { giftCardId: gift.id } } })).toBe(1);
  });

  it("a card already used at checkout by the same person leads to that shoot", async () => {
    const gift = await card(p, "starter");
    const user = await createUser(p);
    const bought = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: gift.code }, { provider: testProvider, appUrl: "https://lumen.test" });
    if (!bought.ok || bought.status !== "PAID") throw new Error(JSON.stringify(bought));
    expect(await redeemGiftCard(p, { userId: user.id, locale: "es", code: gift.code })).toEqual({
      ok: true, orderId: bought.orderId, shootId: bought.shootId, url: `/es/app/upload/intro?shoot=${bought.shootId}`, alreadyRedeemed: true,
    });
  });

  it("explains every refusal and leaves nothing behind", async () => {
    const user = await createUser(p);
    const expired = await card(p, "starter", { expiresAt: new Date(Date.now() - 60_000) });
    const voided = await card(p, "starter", { status: "VOID" });
    const later = await card(p, "starter", { expiresAt: new Date(Date.now() + 3600_000) });
    const orders = await p.order.count();
    const err = async (code: string) => {
      const r = await redeemGiftCard(p, { userId: user.id, locale: "en", code });
      return r.ok ? "ok" : r.error;
    };
    expect(await err("")).toBe("EMPTY_CODE");
    expect(await err("   ")).toBe("EMPTY_CODE");
    expect(await err("NO-SUCH-CARD")).toBe("UNKNOWN_CODE");
    expect(await err("x".repeat(5000))).toBe("UNKNOWN_CODE");
    // A coupon is not a gift card: it belongs in the checkout's code field.
    expect(await err("WELCOME10")).toBe("UNKNOWN_CODE");
    expect(await err(expired.code)).toBe("EXPIRED");
    expect(await err(voided.code)).toBe("VOID");
    expect(await p.order.count()).toBe(orders);
    expect(await p.giftCard.findUniqueOrThrow({ where: { id: expired.id } })).toMatchObject({ status: "UNUSED", redeemedById: null });
    expect(await err(later.code)).toBe("ok");

    expect(await redeemGiftCard(p, { userId: "no-such-user", locale: "en", code: later.code })).toEqual({ ok: false, error: "NOT_SIGNED_IN" });
    const admin = await p.user.findUniqueOrThrow({ where: { email: "admin@demo.lumen.test" } });
    const forAdmin = await card(p, "starter");
    expect(await redeemGiftCard(p, { userId: admin.id, locale: "en", code: forAdmin.code })).toEqual({ ok: false, error: "ADMIN_ACCOUNT" });
    // A team member may redeem a gift card for themselves: nothing is paid twice.
    const member = await p.user.findUniqueOrThrow({ where: { email: "member@demo.lumen.test" } });
    expect(await redeemGiftCard(p, { userId: member.id, locale: "en", code: forAdmin.code })).toMatchObject({ ok: true });
  });

  it("throttles guessing with the checkout's limiter: after 20 unknown codes even a good card is refused, for that person only", async () => {
    const guesser = await createUser(p);
    const good = await card(p, "starter");
    for (let i = 0; i < CODE_ATTEMPTS.maxUnknown; i++) {
      expect(await redeemGiftCard(p, { userId: guesser.id, locale: "en", code: `GUESS-${i}` })).toEqual({ ok: false, error: "UNKNOWN_CODE" });
    }
    expect(await redeemGiftCard(p, { userId: guesser.id, locale: "en", code: good.code })).toEqual({ ok: false, error: "TOO_MANY_ATTEMPTS" });
    expect(await p.giftCard.findUniqueOrThrow({ where: { id: good.id } })).toMatchObject({ status: "UNUSED" });
    // The window shared with the checkout's code field: a coupon is refused there too.
    expect(await createCheckout(p, { userId: guesser.id, locale: "en", packageSlug: "starter", code: "WELCOME10" }, { provider: testProvider })).toEqual({ ok: false, error: "TOO_MANY_ATTEMPTS" });
    // After the window the card goes through.
    const later = new Date(Date.now() + (CODE_ATTEMPTS.windowMinutes + 1) * 60_000);
    vi.useFakeTimers({ toFake: ["Date"], now: later });
    try {
      expect(await redeemGiftCard(p, { userId: guesser.id, locale: "en", code: good.code }, { now: later })).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts a guess before looking the code up: 40 unknown codes sent at once, 20 are looked up", async () => {
    const guesser = await createUser(p);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => redeemGiftCard(p, { userId: guesser.id, locale: "en", code: `BURST-${i}` })));
    expect(results.filter((r) => !r.ok && r.error === "UNKNOWN_CODE")).toHaveLength(CODE_ATTEMPTS.maxUnknown);
    expect(results.filter((r) => !r.ok && r.error === "TOO_MANY_ATTEMPTS")).toHaveLength(40 - CODE_ATTEMPTS.maxUnknown);
  });
});

describe("redeeming at the same moment on PostgreSQL", () => {
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

  it("two people redeeming one card at once: exactly one wins, the other is told it is used, nothing else remains", async () => {
    for (let round = 0; round < 5; round++) {
      const gift = await card(p, "executive");
      const [a, b] = await Promise.all([createUser(p), createUser(p)]);
      const results = await Promise.all([a, b].map((u) => redeemGiftCard(p, { userId: u.id, locale: "en", code: gift.code })));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.error === "USED")).toHaveLength(1);
      const winner = results[0]!.ok ? a : b;
      expect(await p.giftCard.findUniqueOrThrow({ where: { id: gift.id } })).toMatchObject({ status: "USED", redeemedById: winner.id });
      expect(await p.order.count({ where: { giftCardId: gift.id } })).toBe(1);
      expect(await p.shoot.count({ where: { order: { giftCardId: gift.id } } })).toBe(1);
      expect(await p.invoice.count({ where: { order: { giftCardId: gift.id } } })).toBe(1);
      const loser = winner === a ? b : a;
      expect((await p.user.findUniqueOrThrow({ where: { id: loser.id } })).editCredits).toBe(0);
    }
  });

  it("ten people at once: one shoot; the same person clicking five times at once gets one shoot back each time", async () => {
    const gift = await card(p, "professional");
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser(p)));
    const results = await Promise.all(people.map((u) => redeemGiftCard(p, { userId: u.id, locale: "en", code: gift.code })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === "USED")).toHaveLength(9);
    expect(await p.shoot.count({ where: { order: { giftCardId: gift.id } } })).toBe(1);

    const mine = await card(p, "starter");
    const me = await createUser(p);
    const clicks = await Promise.all(Array.from({ length: 5 }, () => redeemGiftCard(p, { userId: me.id, locale: "en", code: mine.code })));
    expect(clicks.every((r) => r.ok)).toBe(true);
    expect(new Set(clicks.map((r) => (r.ok ? r.shootId : null))).size).toBe(1);
    expect(clicks.filter((r) => r.ok && !r.alreadyRedeemed)).toHaveLength(1);
    expect(await p.order.count({ where: { giftCardId: mine.id } })).toBe(1);
    expect(await p.emailOutbox.count({ where: { to: me.email, template: "order-confirmation" } })).toBe(1);
  });
});
