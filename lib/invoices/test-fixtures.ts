// Fixtures for the invoice tests (imported by *.test.ts only): a real paid checkout, an organisation
// with an owner, a lead, a member and an invited lead, and an organisation invoice.
import { decodePDFRawStream, PDFArray, PDFRawStream, type PDFDocument } from "pdf-lib";
import type { PrismaClient } from "@/lib/db";
import { nextInvoiceNumber } from "@/lib/db/invoice-number";
import { createCheckout } from "@/lib/payments/checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { makeUser } from "@/lib/payments/test-helpers";
import { confirmTestPayment } from "@/lib/payments/test-mode";

/** A person who bought `packageSlug` through the test provider: the order is PAID and has its invoice. */
export async function paidInvoice(db: PrismaClient, opts: { locale?: "en" | "de" | "es"; packageSlug?: string; code?: string } = {}) {
  const locale = opts.locale ?? "en";
  const user = await makeUser(db, { locale });
  const res = await createCheckout(db, { userId: user.id, locale, packageSlug: opts.packageSlug ?? "professional", code: opts.code }, { provider: testProvider, appUrl: "https://lumen.test" });
  if (!res.ok) throw new Error(JSON.stringify(res));
  if (res.status !== "PAID") {
    const paid = await confirmTestPayment(db, { orderId: res.orderId, userId: user.id }, testProvider);
    if (paid.status !== "PAID") throw new Error(JSON.stringify(paid));
  }
  const invoice = await db.invoice.findFirstOrThrow({ where: { orderId: res.orderId } });
  return { user, orderId: res.orderId, invoice };
}

/** A completed refund of `amount` on the order, as the refund flow leaves it. */
export async function completedRefund(db: PrismaClient, orderId: string, amount: number, decidedAt: Date, currency?: string) {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });
  const refund = await db.refund.create({
    data: { orderId, amount, currency: currency ?? order.currency, reason: "test refund", status: "COMPLETED", decidedAt, createdAt: new Date(decidedAt.getTime() - 60_000) },
  });
  const refunded = order.refundedAmount + amount;
  await db.order.update({ where: { id: orderId }, data: { refundedAmount: refunded, status: refunded >= order.total ? "REFUNDED" : "PARTIALLY_REFUNDED" } });
  return refund;
}

let orgSeq = 0;

export async function organisationWithInvoice(db: PrismaClient) {
  const [owner, lead, member, invitedLead, outsider] = await Promise.all([makeUser(db), makeUser(db), makeUser(db), makeUser(db), makeUser(db)]);
  const org = await db.organization.create({ data: { name: "Northwind Traders", slug: `northwind-${Date.now().toString(36)}-${++orgSeq}`, ownerId: owner.id } });
  await db.membership.createMany({
    data: [
      { userId: owner.id, organizationId: org.id, role: "OWNER", status: "JOINED" },
      { userId: lead.id, organizationId: org.id, role: "LEAD", status: "JOINED" },
      { userId: member.id, organizationId: org.id, role: "MEMBER", status: "JOINED" },
      { userId: invitedLead.id, organizationId: org.id, role: "LEAD", status: "INVITED" },
    ],
  });
  const now = new Date();
  const invoice = await db.$transaction(async (tx) => {
    const n = await nextInvoiceNumber(tx, now.getUTCFullYear());
    return tx.invoice.create({
      data: {
        number: n.number, year: n.year, sequence: n.sequence, organizationId: org.id, userId: owner.id, status: "PAID", currency: "USD",
        subtotal: 30000, tax: 0, total: 30000, seller: { name: "Lumen", website: "https://lumen.test", email: "billing@lumen.test" },
        buyer: { name: owner.name, email: owner.email }, locale: "en", issuedAt: now, paidAt: now,
        lines: [{ description: "Team credits", quantity: 10, unitAmount: 3000, amount: 30000 }],
      },
    });
  });
  return { org, owner, lead, member, invitedLead, outsider, invoice };
}

// Windows-1252's 0x80–0x9F (unassigned codes stay as they are); the rest is Latin-1.
const CP1252_HIGH = "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWinAnsi(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b))).join("");
}

/** The text drawn on each page of a pdf-lib PDF (standard fonts write WinAnsi hex strings). */
export function pageTexts(pdf: PDFDocument): string[] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const ops = streams.map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString("latin1") : "")).join("\n");
    return [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => decodeWinAnsi(Buffer.from(m[1]!, "hex"))).join("\n");
  });
}
