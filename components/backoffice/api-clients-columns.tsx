import type { getFormatter } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import type { ApiKeyEntry } from "@/lib/backoffice/api-clients/queries";
import type { FormAction } from "@/lib/http/action";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const col = columnHelper<ApiKeyEntry>();

/** The API keys list's columns; a live key's row has the revoke button (with its confirm dialog). */
export function apiKeyColumns(t: Labels, format: Format, revoke: FormAction) {
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "short", timeStyle: "short" }) : "—");
  return col.columns([
    col.accessor("name", {
      header: t("apiClients.columns.name"),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <code className="text-xs text-ink-soft">{row.original.prefix}…</code>
        </span>
      ),
    }),
    col.accessor("organization", {
      header: t("apiClients.columns.organization"),
      enableSorting: false,
      cell: ({ row }) => <a className="underline" href={`/admin/organization?id=${encodeURIComponent(row.original.organization.id)}`}>{row.original.organization.name}</a>,
    }),
    col.accessor("scopes", { header: t("apiClients.columns.scopes"), enableSorting: false, cell: (c) => <span className="text-xs">{c.getValue().join(", ")}</span> }),
    col.accessor("createdAt", { header: t("apiClients.columns.createdAt"), cell: ({ row }) => <span className="text-xs">{date(row.original.createdAt)}{row.original.createdBy && <><br />{row.original.createdBy}</>}</span> }),
    col.accessor("lastUsedAt", { header: t("apiClients.columns.lastUsedAt"), cell: (c) => date(c.getValue()) }),
    col.accessor("requests30d", { header: t("apiClients.columns.requests30d"), enableSorting: false, cell: (c) => format.number(c.getValue()) }),
    col.accessor("revokedAt", {
      header: t("apiClients.columns.status"),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.revokedAt ? (
          <Badge variant="neutral">{t("apiClients.revokedOn", { date: date(row.original.revokedAt) })}</Badge>
        ) : (
          <AdminForm
            action={revoke}
            namespace="BackofficeSupport"
            layout="inline"
            testId={`revoke-${row.original.id}`}
            submitLabel={t("apiClients.revoke")}
            fields={[{ kind: "hidden", name: "keyId", value: row.original.id }]}
            confirm={{
              title: t("apiClients.confirmTitle", { name: row.original.name }),
              body: t("apiClients.confirmBody", { organization: row.original.organization.name }),
              confirmLabel: t("apiClients.revoke"),
              cancelLabel: t("apiClients.cancel"),
            }}
          />
        ),
    }),
  ]);
}
