// Pay by bank transfer on a real (PGlite) database: a quote at the tier price in the organisation's
// currency, its acceptance (a gap-free number, net 30, bank details, the email; credits at once only
// with the platform admins' switch), withdrawal, and a platform admin marking the invoice paid. Hostile
// users throughout: 9 credits, another organisation's quote, a member, replays.
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { formatInvoiceNumber, parseInvoiceNumber } from "@/lib/db/invoice-number";
import { invoiceInclude } from "@/lib/invoices/access";
import { invoiceTranslator } from "@/lib/invoices/messages";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import { toInvoiceView } from "@/lib/invoices/view";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { pageTexts } from "@/lib/testing/pdf";
import { createTeam, ledgerState, type TestTeam } from "@/lib/testing/teams";
import { setParameter } from "@/lib/parameters/update";
import { setOrganizationFeature } from "../settings";
import { acceptQuote, markInvoicePaid, MAX_OPEN_QUOTES, requestQuote, voidQuote } from "./quotes";

let db: TestDb;
let p: PrismaClient;
let admin: { id: string };
const quiet = { relay: () => {} };

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  admin = await createUser(p, { role: "ADMIN" });
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
});

const code = (promise: Promise<unknown>) => promise.then(() => "done", (e: { code?: string }) => e.code ?? String(e));

/** A team with company details: by default a French company with a valid VAT id (the seller is German). */
async function billedTeam(details: { country?: string; vatId?: string | null; currency?: string } = {}): Promise<TestTeam> {
  const team = await createTeam(p);
  await p.organization.update({
    where: { id: team.org.id },
    data: {
      name: "Lumière SARL", address: "12 rue de la Paix", postalCode: "75002", city: "Paris", country: details.country ?? "FR",
      vatId: details.vatId === undefined ? "FR40303265045" : details.vatId, billingEmail: "compta@lumiere.test", currency: details.currency ?? "EUR",
    },
  });
  return team;
}

describe("asking for a quote", () => {
  it("refuses fewer than 10 credits, more than 1000 and anything that is not a number, and writes nothing", async () => {
    const team = await billedTeam();
    for (const quantity of [9, 0, -10, 10.5, "9", "ten", "", null, 1001]) {
      const refused = await code(requestQuote(p, { userId: team.lead.id, quantity, locale: "en" }, quiet));
      expect(refused, String(quantity)).toBe(quantity === 1001 ? "MAX_QUANTITY" : "MIN_QUANTITY");
    }
    expect(await p.invoice.count({ where: { organizationId: team.org.id } })).toBe(0);
  });

  it("is a lead's or owner's: a member is FORBIDDEN, someone without a team NOT_FOUND", async () => {
    const team = await billedTeam();
    expect(await code(requestQuote(p, { userId: team.member.id, quantity: 10, locale: "en" }, quiet))).toBe("FORBIDDEN");
    expect(await code(requestQuote(p, { userId: (await createUser(p)).id, quantity: 10, locale: "en" }, quiet))).toBe("NOT_FOUND");
    expect(await code(requestQuote(p, { userId: team.owner.id, quantity: 10, locale: "en" }, quiet))).toBe("done");
  });

  it("prices the credits at the tier in the organisation's currency, without a number, in the lead's language", async () => {
    const team = await billedTeam({ currency: "EUR" });
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 25, locale: "de" }, quiet);
    const row = await p.invoice.findUniqueOrThrow({ where: { id: quote.id } });
    // 25 × 29 € = 725 €, 20 % off = 580 €.
    expect(row).toMatchObject({
      status: "QUOTE", number: null, year: null, currency: "EUR", subtotal: 58000, tax: 0, total: 58000, creditQuantity: 25, paymentTermsDays: 30,
      locale: "de", organizationId: team.org.id, userId: team.lead.id, vatId: "FR40303265045", reverseCharge: true, issuedAt: null, dueAt: null,
    });
    expect(row.lines).toEqual([
      { description: expect.stringContaining("25"), quantity: 25, unitAmount: 2900, amount: 72500 },
      { description: expect.stringContaining("20"), quantity: 1, unitAmount: -14500, amount: -14500 },
    ]);
    expect(row.buyer).toMatchObject({ email: "compta@lumiere.test", address: "12 rue de la Paix\n75002 Paris\nFrankreich", country: "FR" });
    expect(row.seller).toMatchObject({ country: "DE", bank: { iban: "DE89370400440532013000", bic: "COBADEFFXXX", bankName: "Commerzbank" } });
    expect(await p.auditLog.count({ where: { targetId: quote.id, action: "team.quote.request", actorId: team.lead.id } })).toBe(1);
    // A US organisation's quote is in dollars.
    const us = await billedTeam({ country: "US", vatId: null, currency: "USD" });
    expect(await requestQuote(p, { userId: us.lead.id, quantity: 10, locale: "en" }, quiet)).toMatchObject({ currency: "USD", total: 26100 });
  });

  it(`holds at most ${MAX_OPEN_QUOTES} open quotes per organisation`, async () => {
    const team = await billedTeam();
    for (let i = 0; i < MAX_OPEN_QUOTES; i++) await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    expect(await code(requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet))).toBe("TOO_MANY_QUOTES");
    const one = await p.invoice.findFirstOrThrow({ where: { organizationId: team.org.id, status: "QUOTE" } });
    await voidQuote(p, { invoiceId: one.id, actorId: team.lead.id });
    expect(await code(requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet))).toBe("done");
  });
});

describe("accepting a quote", () => {
  it("issues the invoice once: the next number, net 30, bank details, the email; credits wait for the payment by default", async () => {
    const team = await billedTeam();
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    const now = new Date("2026-11-27T10:00:00Z");
    const counter = (await p.invoiceCounter.findUnique({ where: { year: 2026 } }))?.last ?? 0;
    const accepted = await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, { ...quiet, now });
    expect(accepted).toMatchObject({ invoiceId: quote.id, number: formatInvoiceNumber(2026, counter + 1), creditsGranted: false, alreadyAccepted: false });
    const invoice = await p.invoice.findUniqueOrThrow({ where: { id: quote.id } });
    expect(invoice).toMatchObject({ status: "ISSUED", number: accepted.number, year: 2026, sequence: counter + 1, issuedAt: now, paymentTermsDays: 30, creditsGrantedAt: null, paidAt: null });
    expect(invoice.dueAt).toEqual(new Date("2026-12-27T10:00:00Z"));
    expect(await ledgerState(p, team.org.id)).toEqual({ credits: 0, reserved: 0, ledgerSum: 0 });
    const mail = await p.emailOutbox.findFirstOrThrow({ where: { template: "team-invoice-issued", to: team.lead.email } });
    expect(mail.subject).toContain(accepted.number);
    expect(mail.text).toContain(`/invoice/${team.org.slug}/${quote.id}`);
    expect(mail.text).toContain("December 27, 2026");

    // A double click or a replay: the same invoice, no second number, no second email.
    const again = await acceptQuote(p, { userId: team.owner.id, quoteId: quote.id, locale: "en" }, { ...quiet, now: new Date("2026-11-28T10:00:00Z") });
    expect(again).toEqual({ ...accepted, alreadyAccepted: true });
    expect((await p.invoiceCounter.findUniqueOrThrow({ where: { year: 2026 } })).last).toBe(counter + 1);
    expect(await p.emailOutbox.count({ where: { template: "team-invoice-issued", to: { in: [team.lead.email, team.owner.email] } } })).toBe(1);
    expect(await p.auditLog.count({ where: { targetId: quote.id, action: "team.quote.accept" } })).toBe(1);
  });

  it("grants the credits at once when the platform admin switched it on for the organisation, once", async () => {
    const team = await billedTeam();
    await setOrganizationFeature(p, { organizationId: team.org.id, feature: "invoiceCreditsBeforePayment", enabled: true, actorId: admin.id });
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 12, locale: "en" }, quiet);
    const accepted = await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, quiet);
    expect(accepted.creditsGranted).toBe(true);
    await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, quiet);
    expect(await ledgerState(p, team.org.id)).toEqual({ credits: 12, reserved: 0, ledgerSum: 12 });
    expect(await p.creditLedgerEntry.findFirstOrThrow({ where: { organizationId: team.org.id } })).toMatchObject({
      action: "PURCHASE", delta: 12, refType: "invoice", refId: quote.id, idempotencyKey: `invoice:${quote.id}:team-credits`, createdById: team.lead.id,
    });
    // Marked paid later: paid, and still 12 credits.
    expect(await markInvoicePaid(p, { invoiceId: quote.id, actorId: admin.id })).toEqual({ paid: true, creditsGranted: false });
    expect(await ledgerState(p, team.org.id)).toEqual({ credits: 12, reserved: 0, ledgerSum: 12 });
  });

  it("is NOT_FOUND for another organisation's quote (and theirs stays a quote), FORBIDDEN for a member", async () => {
    const ours = await billedTeam();
    const theirs = await billedTeam();
    const quote = await requestQuote(p, { userId: theirs.lead.id, quantity: 10, locale: "en" }, quiet);
    expect(await code(acceptQuote(p, { userId: ours.lead.id, quoteId: quote.id, locale: "en" }, quiet))).toBe("NOT_FOUND");
    expect(await code(voidQuote(p, { invoiceId: quote.id, actorId: ours.lead.id }))).toBe("NOT_FOUND");
    expect(await code(acceptQuote(p, { userId: theirs.member.id, quoteId: quote.id, locale: "en" }, quiet))).toBe("FORBIDDEN");
    expect(await code(voidQuote(p, { invoiceId: quote.id, actorId: theirs.member.id }))).toBe("FORBIDDEN");
    expect(await code(acceptQuote(p, { userId: ours.lead.id, quoteId: "'; DROP TABLE \"Invoice\"; --", locale: "en" }, quiet))).toBe("NOT_FOUND");
    expect(await code(acceptQuote(p, { userId: ours.lead.id, quoteId: "cmnotaquote000000000000000", locale: "en" }, quiet))).toBe("NOT_FOUND");
    // A card invoice of their own is no quote either.
    expect(await p.invoice.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ status: "QUOTE", number: null });
  });

  it("refuses a withdrawn quote, and a withdrawn quote stays withdrawn; an accepted one cannot be withdrawn", async () => {
    const team = await billedTeam();
    const withdrawn = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    expect(await voidQuote(p, { invoiceId: withdrawn.id, actorId: team.lead.id })).toEqual({ voided: true });
    expect(await voidQuote(p, { invoiceId: withdrawn.id, actorId: team.lead.id })).toEqual({ voided: false });
    expect(await code(acceptQuote(p, { userId: team.lead.id, quoteId: withdrawn.id, locale: "en" }, quiet))).toBe("QUOTE_CLOSED");
    expect(await p.invoice.findUniqueOrThrow({ where: { id: withdrawn.id } })).toMatchObject({ status: "VOID", number: null });
    expect(await p.auditLog.count({ where: { targetId: withdrawn.id, action: "team.quote.void" } })).toBe(1);

    const accepted = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    await acceptQuote(p, { userId: team.lead.id, quoteId: accepted.id, locale: "en" }, quiet);
    expect(await code(voidQuote(p, { invoiceId: accepted.id, actorId: team.lead.id }))).toBe("QUOTE_CLOSED");
    // A platform admin may withdraw any quote.
    const other = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    expect(await voidQuote(p, { invoiceId: other.id, actorId: admin.id })).toEqual({ voided: true });
  });
});

describe("a platform admin marks an invoice paid", () => {
  it("sets it paid and grants the credits once, with a ledger row and an audit row; twice changes nothing", async () => {
    const team = await billedTeam();
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    expect(await code(markInvoicePaid(p, { invoiceId: quote.id, actorId: admin.id }))).toBe("NOT_PAYABLE");
    await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, quiet);
    const paidAt = new Date("2026-12-01T09:00:00Z");
    expect(await markInvoicePaid(p, { invoiceId: quote.id, actorId: admin.id }, { now: paidAt })).toEqual({ paid: true, creditsGranted: true });
    expect(await markInvoicePaid(p, { invoiceId: quote.id, actorId: admin.id })).toEqual({ paid: false, creditsGranted: false });
    expect(await p.invoice.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ status: "PAID", paidAt, creditsGrantedAt: paidAt });
    expect(await ledgerState(p, team.org.id)).toEqual({ credits: 10, reserved: 0, ledgerSum: 10 });
    expect(await p.creditLedgerEntry.count({ where: { organizationId: team.org.id, refType: "invoice", refId: quote.id } })).toBe(1);
    const audits = await p.auditLog.findMany({ where: { targetId: quote.id, action: "invoice.markPaid" } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, data: { paid: true, creditsGranted: true } });
  });

  it("is refused to anyone but a platform admin, and for a void quote or an unknown invoice", async () => {
    const team = await billedTeam();
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, quiet);
    for (const actor of [team.lead, team.owner, team.member]) expect(await code(markInvoicePaid(p, { invoiceId: quote.id, actorId: actor.id }))).toBe("FORBIDDEN");
    expect(await p.invoice.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ status: "ISSUED", paidAt: null });
    const voided = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    await voidQuote(p, { invoiceId: voided.id, actorId: team.lead.id });
    expect(await code(markInvoicePaid(p, { invoiceId: voided.id, actorId: admin.id }))).toBe("NOT_PAYABLE");
    expect(await code(markInvoicePaid(p, { invoiceId: "cmnotaninvoice00000000000", actorId: admin.id }))).toBe("NOT_FOUND");
    expect(await ledgerState(p, team.org.id)).toEqual({ credits: 0, reserved: 0, ledgerSum: 0 });
  });
});

describe("the invoice document", () => {
  async function pdfText(id: string): Promise<string> {
    const view = toInvoiceView(await p.invoice.findUniqueOrThrow({ where: { id }, include: invoiceInclude }));
    const bytes = await renderInvoicePdf(view, await invoiceTranslator(view.locale));
    // One line: a sentence wraps where the page ends.
    return pageTexts(await PDFDocument.load(bytes)).join("\n").replace(/\s+/g, " ");
  }

  it("an EU business buyer abroad: the company, its VAT id, 0 VAT with the reverse-charge wording in its language, the bank details and net 30", async () => {
    const team = await billedTeam();
    const quote = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "es" }, quiet);
    const quoteText = await pdfText(quote.id);
    expect(quoteText).toContain("Presupuesto");
    expect(quoteText).toContain("Inversión del sujeto pasivo");
    expect(quoteText).not.toContain("IBAN");

    const accepted = await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "es" }, quiet);
    const text = await pdfText(quote.id);
    expect(parseInvoiceNumber(accepted.number)).not.toBeNull();
    for (const expected of [accepted.number, "Lumière SARL", "12 rue de la Paix", "75002 Paris", "compta@lumiere.test", "NIF-IVA: FR40303265045",
      "IVA (inversión del sujeto pasivo)", "art. 196 de la Directiva 2006/112/CE del Consejo", "DE89 3704 0044 0532 0130 00", "COBADEFFXXX", "30 días netos", "261 €"]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("a buyer in the seller's country, or without a valid VAT id: no reverse charge", async () => {
    const german = await billedTeam({ country: "DE", vatId: "DE123456789" });
    const noVat = await billedTeam({ country: "FR", vatId: "FR123" });
    for (const team of [german, noVat]) {
      const quote = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
      await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, quiet);
      expect(await p.invoice.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ reverseCharge: false, tax: 0 });
      const text = await pdfText(quote.id);
      expect(text).not.toContain("reverse charge");
      expect(text).toContain("PAYMENT BY BANK TRANSFER");
    }
  });
});

describe("the platform admins' parameters", () => {
  it("price, smallest quantity and payment terms follow a change at the next quote, without a restart; a quote keeps its terms", async () => {
    const team = await billedTeam({ currency: "EUR" });
    const before = await requestQuote(p, { userId: team.lead.id, quantity: 10, locale: "en" }, quiet);
    try {
      for (const [key, value] of [
        ["teams.creditPrice", { USD: 3500, EUR: 3000 }], ["teams.volumeDiscounts", [{ minCredits: 5, percent: 50 }]],
        ["teams.invoiceMinCredits", 5], ["teams.invoicePaymentTermsDays", 14],
      ] as const) expect(await setParameter(p, { key, value, actorId: admin.id })).toEqual({ changed: true });
      // 5 credits are enough now, at 30 € each with 50 % off, net 14.
      const quote = await requestQuote(p, { userId: team.lead.id, quantity: 5, locale: "en" }, quiet);
      expect(quote).toMatchObject({ total: 7500, currency: "EUR" });
      expect(await p.invoice.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ paymentTermsDays: 14, creditQuantity: 5 });
      const now = new Date("2026-11-27T10:00:00Z");
      const accepted = await acceptQuote(p, { userId: team.lead.id, quoteId: quote.id, locale: "en" }, { ...quiet, now });
      expect(accepted.dueAt).toEqual(new Date("2026-12-11T10:00:00Z"));
      // The quote made before the change keeps the terms it stated (net 30).
      const older = await acceptQuote(p, { userId: team.lead.id, quoteId: before.id, locale: "en" }, { ...quiet, now });
      expect(older.dueAt).toEqual(new Date("2026-12-27T10:00:00Z"));
      // Raised again: 5 is refused with the new smallest quantity.
      await setParameter(p, { key: "teams.invoiceMinCredits", value: 20, actorId: admin.id });
      await expect(requestQuote(p, { userId: team.lead.id, quantity: 19, locale: "en" }, quiet)).rejects.toMatchObject({ code: "MIN_QUANTITY", values: { min: 20 } });
    } finally {
      await p.parameter.deleteMany({ where: { key: { startsWith: "teams." } } });
    }
  });
});

