// The money-back guarantee on PGlite: instant refunds through the real Stripe driver talking to the
// loopback Stripe API (and the test provider), requests for review after a download or the window,
// one refund per order however often it is asked, and what a refund takes back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { PRIVACY_AUDIT_ACTION, runPrivacySweepPass } from "@/lib/privacy/sweep";
import { transition } from "@/lib/shoots/states";
import { createLocalStorage } from "@/lib/storage";
import { translatorFor } from "@/lib/http/errors";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPaidInvoice, createUser } from "@/lib/testing/fixtures";
import { startStripeApi } from "@/lib/testing/stripe";
import { runSeed } from "@/prisma/seed/index";
import { createCheckout } from "./checkout";
import { syncOrderWithProvider } from "./orders";
import { stripeProvider } from "./providers/stripe";
import { testProvider } from "./providers/test";
import type { PaymentProvider } from "./providers/types";
import { redeemGiftCard } from "./redeem";
import { completeStalledRefunds, payRefund, requestRefund, STALLED_REFUND_MS } from "./refund";
import { listRefundableOrders } from "./refund-overview";

const DAY = 86_400_000;
const appUrl = "https://lumen.test";

let db: TestDb;
let p: PrismaClient;
let api: Awaited<ReturnType<typeof startStripeApi>>;
let stripe: PaymentProvider;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p);
  api = await startStripeApi();
  stripe = stripeProvider(api.config);
});
afterAll(async () => {
  await api?.close();
  await db?.cleanup();
});

/** A package bought through Stripe Checkout and paid on the (loopback) Stripe page. */
async function stripeOrder(packageSlug = "professional", locale: "en" | "de" = "en") {
  const user = await createUser(p, { locale });
  const res = await createCheckout(p, { userId: user.id, locale, packageSlug }, { provider: stripe, appUrl });
  if (!res.ok || res.status !== "PENDING") throw new Error(JSON.stringify(res));
  const pending = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
  const session = api.pay(pending.providerSessionId!);
  await syncOrderWithProvider(p, pending.id, stripe);
  const order = await p.order.findUniqueOrThrow({ where: { id: pending.id }, include: { shoots: true } });
  expect(order.status).toBe("PAID");
  return { user, order, shootId: order.shoots[0]!.id, paymentIntent: session.payment_intent! };
}

/** A package bought with the built-in test provider. */
const testOrder = (packageSlug = "starter") => createPaidInvoice(p, { packageSlug });

/** The shoot finished with two headshots, as the generator leaves it. */
async function finish(shootId: string): Promise<string[]> {
  await p.shoot.update({ where: { id: shootId }, data: { state: "ACTIVE", readyAt: new Date() } });
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await p.result.create({ data: { shootId, storageKey: `shoots/${shootId}/results/${i}/main.jpg`, width: 512, height: 512 } });
    ids.push(r.id);
  }
  return ids;
}

const refundCalls = () => api.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");

describe("instant refund under the money-back guarantee", () => {
  it("within the window and nothing downloaded: Stripe refunds once, the order is REFUNDED, the shoot deleted, the edit credits withdrawn", async () => {
    const { user, order, shootId, paymentIntent } = await stripeOrder("professional", "de");
    const resultIds = await finish(shootId);
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits).toBe(5);
    const before = refundCalls().length;

    const out = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "" }, { provider: stripe, appUrl });
    if (!out.ok || out.status !== "REFUNDED") throw new Error(JSON.stringify(out));
    expect(out).toMatchObject({ amount: order.total, currency: order.currency, alreadyDone: false });

    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toMatchObject({ payment_intent: paymentIntent, amount: String(order.total), "metadata[refundId]": out.refundId });
    expect(calls[0]!.idempotencyKey).toBe(`lumen-refund-${out.refundId}`);
    const stripeRefund = [...api.refunds.values()].find((r) => r.metadata.refundId === out.refundId)!;

    const refund = await p.refund.findUniqueOrThrow({ where: { id: out.refundId } });
    expect(refund).toMatchObject({ orderId: order.id, status: "COMPLETED", automatic: true, amount: order.total, requestedById: user.id, note: null });
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "REFUNDED", refundedAmount: order.total });
    const txs = await p.transaction.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(txs.map((t) => [t.kind, t.amount, t.providerRef])).toEqual([
      ["CHARGE", order.total, paymentIntent],
      ["REFUND", order.total, stripeRefund.id],
    ]);

    const shoot = await p.shoot.findUniqueOrThrow({ where: { id: shootId }, include: { stateChanges: { orderBy: { at: "desc" }, take: 1 } } });
    expect(shoot.state).toBe("DELETED");
    expect(shoot.deletedAt).toBeInstanceOf(Date);
    expect(shoot.stateChanges[0]).toMatchObject({ from: "ACTIVE", to: "DELETED", reason: `refund ${out.refundId}` });
    expect(await p.result.count({ where: { id: { in: resultIds }, deletedAt: null } })).toBe(0);

    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits).toBe(0);
    const withdrawn = await p.creditLedgerEntry.findFirstOrThrow({ where: { userId: user.id, refType: "refund", refId: out.refundId } });
    expect(withdrawn).toMatchObject({ kind: "EDIT", delta: -5, balanceAfter: 0 });

    const mail = await p.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "refund-completed" } });
    expect(mail.locale).toBe("de");
    expect(mail.text).toContain(`${appUrl}/de/refund`);
    expect(mail.text).toMatch(/Professional/);
  });

  it("used edit credits of the package make it a request; once approved, only the credits left are withdrawn (never below 0), with the test provider", async () => {
    const { user, order, shootId } = await testOrder("professional");
    // 3 of the package's 5 edit credits were spent
    await p.user.update({ where: { id: user.id }, data: { editCredits: 2 } });
    const [listed] = await listRefundableOrders(p, user.id, "en");
    expect(listed!.eligibility).toMatchObject({ kind: "REVIEW", pastWindow: false, downloadedAt: null, usedEditCredits: 3 });
    expect(await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "REASON_REQUIRED" });
    const asked = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "Changed my mind" }, { provider: testProvider, appUrl });
    if (!asked.ok || asked.status !== "REQUESTED") throw new Error(JSON.stringify(asked));
    expect((await p.refund.findUniqueOrThrow({ where: { id: asked.refundId } })).note).toBe("used 3 edit credits");
    expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(0);

    // an admin approves it
    await p.refund.update({ where: { id: asked.refundId }, data: { status: "APPROVED", decidedAt: new Date() } });
    const out = await payRefund(p, asked.refundId, { provider: testProvider, appUrl });
    if (!out.ok || out.status !== "REFUNDED") throw new Error(JSON.stringify(out));
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits).toBe(0);
    expect(await p.creditLedgerEntry.findFirstOrThrow({ where: { userId: user.id, refType: "refund" } })).toMatchObject({ delta: -2, balanceAfter: 0 });
    expect(await p.transaction.findFirstOrThrow({ where: { orderId: order.id, kind: "REFUND" } })).toMatchObject({ provider: "test", providerRef: `test_refund_${out.refundId}` });
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("DELETED");
    expect((await p.refund.findUniqueOrThrow({ where: { id: out.refundId } })).reason).toBe("Changed my mind");
  });

  it("a double click makes one refund: asked twice in a row and twice at once, Stripe is called once per order", async () => {
    const a = await stripeOrder("starter");
    const before = refundCalls().length;
    const first = await requestRefund(p, { userId: a.user.id, orderId: a.order.id }, { provider: stripe, appUrl });
    const second = await requestRefund(p, { userId: a.user.id, orderId: a.order.id }, { provider: stripe, appUrl });
    if (!first.ok || first.status !== "REFUNDED") throw new Error(JSON.stringify(first));
    expect(second).toEqual({ ...first, alreadyDone: true });

    const b = await stripeOrder("starter");
    const both = await Promise.all([
      requestRefund(p, { userId: b.user.id, orderId: b.order.id }, { provider: stripe, appUrl }),
      requestRefund(p, { userId: b.user.id, orderId: b.order.id }, { provider: stripe, appUrl }),
    ]);
    expect(both.map((o) => (o.ok ? o.status : o.error)).sort()).toEqual(["PROCESSING", "REFUNDED"]);

    expect(refundCalls().length - before).toBe(2);
    for (const { order } of [a, b]) {
      expect(await p.refund.count({ where: { orderId: order.id } })).toBe(1);
      expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(1);
      expect((await p.order.findUniqueOrThrow({ where: { id: order.id } })).refundedAmount).toBe(order.total);
    }
  });

  it("a provider failure leaves the refund APPROVED with a note and changes nothing else; asking again pays it once", async () => {
    const { user, order, shootId } = await stripeOrder("starter");
    api.failNextRequest();
    const failed = await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: stripe, appUrl });
    if (failed.ok || failed.error !== "PROVIDER_FAILED") throw new Error(JSON.stringify(failed));
    const approved = await p.refund.findUniqueOrThrow({ where: { id: failed.refundId! } });
    expect(approved).toMatchObject({ status: "APPROVED", automatic: true });
    expect(approved.note).toMatch(/provider refund failed: Simulated failure/);
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAID", refundedAmount: 0 });
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("ONBOARDING");
    expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(0);
    const listed = (await listRefundableOrders(p, user.id, "en")).find((o) => o.id === order.id)!;
    expect(listed.eligibility).toEqual({ kind: "OPEN", status: "APPROVED", retry: true });

    const again = await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: stripe, appUrl });
    expect(again).toMatchObject({ ok: true, status: "REFUNDED", refundId: failed.refundId });
    expect(await p.refund.count({ where: { orderId: order.id } })).toBe(1);
    expect([...api.refunds.values()].filter((r) => r.metadata.refundId === failed.refundId)).toHaveLength(1);
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "REFUNDED", refundedAmount: order.total });
  });

  it("reads refunds.windowDays: with 30 days, an order paid 20 days ago is still refunded at once", async () => {
    const { user, order } = await testOrder();
    await p.parameter.upsert({ where: { key: "refunds.windowDays" }, create: { key: "refunds.windowDays", value: 30 }, update: { value: 30 } });
    try {
      const out = await requestRefund(p, { userId: user.id, orderId: order.id, now: new Date(order.paidAt!.getTime() + 20 * DAY) }, { provider: testProvider, appUrl });
      expect(out).toMatchObject({ ok: true, status: "REFUNDED" });
    } finally {
      await p.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 14 } });
    }
  });
});

/** A paid extra-headshots order for the shoot, and the two results it delivered (marked with the order id). */
async function extraOrder(userId: string, shootId: string) {
  const order = await p.order.create({
    data: {
      userId, kind: "UPSELL", status: "PAID", quantity: 1, currency: "USD", subtotal: 900, total: 900, provider: "test", paidAt: new Date(),
      metadata: { type: "headshots", shootId, locale: "en", count: 2, returnPath: `/app/results/${shootId}/unlock-photos`, productName: "Extra headshots", unitAmount: 900 },
    },
  });
  await p.transaction.create({ data: { orderId: order.id, provider: "test", providerRef: `test_${order.id}`, amount: 900, currency: "USD", kind: "CHARGE" } });
  const extra: string[] = [];
  for (let i = 0; i < 2; i++) {
    extra.push((await p.result.create({ data: { shootId, storageKey: `shoots/${shootId}/results/x${i}/main.jpg`, width: 512, height: 512, variant: { orderId: order.id } } })).id);
  }
  return { order, extra };
}

describe("an order bought for a finished shoot (extra headshots)", () => {
  it("refunded at once: only its headshots (and their edits) are withdrawn, the shoot stays", async () => {
    const { user, shootId } = await testOrder();
    const own = await finish(shootId);
    const { order, extra } = await extraOrder(user.id, shootId);
    const edit = await p.result.create({ data: { shootId, storageKey: `shoots/${shootId}/results/x0/v2.jpg`, width: 512, height: 512, version: 2, parentResultId: extra[0] } });

    const out = await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: testProvider, appUrl });
    expect(out).toMatchObject({ ok: true, status: "REFUNDED", amount: 900 });
    expect(await p.result.count({ where: { id: { in: [...extra, edit.id] }, deletedAt: null } })).toBe(0);
    expect(await p.result.count({ where: { id: { in: own }, deletedAt: null } })).toBe(2);
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("ACTIVE");
  });

  it("a download from the shoot it was bought for, after the purchase, makes it a request", async () => {
    const { user, shootId } = await testOrder();
    const [resultId] = await finish(shootId);
    const { order } = await extraOrder(user.id, shootId);
    await p.download.create({ data: { resultId, shootId, userId: user.id, format: "png", size: "1024", createdAt: new Date(order.paidAt!.getTime() + 1000) } });
    expect(await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "REASON_REQUIRED" });
    expect(await requestRefund(p, { userId: user.id, orderId: order.id, reason: "Not needed" }, { provider: testProvider, appUrl })).toMatchObject({ ok: true, status: "REQUESTED" });
  });
});

describe("downloads made before an extra purchase", () => {
  it("do not count against extra headshots: refunded at once though the shoot's photos were downloaded before", async () => {
    const { user, shootId } = await testOrder();
    const [resultId] = await finish(shootId);
    await p.download.create({ data: { resultId, shootId, userId: user.id, format: "jpg", size: "original", createdAt: new Date(Date.now() - 3_600_000) } });
    const { order, extra } = await extraOrder(user.id, shootId);
    const listed = (await listRefundableOrders(p, user.id, "en")).find((o) => o.id === order.id)!;
    expect(listed.eligibility.kind).toBe("AUTOMATIC");
    expect(await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: testProvider, appUrl })).toMatchObject({ ok: true, status: "REFUNDED", amount: 900 });
    expect(await p.result.count({ where: { id: { in: extra }, deletedAt: null } })).toBe(0);
  });

  it("a download of a headshot the order delivered counts, whenever it is dated", async () => {
    const { user, shootId } = await testOrder();
    await finish(shootId);
    const { order, extra } = await extraOrder(user.id, shootId);
    const at = new Date(order.paidAt!.getTime() - 60_000);
    await p.download.create({ data: { resultId: extra[0], shootId, userId: user.id, format: "jpg", size: "original", createdAt: at } });
    const listed = (await listRefundableOrders(p, user.id, "en")).find((o) => o.id === order.id)!;
    expect(listed.eligibility).toMatchObject({ kind: "REVIEW", downloadedAt: at });
  });
});

describe("edit credits", () => {
  /** A paid order of `count` edit credits for the shoot, granted like lib/payments/deliver-upsell.ts does. */
  async function editCreditsOrder(userId: string, shootId: string, count = 20, total = 1900) {
    const order = await p.order.create({
      data: {
        userId, kind: "EDIT_CREDITS", status: "PAID", quantity: count, currency: "USD", subtotal: total, total, provider: "test", paidAt: new Date(),
        metadata: { type: "editCredits", shootId, locale: "en", count, returnPath: `/app/results/${shootId}/buy-credits`, productName: "Edit credits", unitAmount: total },
      },
    });
    await p.transaction.create({ data: { orderId: order.id, provider: "test", providerRef: `test_${order.id}`, amount: total, currency: "USD", kind: "CHARGE" } });
    const { editCredits } = await p.user.update({ where: { id: userId }, data: { editCredits: { increment: count } } });
    await p.creditLedgerEntry.create({ data: { userId, kind: "EDIT", delta: count, balanceAfter: editCredits, reason: `${count} edit credits bought`, refType: "order", refId: order.id, idempotencyKey: `order:${order.id}:edit-credits` } });
    return order;
  }

  it("bought 20, spent all 20, downloaded nothing: no instant refund, a request that says why, in en/de/es", async () => {
    const { user, shootId } = await testOrder();
    await finish(shootId);
    const order = await editCreditsOrder(user.id, shootId);
    await p.user.update({ where: { id: user.id }, data: { editCredits: 0 } });

    const listed = (await listRefundableOrders(p, user.id, "en")).find((o) => o.id === order.id)!;
    expect(listed).toMatchObject({ item: "20 edit credits" });
    expect(listed.eligibility).toMatchObject({ kind: "REVIEW", pastWindow: false, downloadedAt: null, usedEditCredits: 20 });
    const why = async (locale: "en" | "de" | "es") =>
      (await translatorFor(locale, "Refund"))("why.usedEditCredits", { count: 20 });
    expect(await why("en")).toBe("You used 20 edit credits from this order.");
    expect(await why("de")).toBe("Du hast 20 Bearbeitungs-Credits aus dieser Bestellung verwendet.");
    expect(await why("es")).toBe("Has usado 20 créditos de edición de este pedido.");

    expect(await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "REASON_REQUIRED" });
    const out = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "The edits were not good" }, { provider: testProvider, appUrl });
    if (!out.ok || out.status !== "REQUESTED") throw new Error(JSON.stringify(out));
    expect((await p.refund.findUniqueOrThrow({ where: { id: out.refundId } })).note).toBe("used 20 edit credits");
    expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(0);
  });

  it("unused (the balance still holds them), and only an earlier download of the shoot: refunded at once, the 20 credits withdrawn", async () => {
    const { user, shootId } = await testOrder();
    const [resultId] = await finish(shootId);
    await p.download.create({ data: { resultId, shootId, userId: user.id, format: "jpg", size: "original", createdAt: new Date(Date.now() - 3_600_000) } });
    const before = (await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits;
    const order = await editCreditsOrder(user.id, shootId);
    const out = await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: testProvider, appUrl });
    if (!out.ok || out.status !== "REFUNDED") throw new Error(JSON.stringify(out));
    expect((await p.user.findUniqueOrThrow({ where: { id: user.id } })).editCredits).toBe(before);
    expect(await p.creditLedgerEntry.findFirstOrThrow({ where: { userId: user.id, refType: "refund", refId: out.refundId } })).toMatchObject({ kind: "EDIT", delta: -20 });
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("ACTIVE");
  });
});

describe("a request for the admins", () => {
  it("after a download: REQUESTED with the reason, no money moves, one open request however often it is asked", async () => {
    const { user, order, shootId } = await stripeOrder("starter");
    const [resultId] = await finish(shootId);
    const downloadedAt = new Date(Date.now() - 60_000);
    await p.download.create({ data: { resultId, shootId, userId: user.id, format: "jpg", size: "original", createdAt: downloadedAt } });
    const before = refundCalls().length;

    expect(await requestRefund(p, { userId: user.id, orderId: order.id, reason: "   " }, { provider: stripe, appUrl })).toEqual({ ok: false, error: "REASON_REQUIRED" });
    expect(await p.refund.count({ where: { orderId: order.id } })).toBe(0);

    const out = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "They don't look like me" }, { provider: stripe, appUrl });
    if (!out.ok || out.status !== "REQUESTED") throw new Error(JSON.stringify(out));
    expect(out.alreadyRequested).toBe(false);
    const refund = await p.refund.findUniqueOrThrow({ where: { id: out.refundId } });
    expect(refund).toMatchObject({ status: "REQUESTED", automatic: false, reason: "They don't look like me", requestedById: user.id, amount: order.total });
    expect(refund.note).toContain(downloadedAt.toISOString());

    const again = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "Please!" }, { provider: stripe, appUrl });
    expect(again).toEqual({ ok: true, status: "REQUESTED", refundId: out.refundId, alreadyRequested: true });
    expect(await p.refund.count({ where: { orderId: order.id } })).toBe(1);

    expect(refundCalls().length).toBe(before);
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAID", refundedAmount: 0 });
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("ACTIVE");
    expect(await p.emailOutbox.count({ where: { to: user.email, template: "refund-requested" } })).toBe(1);

    const listed = (await listRefundableOrders(p, user.id, "en")).find((o) => o.id === order.id)!;
    expect(listed.eligibility).toEqual({ kind: "OPEN", status: "REQUESTED", retry: false });
    expect(listed.refunds.map((r) => r.status)).toEqual(["REQUESTED"]);
  });

  it("past the window (nothing downloaded): REQUESTED, and /refund says why", async () => {
    const { user, order } = await testOrder();
    const now = new Date(order.paidAt!.getTime() + 15 * DAY);
    const [listed] = await listRefundableOrders(p, user.id, "en", now);
    expect(listed!.eligibility).toMatchObject({ kind: "REVIEW", windowDays: 14, pastWindow: true, downloadedAt: null });
    const out = await requestRefund(p, { userId: user.id, orderId: order.id, reason: "Too late, I know", now }, { provider: testProvider, appUrl });
    expect(out).toMatchObject({ ok: true, status: "REQUESTED", alreadyRequested: false });
    expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(0);
  });

  it("/refund lists an untouched order as instant, with its deadline, and names the package", async () => {
    const { user, order } = await testOrder("starter");
    const [listed] = await listRefundableOrders(p, user.id, "en");
    expect(listed).toMatchObject({ id: order.id, item: "Starter", total: order.total, status: "PAID" });
    expect(listed!.eligibility).toEqual({ kind: "AUTOMATIC", windowDays: 14, deadline: new Date(order.paidAt!.getTime() + 14 * DAY) });
  });
});

describe("refused", () => {
  it("an order paid with a gift card: nothing was charged", async () => {
    const pkg = await p.package.findUniqueOrThrow({ where: { slug: "starter" } });
    const card = await p.giftCard.create({ data: { code: `GIFT-REFUND-${Date.now()}`, packageId: pkg.id, tier: "starter" } });
    const user = await createUser(p);
    const redeemed = await redeemGiftCard(p, { userId: user.id, locale: "en", code: card.code });
    if (!redeemed.ok) throw new Error(JSON.stringify(redeemed));
    expect(await requestRefund(p, { userId: user.id, orderId: redeemed.orderId, reason: "want money" }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "NOTHING_CHARGED" });
    expect(await p.refund.count({ where: { orderId: redeemed.orderId } })).toBe(0);
    const [listed] = await listRefundableOrders(p, user.id, "en");
    expect(listed!.eligibility).toEqual({ kind: "NOTHING_CHARGED" });
  });

  it("someone else's order looks like no order at all, and a missing id is invalid input", async () => {
    const { order } = await testOrder();
    const other = await createUser(p);
    expect(await requestRefund(p, { userId: other.id, orderId: order.id, reason: "mine?" }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "ORDER_NOT_FOUND" });
    expect(await requestRefund(p, { userId: other.id, orderId: "" }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "INVALID_INPUT" });
    expect(await p.refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("team credits and gift cards are not covered: a localised refusal, and /refund says so", async () => {
    for (const kind of ["CREDITS", "GIFT_CARD"] as const) {
      const user = await createUser(p, { locale: "de" });
      const order = await p.order.create({ data: { userId: user.id, kind, status: "PAID", quantity: 5, currency: "USD", subtotal: 5000, total: 5000, provider: "test", paidAt: new Date() } });
      await p.transaction.create({ data: { orderId: order.id, provider: "test", providerRef: `test_${order.id}`, amount: 5000, currency: "USD", kind: "CHARGE" } });
      expect(await requestRefund(p, { userId: user.id, orderId: order.id, reason: "please" }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "KIND_NOT_REFUNDABLE" });
      expect(await p.refund.count({ where: { orderId: order.id } })).toBe(0);
      const [listed] = await listRefundableOrders(p, user.id, "de");
      expect(listed!.eligibility).toEqual({ kind: "NOT_REFUNDABLE" });
    }
    const de = await translatorFor("de", "Refund");
    expect(de("errors.KIND_NOT_REFUNDABLE")).toMatch(/Support/);
  });

  it("an order that was not paid", async () => {
    const user = await createUser(p);
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter" }, { provider: testProvider, appUrl });
    if (!res.ok) throw new Error(JSON.stringify(res));
    expect(await requestRefund(p, { userId: user.id, orderId: res.orderId, reason: "x" }, { provider: testProvider, appUrl })).toEqual({ ok: false, error: "NOT_PAID" });
  });
});

describe("the last step failing after the provider refunded", () => {
  const failRefundRows = async (on: boolean) => {
    if (on) {
      await p.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION lumen_test_fail_refund() RETURNS trigger AS $$ BEGIN IF NEW."kind" = 'REFUND' THEN RAISE EXCEPTION 'simulated database failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
      await p.$executeRawUnsafe(`CREATE TRIGGER lumen_test_fail_refund BEFORE INSERT ON "Transaction" FOR EACH ROW EXECUTE FUNCTION lumen_test_fail_refund()`);
    } else {
      await p.$executeRawUnsafe(`DROP TRIGGER IF EXISTS lumen_test_fail_refund ON "Transaction"`);
    }
  };

  it("keeps the refund APPROVED with a note, answers COMPLETION_FAILED (no 500), offers the retry, and the retry completes it once", async () => {
    const { user, order, shootId } = await stripeOrder("starter");
    const before = refundCalls().length;
    await failRefundRows(true);
    let failed;
    try {
      failed = await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: stripe, appUrl });
    } finally {
      await failRefundRows(false);
    }
    if (failed.ok || failed.error !== "COMPLETION_FAILED") throw new Error(JSON.stringify(failed));
    const approved = await p.refund.findUniqueOrThrow({ where: { id: failed.refundId! } });
    expect(approved).toMatchObject({ status: "APPROVED", automatic: true });
    expect(approved.note).toMatch(/completion failed after provider refund re_.*simulated database failure/);
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAID", refundedAmount: 0 });
    const listed = (await listRefundableOrders(p, user.id, "en")).find((o) => o.id === order.id)!;
    expect(listed.eligibility).toEqual({ kind: "OPEN", status: "APPROVED", retry: true });

    const again = await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: stripe, appUrl });
    expect(again).toMatchObject({ ok: true, status: "REFUNDED", refundId: failed.refundId, alreadyDone: false });
    // Stripe was asked twice with the same key and refunded once
    expect(refundCalls().slice(before).map((c) => c.idempotencyKey)).toEqual([`lumen-refund-${failed.refundId}`, `lumen-refund-${failed.refundId}`]);
    expect([...api.refunds.values()].filter((r) => r.metadata.refundId === failed.refundId)).toHaveLength(1);
    expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(1);
    expect(await p.refund.findUniqueOrThrow({ where: { id: failed.refundId! } })).toMatchObject({ status: "COMPLETED", note: null });
    expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("DELETED");
  });

  it("a refund left APPROVED is finished by the hourly privacy sweep, once, and the sweep logs it", async () => {
    const { user, order, shootId } = await testOrder();
    await failRefundRows(true);
    let failed;
    try {
      failed = await requestRefund(p, { userId: user.id, orderId: order.id }, { provider: testProvider, appUrl });
    } finally {
      await failRefundRows(false);
    }
    expect(failed).toMatchObject({ ok: false, error: "COMPLETION_FAILED" });
    const refundId = (failed as { refundId: string }).refundId;

    // not stalled yet: left alone
    expect(await completeStalledRefunds(p, { provider: testProvider, appUrl })).toMatchObject({ completed: 0 });
    expect((await p.refund.findUniqueOrThrow({ where: { id: refundId } })).status).toBe("APPROVED");

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-refund-sweep-"));
    try {
      const storage = createLocalStorage(dir, { secret: "refund-sweep-secret-refund-sweep-secret" });
      const now = new Date(Date.now() + STALLED_REFUND_MS + 60_000);
      const log = { info: () => undefined, error: () => undefined };
      const pass = await runPrivacySweepPass(p, storage, { now, log, refunds: { provider: testProvider, appUrl } });
      expect(pass.refundsCompleted).toBe(1);
      expect(await p.refund.findUniqueOrThrow({ where: { id: refundId } })).toMatchObject({ status: "COMPLETED", note: null });
      expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "REFUNDED", refundedAmount: order.total });
      expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).state).toBe("DELETED");
      expect(await p.emailOutbox.count({ where: { to: user.email, template: "refund-completed" } })).toBe(1);
      const audit = await p.auditLog.findFirstOrThrow({ where: { action: PRIVACY_AUDIT_ACTION }, orderBy: { createdAt: "desc" } });
      expect(audit.data).toMatchObject({ refundsCompleted: 1 });

      const again = await runPrivacySweepPass(p, storage, { now: new Date(now.getTime() + 3_600_000), log, refunds: { provider: testProvider, appUrl } });
      expect(again.refundsCompleted).toBe(0);
      expect(await p.transaction.count({ where: { orderId: order.id, kind: "REFUND" } })).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a shoot that moves on while it is refunded (PostgreSQL: real row locks)", () => {
  let pg: TestDb;

  beforeAll(async () => {
    pg = await openTestDb("postgres");
    await runSeed(pg.prisma);
  });
  afterAll(async () => {
    await pg?.cleanup();
  });

  it("the generator's GENERATING → ACTIVE commits first: the refund waits for it and deletes the ACTIVE shoot", async () => {
    const q = pg.prisma;
    const { user, orderId, shootId } = await createPaidInvoice(q, { packageSlug: "starter" });
    await q.shoot.update({ where: { id: shootId }, data: { state: "GENERATING" } });

    // The generator finishing: holds the shoot row while it writes, then commits ACTIVE.
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const generator = q.$transaction(async (tx) => {
      await transition(tx, shootId, "GENERATING", "ACTIVE", "generated");
      locked();
      await new Promise((r) => setTimeout(r, 600));
    }, { timeout: 10_000 });
    await isLocked;
    const out = await requestRefund(q, { userId: user.id, orderId }, { provider: testProvider, appUrl });
    await generator;

    expect(out).toMatchObject({ ok: true, status: "REFUNDED", alreadyDone: false });
    const shoot = await q.shoot.findUniqueOrThrow({ where: { id: shootId }, include: { stateChanges: { orderBy: { at: "asc" } } } });
    expect(shoot.state).toBe("DELETED");
    expect(shoot.stateChanges.slice(-2).map((c) => [c.from, c.to])).toEqual([["GENERATING", "ACTIVE"], ["ACTIVE", "DELETED"]]);
    expect(await q.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "REFUNDED" });
  });
});
