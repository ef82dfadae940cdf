import { getTranslations } from "next-intl/server";
import { RefundContent } from "@/components/refund/RefundContent";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { readRefundOverview } from "@/lib/payments/refund-overview";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Refund" });
  return pageMetadata({ path: "/profile/refund", locale, title: t("metaTitle"), index: false });
}

/** /profile/refund: the same refunds as /refund, inside the profile area. */
export default async function ProfileRefundPage({ params }: LocaleParams) {
  const { locale, principal, db } = await openPage(params, "/profile/refund");
  const { orders, days } = await readRefundOverview(db, principal!.userId, locale);
  return <RefundContent orders={orders} days={days} locale={locale} />;
}
