// GET /api/backoffice/organizations/export?{the organisation list's query}: what the filter selects, as CSV (streamed).
import { createTranslator } from "use-intl/core";
import { organizationCsvHeader, organizationCsvRow } from "@/lib/backoffice/organizations/csv";
import { organizationBatches } from "@/lib/backoffice/organizations/queries";
import { organizationsQuery } from "@/lib/backoffice/organizations/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeOrganizations" }, async ({ request, db, answerIn }) => {
  const params = new URL(request.url).searchParams;
  const query = organizationsQuery.parse(params);
  // The headers in the language the link names (`?locale=`), else the admin's.
  const locale = answerIn(params.get("locale"));
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "BackofficeOrganizations.list" }) as unknown as (key: string) => string;
  async function* rows() {
    for await (const batch of organizationBatches(db, query)) yield batch.map(organizationCsvRow);
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, organizationCsvHeader(t), rows());
});
