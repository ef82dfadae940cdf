import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { OrganizationRow } from "@/lib/backoffice/organizations/queries";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<OrganizationRow>();

/** The organisation list's columns (headers in the admin's language); a name opens the detail view. */
export function organizationColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("name", {
      header: t("columns.name"),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link href={`/admin/organization?id=${encodeURIComponent(row.original.id)}`} className="font-medium underline" data-testid="organization-link">
            {row.original.name}
          </Link>
          {row.original.deletedAt && <Badge variant="danger">{t("deleted")}</Badge>}
        </span>
      ),
    }),
    col.accessor((r) => r.owner.email, {
      id: "owner",
      header: t("columns.owner"),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.owner.name ?? "—"}</span>
          <span className="text-ink-soft">{row.original.owner.email}</span>
        </span>
      ),
    }),
    col.accessor("members", { header: t("columns.members"), enableSorting: false, cell: (c) => format.number(c.getValue()) }),
    col.accessor("credits", {
      header: t("columns.credits"),
      cell: ({ row }) => t("creditsCell", { credits: row.original.credits, held: row.original.held, free: row.original.free }),
    }),
    col.accessor("currency", { header: t("columns.currency"), enableSorting: false }),
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short" }) }),
  ]);
}
