// /admin/studio/photos: the studio's edits, newest first (lib/backoffice/studio-photos), and their CSV header.
import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { StudioPhotoRow } from "@/lib/backoffice/studio-photos/queries";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const STATUS_VARIANT = { PENDING: "info", RUNNING: "info", DONE: "success", FAILED: "danger" } as const;
const col = columnHelper<StudioPhotoRow>();

/** "3.4 s" or "2 min 5 s". */
export function formatDuration(ms: number | null, t: Labels): string {
  if (ms === null) return "—";
  if (ms < 60_000) return t("photos.seconds", { value: Math.round(ms / 100) / 10 });
  return t("photos.minutes", { minutes: Math.floor(ms / 60_000), seconds: Math.round((ms % 60_000) / 1000) });
}

export function studioPhotoColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("createdAt", { header: t("photos.columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium", timeStyle: "short" }) }),
    col.accessor("email", {
      header: t("photos.columns.who"), enableSorting: false,
      cell: ({ row }) => (row.original.userId ? <Link href={`/admin/user?id=${row.original.userId}`} className="underline">{row.original.email ?? row.original.userId}</Link> : t("photos.deletedAccount")),
    }),
    col.accessor("shootTitle", { header: t("photos.columns.shoot"), enableSorting: false, cell: ({ row }) => <Link href={`/admin/model/${row.original.shootId}`} className="underline">{row.original.shootTitle}</Link> }),
    col.accessor("options", { header: t("photos.columns.options"), enableSorting: false, cell: (c) => <span className="text-xs">{c.getValue() || "—"}</span> }),
    col.accessor("status", {
      header: t("photos.columns.status"), enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <Badge variant={STATUS_VARIANT[row.original.status]}>{t(`photos.status.${row.original.status}`)}</Badge>
          {row.original.error && <code className="text-xs text-danger">{row.original.error}</code>}
        </span>
      ),
    }),
    col.accessor("engine", { header: t("photos.columns.engine"), enableSorting: false, cell: (c) => c.getValue() ?? "—" }),
    col.accessor("durationMs", { header: t("photos.columns.duration"), enableSorting: false, cell: (c) => formatDuration(c.getValue(), t) }),
    col.accessor("creditsSpent", { header: t("photos.columns.credits"), enableSorting: false }),
    col.accessor("outputResultId", {
      header: t("photos.columns.output"), enableSorting: false,
      cell: (c) => {
        const id = c.getValue();
        if (!id) return "—";
        // Served to platform admins only (404 to anyone else), as on /admin/model.
        return (
          <a href={`/api/backoffice/shoots/results/${id}`} target="_blank" rel="noreferrer" data-testid="studio-photo-output">
            {/* eslint-disable-next-line @next/next/no-img-element -- an admin-only route's thumbnail, never cached */}
            <img src={`/api/backoffice/shoots/results/${id}`} alt={t("photos.outputAlt")} width={64} height={64} className="size-16 rounded object-cover" loading="lazy" />
          </a>
        );
      },
    }),
  ]);
}

export function studioPhotoCsvHeader(t: Labels): string[] {
  return ["id", t("photos.columns.createdAt"), t("photos.columns.who"), t("photos.columns.shoot"), t("photos.columns.options"), t("photos.columns.status"), t("photos.columns.engine"), t("photos.csvDuration"), t("photos.columns.credits"), t("photos.columns.output"), t("photos.columns.error")];
}
