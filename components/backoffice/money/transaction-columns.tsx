import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { TransactionRow } from "@/lib/backoffice/money/transactions";
import { formatMoney } from "@/lib/payments/money";
import type { Locale } from "@/lib/i18n/config";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const STATUS_VARIANT = { PENDING: "info", SUCCEEDED: "success", FAILED: "danger" } as const;
const col = columnHelper<TransactionRow>();

/** The payer: the organisation that bought, else the person. */
function payer(t: TransactionRow) {
  if (t.organization) return <Link href={`/admin/organization?id=${t.organization.id}`} className="underline">{t.organization.name}</Link>;
  if (t.userId && t.email) return <Link href={`/admin/user?id=${t.userId}`} className="underline">{t.email}</Link>;
  return "—";
}

export function transactionColumns(t: Labels, format: Format, locale: Locale) {
  return col.columns([
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short", timeStyle: "short" }) }),
    col.accessor("kind", { header: t("columns.kind"), cell: (c) => <Badge variant={c.getValue() === "REFUND" ? "warning" : "neutral"}>{t(`kind.${c.getValue()}`)}</Badge> }),
    col.accessor("status", { header: t("columns.status"), cell: (c) => <Badge variant={STATUS_VARIANT[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge> }),
    col.accessor("amount", { header: t("columns.amount"), cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.kind === "REFUND" ? -row.original.amount : row.original.amount, row.original.currency, locale)}</span> }),
    col.accessor("provider", { header: t("columns.provider"), cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{row.original.provider}</span>
        <code className="text-xs break-all">{row.original.providerRef}</code>
        {row.original.providerSessionId && <code className="text-xs break-all text-ink-soft">{row.original.providerSessionId}</code>}
      </div>
    ) }),
    col.accessor("orderId", { header: t("columns.order"), enableSorting: false, cell: ({ row }) => (
      <div className="flex flex-col">
        <code className="text-xs">{row.original.orderId}</code>
        <span className="text-xs text-ink-soft">{row.original.orderKind} · {row.original.orderStatus}</span>
      </div>
    ) }),
    col.display({ id: "payer", header: t("columns.payer"), cell: ({ row }) => payer(row.original) }),
  ]);
}
