// The money lists read what their URL asks for: transactions by status, kind, currency, dates and
// search (provider ref, order id, email); refunds open-first with the guarantee's facts; invoices with
// credit notes and what is left to credit; referrals by reward state. A credit note prints as one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { invoiceInclude } from "@/lib/invoices/access";
import { invoiceDocumentText } from "@/lib/invoices/document";
import { invoiceTranslator } from "@/lib/invoices/messages";
import { toInvoiceView } from "@/lib/invoices/view";
import { requestRefund } from "@/lib/payments/refund";
import { testProvider } from "@/lib/payments/providers/test";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganizationWithInvoice, createPaidInvoice, createUser } from "@/lib/testing/fixtures";
import { runSeed } from "@/prisma/seed/index";
import { findInvoicePage, invoiceBatches, issueCreditNote } from "./invoices";
import { findReferralPage } from "./referrals";
import { findRefundPage } from "./refunds";
import { invoiceQuery, referralQuery, refundQuery, transactionQuery } from "./schemas";
import { findTransactionPage, transactionBatches } from "./transactions";

let db: TestDb;
let p: PrismaClient;
let paid: Awaited<ReturnType<typeof createPaidInvoice>>;
let requestedId: string;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p);
  paid = await createPaidInvoice(p, { packageSlug: "starter" });
  await p.download.create({ data: { shootId: paid.shootId, userId: paid.user.id, format: "zip", size: "all" } });
  const out = await requestRefund(p, { userId: paid.user.id, orderId: paid.orderId, reason: "Not me" }, { provider: testProvider, appUrl: "https://lumen.test" });
  if (!out.ok || out.status !== "REQUESTED") throw new Error(JSON.stringify(out));
  requestedId = out.refundId;
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("transactions", () => {
  it("filters by status, kind, currency, dates and searches provider ref, order id and email", async () => {
    const charge = await p.transaction.findFirstOrThrow({ where: { orderId: paid.orderId } });
    const q = (params: Record<string, string>) => findTransactionPage(p, transactionQuery.parse(params));
    expect((await q({ q: paid.user.email })).items.map((t) => t.id)).toEqual([charge.id]);
    expect((await q({ q: charge.providerRef })).items.map((t) => t.id)).toEqual([charge.id]);
    expect((await q({ q: paid.orderId })).items.map((t) => t.id)).toEqual([charge.id]);
    expect((await q({ q: paid.user.email, kind: "REFUND" })).total).toBe(0);
    expect((await q({ q: paid.user.email, status: "FAILED" })).total).toBe(0);
    expect((await q({ q: paid.user.email, currency: charge.currency.toLowerCase() })).total).toBe(1);
    expect((await q({ q: paid.user.email, currency: charge.currency === "USD" ? "EUR" : "USD" })).total).toBe(0);
    const day = charge.createdAt.toISOString().slice(0, 10);
    expect((await q({ q: paid.user.email, from: day, to: day })).total).toBe(1);
    expect((await q({ q: paid.user.email, to: "2000-01-01" })).total).toBe(0);
    // A bad date is ignored, not an error.
    expect((await q({ q: paid.user.email, from: "yesterday" })).total).toBe(1);
    expect((await q({ q: paid.user.email })).items[0]).toMatchObject({ email: paid.user.email, kind: "CHARGE", orderId: paid.orderId });
    const batches: string[] = [];
    for await (const b of transactionBatches(p, transactionQuery.parse({ q: paid.user.email }))) batches.push(...b.map((t) => t.id));
    expect(batches).toEqual([charge.id]);
  });
});

describe("refunds", () => {
  it("shows open requests by default, with the purchase date, days since and downloads", async () => {
    const page = await findRefundPage(p, refundQuery.parse({}));
    const row = page.items.find((r) => r.id === requestedId);
    expect(row).toMatchObject({ status: "REQUESTED", downloads: 1, editsUsed: 0, daysSincePurchase: 0, email: paid.user.email, orderStatus: "PAID" });
    expect((await findRefundPage(p, refundQuery.parse({ status: "COMPLETED" }))).items.find((r) => r.id === requestedId)).toBeUndefined();
    expect((await findRefundPage(p, refundQuery.parse({ status: "all" }))).items.some((r) => r.id === requestedId)).toBe(true);
    expect(refundQuery.parse({ status: "bogus" }).status).toBe("REQUESTED");
  });
});

describe("invoices and credit notes", () => {
  it("lists a credit note as its own document, the invoice with what is left, and prints it as a credit note", async () => {
    const admin = await createUser(p, { role: "ADMIN" });
    const { invoice } = await createOrganizationWithInvoice(p);
    const note = await issueCreditNote(p, { invoiceId: invoice.id, amount: 5000, reason: "Goodwill", actorId: admin.id });
    const page = await findInvoicePage(p, invoiceQuery.parse({ q: "Northwind" }));
    const original = page.items.find((i) => i.id === invoice.id);
    const credit = page.items.find((i) => i.id === note.id);
    expect(original).toMatchObject({ kind: "team", creditable: 25000 });
    expect(credit).toMatchObject({ kind: "creditNote", total: -5000, creditable: 0, creditNoteFor: { id: invoice.id, number: invoice.number } });
    expect((await findInvoicePage(p, invoiceQuery.parse({ kind: "creditNote" }))).items.map((i) => i.id)).toContain(note.id);
    expect((await findInvoicePage(p, invoiceQuery.parse({ kind: "individual" }))).items.map((i) => i.id)).toContain(paid.invoice.id);
    // Every sort field reads, empty dates last.
    for (const sort of invoiceQuery.sortFields) expect((await findInvoicePage(p, invoiceQuery.parse({ sort: `-${sort}` }))).total).toBeGreaterThan(0);
    const all: string[] = [];
    for await (const b of invoiceBatches(p, invoiceQuery.parse({ q: "Northwind" }))) all.push(...b.map((i) => i.id));
    expect(all).toEqual(expect.arrayContaining([invoice.id, note.id]));

    const record = await p.invoice.findUniqueOrThrow({ where: { id: note.id }, include: invoiceInclude });
    const doc = invoiceDocumentText(toInvoiceView(record), await invoiceTranslator("en"));
    expect(doc.title).toBe("Credit note");
    expect(doc.number).toBe(note.number);
    expect(doc.meta).toContainEqual({ label: "Credits invoice", value: invoice.number });
    expect(doc.summary).toBeNull();
    expect(doc.payment).toBeNull();
    expect(doc.notes.join(" ")).toContain(invoice.number!);
  });
});

describe("referrals", () => {
  it("filters by reward state and searches both people's emails", async () => {
    const [referrer, friend] = await Promise.all([createUser(p), createUser(p)]);
    await p.referral.create({ data: { referrerId: referrer.id, referredUserId: friend.id, rewardState: "WITHDRAWN", rewardCredits: 1, rewardNote: "REFUNDED" } });
    expect((await findReferralPage(p, referralQuery.parse({ q: friend.email }))).items).toMatchObject([{ referrer: { email: referrer.email }, rewardState: "WITHDRAWN" }]);
    expect((await findReferralPage(p, referralQuery.parse({ q: referrer.email, reward: "PENDING" }))).total).toBe(0);
    expect((await findReferralPage(p, referralQuery.parse({ q: referrer.email, reward: "WITHDRAWN" }))).total).toBe(1);
    for (const sort of referralQuery.sortFields) expect((await findReferralPage(p, referralQuery.parse({ sort }))).total).toBeGreaterThan(0);
  });
});
