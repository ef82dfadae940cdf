// GET /api/backoffice/studio/photos/export?{the studio photos list's query}: what the filter selects, as CSV.
import { getTranslations } from "next-intl/server";
import { studioPhotoCsvHeader } from "@/components/backoffice/studio-photo-columns";
import { studioPhotoBatches } from "@/lib/backoffice/studio-photos/queries";
import { studioPhotoQuery } from "@/lib/backoffice/studio-photos/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeWardrobe" }, async ({ request, db, locale }) => {
  const query = studioPhotoQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "BackofficeWardrobe" });
  const label = t as unknown as (key: string) => string;
  async function* rows() {
    for await (const batch of await studioPhotoBatches(db, query)) {
      yield batch.map((e) => [e.id, e.createdAt, e.email ?? e.userId ?? "", e.shootId, e.options, label(`photos.status.${e.status}`), e.engine ?? "", e.durationMs === null ? "" : Math.round(e.durationMs / 1000), e.creditsSpent, e.outputResultId ?? "", e.error ?? ""]);
    }
  }
  return csvResponse(`lumen-${label("photos.exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, studioPhotoCsvHeader(label), rows());
});
