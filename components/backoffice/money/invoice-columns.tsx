import type { getFormatter } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { creditNoteAction, markInvoicePaidAction } from "@/lib/backoffice/money/actions";
import type { InvoiceRow } from "@/lib/backoffice/money/invoices";
import type { Locale } from "@/lib/i18n/config";
import { invoicePath, invoicePdfPath } from "@/lib/invoices/view";
import { formatMoney } from "@/lib/payments/money";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const STATUS_VARIANT = { DRAFT: "neutral", QUOTE: "info", ISSUED: "warning", PAID: "success", VOID: "neutral" } as const;
const col = columnHelper<InvoiceRow>();

function Actions({ row, t, locale }: { row: InvoiceRow; t: Labels; locale: Locale }) {
  const page = invoicePath({ id: row.id, organization: row.organization });
  const left = formatMoney(row.creditable, row.currency, locale);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-3 text-sm">
        {page && <a href={page} className="underline" target="_blank" rel="noreferrer">{t("open")}</a>}
        {row.number && <a href={invoicePdfPath(row.id)} className="underline">{t("pdf")}</a>}
      </div>
      {row.bankTransfer && row.status === "ISSUED" && (
        <AdminForm
          action={markInvoicePaidAction}
          namespace="BackofficeMoney"
          layout="inline"
          testId={`mark-paid-${row.id}`}
          submitLabel={t("markPaid.submit")}
          successMessage={t("markPaid.done")}
          variant="secondary"
          fields={[{ kind: "hidden", name: "invoiceId", value: row.id }]}
          confirm={{ title: t("markPaid.title"), body: t("markPaid.body", { number: row.number ?? "", amount: formatMoney(row.total, row.currency, locale) }), confirmLabel: t("markPaid.confirm"), cancelLabel: t("cancel") }}
        />
      )}
      {row.creditable > 0 && (
        <details>
          <summary className="cursor-pointer text-sm underline">{t("creditNote.open")}</summary>
          <AdminForm
            action={creditNoteAction}
            namespace="BackofficeMoney"
            testId={`credit-note-${row.id}`}
            submitLabel={t("creditNote.submit")}
            successMessage={t("creditNote.done")}
            fields={[
              { kind: "hidden", name: "invoiceId", value: row.id },
              { kind: "hidden", name: "requestId", value: crypto.randomUUID() },
              { kind: "text", name: "amount", label: t("creditNote.amount", { currency: row.currency }), hint: t("creditNote.amountHint", { max: left }) },
              { kind: "text", name: "reason", label: t("creditNote.reason"), required: true, maxLength: 500 },
            ]}
            confirm={{ title: t("creditNote.title"), body: t("creditNote.body", { number: row.number ?? "", max: left }), confirmLabel: t("creditNote.confirm"), cancelLabel: t("cancel") }}
          />
        </details>
      )}
    </div>
  );
}

export function invoiceColumns(t: Labels, format: Format, locale: Locale) {
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "short" }) : "—");
  return col.columns([
    col.accessor("number", { header: t("columns.number"), cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="font-medium">{row.original.number ?? t("noNumber")}</span>
        {row.original.creditNoteFor && <span className="text-xs text-ink-soft">{t("creditNoteFor", { number: row.original.creditNoteFor.number ?? "" })}</span>}
      </div>
    ) }),
    col.accessor("kind", { header: t("columns.kind"), enableSorting: false, cell: (c) => <Badge variant={c.getValue() === "creditNote" ? "warning" : "neutral"}>{t(`kind.${c.getValue()}`)}</Badge> }),
    col.accessor("buyer", { header: t("columns.buyer"), enableSorting: false, cell: ({ row }) => (
      <div className="flex flex-col">
        {row.original.organization && <span className="font-medium">{row.original.organization.name}</span>}
        <span className="text-sm">{row.original.buyer || "—"}</span>
      </div>
    ) }),
    col.accessor("status", { header: t("columns.status"), enableSorting: false, cell: (c) => <Badge variant={STATUS_VARIANT[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge> }),
    col.accessor("total", { header: t("columns.amount"), cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.total, row.original.currency, locale)}</span> }),
    col.accessor("issuedAt", { header: t("columns.issuedAt"), cell: (c) => date(c.getValue()) }),
    col.accessor("dueAt", { header: t("columns.dueAt"), cell: (c) => date(c.getValue()) }),
    col.accessor("paidAt", { header: t("columns.paidAt"), cell: (c) => date(c.getValue()) }),
    col.display({ id: "actions", header: t("columns.actions"), cell: ({ row }) => <Actions row={row.original} t={t} locale={locale} /> }),
  ]);
}
