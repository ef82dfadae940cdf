// GET /api/backoffice/giftcard/export?{the gift card list's query, e.g. batchId=…}: what the filter selects, as CSV.
import { getTranslations } from "next-intl/server";
import { giftCardCsvHeader } from "@/components/backoffice/giftcard-columns";
import { adminGiftCardBatches } from "@/lib/backoffice/giftcards/giftcards";
import { adminGiftCardQuery } from "@/lib/backoffice/giftcards/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeCoupons" }, async ({ request, db, locale }) => {
  const query = adminGiftCardQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "BackofficeCoupons" });
  const label = (key: string) => t(key as never);
  async function* rows() {
    for await (const batch of adminGiftCardBatches(db, query)) {
      yield batch.map((c) => [c.code, c.packageName, label(`giftcard.status.${c.status}`), c.redeemedBy, c.redeemedAt, c.expiresAt, c.createdAt, c.batchLabel]);
    }
  }
  return csvResponse(`lumen-${label("giftcard.exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, giftCardCsvHeader(label), rows());
});
