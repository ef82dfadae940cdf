import { Fragment } from "react";
import type { getFormatter } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import type { OutboxEntry } from "@/lib/backoffice/outbox/queries";
import { REDACTED } from "@/lib/email/templates";

const STATUS_VARIANT = { PENDING: "info", SENT: "success", FAILED: "danger" } as const;

type Labels = (key: string) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<OutboxEntry>();

/** The outbox list's columns (headers in the admin's language). */
export function outboxColumns(t: Labels, format: Format) {
  return col.columns([
    col.accessor("status", { header: t("columns.status"), cell: (c) => <Badge variant={STATUS_VARIANT[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge> }),
    col.accessor("subject", {
      header: t("columns.subject"),
      cell: ({ row }) => (
        <details>
          <summary className="cursor-pointer font-medium">{row.original.subject}</summary>
          {row.original.text === null ? (
            <p className="mt-2 text-ink-soft">{t("bodyNotKept")}</p>
          ) : (
            <pre className="mt-2 max-w-2xl overflow-x-auto whitespace-pre-wrap font-sans">
              {/* Plain text: the stored body holds no live sign-in or verification link, only the marker. */}
              {row.original.text.split(REDACTED).map((part, i) => (
                <Fragment key={i}>
                  {i > 0 && <Badge variant="neutral">{t("redacted")}</Badge>}
                  {part}
                </Fragment>
              ))}
            </pre>
          )}
          {row.original.lastError && <p className="mt-2 text-danger">{row.original.lastError}</p>}
        </details>
      ),
    }),
    col.accessor("to", { header: t("columns.to") }),
    col.accessor("template", { header: t("columns.template"), enableSorting: false, cell: (c) => <code className="text-xs">{c.getValue()}</code> }),
    col.accessor("createdAt", { header: t("columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "short", timeStyle: "short" }) }),
  ]);
}

/** The export's columns, in the same order. */
export function outboxCsvHeader(t: Labels): string[] {
  return [t("columns.status"), t("columns.subject"), t("columns.to"), t("columns.template"), t("columns.locale"), t("columns.createdAt"), t("columns.error")];
}
