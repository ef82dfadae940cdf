// Stripe Checkout and its signed webhook, with the real `stripe` client talking to a loopback server
// and events signed with Stripe's own test-header helper, on PostgreSQL.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { sessionObject, signedEvent, startStripeApi, WEBHOOK_SECRET } from "@/lib/testing/stripe";
import { runSeed } from "@/prisma/seed/index";
import { createCheckout } from "./checkout";
import { syncOrderWithProvider } from "./orders";
import { stripeProvider } from "./providers/stripe";
import type { PaymentProvider } from "./providers/types";
import { handleStripeWebhook } from "./stripe-webhook";

let db: TestDb;
let p: PrismaClient;
let api: Awaited<ReturnType<typeof startStripeApi>>;
let stripe: PaymentProvider;
const appUrl = "https://lumen.test";

beforeAll(async () => {
  db = await openTestDb("postgres");
  p = db.prisma;
  await runSeed(p, { demo: true });
  api = await startStripeApi();
  stripe = stripeProvider(api.config);
});
afterAll(async () => {
  await api?.close();
  await db?.cleanup();
});

async function stripeOrder(opts: { locale?: "en" | "de" | "es"; code?: string; packageSlug?: string } = {}) {
  const user = await createUser(p);
  const res = await createCheckout(p, { userId: user.id, locale: opts.locale ?? "en", packageSlug: opts.packageSlug ?? "starter", code: opts.code }, { provider: stripe, appUrl });
  if (!res.ok || res.status !== "PENDING") throw new Error(JSON.stringify(res));
  const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
  return { user, res, order, session: api.sessions.get(order.providerSessionId!)! };
}

const deliver = (type: string, object: Record<string, unknown>, id?: string) => {
  const { payload, signature } = signedEvent(type, object, { id });
  return handleStripeWebhook(p, payload, signature, WEBHOOK_SECRET);
};

describe("Stripe Checkout session", () => {
  it("is created with the order id, the localised success and cancel URLs and the order's total", async () => {
    const { res, order, session } = await stripeOrder({ locale: "de", packageSlug: "professional", code: "WELCOME10" });
    expect(res.url).toBe(session.url);
    expect(res.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(order).toMatchObject({ provider: "stripe", providerSessionId: session.id, total: 3510, currency: "EUR" });
    const call = api.requests.find((r) => r.path === "/v1/checkout/sessions" && r.params["metadata[orderId]"] === order.id)!;
    expect(call.params).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "3510",
      "line_items[0][price_data][product_data][name]": "Professional-Porträtfotos",
      client_reference_id: order.id,
      locale: "de",
      success_url: `${appUrl}/de/checkout/success?order=${order.id}`,
      cancel_url: `${appUrl}/de/checkout/failed?order=${order.id}`,
    });
    expect(call.idempotencyKey).toBe(`lumen-checkout-${order.id}`);
    expect(call.auth).toBe("Bearer sk_test_loopback");
  });

  it("a replaced checkout's session is expired at Stripe", async () => {
    const { user, order, session } = await stripeOrder();
    const again = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "executive" }, { provider: stripe, appUrl });
    expect(again).toMatchObject({ ok: true, status: "PENDING" });
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "CANCELED" });
    expect(api.sessions.get(session.id)!.status).toBe("expired");
  });

  it("when Stripe refuses, the order FAILS, the coupon is released and the buyer is told", async () => {
    const user = await createUser(p);
    api.failNextRequest();
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "starter", code: "WELCOME10" }, { provider: stripe, appUrl });
    expect(res).toEqual({ ok: false, error: "PROVIDER_UNAVAILABLE" });
    expect(await p.order.findFirst({ where: { userId: user.id } })).toMatchObject({ status: "FAILED" });
    expect(await p.couponRedemption.count({ where: { userId: user.id } })).toBe(0);
  });

  it("the success page's sync fulfils a session Stripe reports paid, before any webhook", async () => {
    const { order, session } = await stripeOrder();
    await syncOrderWithProvider(p, order.id, stripe);
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PENDING" });
    const paid = api.pay(session.id);
    await syncOrderWithProvider(p, order.id, stripe);
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAID" });
    // The webhook that follows finds it paid and changes nothing.
    const late = await deliver("checkout.session.completed", { ...paid });
    expect(late.status).toBe(200);
    expect(await p.transaction.findMany({ where: { orderId: order.id } })).toMatchObject([{ providerRef: paid.payment_intent }]);
    expect(await p.shoot.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe("Stripe webhook", () => {
  it("checkout.session.completed (paid) fulfils; the same event again is a no-op", async () => {
    const { order, session } = await stripeOrder({ locale: "es" });
    const paid = api.pay(session.id);
    const id = `evt_${order.id}`;
    const first = await deliver("checkout.session.completed", { ...paid }, id);
    expect(first).toMatchObject({ status: 200, body: { received: true, orderId: order.id, status: "PAID" } });
    const second = await deliver("checkout.session.completed", { ...paid }, id);
    expect(second).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // A different event for the same payment (Stripe sends several) is idempotent too.
    const third = await deliver("checkout.session.async_payment_succeeded", { ...paid });
    expect(third.status).toBe(200);
    expect(await p.transaction.count({ where: { orderId: order.id } })).toBe(1);
    expect(await p.shoot.count({ where: { orderId: order.id } })).toBe(1);
    expect(await p.invoice.count({ where: { orderId: order.id } })).toBe(1);
    expect(await p.processedWebhookEvent.count({ where: { provider: "stripe", eventId: id } })).toBe(1);
    expect(await p.emailOutbox.count({ where: { template: "order-confirmation", to: (await p.user.findUniqueOrThrow({ where: { id: order.userId! } })).email } })).toBe(1);
  });

  it("an expired event after the completed one does not un-pay the order", async () => {
    const { order, session } = await stripeOrder();
    const paid = api.pay(session.id);
    await deliver("checkout.session.completed", { ...paid });
    const expired = await deliver("checkout.session.expired", { ...paid, status: "expired" });
    expect(expired).toMatchObject({ status: 200, body: { status: "PAID" } });
    const failed = await deliver("checkout.session.async_payment_failed", { ...paid, payment_status: "unpaid" });
    expect(failed).toMatchObject({ status: 200, body: { status: "PAID" } });
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAID" });
  });

  it("an expired session FAILS a pending order and releases its coupon", async () => {
    const { order, session } = await stripeOrder({ code: "WELCOME10" });
    expect(await p.couponRedemption.count({ where: { orderId: order.id } })).toBe(1);
    const res = await deliver("checkout.session.expired", { ...session, status: "expired" });
    expect(res).toMatchObject({ status: 200, body: { status: "FAILED" } });
    expect(await p.couponRedemption.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("a slow payment method keeps the order pending until Stripe reports the outcome", async () => {
    const { order, session } = await stripeOrder();
    const completedUnpaid = { ...session, status: "complete", payment_status: "unpaid" };
    expect(await deliver("checkout.session.completed", completedUnpaid)).toMatchObject({ status: 200, body: { status: "PENDING" } });
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PENDING", metadata: { asyncPending: true } });
    expect(await deliver("checkout.session.async_payment_failed", completedUnpaid)).toMatchObject({ status: 200, body: { status: "FAILED" } });
  });

  it("a late unpaid checkout.session.completed after async_payment_succeeded leaves the PAID order alone and answers PAID", async () => {
    const { order, session } = await stripeOrder();
    const paid = api.pay(session.id);
    expect(await deliver("checkout.session.async_payment_succeeded", { ...paid })).toMatchObject({ status: 200, body: { status: "PAID" } });
    // The bank-transfer style "completed, not paid yet" that Stripe sent first arrives last, twice.
    const completedUnpaid = { ...paid, payment_status: "unpaid" };
    for (let i = 0; i < 2; i++) {
      expect(await deliver("checkout.session.completed", completedUnpaid)).toEqual({ status: 200, body: { received: true, orderId: order.id, status: "PAID" } });
    }
    const after = await p.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe("PAID");
    expect(after.metadata as object).not.toHaveProperty("asyncPending");
    expect(await p.shoot.count({ where: { orderId: order.id } })).toBe(1);
  });

  /**
   * Holds the order's row lock in another connection while `deliver` runs, writes `note` into the
   * order's metadata once the delivery waits for that lock, then lets it go: what a concurrent fulfilment
   * or failure (flagged, endedBecause, refundId) does to the row while a webhook is being handled.
   */
  async function deliverWhileNoteIsWritten(orderId: string, note: Record<string, string>, run: () => Promise<unknown>) {
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query(`SELECT "id" FROM "Order" WHERE "id" = $1 FOR UPDATE`, [orderId]);
      const delivery = run();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await other.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        if (rows[0]!.n > 0) break;
        if (Date.now() > deadline) throw new Error("the delivery never waited for the order's lock");
        await new Promise((r) => setTimeout(r, 20));
      }
      await other.query(`UPDATE "Order" SET "metadata" = "metadata" || $2::jsonb WHERE "id" = $1`, [orderId, JSON.stringify(note)]);
      await other.query("COMMIT");
      return await delivery;
    } finally {
      await other.end();
    }
  }

  it("a late unpaid completion keeps a note written to the order meanwhile (metadata is merged, never overwritten)", async () => {
    const paidOrder = await stripeOrder();
    const paid = api.pay(paidOrder.session.id);
    await deliver("checkout.session.async_payment_succeeded", { ...paid });
    const late = await deliverWhileNoteIsWritten(paidOrder.order.id, { flagged: "SUPPORT_CHECK" }, () => deliver("checkout.session.completed", { ...paid, payment_status: "unpaid" }));
    const afterPaid = await p.order.findUniqueOrThrow({ where: { id: paidOrder.order.id } });
    expect(afterPaid).toMatchObject({ status: "PAID", metadata: { flagged: "SUPPORT_CHECK" } });
    expect(afterPaid.metadata as object).not.toHaveProperty("asyncPending");
    expect(late).toMatchObject({ status: 200, body: { status: "PAID" } });

    // Still pending: asyncPending is added beside the note, nothing is lost.
    const pending = await stripeOrder();
    const unpaid = { ...pending.session, status: "complete", payment_status: "unpaid" };
    const marked = await deliverWhileNoteIsWritten(pending.order.id, { refundId: "rf_concurrent" }, () => deliver("checkout.session.completed", unpaid));
    expect(marked).toMatchObject({ status: 200, body: { status: "PENDING" } });
    const afterPending = await p.order.findUniqueOrThrow({ where: { id: pending.order.id } });
    expect(afterPending).toMatchObject({ status: "PENDING", metadata: { refundId: "rf_concurrent", asyncPending: true, locale: "en" } });
  });

  it("refuses a bad or missing signature and a tampered body with a clear 400, changing nothing", async () => {
    const { order, session } = await stripeOrder();
    const paid = api.pay(session.id);
    const { payload, signature } = signedEvent("checkout.session.completed", { ...paid });
    const tampered = payload.replace(`"amount_total":${paid.amount_total}`, `"amount_total":1`);
    expect(tampered).not.toBe(payload);
    const bad = await handleStripeWebhook(p, tampered, signature, WEBHOOK_SECRET);
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/^Invalid Stripe signature/);
    const wrongSecret = signedEvent("checkout.session.completed", { ...paid }, { secret: "whsec_someone_else" });
    expect((await handleStripeWebhook(p, wrongSecret.payload, wrongSecret.signature, WEBHOOK_SECRET)).status).toBe(400);
    expect(await handleStripeWebhook(p, payload, null, WEBHOOK_SECRET)).toEqual({ status: 400, body: { error: "Missing Stripe-Signature header" } });
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PENDING" });
  });

  it("a paid amount that differs from the order is not fulfilled (422)", async () => {
    const { order, session } = await stripeOrder();
    const paid = api.pay(session.id);
    const res = await deliver("checkout.session.completed", { ...paid, amount_total: 100 });
    expect(res).toMatchObject({ status: 422, body: { code: "AMOUNT_MISMATCH" } });
    expect(await p.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PENDING" });
  });

  it("acknowledges events for unknown orders and event types it does not handle", async () => {
    expect(await deliver("checkout.session.completed", sessionObject({ orderId: "not-ours", amount: 100, currency: "usd", paid: true }))).toEqual({
      status: 200, body: { received: true, ignored: "unknown order" },
    });
    expect(await deliver("customer.created", { id: "cus_1", object: "customer" })).toEqual({ status: 200, body: { received: true, ignored: "customer.created" } });
  });

  it("a payment for a checkout closed meanwhile is fulfilled when its coupon is still free, else flagged for a refund", async () => {
    const c = `LATE${Date.now().toString(36).toUpperCase()}`;
    await p.coupon.create({ data: { code: c, kind: "PERCENT", value: 10, maxRedemptions: 1 } });
    const a = await stripeOrder({ code: c });
    // Expired at our end (e.g. the hold ran out), yet the buyer had paid in another tab.
    await deliver("checkout.session.expired", { ...a.session, status: "expired" });
    const paidA = { ...a.session, status: "complete", payment_status: "paid", payment_intent: "pi_late_a" };
    expect(await deliver("checkout.session.completed", paidA)).toMatchObject({ status: 200, body: { status: "PAID" } });
    expect(await p.order.findUniqueOrThrow({ where: { id: a.order.id } })).toMatchObject({ status: "PAID" });

    // Second case: the coupon went to someone else in between.
    const c2 = `LATER${Date.now().toString(36).toUpperCase()}`;
    const coupon2 = await p.coupon.create({ data: { code: c2, kind: "PERCENT", value: 10, maxRedemptions: 1 } });
    const b = await stripeOrder({ code: c2 });
    await deliver("checkout.session.expired", { ...b.session, status: "expired" });
    const other = await stripeOrder({ code: c2 });
    expect(other.order.couponId).toBe(coupon2.id);
    const paidB = { ...b.session, status: "complete", payment_status: "paid", payment_intent: "pi_late_b" };
    const flagged = await deliver("checkout.session.completed", paidB);
    expect(flagged).toMatchObject({ status: 200, body: { status: "FLAGGED" } });
    expect(await p.order.findUniqueOrThrow({ where: { id: b.order.id } })).toMatchObject({ status: "FAILED", metadata: { flagged: "COUPON_UNAVAILABLE" } });
    expect(await p.transaction.findMany({ where: { orderId: b.order.id } })).toMatchObject([{ providerRef: "pi_late_b", amount: b.order.total }]);
    expect(await p.refund.findMany({ where: { orderId: b.order.id } })).toMatchObject([{ status: "REQUESTED", amount: b.order.total }]);
    expect(await p.shoot.count({ where: { orderId: b.order.id } })).toBe(0);
    expect((await p.coupon.findUniqueOrThrow({ where: { id: coupon2.id } })).redemptionCount).toBe(1);
    // Stripe retrying the same payment (new event id) does not book it twice.
    expect(await deliver("checkout.session.completed", paidB)).toMatchObject({ status: 200, body: { status: "FLAGGED" } });
    expect(await p.transaction.count({ where: { orderId: b.order.id } })).toBe(1);
  });
});
