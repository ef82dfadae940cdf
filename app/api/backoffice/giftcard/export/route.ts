// GET /api/backoffice/giftcard/export?{the gift card list's query, e.g. batchId=…}: what the filter selects, as CSV.
import { createTranslator } from "use-intl/core";
import { adminGiftCardBatches, giftCardCsvHeader } from "@/lib/backoffice/giftcards/giftcards";
import { adminGiftCardQuery } from "@/lib/backoffice/giftcards/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeCoupons" }, async ({ request, db, locale }) => {
  const query = adminGiftCardQuery.parse(new URL(request.url).searchParams);
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "BackofficeCoupons" as never });
  const label = (key: string) => t(key as never);
  async function* rows() {
    for await (const batch of adminGiftCardBatches(db, query)) {
      yield batch.map((c) => [c.code, c.packageName, label(`giftcard.status.${c.status}`), c.redeemedBy, c.redeemedAt, c.expiresAt, c.createdAt, c.batchLabel]);
    }
  }
  return csvResponse(`lumen-${label("giftcard.exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, giftCardCsvHeader(label), rows());
});
