import type { getFormatter } from "next-intl/server";
import { columnHelper } from "@/components/ui/data-table";
import { auditChanges, auditExtra, type AuditEntry } from "@/lib/backoffice/auditlog/queries";

type Labels = (key: string) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<AuditEntry>();

const shown = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

/** A row's change: each field's old and new value; free-form data (older rows, context) as JSON. */
function Change({ entry, t }: { entry: AuditEntry; t: Labels }) {
  const changes = auditChanges(entry.data);
  const extra = auditExtra(entry.data);
  return (
    <div className="flex max-w-xl flex-col gap-1 text-xs">
      {changes?.map((c) => (
        <div key={c.field} className="grid grid-cols-[8rem_1fr] gap-2">
          <code className="font-semibold">{c.field}</code>
          <span>
            <del className="text-danger">{shown(c.before)}</del> → <ins className="text-success no-underline">{shown(c.after)}</ins>
          </span>
        </div>
      ))}
      {extra && (
        <details>
          <summary className="cursor-pointer text-ink-soft">{t("auditlog.data")}</summary>
          <pre className="mt-1 overflow-x-auto whitespace-pre-wrap">{JSON.stringify(extra, null, 2)}</pre>
        </details>
      )}
    </div>
  );
}

/** The audit log list's columns (headers in the admin's language). */
export function auditColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("createdAt", { header: t("auditlog.columns.when"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short", timeStyle: "medium" }) }),
    col.accessor("actorEmail", {
      header: t("auditlog.columns.who"),
      enableSorting: false,
      cell: ({ row }) => row.original.actorEmail ?? (row.original.actorId ? <code className="text-xs">{row.original.actorId}</code> : t("auditlog.system")),
    }),
    col.accessor("action", { header: t("auditlog.columns.action"), enableSorting: false, cell: (c) => <code className="text-xs">{c.getValue()}</code> }),
    col.accessor("targetType", {
      header: t("auditlog.columns.what"),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="text-xs">
          {row.original.targetType} {row.original.targetId && <code>{row.original.targetId}</code>}
        </span>
      ),
    }),
    col.accessor("data", { header: t("auditlog.columns.change"), enableSorting: false, cell: ({ row }) => <Change entry={row.original} t={t} /> }),
  ]);
}

/** The export's columns, in the order of auditCsvRows. */
export function auditCsvHeader(t: Labels): string[] {
  return ["when", "who", "action", "what", "id", "changed", "data", "ip"].map((k) => t(`auditlog.csv.${k}`));
}
