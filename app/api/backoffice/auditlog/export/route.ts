// GET /api/backoffice/auditlog/export?{the audit log list's query}: what the filter selects, as CSV (streamed).
import { getTranslations } from "next-intl/server";
import { auditCsvHeader } from "@/components/backoffice/auditlog-columns";
import { auditCsvRows } from "@/lib/backoffice/auditlog/queries";
import { auditQuery } from "@/lib/backoffice/auditlog/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeSupport" }, async ({ request, db, locale }) => {
  const query = auditQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "BackofficeSupport" });
  return csvResponse(`lumen-audit-log-${new Date().toISOString().slice(0, 10)}.csv`, auditCsvHeader(t as never), auditCsvRows(db, query));
});
