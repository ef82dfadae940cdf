import { getTranslations } from "next-intl/server";
import { RefundContent } from "@/components/refund/RefundContent";
import { SurveyPrompt } from "@/components/surveys/SurveyPrompt";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { readRefundOverview } from "@/lib/payments/refund-overview";
import { pendingSurvey } from "@/lib/surveys/answer";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Refund" });
  return pageMetadata({ path: "/refund", locale, title: t("metaTitle"), index: false });
}

/** /refund: the money-back guarantee for the signed-in person's paid orders. */
export default async function RefundPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/refund");
  const [{ orders, days }, survey] = await Promise.all([readRefundOverview(db, principal!.userId, locale), pendingSurvey(db, principal!.userId, "AFTER_REFUND", locale)]);
  return (
    <>
      <RefundContent orders={orders} days={days} locale={locale} />
      {/* After a refund was requested or paid: the AFTER_REFUND survey, if one is active. */}
      {survey && <div className="mx-auto mt-8 w-full max-w-3xl"><SurveyPrompt survey={survey} /></div>}
    </>
  );
}
