import type { getFormatter } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { approveRefundAction, denyRefundAction } from "@/lib/backoffice/money/actions";
import type { RefundRow } from "@/lib/backoffice/money/refunds";
import type { Locale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const STATUS_VARIANT = { REQUESTED: "info", APPROVED: "warning", REJECTED: "neutral", COMPLETED: "success" } as const;
const col = columnHelper<RefundRow>();

function Decide({ row, t, locale }: { row: RefundRow; t: Labels; locale: Locale }) {
  const amount = formatMoney(row.amount, row.currency, locale);
  const unfinished = row.status === "APPROVED" && !row.automatic && /^(provider refund failed|completion failed)/.test(row.note ?? "");
  if (row.status !== "REQUESTED" && !unfinished) return null;
  return (
    <div className="flex flex-col gap-2">
      <AdminForm
        action={approveRefundAction}
        namespace="BackofficeMoney"
        layout="inline"
        testId={`approve-${row.id}`}
        submitLabel={unfinished ? t("approve.retry") : t("approve.submit")}
        successMessage={t("approve.done")}
        variant="primary"
        fields={[{ kind: "hidden", name: "refundId", value: row.id }]}
        confirm={{ title: t("approve.title"), body: t("approve.body", { amount, email: row.email ?? "—" }), confirmLabel: t("approve.confirm"), cancelLabel: t("cancel") }}
      />
      {row.status === "REQUESTED" && (
        <details>
          <summary className="cursor-pointer text-sm underline">{t("deny.open")}</summary>
          <AdminForm
            action={denyRefundAction}
            namespace="BackofficeMoney"
            testId={`deny-${row.id}`}
            submitLabel={t("deny.submit")}
            successMessage={t("deny.done")}
            fields={[
              { kind: "hidden", name: "refundId", value: row.id },
              { kind: "textarea", name: "reason", label: t("deny.reason"), hint: t("deny.reasonHint"), required: true, maxLength: 1000, rows: 3 },
            ]}
            confirm={{ title: t("deny.title"), body: t("deny.body", { email: row.email ?? "—" }), confirmLabel: t("deny.confirm"), cancelLabel: t("cancel") }}
          />
        </details>
      )}
    </div>
  );
}

export function refundColumns(t: Labels, format: Format, locale: Locale) {
  return col.columns([
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short", timeStyle: "short" }) }),
    col.accessor("status", { header: t("columns.status"), enableSorting: false, cell: ({ row }) => (
      <div className="flex flex-col gap-1">
        <Badge variant={STATUS_VARIANT[row.original.status]}>{t(`status.${row.original.status}`)}</Badge>
        {row.original.decidedBy && <span className="text-xs text-ink-soft">{t("decidedBy", { email: row.original.decidedBy })}</span>}
        {row.original.automatic && <span className="text-xs text-ink-soft">{t("automatic")}</span>}
      </div>
    ) }),
    col.accessor("amount", { header: t("columns.amount"), cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.amount, row.original.currency, locale)}</span> }),
    col.accessor("orderId", { header: t("columns.order"), enableSorting: false, cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{row.original.email ?? "—"}</span>
        <code className="text-xs">{row.original.orderId}</code>
        <span className="text-xs text-ink-soft" data-testid={`order-status-${row.original.id}`}>{row.original.orderKind} · {t(`orderStatus.${row.original.orderStatus}`)}</span>
      </div>
    ) }),
    col.accessor("purchasedAt", { header: t("columns.purchase"), enableSorting: false, cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{format.dateTime(row.original.purchasedAt, { dateStyle: "short" })}</span>
        <span className="text-xs text-ink-soft">{t("daysAgo", { days: row.original.daysSincePurchase })}</span>
      </div>
    ) }),
    col.accessor("downloads", { header: t("columns.downloads"), enableSorting: false, cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
    col.accessor("editsUsed", { header: t("columns.edits"), enableSorting: false, cell: (c) => <span className="tabular-nums">{c.getValue()}</span> }),
    col.accessor("reason", { header: t("columns.reason"), enableSorting: false, cell: ({ row }) => (
      <div className="flex max-w-xs flex-col gap-1">
        <span className="whitespace-pre-wrap">{row.original.reason}</span>
        {row.original.note && <span className="text-xs text-ink-soft">{row.original.note}</span>}
      </div>
    ) }),
    col.display({ id: "actions", header: t("columns.actions"), cell: ({ row }) => <Decide row={row.original} t={t} locale={locale} /> }),
  ]);
}
