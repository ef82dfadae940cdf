import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { TicketRow } from "@/lib/backoffice/support/queries";

const STATUS_VARIANT = { OPEN: "info", PENDING: "neutral", CLOSED: "success" } as const;

type Labels = (key: string) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<TicketRow>();

/** The support ticket list's columns (headers in the admin's language); the subject opens the ticket. */
export function ticketColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("status", { header: t("columns.status"), cell: (c) => <Badge variant={STATUS_VARIANT[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge> }),
    col.accessor("subject", { header: t("columns.subject"), cell: ({ row }) => <Link href={`/admin/support?id=${row.original.id}`} className="font-medium underline">{row.original.subject}</Link> }),
    col.accessor("email", { header: t("columns.email") }),
    col.accessor("messages", { header: t("columns.messages"), enableSorting: false }),
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium", timeStyle: "short" }) }),
    col.accessor("updatedAt", { header: t("columns.updatedAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium", timeStyle: "short" }) }),
  ]);
}
