// GET /api/backoffice/shoots/export?{the shoot list's query}: what the filter selects, as CSV (streamed).
import { createTranslator } from "use-intl/core";
import { shootCsvHeader } from "@/components/backoffice/shoot-csv";
import { shootsBatches } from "@/lib/backoffice/shoots/queries";
import { shootsQuery } from "@/lib/backoffice/shoots/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeShoots" }, async ({ request, db, locale }) => {
  const query = shootsQuery.parse(new URL(request.url).searchParams);
  // use-intl's translator: the same messages as getTranslations, outside a React render.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "BackofficeShoots.shoots" });
  async function* rows() {
    for await (const batch of shootsBatches(db, query)) yield batch.map((s) => [s.id, s.owner, s.organization, s.package, s.state, s.engine, s.createdAt, s.updatedAt]);
  }
  return csvResponse(`lumen-${t("exportName" as never)}-${new Date().toISOString().slice(0, 10)}.csv`, shootCsvHeader(t as never), rows());
});
