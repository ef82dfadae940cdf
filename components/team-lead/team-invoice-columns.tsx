import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { columnHelper } from "@/components/ui/data-table";
import { Icon } from "@/components/ui/icons";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";
import type { TeamInvoiceRow } from "@/lib/teams/invoices/queries";
import type { TeamInvoiceStatus } from "@/lib/teams/invoices/schemas";

export const TEAM_INVOICE_BADGE: Record<TeamInvoiceStatus, BadgeVariant> = {
  paid: "success",
  open: "warning",
  overdue: "danger",
  refunded: "info",
  credit: "info",
  quote: "outline",
  void: "neutral",
};

type Labels = (key: string, values?: Record<string, string | number>) => string;

const col = columnHelper<TeamInvoiceRow>();

/**
 * The team's invoices and quotes (headers in the lead's language): number, date, description, amount,
 * status, and the print view and PDF of each.
 */
export function teamInvoiceColumns(t: Labels, locale: Locale) {
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeZone: "UTC" });
  return col.columns([
    col.accessor("number", {
      header: t("list.columns.number"),
      cell: ({ row }) => (
        <span className="font-mono text-xs whitespace-nowrap" data-testid="team-invoice-number">{row.original.number ?? t("list.quote")}</span>
      ),
    }),
    col.accessor("createdAt", { header: t("list.columns.date"), cell: ({ row }) => <span className="whitespace-nowrap">{date.format(row.original.date)}</span> }),
    col.accessor("description", { header: t("list.columns.description"), enableSorting: false, cell: (c) => c.getValue() }),
    col.accessor("total", {
      header: t("list.columns.amount"),
      cell: ({ row }) => <span className="font-semibold tabular-nums whitespace-nowrap">{formatMoney(row.original.total, row.original.currency, locale)}</span>,
    }),
    col.accessor("status", {
      header: t("list.columns.status"),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1" data-testid="team-invoice-status" data-status={row.original.status}>
          <Badge variant={TEAM_INVOICE_BADGE[row.original.status]} dot>{t(`status.${row.original.status}`)}</Badge>
          {row.original.dueAt && (row.original.status === "open" || row.original.status === "overdue") && (
            <span className="text-xs text-ink-soft whitespace-nowrap">{t("quotes.due", { date: date.format(row.original.dueAt) })}</span>
          )}
        </div>
      ),
    }),
    col.display({
      id: "actions",
      header: t("list.columns.actions"),
      cell: ({ row }) => {
        const r = row.original;
        const name = r.number ?? `${t("list.quote")} ${date.format(r.date)}`;
        return (
          <div className="flex gap-2">
            <ButtonLink href={r.href} variant="secondary" size="sm" data-testid="team-invoice-view">
              <span aria-hidden>{t("list.view")}</span>
              <span className="sr-only">{t("list.viewLabel", { number: name })}</span>
            </ButtonLink>
            {/* A plain anchor: the API route is not a localised page. */}
            <a href={r.pdfHref} download className={buttonClassName({ variant: "ghost", size: "sm" })} data-testid="team-invoice-pdf">
              <Icon name="download" size={16} />
              <span aria-hidden>{t("list.pdf")}</span>
              <span className="sr-only">{t("list.pdfLabel", { number: name })}</span>
            </a>
          </div>
        );
      },
    }),
  ]);
}
