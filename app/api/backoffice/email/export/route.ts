// GET /api/backoffice/email/export?{the outbox list's query}: what the filter selects, as CSV.
import { getTranslations } from "next-intl/server";
import { outboxCsvHeader } from "@/components/backoffice/outbox-columns";
import { outboxBatches } from "@/lib/backoffice/outbox/queries";
import { outboxQuery } from "@/lib/backoffice/outbox/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "Backoffice" }, async ({ request, db, locale }) => {
  const query = outboxQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "Backoffice.email" });
  async function* rows() {
    for await (const batch of outboxBatches(db, query)) yield batch.map((e) => [e.status, e.subject, e.to, e.template, e.locale, e.createdAt, e.lastError]);
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, outboxCsvHeader(t as never), rows());
});
