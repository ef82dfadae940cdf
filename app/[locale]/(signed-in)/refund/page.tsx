import { getTranslations } from "next-intl/server";
import { RefundContent } from "@/components/refund/RefundContent";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { readRefundOverview } from "@/lib/payments/refund-overview";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Refund" });
  return pageMetadata({ path: "/refund", locale, title: t("metaTitle"), index: false });
}

/** /refund: the money-back guarantee for the signed-in person's paid orders. */
export default async function RefundPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/refund");
  const { orders, days } = await readRefundOverview(db, principal!.userId, locale);
  return <RefundContent orders={orders} days={days} locale={locale} />;
}
