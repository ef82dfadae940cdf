// The invoices list of the team lead area (/app/admin/invoices) and its CSV export: every invoice and
// quote of the organisation, card purchases and bank transfers alike, filtered, searched (by number),
// sorted and paged in the database. Only the lead's own organisation: the page and the export pass
// the organisation requireTeam / leadTeam found.
import "server-only";
import { isCurrency, type Currency } from "@/lib/catalog/currency";
import type { Prisma, PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { invoicePath, invoicePdfPath, parseLines } from "@/lib/invoices/view";
import { mayInOrganization } from "../access";
import { organizationSettings } from "../settings";
import type { TeamInvoiceStatus, TeamInvoicesQuery } from "./schemas";

export type TeamInvoiceRow = {
  id: string;
  /** Null for a quote (numbers are given on acceptance). */
  number: string | null;
  /** Issue date, or for a quote the day it was asked for. */
  date: Date;
  /** The first line's description, in the invoice's language. */
  description: string;
  total: number;
  currency: string;
  status: TeamInvoiceStatus;
  dueAt: Date | null;
  paidAt: Date | null;
  /** Credits it pays for (bank transfer); null for a card purchase. */
  creditQuantity: number | null;
  /** The print view (/invoice/{org}/{id}) and the PDF. */
  href: string;
  pdfHref: string;
  createdAt: Date;
};

const REFUNDED = ["REFUNDED", "PARTIALLY_REFUNDED"] as const;
/** What the list shows: drafts (an order's invoice before payment) are previews, never listed. */
const LISTED = ["QUOTE", "ISSUED", "PAID", "VOID"] as const;

/** The where-clause of one status (the same rules as teamInvoiceStatus). */
export function statusWhere(status: TeamInvoiceStatus, now: Date): Prisma.InvoiceWhereInput {
  const notRefunded: Prisma.InvoiceWhereInput = { OR: [{ orderId: null }, { order: { is: { status: { notIn: [...REFUNDED] } } } }], creditNoteForId: null };
  switch (status) {
    case "credit":
      return { status: { in: ["ISSUED", "PAID"] }, creditNoteForId: { not: null } };
    case "quote":
      return { status: "QUOTE" };
    case "void":
      return { status: "VOID" };
    case "refunded":
      return { status: { in: ["ISSUED", "PAID"] }, creditNoteForId: null, order: { is: { status: { in: [...REFUNDED] } } } };
    case "paid":
      return { status: "PAID", ...notRefunded };
    case "open":
      return { status: "ISSUED", AND: [notRefunded, { OR: [{ dueAt: null }, { dueAt: { gte: now } }] }] };
    case "overdue":
      return { status: "ISSUED", dueAt: { lt: now }, ...notRefunded };
  }
}

type Listed = { status: string; dueAt: Date | null; creditNoteForId: string | null; order: { status: string } | null };

/** What the list says about one invoice (see schemas.ts). */
export function teamInvoiceStatus(invoice: Listed, now: Date): TeamInvoiceStatus {
  if (invoice.status === "QUOTE") return "quote";
  if (invoice.status === "VOID" || invoice.status === "DRAFT") return "void";
  if (invoice.creditNoteForId) return "credit";
  if (invoice.order && (REFUNDED as readonly string[]).includes(invoice.order.status)) return "refunded";
  if (invoice.status === "PAID") return "paid";
  return invoice.dueAt && invoice.dueAt < now ? "overdue" : "open";
}

function where(organizationId: string, query: Pick<TeamInvoicesQuery, "q" | "status">, now: Date): Prisma.InvoiceWhereInput {
  const parts: Prisma.InvoiceWhereInput[] = [{ organizationId, status: { in: [...LISTED] } }];
  if (query.q) parts.push({ number: { contains: query.q, mode: "insensitive" } });
  if (query.status) parts.push(statusWhere(query.status, now));
  return { AND: parts };
}

const select = {
  id: true, number: true, status: true, issuedAt: true, createdAt: true, dueAt: true, paidAt: true, total: true, currency: true,
  lines: true, creditQuantity: true, creditNoteForId: true, order: { select: { status: true } }, organization: { select: { id: true, slug: true, name: true } },
} satisfies Prisma.InvoiceSelect;

type Selected = Prisma.InvoiceGetPayload<{ select: typeof select }>;

function toRow(invoice: Selected, now: Date): TeamInvoiceRow {
  const lines = parseLines(invoice.lines);
  return {
    id: invoice.id,
    number: invoice.number,
    date: invoice.issuedAt ?? invoice.createdAt,
    description: lines.find((l) => !l.discount)?.description ?? lines[0]?.description ?? "",
    total: invoice.total,
    currency: invoice.currency.toUpperCase(),
    status: teamInvoiceStatus(invoice, now),
    dueAt: invoice.dueAt,
    paidAt: invoice.paidAt,
    creditQuantity: invoice.creditQuantity,
    href: invoicePath({ id: invoice.id, organization: invoice.organization }) ?? `/invoice/${invoice.id}`,
    pdfHref: invoicePdfPath(invoice.id),
    createdAt: invoice.createdAt,
  };
}

function orderBy(sort: TeamInvoicesQuery["sort"]): Prisma.InvoiceOrderByWithRelationInput[] {
  const dir = sort.desc ? "desc" : "asc";
  if (sort.field === "number") return [{ number: { sort: dir, nulls: "last" } }, { createdAt: dir }, { id: dir }];
  if (sort.field === "total") return [{ total: dir }, { createdAt: dir }, { id: dir }];
  return [{ createdAt: dir }, { id: dir }];
}

/** One page of the organisation's invoices and quotes. */
export async function findTeamInvoicesPage(db: PrismaClient, organizationId: string, query: TeamInvoicesQuery, now = new Date()): Promise<Page<TeamInvoiceRow>> {
  const filter = where(organizationId, query, now);
  const [items, total] = await Promise.all([
    db.invoice.findMany({ where: filter, select, orderBy: orderBy(query.sort), ...paginate(query) }),
    db.invoice.count({ where: filter }),
  ]);
  return toPage(items.map((i) => toRow(i, now)), total, query);
}

/** Everything the filter selects, in batches by id (the CSV export: memory stays flat). */
export function teamInvoiceBatches(db: PrismaClient, organizationId: string, query: TeamInvoicesQuery, now = new Date()): AsyncGenerator<TeamInvoiceRow[]> {
  return eachBatch(async (after, size) => {
    const filter = where(organizationId, query, now);
    const rows = await db.invoice.findMany({ where: after ? { AND: [filter, { id: { gt: after } }] } : filter, select, orderBy: { id: "asc" }, take: size });
    return rows.map((i) => toRow(i, now));
  });
}

/** The organisation's open quotes and its bank-transfer invoices not paid yet, newest first (/app/admin/invoice). */
export async function listBankTransfers(db: PrismaClient, organizationId: string, now = new Date()): Promise<TeamInvoiceRow[]> {
  const rows = await db.invoice.findMany({
    where: { organizationId, creditQuantity: { not: null }, status: { in: ["QUOTE", "ISSUED"] } },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
  });
  return rows.map((i) => toRow(i, now));
}

export type PayByInvoicePage = {
  /** The organisation's currency: quotes are priced in it. */
  currency: Currency;
  /** features.invoiceCreditsBeforePayment: credits on acceptance (true) or on payment. */
  creditsOnAcceptance: boolean;
  rows: TeamInvoiceRow[];
};

/** What /app/admin/invoice shows: the currency quotes are priced in, when credits arrive, and the open quotes and unpaid invoices. */
export async function loadPayByInvoice(db: PrismaClient, organizationId: string): Promise<PayByInvoicePage> {
  const [org, settings, rows] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { currency: true } }),
    organizationSettings(db, organizationId),
    listBankTransfers(db, organizationId),
  ]);
  const currency = org.currency.toUpperCase();
  return { currency: isCurrency(currency) ? currency : "USD", creditsOnAcceptance: settings.features.invoiceCreditsBeforePayment, rows };
}

/** Whether `userId` may accept or withdraw their organisation's quotes (its owner and leads). */
export async function mayAnswerQuotes(db: PrismaClient, userId: string, organizationId: string): Promise<boolean> {
  return mayInOrganization(db, userId, organizationId, "credits.buy");
}
