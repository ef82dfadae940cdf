import type { getFormatter } from "next-intl/server";
import { columnHelper } from "@/components/ui/data-table";
import type { FeedbackEntry } from "@/lib/backoffice/feedback/queries";

type Labels = (key: string) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<FeedbackEntry>();

export const stars = (n: number) => "★".repeat(n) + "☆".repeat(Math.max(0, 5 - n));

/** The feedback list's columns (headers in the admin's language). */
export function feedbackColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("rating", { header: t("feedback.columns.rating"), cell: (c) => <span aria-label={String(c.getValue())} className="whitespace-nowrap text-warning">{stars(c.getValue())}</span> }),
    col.accessor("body", { header: t("feedback.columns.body"), enableSorting: false, cell: (c) => <p className="max-w-xl whitespace-pre-wrap">{c.getValue() ?? "—"}</p> }),
    col.accessor("user", {
      header: t("feedback.columns.person"),
      enableSorting: false,
      cell: ({ row }) => (row.original.user ? <a className="underline" href={`/admin/user?id=${encodeURIComponent(row.original.user.id)}`}>{row.original.user.email}</a> : "—"),
    }),
    col.accessor("shoot", { header: t("feedback.columns.shoot"), enableSorting: false, cell: ({ row }) => row.original.shoot?.title ?? "—" }),
    col.accessor("createdAt", { header: t("feedback.columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short", timeStyle: "short" }) }),
  ]);
}

/** The export's columns, in the order of the export route's rows. */
export function feedbackCsvHeader(t: Labels): string[] {
  return [t("feedback.columns.createdAt"), t("feedback.columns.rating"), t("feedback.columns.body"), t("feedback.columns.person"), t("feedback.columns.shoot")];
}
