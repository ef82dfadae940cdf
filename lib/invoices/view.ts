// One invoice as the page, the PDF and the list show it: the stored snapshot (seller, buyer, lines in
// the invoice's language and currency) plus what happened since (completed refunds of its order).
import "server-only";
import { z } from "zod";
import type { InvoiceStatus, OrderStatus } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/config";
import type { InvoiceRecord } from "./access";

/** What the list and the stamp say about an invoice. */
export const INVOICE_STATES = ["PAID", "PARTIALLY_REFUNDED", "REFUNDED", "FAILED", "ISSUED", "CREDIT_NOTE", "VOID", "DRAFT"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export type Party = { name: string; email: string; website: string | null; address: string | null; vatId: string | null };
/** The account a bank-transfer invoice is paid to (snapshotted in the seller block as `bank`). */
export type BankDetails = { bankName: string; iban: string; bic: string };
export type InvoiceLine = { description: string; quantity: number; unitAmount: number; amount: number; discount: boolean };
/** A completed refund: `amount` is positive (what went back to the buyer). */
export type RefundLine = { id: string; date: Date; amount: number };

export type InvoiceView = {
  /** Null for a preview built from an order that has no invoice row yet. */
  id: string | null;
  number: string | null;
  /** Not a valid invoice (no number yet): shown with a PREVIEW watermark. */
  preview: boolean;
  /** A quote (a draft a team lead may accept): titled and watermarked as one. */
  quote: boolean;
  state: InvoiceState;
  locale: Locale;
  currency: string;
  seller: Party;
  buyer: Party;
  billTo: string | null;
  vatId: string | null;
  organization: { id: string; slug: string; name: string } | null;
  orderId: string | null;
  orderRef: string | null;
  /** When the row was written (a quote's date); null for a preview built from an order. */
  createdAt: Date | null;
  issuedAt: Date | null;
  paidAt: Date | null;
  dueAt: Date | null;
  /** Net terms in days (bank-transfer invoices: 30). */
  paymentTermsDays: number | null;
  /** Pay by bank transfer to this account (bank-transfer invoices and their quotes). */
  bank: BankDetails | null;
  /** 0 VAT under the reverse charge, said in words (lib/invoices/tax.ts). */
  reverseCharge: boolean;
  lines: InvoiceLine[];
  subtotal: number;
  tax: number;
  total: number;
  refunds: RefundLine[];
  amountPaid: number;
  amountRefunded: number;
  /** Paid minus refunded. */
  net: number;
  /** A credit note (negative lines and total): the invoice it credits. */
  creditNoteFor: { id: string; number: string | null } | null;
};

/** The order reference people read and quote: the last 8 characters of its id, upper case. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

const text = z.string().trim().max(2000).optional().catch(undefined);
const partySchema = z
  .object({ name: text, email: text, website: text, url: text, address: text, vatId: text })
  .catch({});

const bankSchema = z.object({ bankName: z.string().trim().min(1).max(200), iban: z.string().trim().min(5).max(64), bic: z.string().trim().max(20) });

/** The bank account in a stored seller block, or null (card invoices have none). */
export function parseBank(seller: unknown): BankDetails | null {
  const raw = seller && typeof seller === "object" ? (seller as { bank?: unknown }).bank : undefined;
  const bank = bankSchema.safeParse(raw);
  return bank.success ? bank.data : null;
}

export function parseParty(raw: unknown): Party {
  const p = partySchema.parse(raw ?? {});
  return { name: p.name ?? "", email: p.email ?? "", website: p.website || p.url || null, address: p.address || null, vatId: p.vatId || null };
}

const lineSchema = z.object({
  description: z.string().max(2000),
  quantity: z.number().int().catch(1),
  unitAmount: z.number().int(),
  amount: z.number().int(),
});

/** The stored lines; a malformed entry is left out rather than breaking the whole invoice. */
export function parseLines(raw: unknown): InvoiceLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const line = lineSchema.safeParse(entry);
    return line.success ? [{ ...line.data, discount: line.data.amount < 0 }] : [];
  });
}

export function invoiceState(input: {
  status: InvoiceStatus;
  number: string | null;
  orderStatus: OrderStatus | null;
  amountPaid: number;
  amountRefunded: number;
  /** A credit note (it credits another invoice): neither due nor paid. */
  creditNote?: boolean;
}): InvoiceState {
  if (input.status === "VOID") return "VOID";
  if (input.status === "DRAFT" || input.status === "QUOTE" || !input.number) return "DRAFT";
  if (input.creditNote) return "CREDIT_NOTE";
  if (input.amountRefunded > 0) return input.amountRefunded >= input.amountPaid ? "REFUNDED" : "PARTIALLY_REFUNDED";
  // The order knows of a refund whose row is not COMPLETED yet (or predates the Refund rows).
  if (input.orderStatus === "REFUNDED" || input.orderStatus === "PARTIALLY_REFUNDED") return input.orderStatus;
  if (input.orderStatus === "FAILED") return "FAILED";
  return input.status === "PAID" ? "PAID" : "ISSUED";
}

export function toInvoiceView(invoice: InvoiceRecord): InvoiceView {
  const currency = invoice.currency.toUpperCase();
  const refunds: RefundLine[] = (invoice.order?.refunds ?? [])
    .filter((r) => r.currency.toUpperCase() === currency && r.amount > 0)
    .map((r) => ({ id: r.id, date: r.decidedAt ?? r.createdAt, amount: r.amount }));
  const paid = invoice.status === "PAID" || invoice.paidAt !== null;
  const amountPaid = paid ? invoice.total : 0;
  const amountRefunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  return {
    id: invoice.id,
    number: invoice.number,
    preview: !invoice.number || invoice.status === "DRAFT" || invoice.status === "QUOTE",
    quote: invoice.status === "QUOTE" || (invoice.status === "VOID" && !invoice.number && invoice.creditQuantity !== null),
    state: invoiceState({ status: invoice.status, number: invoice.number, orderStatus: invoice.order?.status ?? null, amountPaid, amountRefunded, creditNote: invoice.creditNoteForId !== null }),
    locale: isLocale(invoice.locale) ? invoice.locale : "en",
    currency,
    seller: parseParty(invoice.seller),
    buyer: parseParty(invoice.buyer),
    billTo: invoice.billTo?.trim() || null,
    vatId: invoice.vatId?.trim() || null,
    organization: invoice.organization ? { id: invoice.organization.id, slug: invoice.organization.slug, name: invoice.organization.name } : null,
    orderId: invoice.orderId,
    orderRef: invoice.orderId ? shortOrderId(invoice.orderId) : null,
    createdAt: invoice.createdAt,
    issuedAt: invoice.issuedAt,
    paidAt: invoice.paidAt,
    dueAt: invoice.dueAt,
    paymentTermsDays: invoice.paymentTermsDays,
    bank: parseBank(invoice.seller),
    reverseCharge: invoice.reverseCharge,
    lines: parseLines(invoice.lines),
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    refunds,
    amountPaid,
    amountRefunded,
    net: amountPaid - amountRefunded,
    creditNoteFor: invoice.creditNoteFor ? { id: invoice.creditNoteFor.id, number: invoice.creditNoteFor.number } : null,
  };
}

/** Where the invoice's own page lives: organisation invoices under /invoice/{org}/{id}. */
export function invoicePath(view: Pick<InvoiceView, "id" | "organization">): string | null {
  if (!view.id) return null;
  return view.organization ? `/invoice/${view.organization.slug}/${view.id}` : `/invoice/${view.id}`;
}

export function invoicePdfPath(id: string): string {
  return `/api/invoices/${encodeURIComponent(id)}/pdf`;
}
