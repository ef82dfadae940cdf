// GET /api/backoffice/referral/export?{the referrals list's query}: what the filter selects, as CSV.
import { createTranslator } from "use-intl/core";
import { referralCsvHeader } from "@/components/backoffice/money/csv-headers";
import { referralBatches } from "@/lib/backoffice/money/referrals";
import { referralQuery } from "@/lib/backoffice/money/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeMoney" }, async ({ request, db, locale }) => {
  const query = referralQuery.parse(new URL(request.url).searchParams);
  // use-intl's translator: the same messages as getTranslations, outside a React render.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "BackofficeMoney.referrals" }) as unknown as (key: string) => string;
  async function* rows() {
    for await (const batch of referralBatches(db, query)) {
      yield batch.map((r) => [r.createdAt, r.referrer.email, r.referred.email, t(`reward.${r.rewardState ?? "NONE"}`), r.rewardNote ?? "", r.rewardCredits, r.earnedAt, r.rewardedAt, r.refund ? `${r.refund.amount / 100} ${r.refund.currency}` : "", r.orderId ?? ""]);
    }
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, referralCsvHeader(t as never), rows());
});
