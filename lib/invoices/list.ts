// /profile/invoices: the person's own numbered invoices, newest first. Organisation invoices belong
// to the team's billing pages, drafts and quotes to /invoice/preview.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { invoiceInclude } from "./access";
import { toInvoiceView, type InvoiceState } from "./view";

export type InvoiceListRow = {
  id: string;
  number: string;
  issuedAt: Date | null;
  orderRef: string | null;
  /** The first line's description, in the invoice's language. */
  product: string;
  state: InvoiceState;
  total: number;
  currency: string;
};

const MAX_ROWS = 500;

export async function listInvoices(db: PrismaClient, userId: string): Promise<InvoiceListRow[]> {
  const invoices = await db.invoice.findMany({
    where: { userId, organizationId: null, number: { not: null }, status: { in: ["ISSUED", "PAID", "VOID"] } },
    include: invoiceInclude,
    orderBy: [{ issuedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
    take: MAX_ROWS,
  });
  return invoices.map((invoice) => {
    const view = toInvoiceView(invoice);
    return {
      id: invoice.id,
      number: invoice.number!,
      issuedAt: view.issuedAt,
      orderRef: view.orderRef,
      product: view.lines.find((l) => !l.discount)?.description ?? view.lines[0]?.description ?? "",
      state: view.state,
      total: view.total,
      currency: view.currency,
    };
  });
}
