// The team lead's invoices list (/app/admin/invoices): its URL query (lib/lists/query.ts).
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";

/**
 * What the list says about an invoice or quote (lib/teams/invoices/queries.ts teamInvoiceStatus):
 *   paid      paid (by card, or a bank transfer a platform admin recorded), nothing refunded
 *   open      issued, not paid yet, not past its due date
 *   overdue   issued, not paid, past its due date
 *   refunded  its order was refunded, in full or in part
 *   credit    a credit note a platform admin issued against one of the organisation's invoices
 *   quote     a quote the lead has not accepted or withdrawn yet
 *   void      a withdrawn quote (or a cancelled invoice)
 */
export const TEAM_INVOICE_STATUSES = ["paid", "open", "overdue", "refunded", "credit", "quote", "void"] as const;
export type TeamInvoiceStatus = (typeof TEAM_INVOICE_STATUSES)[number];

export const teamInvoicesQuery = listQuery({
  sort: ["createdAt", "number", "total"],
  defaultSort: "-createdAt",
  filters: { status: z.enum(TEAM_INVOICE_STATUSES).optional() },
});

export type TeamInvoicesQuery = ReturnType<typeof teamInvoicesQuery.parse>;
