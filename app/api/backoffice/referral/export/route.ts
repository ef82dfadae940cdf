// GET /api/backoffice/referral/export?{the referrals list's query}: what the filter selects, as CSV.
import { getTranslations } from "next-intl/server";
import { referralCsvHeader } from "@/components/backoffice/money/referral-columns";
import { referralBatches } from "@/lib/backoffice/money/referrals";
import { referralQuery } from "@/lib/backoffice/money/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeMoney" }, async ({ request, db, locale }) => {
  const query = referralQuery.parse(new URL(request.url).searchParams);
  const t = await getTranslations({ locale, namespace: "BackofficeMoney.referrals" });
  async function* rows() {
    for await (const batch of referralBatches(db, query)) {
      yield batch.map((r) => [r.createdAt, r.referrer.email, r.referred.email, t(`reward.${r.rewardState ?? "NONE"}`), r.rewardNote ?? "", r.rewardCredits, r.earnedAt, r.rewardedAt, r.refund ? `${r.refund.amount / 100} ${r.refund.currency}` : "", r.orderId ?? ""]);
    }
  }
  return csvResponse(`lumen-${t("exportName")}-${new Date().toISOString().slice(0, 10)}.csv`, referralCsvHeader(t as never), rows());
});
