import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/backoffice/admin-page";
import { auditColumns } from "@/components/backoffice/auditlog-columns";
import { DateFilter } from "@/components/backoffice/filters";
import { DataTable } from "@/components/ui/data-table";
import { ViewAsButton } from "@/components/backoffice/view-as/ViewAsButton";
import { auditSubject, findAuditPage } from "@/lib/backoffice/auditlog/queries";
import { auditQuery } from "@/lib/backoffice/auditlog/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/auditlog", "BackofficeSupport.auditlog");

const input = "h-10 rounded-lg border border-line px-3";

/** The audit log: who changed what and when, with the before and after of each change. */
export default async function AuditLogPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/auditlog");
  const query = auditQuery.parse(await searchParams);
  const [t, format, page] = await Promise.all([getTranslations("BackofficeSupport"), getFormatter(), findAuditPage(db, query)]);
  const subject = await auditSubject(db, query);
  const filter = (name: "actor" | "targetType" | "targetId" | "action", type = "text") => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-ink-soft">{t(`auditlog.filters.${name}`)}</span>
      <input name={name} type={type} defaultValue={query[name] ?? ""} className={input} />
    </label>
  );
  return (
    <AdminPage
      title={t("auditlog.title")}
      intro={t("auditlog.intro")}
      testId="auditlog"
      actions={
        subject && (
          <span className="flex items-center gap-2 text-sm">
            <span className="text-ink-soft">{subject.email}</span>
            <ViewAsButton userId={subject.id} />
          </span>
        )
      }
    >
      <DataTable
        path="/admin/auditlog"
        testId="auditlog-table"
        caption={t("auditlog.title")}
        columns={auditColumns(t as never, format)}
        page={page}
        query={query}
        schema={auditQuery}
        searchLabel={t("auditlog.search")}
        exportHref={`/api/backoffice/auditlog/export${auditQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <>
            {filter("actor")}
            {filter("targetType")}
            {filter("targetId")}
            {filter("action")}
            {(["from", "to"] as const).map((name) => (
              <DateFilter key={name} name={name} label={t(`auditlog.filters.${name}`)} value={query[name]} />
            ))}
          </>
        }
      />
    </AdminPage>
  );
}
