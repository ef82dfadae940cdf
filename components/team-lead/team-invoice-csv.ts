// The invoices export's columns (app/api/team/invoices/export): number, date, description, amount (in
// currency units), currency, status, due date, paid date; headers and statuses in the lead's language.
// Kept apart from the table's columns, which render components the route has no use for.
import type { TeamInvoiceRow } from "@/lib/teams/invoices/queries";

type Labels = (key: string, values?: Record<string, string | number>) => string;

export function teamInvoicesCsvHeader(t: Labels): string[] {
  return [t("csv.number"), t("csv.date"), t("csv.description"), t("csv.amount"), t("csv.currency"), t("csv.status"), t("csv.due"), t("csv.paid")];
}

/** One invoice or quote as a CSV row, in the order of teamInvoicesCsvHeader. */
export function teamInvoiceCsvRow(t: Labels, row: TeamInvoiceRow): (string | Date | null)[] {
  return [row.number ?? t("list.quote"), row.date, row.description, (row.total / 100).toFixed(2), row.currency, t(`status.${row.status}`), row.dueAt, row.paidAt];
}
