// GET /api/backoffice/feedback/export?{the feedback list's query}: what the filter selects, as CSV (streamed).
import { getTranslations } from "next-intl/server";
import { feedbackCsvHeader } from "@/components/backoffice/feedback-columns";
import { feedbackBatches } from "@/lib/backoffice/feedback/queries";
import { feedbackQuery } from "@/lib/backoffice/feedback/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeSupport" }, async ({ request, db, locale }) => {
  const query = feedbackQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "BackofficeSupport" });
  async function* rows() {
    for await (const batch of feedbackBatches(db, query)) yield batch.map((f) => [f.createdAt, f.rating, f.body, f.user?.email ?? null, f.shoot?.title ?? null]);
  }
  return csvResponse(`lumen-feedback-${new Date().toISOString().slice(0, 10)}.csv`, feedbackCsvHeader(t as never), rows());
});
