import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { UserRow } from "@/lib/backoffice/users/queries";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<UserRow>();

/** The people list's columns (headers in the admin's language); the email opens the detail view. */
export function userColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("email", {
      header: t("columns.email"),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link href={`/admin/user?id=${encodeURIComponent(row.original.id)}`} className="font-medium text-brand underline" data-testid="user-link">
            {row.original.email}
          </Link>
          {row.original.deletedAt && <Badge variant="danger">{t("status.deleted")}</Badge>}
          {!row.original.deletedAt && !row.original.emailVerified && <Badge variant="warning">{t("status.unverified")}</Badge>}
        </span>
      ),
    }),
    col.accessor("name", { header: t("columns.name"), cell: (c) => c.getValue() ?? "—" }),
    col.accessor("role", { header: t("columns.role"), enableSorting: false, cell: (c) => <Badge variant={c.getValue() === "ADMIN" ? "brand" : "neutral"}>{t(`role.${c.getValue()}`)}</Badge> }),
    col.accessor("photoCredits", { header: t("columns.credits"), enableSorting: false, cell: ({ row }) => t("creditsCell", { photo: row.original.photoCredits, edit: row.original.editCredits }) }),
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short", timeStyle: "short" }) }),
  ]);
}
