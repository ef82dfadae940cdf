import { getTranslations } from "next-intl/server";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { buttonClassName } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import type { InvoiceListRow } from "@/lib/invoices/list";
import { invoicePdfPath, type InvoiceState } from "@/lib/invoices/view";
import { formatMoney } from "@/lib/payments/money";

const STATE_BADGE: Record<InvoiceState, BadgeVariant> = {
  PAID: "success",
  PARTIALLY_REFUNDED: "warning",
  REFUNDED: "info",
  FAILED: "danger",
  ISSUED: "warning",
  CREDIT_NOTE: "info",
  VOID: "neutral",
  DRAFT: "outline",
};

/** /profile/invoices: one row per invoice, newest first; View opens it in a new tab, PDF downloads it. */
export async function InvoiceTable({ rows, locale }: { rows: InvoiceListRow[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Invoices" });
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
      <table className="w-full min-w-[48rem] border-collapse text-sm" data-testid="invoice-table">
        <caption className="sr-only">{t("list.caption")}</caption>
        <thead>
          <tr className="bg-mist text-left text-xs font-semibold uppercase tracking-wide text-ink-soft">
            <th scope="col" className="px-4 py-3">{t("list.columns.date")}</th>
            <th scope="col" className="px-4 py-3">{t("list.columns.number")}</th>
            <th scope="col" className="px-4 py-3">{t("list.columns.order")}</th>
            <th scope="col" className="px-4 py-3">{t("list.columns.product")}</th>
            <th scope="col" className="px-4 py-3">{t("list.columns.status")}</th>
            <th scope="col" className="px-4 py-3 text-right">{t("list.columns.amount")}</th>
            <th scope="col" className="px-4 py-3 text-right"><span className="sr-only">{t("list.columns.actions")}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-middle" data-testid="invoice-row">
              <td className="px-4 py-3 whitespace-nowrap">{row.issuedAt ? date.format(row.issuedAt) : ""}</td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap" data-testid="invoice-row-number">{row.number}</td>
              <td className="px-4 py-3 font-mono text-xs">{row.orderRef ?? ""}</td>
              <td className="px-4 py-3">{row.product}</td>
              <td className="px-4 py-3"><Badge variant={STATE_BADGE[row.state]} dot>{t(`status.${row.state}`)}</Badge></td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums whitespace-nowrap">{formatMoney(row.total, row.currency, locale)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <ButtonLink href={`/profile/invoice?id=${encodeURIComponent(row.id)}`} newTab variant="secondary" size="sm" iconLeft="external-link" data-testid="invoice-view">
                    <span aria-hidden>{t("list.view")}</span>
                    <span className="sr-only">{t("list.viewLabel", { number: row.number })}</span>
                  </ButtonLink>
                  <a href={invoicePdfPath(row.id)} download className={buttonClassName({ variant: "ghost", size: "sm" })} data-testid="invoice-row-pdf">
                    <Icon name="download" size={16} />
                    <span aria-hidden>{t("list.pdf")}</span>
                    <span className="sr-only">{t("list.pdfLabel", { number: row.number })}</span>
                  </a>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
