import type { getFormatter } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { AdminGiftCardRow } from "@/lib/backoffice/giftcards/giftcards";
import type { FormAction } from "@/lib/http/action";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const STATUS_VARIANT = { UNUSED: "info", USED: "success", VOID: "neutral" } as const;
const col = columnHelper<AdminGiftCardRow>();

export function giftCardColumns(t: Labels, format: Format, voidAction: FormAction) {
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "medium" }) : "—");
  return col.columns([
    col.accessor("code", { header: t("giftcard.columns.code"), cell: (c) => <code className="font-mono text-sm">{c.getValue()}</code> }),
    col.accessor("packageName", { header: t("giftcard.columns.package"), enableSorting: false }),
    col.accessor("status", { header: t("giftcard.columns.status"), cell: (c) => <Badge variant={STATUS_VARIANT[c.getValue()]}>{t(`giftcard.status.${c.getValue()}`)}</Badge> }),
    col.accessor("batchLabel", {
      header: t("giftcard.columns.batch"),
      enableSorting: false,
      cell: ({ row }) => (row.original.batchId ? <Link href={`/admin/giftcard?batchId=${row.original.batchId}`} className="underline">{row.original.batchLabel}</Link> : t("giftcard.bought")),
    }),
    col.accessor("redeemedBy", { header: t("giftcard.columns.redeemedBy"), enableSorting: false, cell: (c) => c.getValue() ?? "—" }),
    col.accessor("redeemedAt", { header: t("giftcard.columns.redeemedAt"), cell: (c) => date(c.getValue()) }),
    col.accessor("expiresAt", { header: t("giftcard.columns.expiresAt"), enableSorting: false, cell: (c) => (c.getValue() ? date(c.getValue()) : t("giftcard.never")) }),
    col.accessor("createdAt", { header: t("giftcard.columns.createdAt"), cell: (c) => date(c.getValue()) }),
    col.display({
      id: "actions",
      header: t("giftcard.columns.actions"),
      cell: ({ row }) =>
        row.original.status === "UNUSED" ? (
          <AdminForm action={voidAction} namespace="BackofficeCoupons" layout="inline" submitLabel={t("giftcard.void")} testId={`giftcard-void-${row.original.code}`}
            confirm={{ title: t("giftcard.voidConfirm.title", { code: row.original.code }), body: t("giftcard.voidConfirm.body"), confirmLabel: t("giftcard.void"), cancelLabel: t("giftcard.cancel") }}
            fields={[{ kind: "hidden", name: "giftCardId", value: row.original.id }]} />
        ) : null,
    }),
  ]);
}
