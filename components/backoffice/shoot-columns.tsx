import type { getFormatter } from "next-intl/server";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { ShootRow } from "@/lib/backoffice/shoots/queries";
import type { UploadRow } from "@/lib/backoffice/shoots/uploads";
import { PhotoThumb } from "./shoot-photo";

export const STATE_VARIANT: Record<ShootRow["state"], BadgeVariant> = {
  ONBOARDING: "neutral",
  WAITING: "info",
  PROCESSING: "info",
  GENERATING: "info",
  ACTIVE: "success",
  FAILED: "danger",
  DELETED: "outline",
};

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<ShootRow>();

/** The shoot list's columns (headers in the admin's language). */
export function shootColumns(t: Labels, format: Format) {
  const when = (d: Date) => format.dateTime(d, { dateStyle: "short", timeStyle: "short" });
  return col.columns([
    col.accessor("id", { header: t("columns.id"), enableSorting: false, cell: (c) => <Link href={`/admin/model/${c.getValue()}`} className="font-mono text-xs underline">{c.getValue()}</Link> }),
    col.accessor("owner", { header: t("columns.owner"), enableSorting: false }),
    col.accessor("organization", { header: t("columns.organization"), enableSorting: false, cell: (c) => c.getValue() ?? "—" }),
    col.accessor("package", { header: t("columns.package"), enableSorting: false }),
    col.accessor("state", { header: t("columns.state"), cell: (c) => <Badge variant={STATE_VARIANT[c.getValue()]}>{t(`state.${c.getValue()}`)}</Badge> }),
    col.accessor("engine", { header: t("columns.engine"), enableSorting: false, cell: (c) => c.getValue() ?? "—" }),
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => when(c.getValue()) }),
    col.accessor("updatedAt", { header: t("columns.updatedAt"), cell: (c) => when(c.getValue()) }),
  ]);
}

const up = columnHelper<UploadRow>();

/** The upload list's columns. */
export function uploadColumns(t: Labels, format: Format) {
  return up.columns([
    up.accessor("file", { header: t("columns.photo"), enableSorting: false, cell: ({ row }) => <PhotoThumb id={row.original.id} file={row.original.file} labels={{ notKept: t("file.notKept"), deleted: t("file.deleted"), alt: t("file.alt") }} /> }),
    up.accessor("accepted", {
      header: t("columns.verdict"),
      enableSorting: false,
      cell: (c) => <Badge variant={c.getValue() ? "success" : "danger"}>{t(c.getValue() ? "verdict.accepted" : "verdict.rejected")}</Badge>,
    }),
    up.accessor("reasons", {
      header: t("columns.reasons"),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col gap-1" data-testid="upload-reasons">
          {row.original.reasons.map((r) => <code key={r} className="text-xs">{r}</code>)}
          {row.original.warnings.map((w) => <code key={w} className="text-xs text-ink-soft">{w}</code>)}
          {!row.original.reasons.length && !row.original.warnings.length && "—"}
        </div>
      ),
    }),
    up.accessor("score", { header: t("columns.score") }),
    up.accessor("shootId", { header: t("columns.shoot"), enableSorting: false, cell: ({ row }) => <Link href={`/admin/model/${row.original.shootId}`} className="underline">{row.original.owner}</Link> }),
    up.accessor("createdAt", { header: t("columns.uploadedAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short", timeStyle: "short" }) }),
  ]);
}
