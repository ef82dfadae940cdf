// Buying team credits through the same checkout and fulfilment as a package: the test provider's page
// and Stripe's signed webhook, on real databases. Credits are booked once however often the payment is
// reported (a PURCHASE ledger row), the invoice is the organisation's in the buyer's language, and the
// wizard's first purchase opens the team lead area.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { signedEvent, startStripeApi, WEBHOOK_SECRET } from "@/lib/testing/stripe";
import { findInvoiceFor } from "@/lib/invoices/access";
import { invoiceDocumentText } from "@/lib/invoices/document";
import { invoiceTranslator } from "@/lib/invoices/messages";
import { toInvoiceView } from "@/lib/invoices/view";
import { setParameter } from "@/lib/parameters/update";
import { creditLedger } from "@/lib/teams/credits";
import { SETUP_STEPS } from "@/lib/teams/setup-steps";
import { checkoutBlock } from "./blocked";
import { createCreditsCheckout } from "./credits-checkout";
import { failOrder } from "./fail";
import { fulfilOrder } from "./fulfil";
import { getOrderSummary } from "./orders";
import { stripeProvider } from "./providers/stripe";
import { testProvider } from "./providers/test";
import { handleStripeWebhook } from "./stripe-webhook";
import { confirmTestPayment } from "./test-mode";

const opts = { provider: testProvider, appUrl: "https://lumen.test" };
const BEFORE_PAYMENT = SETUP_STEPS.filter((s) => s !== "payment");

/** An owner whose wizard is at the payment step (every earlier step saved), and their organisation. */
async function wizardAtPayment(p: PrismaClient, options: { setupCompletedAt?: Date; steps?: string[]; locale?: string } = {}) {
  const owner = await createUser(p, { locale: options.locale ?? "en" });
  const org = await createOrganization(p, {
    name: "Northwind Traders", ownerId: owner.id, setupSteps: options.steps ?? [...BEFORE_PAYMENT], setupCompletedAt: options.setupCompletedAt ?? null,
    address: "Hauptstraße 1", city: "Berlin", postalCode: "10115", country: "DE", vatId: "DE123456789", billingEmail: "billing@northwind.test",
    members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }],
  });
  return { owner, org };
}

describe("credits on the test provider (pglite)", () => {
  let db: TestDb;
  let p: PrismaClient;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    p = db.prisma;
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("prices the order with the volume discount in the buyer's currency and sends them to the test page", async () => {
    const { owner, org } = await wizardAtPayment(p);
    const res = await createCreditsCheckout(p, { userId: owner.id, locale: "de", quantity: 25 }, opts);
    expect(res).toEqual({ ok: true, orderId: expect.any(String), url: expect.stringMatching(/^\/de\/checkout\/redirect\?order=\w+$/) });
    if (!res.ok) throw new Error("unreachable");
    expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({
      kind: "CREDITS", userId: owner.id, organizationId: org.id, status: "PENDING", quantity: 25, currency: "EUR", subtotal: 72500, discount: 14500, total: 58000, provider: "test",
      metadata: { type: "teamCredits", purpose: "setup", percent: 20, unitAmount: 2900, locale: "de" },
    });
    const en = await createCreditsCheckout(p, { userId: owner.id, locale: "en", quantity: 3 }, opts);
    if (!en.ok) throw new Error("unreachable");
    expect(await p.order.findUniqueOrThrow({ where: { id: en.orderId } })).toMatchObject({ currency: "USD", total: 8700, discount: 0 });
    // One open credits checkout per person: the first one ended.
    expect((await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).status).toBe("CANCELED");
  });

  it("prices at the platform admins' teams.creditPrice and teams.volumeDiscounts at the next checkout (no restart)", async () => {
    const { owner } = await wizardAtPayment(p);
    const admin = await createUser(p, { role: "ADMIN" });
    try {
      await setParameter(p, { key: "teams.creditPrice", value: { USD: 3500, EUR: 3100 }, actorId: admin.id });
      await setParameter(p, { key: "teams.volumeDiscounts", value: [{ minCredits: 20, percent: 25 }], actorId: admin.id });
      const res = await createCreditsCheckout(p, { userId: owner.id, locale: "de", quantity: 25 }, opts);
      if (!res.ok) throw new Error(res.error);
      expect(await p.order.findUniqueOrThrow({ where: { id: res.orderId } })).toMatchObject({
        currency: "EUR", subtotal: 77500, discount: 19375, total: 58125, metadata: { percent: 25, unitAmount: 3100 },
      });
    } finally {
      await p.parameter.deleteMany({ where: { key: { startsWith: "teams." } } });
    }
  });

  it("books the credits, the charge and the invoice once, and finishes the wizard; a replay changes nothing", async () => {
    const { owner, org } = await wizardAtPayment(p, { locale: "de" });
    const res = await createCreditsCheckout(p, { userId: owner.id, locale: "de", quantity: 50 }, opts);
    if (!res.ok) throw new Error(res.error);
    const first = await confirmTestPayment(p, { orderId: res.orderId, userId: owner.id }, testProvider);
    expect(first).toMatchObject({ status: "PAID", orderId: res.orderId, shootId: null, invoiceNumber: expect.stringMatching(/^LUM-\d{4}-\d{6}$/), alreadyFulfilled: false });
    // The organisation whose wizard this payment finished is named once, for its saved invites to be sent.
    expect(first).toMatchObject({ teamSetupFinished: org.id });
    // The same payment reported again (a second click, a replayed webhook with its event id).
    const again = await confirmTestPayment(p, { orderId: res.orderId, userId: owner.id }, testProvider);
    expect(again).toMatchObject({ status: "PAID", alreadyFulfilled: true });
    expect(again).not.toHaveProperty("teamSetupFinished");
    const replay = await fulfilOrder(p, res.orderId, { provider: "test", providerRef: `test_${res.orderId}`, amount: 101500, currency: "EUR", eventId: "evt_replayed", eventType: "replay" });
    expect(replay).toMatchObject({ status: "PAID", alreadyFulfilled: true });

    const after = await p.organization.findUniqueOrThrow({ where: { id: org.id } });
    expect(after).toMatchObject({ credits: 50, creditsReserved: 0 });
    expect(after.setupCompletedAt).toBeInstanceOf(Date);
    expect(after.setupSteps).toEqual([...SETUP_STEPS]);
    const ledger = await creditLedger(p, org.id, { skip: 0, take: 10 });
    expect(ledger).toMatchObject({ total: 1, bought: 50, used: 0 });
    expect(ledger.rows).toEqual([expect.objectContaining({ action: "PURCHASE", delta: 50, balanceAfter: 50, reservedAfter: 0, refType: "order", refId: res.orderId })]);
    expect(await p.transaction.count({ where: { orderId: res.orderId } })).toBe(1);
    const invoices = await p.invoice.findMany({ where: { orderId: res.orderId } });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      organizationId: org.id, userId: owner.id, status: "PAID", currency: "EUR", subtotal: 101500, total: 101500, tax: 0, locale: "de", vatId: "DE123456789",
      buyer: { name: owner.name, email: "billing@northwind.test", address: "Hauptstraße 1\n10115 Berlin\nDeutschland" },
      lines: [
        { description: "50 Team-Credits", quantity: 50, unitAmount: 2900, amount: 145000 },
        { description: "Mengenrabatt (30\u00a0%)", quantity: 1, unitAmount: -43500, amount: -43500 },
      ],
    });
    // The invoice as its page and PDF show it, to the organisation's owner: the organisation, the payer, the billing address.
    const record = await findInvoiceFor(p, { userId: owner.id, admin: false }, invoices[0]!.number!);
    const doc = invoiceDocumentText(toInvoiceView(record!), await invoiceTranslator("de"));
    expect(doc.buyer.lines).toEqual(["Northwind Traders", owner.name, "Hauptstraße 1", "10115 Berlin", "Deutschland", "billing@northwind.test"]);
    expect(doc.buyer.vatId).toContain("DE123456789");
    // The saved invites are left for the invites code to send after this.
    expect(await p.invite.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it("sends the buyer back to the members page after the wizard's purchase, to the credits page after a top-up", async () => {
    const { owner } = await wizardAtPayment(p);
    const setup = await createCreditsCheckout(p, { userId: owner.id, locale: "es", quantity: 10 }, opts);
    if (!setup.ok) throw new Error(setup.error);
    await confirmTestPayment(p, { orderId: setup.orderId, userId: owner.id }, testProvider);
    expect((await getOrderSummary(p, setup.orderId, owner.id, "es"))?.teamCredits).toEqual({
      label: "10 créditos de equipo", discountLabel: "Descuento por volumen (10\u00a0%)",
      paidUrl: `/es/app/admin/members?order=${setup.orderId}`, retryUrl: `/es/app/admin/team/new/payment?canceled=1&order=${setup.orderId}`,
    });
    const topup = await createCreditsCheckout(p, { userId: owner.id, locale: "en", quantity: 1 }, opts);
    if (!topup.ok) throw new Error(topup.error);
    expect((await p.order.findUniqueOrThrow({ where: { id: topup.orderId } })).metadata).toMatchObject({ purpose: "topup" });
    const summary = await getOrderSummary(p, topup.orderId, owner.id, "en");
    expect(summary?.teamCredits).toMatchObject({ label: "1 team credit", discountLabel: null, paidUrl: `/app/admin/credits?order=${topup.orderId}`, retryUrl: `/app/admin/credits?canceled=1&order=${topup.orderId}` });
    expect(summary?.discountSource).toBeNull();
    expect(await confirmTestPayment(p, { orderId: topup.orderId, userId: owner.id }, testProvider)).not.toHaveProperty("teamSetupFinished");
    expect(await creditLedger(p, (await p.order.findUniqueOrThrow({ where: { id: topup.orderId } })).organizationId!, { skip: 0, take: 10 })).toMatchObject({ total: 2, bought: 11 });
  });

  it("lets a lead buy, and refuses a member, someone without a team, an unfinished wizard and a quantity out of range", async () => {
    const { org } = await wizardAtPayment(p, { setupCompletedAt: new Date(), steps: [...SETUP_STEPS] });
    const [lead, member, loner] = [await createUser(p), await createUser(p), await createUser(p)];
    await p.membership.createMany({ data: [{ userId: lead.id, organizationId: org.id, role: "LEAD", status: "JOINED" }, { userId: member.id, organizationId: org.id, role: "MEMBER", status: "JOINED" }] });
    expect(await createCreditsCheckout(p, { userId: lead.id, locale: "en", quantity: 5 }, opts)).toMatchObject({ ok: true });
    expect(await createCreditsCheckout(p, { userId: member.id, locale: "en", quantity: 5 }, opts)).toEqual({ ok: false, error: "FORBIDDEN" });
    expect(await createCreditsCheckout(p, { userId: loner.id, locale: "en", quantity: 5 }, opts)).toEqual({ ok: false, error: "NO_TEAM" });
    for (const quantity of [0, 1001, 2.5]) expect(await createCreditsCheckout(p, { userId: lead.id, locale: "en", quantity }, opts)).toEqual({ ok: false, error: "INVALID_QUANTITY" });
    // blocked.ts still blocks only the member's personal purchases.
    expect(await checkoutBlock(p, member.id)).toBe("TEAM_MEMBER");
    expect(await checkoutBlock(p, lead.id)).toBeNull();

    const early = await wizardAtPayment(p, { steps: ["intro", "company-details", "branding"] });
    expect(await createCreditsCheckout(p, { userId: early.owner.id, locale: "en", quantity: 5 }, opts)).toEqual({ ok: false, error: "SETUP_INCOMPLETE" });
    expect(await p.order.count({ where: { organizationId: early.org.id } })).toBe(0);
  });

  it("books nothing for a declined payment, and nothing for another person's confirmation", async () => {
    const { owner, org } = await wizardAtPayment(p);
    const res = await createCreditsCheckout(p, { userId: owner.id, locale: "en", quantity: 10 }, opts);
    if (!res.ok) throw new Error(res.error);
    const stranger = await createUser(p);
    await expect(confirmTestPayment(p, { orderId: res.orderId, userId: stranger.id }, testProvider)).rejects.toMatchObject({ code: "NOT_YOUR_ORDER" });
    await failOrder(p, res.orderId, { reason: "declined (test)", provider: "test" });
    expect(await confirmTestPayment(p, { orderId: res.orderId, userId: owner.id }, testProvider)).toEqual({ status: "FAILED" });
    expect(await p.organization.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ credits: 0, setupCompletedAt: null });
    expect((await getOrderSummary(p, res.orderId, owner.id, "en"))?.teamCredits?.retryUrl).toBe(`/app/admin/team/new/payment?canceled=1&order=${res.orderId}`);
  });

  it("refuses a payment that does not match the order's total", async () => {
    const { owner, org } = await wizardAtPayment(p);
    const res = await createCreditsCheckout(p, { userId: owner.id, locale: "en", quantity: 10 }, opts);
    if (!res.ok) throw new Error(res.error);
    await expect(fulfilOrder(p, res.orderId, { provider: "test", providerRef: "test_x", amount: 100, currency: "USD" })).rejects.toMatchObject({ code: "AMOUNT_MISMATCH" });
    expect((await p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(0);
  });
});

describe("credits through Stripe's webhook (postgres)", () => {
  let db: TestDb;
  let p: PrismaClient;
  let api: Awaited<ReturnType<typeof startStripeApi>>;
  beforeAll(async () => {
    db = await openTestDb("postgres");
    p = db.prisma;
    api = await startStripeApi();
  });
  afterAll(async () => {
    await api?.close();
    await db?.cleanup();
  });

  it("books the credits once when the same payment is reported many times at once", async () => {
    const stripe = stripeProvider(api.config);
    const { owner, org } = await wizardAtPayment(p);
    const res = await createCreditsCheckout(p, { userId: owner.id, locale: "en", quantity: 12 }, { provider: stripe, appUrl: "https://lumen.test" });
    if (!res.ok) throw new Error(res.error);
    const order = await p.order.findUniqueOrThrow({ where: { id: res.orderId } });
    const session = api.sessions.get(order.providerSessionId!)!;
    expect(res.url).toBe(session.url);
    const paid = api.pay(session.id);
    const deliver = (id?: string) => {
      const { payload, signature } = signedEvent("checkout.session.completed", { ...paid }, { id });
      return handleStripeWebhook(p, payload, signature, WEBHOOK_SECRET);
    };
    const answers = await Promise.all([deliver("evt_same"), deliver("evt_same"), deliver(), deliver(), deliver()]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await p.organization.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ credits: 12 });
    expect(await p.creditLedgerEntry.count({ where: { organizationId: org.id, action: "PURCHASE" } })).toBe(1);
    expect(await p.transaction.count({ where: { orderId: order.id } })).toBe(1);
    expect(await p.invoice.count({ where: { orderId: order.id } })).toBe(1);
    expect((await p.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
  });
});
