// Invoices on a real (PGlite) database: who may see which invoice, the list, refunds and the net
// amount, the Bill to field through its HTTP handler, the preview, and the PDF read back with pdf-lib.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as putBillTo } from "@/app/api/invoices/[id]/bill-to/route";
import { GET as getInvoicePdf } from "@/app/api/invoices/[id]/pdf/route";
import { setDbForTests, type PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { createCheckout } from "@/lib/payments/checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { authHarness, SESSION_COOKIE } from "@/lib/testing/auth";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createOrganizationWithInvoice, createPaidInvoice, createRefund, createUser } from "@/lib/testing/fixtures";
import { pageTexts } from "@/lib/testing/pdf";
import { runSeed } from "@/prisma/seed/index";
import { findInvoiceFor, viewerFor, type Viewer } from "./access";
import { BILL_TO_MAX_CHARS, BILL_TO_MAX_LINES, parseBillTo } from "./bill-to";
import { invoiceDocumentText } from "./document";
import { listInvoices } from "./list";
import { invoiceTranslator } from "./messages";
import { renderInvoicePdf } from "./pdf";
import { invoicePreview } from "./preview";
import { toInvoiceView } from "./view";
import { toWinAnsi } from "./winansi";

let db: TestDb;
let p: PrismaClient;
let auth: ReturnType<typeof authHarness>;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  setDbForTests(db);
  auth = authHarness({ db: p, secret: env.AUTH_SECRET });
  await runSeed(p, { demo: true });
});
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

const viewer = (userId: string, admin = false): Viewer => ({ userId, admin });

const cookies = new Map<string, string>();
/** `request` as the app's route gets it from `userId`'s browser: their session cookie (none when signed out), over http like the harness's cookie. */
async function from(request: Request, userId: string | null | undefined): Promise<Request> {
  const headers = new Headers(request.headers);
  if (userId) {
    if (!cookies.has(userId)) cookies.set(userId, await auth.signIn(userId));
    headers.set("cookie", `${SESSION_COOKIE}=${cookies.get(userId)}`);
  }
  return new Request(request.url.replace(/^https:/, "http:"), { method: request.method, headers, body: request.body ? await request.text() : undefined });
}
type As = { userId: string | null | undefined; ref: string };
const handleBillTo = async (request: Request, as: As) => putBillTo(await from(request, as.userId), { params: Promise.resolve({ id: as.ref }) });
const handleInvoicePdf = async (request: Request, as: As) => getInvoicePdf(await from(request, as.userId), { params: Promise.resolve({ id: as.ref }) });

async function viewOf(id: string, as: Viewer) {
  const record = await findInvoiceFor(p, as, id);
  if (!record) throw new Error(`invoice ${id} not visible`);
  return toInvoiceView(record);
}

describe("who sees an invoice", () => {
  it("the buyer sees their invoice by id and by number; another person and bad references get nothing; admins see it", async () => {
    const { user, invoice } = await createPaidInvoice(p);
    const other = await createUser(p);
    const admin = await createUser(p, { role: "ADMIN" });
    expect((await findInvoiceFor(p, viewer(user.id), invoice.id))?.id).toBe(invoice.id);
    expect((await findInvoiceFor(p, viewer(user.id), invoice.number!))?.id).toBe(invoice.id);
    expect(await findInvoiceFor(p, viewer(other.id), invoice.id)).toBeNull();
    expect(await findInvoiceFor(p, viewer(other.id), invoice.number!)).toBeNull();
    expect(await findInvoiceFor(p, viewer(user.id), "../../etc/passwd")).toBeNull();
    expect(await findInvoiceFor(p, viewer(user.id), "LUM-20-1")).toBeNull();
    // The admin flag comes from the database, not from what the caller claims.
    expect(await viewerFor(p, admin.id)).toEqual({ userId: admin.id, admin: true });
    expect(await viewerFor(p, other.id)).toEqual({ userId: other.id, admin: false });
    expect(await viewerFor(p, "nobody")).toBeNull();
    expect((await findInvoiceFor(p, (await viewerFor(p, admin.id))!, invoice.id))?.id).toBe(invoice.id);
    // A personal invoice is not reachable under an organisation's path.
    const { org } = await createOrganizationWithInvoice(p);
    expect(await findInvoiceFor(p, viewer(user.id), invoice.id, org.slug)).toBeNull();
  });

  it("an organisation's invoice: owner and joined leads yes, members, invited leads and outsiders no, admins yes", async () => {
    const { org, owner, lead, member, invitedLead, outsider, invoice } = await createOrganizationWithInvoice(p);
    const admin = await createUser(p, { role: "ADMIN" });
    for (const u of [owner, lead]) {
      expect((await findInvoiceFor(p, viewer(u.id), invoice.id, org.slug))?.id).toBe(invoice.id);
      expect((await findInvoiceFor(p, viewer(u.id), invoice.id, org.id))?.id).toBe(invoice.id);
    }
    for (const u of [member, invitedLead, outsider]) expect(await findInvoiceFor(p, viewer(u.id), invoice.id, org.slug)).toBeNull();
    expect((await findInvoiceFor(p, viewer(admin.id, true), invoice.id, org.slug))?.id).toBe(invoice.id);
    // The right invoice under the wrong organisation is not found either.
    const { org: otherOrg, owner: otherOwner } = await createOrganizationWithInvoice(p);
    expect(await findInvoiceFor(p, viewer(otherOwner.id), invoice.id, otherOrg.slug)).toBeNull();
    expect(await findInvoiceFor(p, viewer(admin.id, true), invoice.id, otherOrg.slug)).toBeNull();
    // A lead who is removed loses access.
    await p.membership.updateMany({ where: { userId: lead.id, organizationId: org.id }, data: { status: "DELETED" } });
    expect(await findInvoiceFor(p, viewer(lead.id), invoice.id, org.slug)).toBeNull();
  });
});

describe("the invoice list", () => {
  it("lists the person's own invoices newest first with number, order, product, status and amount", async () => {
    const { user, invoice: first, orderId } = await createPaidInvoice(p, { packageSlug: "starter" });
    const res = await createCheckout(p, { userId: user.id, locale: "en", packageSlug: "professional" }, { provider: testProvider, appUrl: "https://lumen.test" });
    if (!res.ok) throw new Error("checkout failed");
    const { confirmTestPayment } = await import("@/lib/payments/test-mode");
    await confirmTestPayment(p, { orderId: res.orderId, userId: user.id }, testProvider);
    await p.invoice.update({ where: { id: first.id }, data: { issuedAt: new Date(Date.now() - 86_400_000) } });
    await createRefund(p, { orderId, amount: first.total, decidedAt: new Date() });
    await createPaidInvoice(p); // someone else's

    const rows = await listInvoices(p, user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ state: "PAID", currency: "USD", total: 3900, orderRef: res.orderId.slice(-8).toUpperCase() });
    expect(rows[0]!.product).toMatch(/^Professional package/);
    expect(rows[1]).toMatchObject({ id: first.id, number: first.number, state: "REFUNDED", total: 2900 });
    expect(rows[1]!.product).toMatch(/^Starter package/);
    expect(await listInvoices(p, (await createUser(p)).id)).toEqual([]);
  });
});

describe("refunds on the invoice", () => {
  it("shows completed refunds as dated negative lines, the amount refunded and the net; requested ones do not count", async () => {
    const { user, invoice, orderId } = await createPaidInvoice(p, { locale: "de" });
    expect((await viewOf(invoice.id, viewer(user.id))).state).toBe("PAID");

    await p.refund.create({ data: { orderId, amount: 500, currency: "EUR", reason: "asked", status: "REQUESTED" } });
    const refundDate = new Date("2026-03-04T10:00:00Z");
    await createRefund(p, { orderId, amount: 1000, decidedAt: refundDate });
    await createRefund(p, { orderId, amount: 100, decidedAt: refundDate, currency: "USD" }); // not this invoice's currency
    const partial = await viewOf(invoice.id, viewer(user.id));
    expect(partial).toMatchObject({ state: "PARTIALLY_REFUNDED", currency: "EUR", amountPaid: 3900, amountRefunded: 1000, net: 2900 });
    expect(partial.refunds).toEqual([expect.objectContaining({ amount: 1000, date: refundDate })]);

    const text = invoiceDocumentText(partial, await invoiceTranslator("de"));
    expect(text.refunds?.rows).toEqual([{ label: "Erstattung vom 4. März 2026", value: "-10\u00a0€" }]);
    expect(text.summary?.map((r) => [r.label, r.value])).toEqual([["Bezahlter Betrag", "39\u00a0€"], ["Erstatteter Betrag", "-10\u00a0€"], ["Nettobetrag", "29\u00a0€"]]);
    expect(text.stamp).toEqual({ text: "TEILWEISE ERSTATTET", tone: "warning" });

    await createRefund(p, { orderId, amount: 2900, decidedAt: new Date("2026-03-05T10:00:00Z") });
    const full = await viewOf(invoice.id, viewer(user.id));
    expect(full).toMatchObject({ state: "REFUNDED", amountRefunded: 3900, net: 0 });
    expect(full.refunds.map((r) => r.amount)).toEqual([1000, 2900]);
  });

  it("keeps the discount line of a coupon and totals in the invoice's currency", async () => {
    const { user, invoice } = await createPaidInvoice(p, { locale: "es", code: "welcome10" });
    const view = await viewOf(invoice.id, viewer(user.id));
    expect(view.lines.map((l) => [l.amount, l.discount])).toEqual([[3900, false], [-390, true]]);
    const text = invoiceDocumentText(view, await invoiceTranslator("es"));
    expect(text.lines.map((l) => l.amount)).toEqual(["39\u00a0€", "-3,90\u00a0€"]);
    expect(text.totals.at(-1)).toEqual({ label: "Total", value: "35,10\u00a0€", strong: true });
    expect(text.refunds).toBeNull();
  });
});

describe("Bill to", () => {
  it("tidies line ends and spaces, clears on empty, refuses too long, too many lines and control characters", () => {
    expect(parseBillTo("  Acme Inc.  \r\n1 Main St\t \r\n")).toBe("Acme Inc.\n1 Main St");
    expect(parseBillTo("   ")).toBeNull();
    expect(parseBillTo(null)).toBeNull();
    expect(parseBillTo("Ünïcødé Straße 1, Łódź")).toBe("Ünïcødé Straße 1, Łódź");
    expect(parseBillTo("x".repeat(BILL_TO_MAX_CHARS))).toHaveLength(BILL_TO_MAX_CHARS);
    expect(() => parseBillTo("x".repeat(BILL_TO_MAX_CHARS + 1))).toThrow(expect.objectContaining({ code: "BILL_TO_TOO_LONG" }));
    expect(() => parseBillTo(Array.from({ length: BILL_TO_MAX_LINES + 1 }, (_, i) => `line ${i}`).join("\n"))).toThrow(expect.objectContaining({ code: "BILL_TO_TOO_MANY_LINES" }));
    expect(() => parseBillTo("Acme\u0000Inc")).toThrow(expect.objectContaining({ code: "BILL_TO_INVALID" }));
    expect(() => parseBillTo("Acme \u202eInc")).toThrow(expect.objectContaining({ code: "BILL_TO_INVALID" }));
    expect(() => parseBillTo(42)).toThrow(expect.objectContaining({ code: "INVALID_BODY" }));
  });

  it("saves through PUT for the buyer only, with localised errors", async () => {
    const { user, invoice } = await createPaidInvoice(p);
    const other = await createUser(p);
    const put = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
      new Request(`https://lumen.test/api/invoices/${invoice.id}/bill-to`, { method: "PUT", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

    const ok = await handleBillTo(put({ billTo: "Acme GmbH\r\nHauptstraße 1\r\n10115 Berlin" }), { userId: user.id, ref: invoice.id });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ billTo: "Acme GmbH\nHauptstraße 1\n10115 Berlin" });
    expect((await p.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).billTo).toBe("Acme GmbH\nHauptstraße 1\n10115 Berlin");
    expect((await viewOf(invoice.id, viewer(user.id))).billTo).toBe("Acme GmbH\nHauptstraße 1\n10115 Berlin");

    const signedOut = await handleBillTo(put({ billTo: "x" }), { userId: undefined, ref: invoice.id });
    expect(signedOut.status).toBe(401);
    const foreign = await handleBillTo(put({ billTo: "Hacked" }, { "content-type": "application/json", "accept-language": "de-DE" }), { userId: other.id, ref: invoice.id });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "INVOICE_NOT_FOUND", message: "Diese Rechnung haben wir nicht gefunden." } });
    const form = await handleBillTo(put("billTo=x", { "content-type": "application/x-www-form-urlencoded" }), { userId: user.id, ref: invoice.id });
    expect(form.status).toBe(400);
    const tooLong = await handleBillTo(put({ billTo: "y".repeat(BILL_TO_MAX_CHARS + 1) }), { userId: user.id, ref: invoice.id });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: { code: "BILL_TO_TOO_LONG", message: `The Bill to text can be at most ${BILL_TO_MAX_CHARS} characters long.` } });
    expect((await p.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).billTo).toBe("Acme GmbH\nHauptstraße 1\n10115 Berlin");

    const cleared = await handleBillTo(put({ billTo: null }), { userId: user.id, ref: invoice.id });
    expect(await cleared.json()).toEqual({ billTo: null });
    expect((await p.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).billTo).toBeNull();
  });
});

describe("the PDF", () => {
  it("is a valid A4 PDF named after the number, in the invoice's language, with the bill-to text and the refunds", async () => {
    const { user, invoice, orderId } = await createPaidInvoice(p, { locale: "de" });
    await p.invoice.update({ where: { id: invoice.id }, data: { billTo: "Łódź Ventures sp. z o.o.\nul. Piotrkowska 1", vatId: "DE123456789" } });
    await createRefund(p, { orderId, amount: 1000, decidedAt: new Date("2026-03-04T10:00:00Z") });

    const res = await handleInvoicePdf(new Request(`https://lumen.test/api/invoices/${invoice.id}/pdf`), { userId: user.id, ref: invoice.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`filename="${invoice.number}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe(`Rechnung ${invoice.number}`);
    const text = pageTexts(pdf)[0]!;
    for (const expected of [invoice.number!, "RECHNUNGSEMPFÄNGER", "?ódz Ventures sp. z o.o.", "USt-IdNr.: DE123456789", "Erstattung vom 4. März 2026", "-10 €", "Nettobetrag", "29 €", "TEILWEISE ERSTATTET", "Seite 1 von 1"]) {
      expect(text).toContain(expected);
    }

    const foreign = await handleInvoicePdf(new Request(`https://lumen.test/api/invoices/${invoice.id}/pdf`), { userId: (await createUser(p)).id, ref: invoice.id });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("content-type")).toMatch(/json/);
    const signedOut = await handleInvoicePdf(new Request(`https://lumen.test/api/invoices/${invoice.id}/pdf`), { userId: null, ref: invoice.id });
    expect(signedOut.status).toBe(401);
  });

  it("continues a long invoice on further pages, numbered, and marks a preview as not valid", async () => {
    const { user, invoice } = await createPaidInvoice(p);
    const view = await viewOf(invoice.id, viewer(user.id));
    const long = { ...view, number: null, preview: true, state: "DRAFT" as const, lines: Array.from({ length: 70 }, (_, i) => ({ description: `Line ${i + 1} with a description long enough to wrap onto a second line in the table`, quantity: 1, unitAmount: 100, amount: 100, discount: false })) };
    const pdf = await PDFDocument.load(await renderInvoicePdf(long, await invoiceTranslator("en")));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    const texts = pageTexts(pdf);
    const pages = pdf.getPageCount();
    texts.forEach((t, i) => {
      expect(t).toContain(`Page ${i + 1} of ${pages}`);
      expect(t).toContain("PREVIEW – not a valid invoice");
    });
    expect(texts.join("\n")).toContain("Line 70 with a description");
    expect(texts.at(-1)).toContain("Total");
  });

  it("writes only characters Helvetica can draw", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const sample = "Zoë Müller-Łukasiewicz — 東京 Ñandú €1\u202f234,50 \u2212 “quoted” ✓ İstanbul ﬁ\u00a0";
    const safe = toWinAnsi(sample);
    expect(() => font.encodeText(safe)).not.toThrow();
    expect(safe).toBe("Zoë Müller-?ukasiewicz — ?? Ñandú €1 234,50 - “quoted” ? Istanbul fi ");
  });
});

describe("the preview", () => {
  it("shows the invoice a checkout in progress will get, without a number; nothing when there is nothing", async () => {
    const user = await createUser(p, { locale: "de" });
    expect(await invoicePreview(p, viewer(user.id), {})).toEqual({ kind: "nothing" });

    const res = await createCheckout(p, { userId: user.id, locale: "de", packageSlug: "starter", code: "welcome10" }, { provider: testProvider, appUrl: "https://lumen.test" });
    if (!res.ok) throw new Error("checkout failed");
    const mine = await invoicePreview(p, viewer(user.id), {});
    expect(mine.kind).toBe("preview");
    if (mine.kind !== "preview") throw new Error("unreachable");
    expect(mine.view).toMatchObject({ id: null, number: null, preview: true, state: "DRAFT", locale: "de", currency: "EUR", total: 2610, orderId: res.orderId });
    expect(mine.view.lines.map((l) => l.amount)).toEqual([2900, -290]);
    expect(mine.view.buyer).toMatchObject({ name: user.name, email: user.email });
    const text = invoiceDocumentText(mine.view, await invoiceTranslator("de"));
    expect(text.watermark).toBe("VORSCHAU – keine gültige Rechnung");
    expect(text.number).toBe("Wird bei Zahlung vergeben");
    expect(text.stamp).toBeNull();
    expect((await invoicePreview(p, viewer(user.id), { order: res.orderId })).kind).toBe("preview");

    // Someone else's order is not found; once paid the order's real invoice is pointed to.
    expect(await invoicePreview(p, viewer((await createUser(p)).id), { order: res.orderId })).toEqual({ kind: "not-found" });
    const { confirmTestPayment } = await import("@/lib/payments/test-mode");
    await confirmTestPayment(p, { orderId: res.orderId, userId: user.id }, testProvider);
    const issued = await invoicePreview(p, viewer(user.id), { order: res.orderId });
    expect(issued.kind).toBe("issued");
    if (issued.kind !== "issued") throw new Error("unreachable");
    expect(issued.view.number).toMatch(/^LUM-\d{4}-\d{6}$/);
    expect(await invoicePreview(p, viewer(user.id), {})).toEqual({ kind: "nothing" });
  });

  it("an organisation's order is previewed only by its owner, joined leads and admins, not by the member who placed it", async () => {
    const { org, owner, lead, member, invitedLead, outsider } = await createOrganizationWithInvoice(p);
    const pkg = await p.package.findFirstOrThrow({ where: { slug: "starter" } });
    const order = await p.order.create({
      data: { userId: member.id, organizationId: org.id, kind: "PACKAGE", packageId: pkg.id, currency: "usd", subtotal: 2900, total: 2900 },
    });
    for (const u of [member, invitedLead, outsider]) expect(await invoicePreview(p, viewer(u.id), { order: order.id })).toEqual({ kind: "not-found" });
    for (const v of [viewer(owner.id), viewer(lead.id), viewer((await createUser(p, { role: "ADMIN" })).id, true)]) {
      expect(await invoicePreview(p, v, { order: order.id })).toMatchObject({ kind: "preview", view: { orderId: order.id, organization: { id: org.id } } });
    }
    // A personal order stays visible to the person who placed it.
    const mine = await p.order.create({ data: { userId: member.id, kind: "PACKAGE", packageId: pkg.id, currency: "usd", subtotal: 2900, total: 2900 } });
    expect((await invoicePreview(p, viewer(member.id), { order: mine.id })).kind).toBe("preview");
    expect(await invoicePreview(p, viewer(owner.id), { order: mine.id })).toEqual({ kind: "not-found" });
  });

  it("shows a draft invoice row as a preview", async () => {
    const user = await createUser(p);
    const draft = await p.invoice.create({
      data: { userId: user.id, status: "QUOTE", currency: "USD", subtotal: 50000, total: 50000, seller: { name: "Lumen", email: "billing@lumen.test" }, buyer: { name: user.name, email: user.email }, lines: [{ description: "Team of 10", quantity: 10, unitAmount: 5000, amount: 50000 }] },
    });
    const res = await invoicePreview(p, viewer(user.id), {});
    expect(res).toMatchObject({ kind: "preview", view: { id: draft.id, preview: true, state: "DRAFT", total: 50000 } });
    expect(await invoicePreview(p, viewer((await createUser(p)).id), { invoice: draft.id })).toEqual({ kind: "not-found" });
  });
});

describe("an organisation's invoices under its MFA rule", () => {
  it("stay closed to a lead whose session owes the code (PDF and Bill to), open once verified; their own invoice stays theirs", async () => {
    const { org, lead, invoice } = await createOrganizationWithInvoice(p);
    await p.organization.update({ where: { id: org.id }, data: { mfaRequired: true, setupCompletedAt: new Date() } });
    const own = await createPaidInvoice(p);
    await p.membership.create({ data: { userId: own.user.id, organizationId: org.id, role: "LEAD", status: "JOINED" } });
    const pdf = (userId: string, ref: string) => handleInvoicePdf(new Request(`https://lumen.test/api/invoices/${ref}/pdf`), { userId, ref });
    const billTo = (userId: string, ref: string) =>
      handleBillTo(new Request(`https://lumen.test/api/invoices/${ref}/bill-to`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ billTo: "Mallory Ltd" }) }), { userId, ref });
    expect((await pdf(lead.id, invoice.id)).status).toBe(404);
    expect((await billTo(lead.id, invoice.id)).status).toBe(404);
    expect((await p.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).billTo).toBeNull();
    expect(await findInvoiceFor(p, { userId: lead.id, admin: false, mfaPending: true }, invoice.id)).toBeNull();
    // Their own individual invoice, while the code is still owed.
    expect((await pdf(own.user.id, own.invoice.id)).status).toBe(200);
    expect((await findInvoiceFor(p, { userId: own.user.id, admin: false, mfaPending: true }, own.invoice.id))?.id).toBe(own.invoice.id);
    // The code proved on this session: the organisation's invoice opens.
    await p.session.updateMany({ where: { userId: lead.id }, data: { mfaVerifiedAt: new Date() } });
    expect((await pdf(lead.id, invoice.id)).status).toBe(200);
    expect((await billTo(lead.id, invoice.id)).status).toBe(200);
  });
});
