import { getTranslations } from "next-intl/server";
import { RefundContent } from "@/components/refund/RefundContent";
import { guardPage } from "@/lib/auth/guard";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Refund" });
  return pageMetadata({ path: "/profile/refund", locale, title: t("metaTitle"), index: false });
}

/** /profile/refund: the same refunds as /refund, inside the profile area. */
export default async function ProfileRefundPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const principal = (await guardPage("/profile/refund", locale))!;
  return <RefundContent userId={principal.userId} locale={locale} />;
}
