// The team's invoices list on a real database and through its routes (real sessions): every status
// (paid, open, overdue, refunded, quote, void) shown and filtered alike, only the lead's organisation,
// search by number, the CSV export, and the invoice PDF with the company's VAT id for its leads only.
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getInvoicePdf } from "@/app/api/invoices/[id]/pdf/route";
import { GET as exportInvoices } from "@/app/api/team/invoices/export/route";
import type { Prisma, PrismaClient } from "@/lib/db";
import { createCreditsCheckout } from "@/lib/payments/credits-checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { createRefund, createUser } from "@/lib/testing/fixtures";
import { request, routeCaller, routeTestBed, type RouteCaller } from "@/lib/testing/http";
import { pageTexts } from "@/lib/testing/pdf";
import { createTeam, type TestTeam } from "@/lib/testing/teams";
import { findTeamInvoicesPage, loadPayByInvoice, statusWhere, teamInvoiceStatus } from "./queries";
import { acceptQuote, markInvoicePaid, requestQuote, voidQuote } from "./quotes";
import { TEAM_INVOICE_STATUSES, teamInvoicesQuery, type TeamInvoiceStatus } from "./schemas";

let p: PrismaClient;
let api: RouteCaller;
let team: TestTeam;
let other: TestTeam;
const ids = {} as Record<TeamInvoiceStatus, string>;
const now = new Date();
const quiet = { relay: () => {} };

routeTestBed(async ({ db }) => {
  p = db.prisma;
  api = routeCaller(db);
});

/** A card purchase of `quantity` credits by the lead, paid through the test provider: the organisation's invoice id. */
async function cardPurchase(t: TestTeam, quantity: number): Promise<{ invoiceId: string; orderId: string }> {
  const checkout = await createCreditsCheckout(p, { userId: t.lead.id, locale: "en", quantity }, { provider: testProvider, appUrl: "https://lumen.test" });
  if (!checkout.ok) throw new Error(checkout.error);
  await confirmTestPayment(p, { orderId: checkout.orderId, userId: t.lead.id }, testProvider);
  const invoice = await p.invoice.findFirstOrThrow({ where: { orderId: checkout.orderId } });
  return { invoiceId: invoice.id, orderId: checkout.orderId };
}

beforeAll(async () => {
  const admin = await createUser(p, { role: "ADMIN" });
  team = await createTeam(p, { name: "Listing GmbH" });
  other = await createTeam(p, { name: "Other Co" });
  await p.organization.update({ where: { id: team.org.id }, data: { country: "AT", vatId: "ATU12345678", address: "Ring 1", postalCode: "1010", city: "Wien", currency: "EUR" } });
  const ask = (t: TestTeam, quantity = 10) => requestQuote(p, { userId: t.lead.id, quantity, locale: "en" }, quiet).then((q) => q.id);
  const accept = (t: TestTeam, id: string, at = now) => acceptQuote(p, { userId: t.lead.id, quoteId: id, locale: "en" }, { ...quiet, now: at });

  ids.paid = (await cardPurchase(team, 3)).invoiceId;
  // A platform admin's credit note against it (lib/backoffice/money/invoices.ts makes them so): its own
  // number, a negative total, the invoice it credits.
  const { id: _id, number: _number, requestId: _requestId, orderId: _orderId, ...paid } = await p.invoice.findUniqueOrThrow({ where: { id: ids.paid } });
  ids.credit = (await p.invoice.create({ data: { ...(paid as unknown as Prisma.InvoiceUncheckedCreateInput), status: "ISSUED", paidAt: null, dueAt: null, number: "LUM-2099-999999", year: 2099, sequence: 999999, total: -2000, subtotal: -2000, creditNoteForId: ids.paid } })).id;
  const refunded = await cardPurchase(team, 2);
  await createRefund(p, { orderId: refunded.orderId, amount: 5800, decidedAt: now });
  ids.refunded = refunded.invoiceId;
  ids.open = await ask(team, 11);
  await accept(team, ids.open);
  ids.overdue = await ask(team, 12);
  await accept(team, ids.overdue, new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000));
  ids.quote = await ask(team, 13);
  ids.void = await ask(team, 14);
  await voidQuote(p, { invoiceId: ids.void, actorId: team.lead.id });
  // Someone else's invoices, in every state, never show.
  await cardPurchase(other, 1);
  const theirs = await ask(other);
  await accept(other, theirs);
  await markInvoicePaid(p, { invoiceId: theirs, actorId: admin.id });
  await ask(other);
}, 120_000);

describe("the team's invoices list", () => {
  it("shows every invoice and quote of the organisation, each with its status, print view and PDF", async () => {
    const page = await findTeamInvoicesPage(p, team.org.id, teamInvoicesQuery.parse({}), now);
    expect(page.total).toBe(7);
    const byId = new Map(page.items.map((r) => [r.id, r]));
    for (const status of TEAM_INVOICE_STATUSES) expect(byId.get(ids[status])?.status, status).toBe(status);
    const quote = byId.get(ids.quote)!;
    expect(quote).toMatchObject({ number: null, currency: "EUR", creditQuantity: 13, href: `/invoice/${team.org.slug}/${ids.quote}`, pdfHref: `/api/invoices/${ids.quote}/pdf` });
    expect(byId.get(ids.open)!.number).toMatch(/^LUM-\d{4}-\d{6}$/);
    expect(byId.get(ids.paid)!.description).toContain("3");
    // Newest first by default.
    expect(page.items[0]!.id).toBe(ids.void);
  });

  it("filters by each status with the same rules the rows show", async () => {
    for (const status of TEAM_INVOICE_STATUSES) {
      const page = await findTeamInvoicesPage(p, team.org.id, teamInvoicesQuery.parse({ status }), now);
      expect(page.items.map((r) => r.id), status).toEqual([ids[status]]);
      const rows = await p.invoice.findMany({ where: { AND: [{ organizationId: team.org.id }, statusWhere(status, now)] }, include: { order: { select: { status: true } } } });
      for (const row of rows) expect(teamInvoiceStatus(row, now)).toBe(status);
    }
  });

  it("searches by number, sorts by amount, and a bad URL falls back to the defaults", async () => {
    const open = await p.invoice.findUniqueOrThrow({ where: { id: ids.open } });
    const found = await findTeamInvoicesPage(p, team.org.id, teamInvoicesQuery.parse({ q: open.number!.slice(-6) }), now);
    expect(found.items.map((r) => r.id)).toEqual([ids.open]);
    const byTotal = await findTeamInvoicesPage(p, team.org.id, teamInvoicesQuery.parse({ sort: "-total" }), now);
    const totals = byTotal.items.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const garbage = await findTeamInvoicesPage(p, team.org.id, teamInvoicesQuery.parse({ status: "stolen", sort: "-password", page: "-3" }), now);
    expect(garbage.total).toBe(7);
  });

  it("/app/admin/invoice lists the open quote and the unpaid bank-transfer invoices, priced in the organisation's currency", async () => {
    const data = await loadPayByInvoice(p, team.org.id);
    expect(data.currency).toBe("EUR");
    expect(data.creditsOnAcceptance).toBe(false);
    expect(data.rows.map((r) => r.id).sort()).toEqual([ids.open, ids.overdue, ids.quote].sort());
  });
});

describe("the invoices export and the PDF, through their routes", () => {
  const csvOf = async (res: Response) => new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3));

  it("exports the filter's invoices as CSV for the lead, in their language", async () => {
    const res = await api.call(exportInvoices, request("/api/team/invoices/export?status=quote", { locale: "de" }), team.lead.id);
    expect(res.status).toBe(200);
    const lines = (await csvOf(res)).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Nummer,Datum,Beschreibung,Betrag,Währung,Status,Fälligkeitsdatum,Bezahlt am");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Angebot");
    expect(lines[1]).toContain(",EUR,");
    const all = (await csvOf(await api.call(exportInvoices, request("/api/team/invoices/export"), team.owner.id))).split("\r\n").filter(Boolean);
    expect(all).toHaveLength(8);
  });

  it("refuses the export to a member (403) and a signed-out caller (401)", async () => {
    expect((await api.call(exportInvoices, request("/api/team/invoices/export"), team.member.id)).status).toBe(403);
    expect((await api.call(exportInvoices, request("/api/team/invoices/export"), null)).status).toBe(401);
  });

  it("serves the invoice PDF with the company and its VAT id to the organisation's lead, and to nobody outside it", async () => {
    const res = await api.call(getInvoicePdf, request(`/api/invoices/${ids.open}/pdf`), team.lead.id, { id: ids.open });
    expect(res.status).toBe(200);
    const text = pageTexts(await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).join("\n").replace(/\s+/g, " ");
    expect(text).toContain("Listing GmbH");
    expect(text).toContain("VAT ID: ATU12345678");
    expect(text).toContain("VAT reverse charge: the recipient is liable for VAT, Art. 196 Council Directive 2006/112/EC.");
    expect(text).toContain("IBAN DE89 3704 0044 0532 0130 00");
    for (const outsider of [other.lead.id, team.member.id]) {
      expect((await api.call(getInvoicePdf, request(`/api/invoices/${ids.open}/pdf`), outsider, { id: ids.open })).status).toBe(404);
    }
    // The card purchase of an Austrian company is reverse-charged too.
    expect(await p.invoice.findUniqueOrThrow({ where: { id: ids.paid } })).toMatchObject({ reverseCharge: true, vatId: "ATU12345678", tax: 0 });
  });
});
