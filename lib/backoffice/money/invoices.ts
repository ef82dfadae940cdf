// The back office's invoices (/admin/invoices): every numbered invoice, quote and credit note, and what
// an admin does with them. Issuing an organisation's bank-transfer invoice is the team quote machinery
// itself (lib/teams/invoices/quotes.ts: requestQuote then acceptQuote, the admin as actor and the
// organisation's owner as the contact), so the number, the bank details and the email are the team's.
// Marking one paid is markInvoicePaid (credits booked once).
//
// A credit note is an Invoice row too (the smallest design lib/invoices already prints): status ISSUED,
// `creditNoteForId` naming the invoice it credits, its own number from the same gap-free counter
// (nextInvoiceNumber, in the transaction that writes it), the invoice's parties copied, one negative line
// with the admin's reason and a negative total. The invoice row is locked while the note is written, so
// two notes at once serialise and together never credit more than the invoice's total.
import "server-only";
import { auditFields, recordAudit } from "@/lib/audit/record";
import type { Invoice, Prisma, PrismaClient } from "@/lib/db";
import { nextInvoiceNumber } from "@/lib/db/invoice-number";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { formatMoney } from "@/lib/payments/money";
import { acceptQuote, requestQuote, type AcceptedQuote } from "@/lib/teams/invoices/quotes";
import { BackofficeError } from "../errors";
import { dayRange, type InvoiceListQuery } from "./schemas";

const NS = "BackofficeMoney" as const;
const TX = { maxWait: 20_000, timeout: 30_000 } as const;

/** Issues a bank-transfer invoice for `quantity` credits to the organisation, as its team would. */
export async function issueOrganizationInvoice(db: PrismaClient, input: { organizationId: string; quantity: number; actorId: string; requestId?: string }, deps: { now?: Date; relay?: (id: string) => void } = {}): Promise<AcceptedQuote> {
  const org = await db.organization.findFirst({ where: { id: input.organizationId, deletedAt: null }, select: { ownerId: true, owner: { select: { locale: true } } } });
  if (!org) throw new BackofficeError(NS, "NOT_FOUND");
  const locale: Locale = isLocale(org.owner.locale) ? org.owner.locale : "en";
  // The form's one-time request id is stored on the quote (Invoice.requestId, unique): a replay finds that
  // quote, and accepting an issued quote again changes nothing, so one number and one credit grant.
  const quote = await requestQuote(db, { userId: org.ownerId, actorId: input.actorId, quantity: input.quantity, locale, ...(input.requestId ? { requestId: input.requestId } : {}) }, deps);
  return acceptQuote(db, { userId: org.ownerId, actorId: input.actorId, quoteId: quote.id, locale }, deps);
}

/**
 * What is already given back on an invoice: its credit notes (which are negative) plus the refunds
 * already paid on its order (Order.refundedAmount), so a note never credits money refunded already.
 */
async function creditedSoFar(tx: Prisma.TransactionClient, invoice: Pick<Invoice, "id" | "orderId">): Promise<number> {
  const [sum, order] = await Promise.all([
    tx.invoice.aggregate({ where: { creditNoteForId: invoice.id }, _sum: { total: true } }),
    invoice.orderId ? tx.order.findUnique({ where: { id: invoice.orderId }, select: { refundedAmount: true } }) : null,
  ]);
  return -(sum._sum.total ?? 0) + (order?.refundedAmount ?? 0);
}

const NOTE_AUDIT = ["number", "status", "total", "currency", "creditNoteForId"] as const satisfies readonly (keyof Invoice)[];

/**
 * A credit note for `amount` (minor units; null: everything still left) of a numbered invoice. More
 * than is left is AMOUNT_TOO_HIGH, nothing left NOTHING_LEFT, a quote, draft or void invoice
 * WRONG_STATE, a credit note itself NOT_CREDITABLE.
 */
export async function issueCreditNote(db: PrismaClient, input: { invoiceId: string; amount: number | null; reason: string; actorId: string; requestId?: string }, deps: { now?: Date } = {}): Promise<{ id: string; number: string; amount: number }> {
  const now = deps.now ?? new Date();
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Invoice" WHERE "id" = ${input.invoiceId} FOR UPDATE`;
    if (!locked[0]) throw new BackofficeError(NS, "NOT_FOUND");
    // A replayed submit (same one-time request id, under the invoice's lock) gets the note it already made.
    if (input.requestId) {
      const made = await tx.invoice.findUnique({ where: { requestId: input.requestId }, select: { id: true, number: true, total: true, creditNoteForId: true } });
      if (made && made.creditNoteForId === input.invoiceId && made.number) return { id: made.id, number: made.number, amount: -made.total };
      if (made) throw new BackofficeError(NS, "NOT_FOUND");
    }
    const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: input.invoiceId } });
    if (invoice.creditNoteForId) throw new BackofficeError(NS, "NOT_CREDITABLE");
    if (!invoice.number || (invoice.status !== "ISSUED" && invoice.status !== "PAID")) throw new BackofficeError(NS, "WRONG_STATE");
    const left = invoice.total - (await creditedSoFar(tx, invoice));
    const locale: Locale = isLocale(invoice.locale) ? invoice.locale : "en";
    if (left <= 0) throw new BackofficeError(NS, "NOTHING_LEFT");
    const amount = input.amount ?? left;
    if (!Number.isInteger(amount) || amount <= 0) throw new BackofficeError(NS, "AMOUNT_INVALID");
    if (amount > left) throw new BackofficeError(NS, "AMOUNT_TOO_HIGH", { max: formatMoney(left, invoice.currency, locale) });
    // The tax share of the credited amount, as on the invoice.
    const tax = invoice.total > 0 ? Math.round((invoice.tax * amount) / invoice.total) : 0;
    const number = await nextInvoiceNumber(tx, now.getUTCFullYear());
    const note = await tx.invoice.create({
      data: {
        number: number.number, year: number.year, sequence: number.sequence, status: "ISSUED", creditNoteForId: invoice.id,
        organizationId: invoice.organizationId, userId: invoice.userId, currency: invoice.currency,
        subtotal: -(amount - tax), tax: -tax, total: -amount,
        seller: invoice.seller as Prisma.InputJsonValue, buyer: invoice.buyer as Prisma.InputJsonValue, billTo: invoice.billTo, vatId: invoice.vatId, locale: invoice.locale,
        reverseCharge: invoice.reverseCharge, issuedAt: now, createdAt: now, requestId: input.requestId ?? null,
        lines: [{ description: `${invoice.number}: ${input.reason}`, quantity: 1, unitAmount: -amount, amount: -amount }],
      },
    });
    await recordAudit(tx, {
      actorId: input.actorId, action: "invoice.creditNote", target: ["Invoice", note.id], after: auditFields(note, NOTE_AUDIT),
      data: { invoiceId: invoice.id, invoiceNumber: invoice.number, amount, reason: input.reason, leftBefore: left },
    });
    return { id: note.id, number: number.number, amount };
  }, TX);
}

// ─── The list ─────────────────────────────────────────────────────────────────

export type InvoiceRow = {
  id: string;
  number: string | null;
  status: Invoice["status"];
  kind: "individual" | "team" | "creditNote";
  buyer: string;
  organization: { id: string; slug: string; name: string } | null;
  total: number;
  currency: string;
  /** What a credit note may still take (0 for a credit note itself, a quote, a draft). */
  creditable: number;
  creditNoteFor: { id: string; number: string | null } | null;
  bankTransfer: boolean;
  issuedAt: Date | null;
  dueAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
};

const INCLUDE = {
  organization: { select: { id: true, slug: true, name: true } },
  user: { select: { email: true } },
  creditNoteFor: { select: { id: true, number: true } },
  creditNotes: { select: { total: true } },
  order: { select: { refundedAmount: true } },
} satisfies Prisma.InvoiceInclude;

type Loaded = Prisma.InvoiceGetPayload<{ include: typeof INCLUDE }>;

export function invoiceWhereFor(query: Pick<InvoiceListQuery, "q" | "status" | "kind" | "currency" | "from" | "to">): Prisma.InvoiceWhereInput {
  const range = dayRange(query);
  const and: Prisma.InvoiceWhereInput[] = [{ status: { not: "DRAFT" } }];
  if (query.status) and.push({ status: query.status });
  if (query.kind === "creditNote") and.push({ creditNoteForId: { not: null } });
  if (query.kind === "team") and.push({ organizationId: { not: null }, creditNoteForId: null });
  if (query.kind === "individual") and.push({ organizationId: null, creditNoteForId: null });
  if (query.currency) and.push({ currency: query.currency });
  if (range) and.push({ createdAt: range });
  if (query.q) {
    and.push({
      OR: [
        { number: { contains: query.q, mode: "insensitive" } },
        { id: query.q },
        { orderId: query.q },
        { user: { is: { email: { contains: query.q, mode: "insensitive" } } } },
        { organization: { is: { name: { contains: query.q, mode: "insensitive" } } } },
      ],
    });
  }
  return { AND: and };
}

function toRow(i: Loaded): InvoiceRow {
  const buyer = (i.buyer ?? {}) as { name?: unknown; email?: unknown };
  const credited = -i.creditNotes.reduce((s, n) => s + n.total, 0) + (i.order?.refundedAmount ?? 0);
  const creditable = !i.creditNoteForId && i.number && (i.status === "ISSUED" || i.status === "PAID") ? Math.max(0, i.total - credited) : 0;
  return {
    id: i.id, number: i.number, status: i.status, kind: i.creditNoteForId ? "creditNote" : i.organizationId ? "team" : "individual",
    buyer: [typeof buyer.name === "string" ? buyer.name : "", typeof buyer.email === "string" ? buyer.email : (i.user?.email ?? "")].filter(Boolean).join(" · "),
    organization: i.organization, total: i.total, currency: i.currency, creditable,
    creditNoteFor: i.creditNoteFor, bankTransfer: i.creditQuantity !== null,
    issuedAt: i.issuedAt, dueAt: i.dueAt, paidAt: i.paidAt, createdAt: i.createdAt,
  };
}

/** Sort fields that may be empty: their empty rows come last either way. */
const NULLABLE = new Set<string>(["issuedAt", "dueAt", "paidAt", "number"]);

export async function findInvoicePage(db: PrismaClient, query: InvoiceListQuery): Promise<Page<InvoiceRow>> {
  const dir = query.sort.desc ? ("desc" as const) : ("asc" as const);
  const where = invoiceWhereFor(query);
  const [items, total] = await Promise.all([
    db.invoice.findMany({ where, orderBy: [{ [query.sort.field]: NULLABLE.has(query.sort.field) ? { sort: dir, nulls: "last" } : dir }, { id: "desc" }], ...paginate(query), include: INCLUDE }),
    db.invoice.count({ where }),
  ]);
  return toPage(items.map(toRow), total, query);
}

export function invoiceBatches(db: PrismaClient, query: InvoiceListQuery): AsyncGenerator<InvoiceRow[]> {
  const where = invoiceWhereFor(query);
  return eachBatch(async (after, take) => (await db.invoice.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, include: INCLUDE })).map(toRow));
}

/** Organisations an admin may issue a bank-transfer invoice to (setup finished, an owner). */
export async function invoiceableOrganizations(db: PrismaClient): Promise<{ id: string; name: string }[]> {
  return db.organization.findMany({ where: { deletedAt: null, setupCompletedAt: { not: null } }, orderBy: { name: "asc" }, take: 500, select: { id: true, name: true } });
}
