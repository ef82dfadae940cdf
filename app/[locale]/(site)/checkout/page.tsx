import { getTranslations } from "next-intl/server";
import { CheckoutPage } from "@/components/checkout/CheckoutPage";
import { openPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";
import { loadCheckoutPage } from "@/lib/payments/checkout-page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Checkout.meta" });
  return pageMetadata({ path: "/checkout", locale, title: t("checkout"), index: false });
}

/** /checkout?package=slug: open to everyone; signed-out visitors sign up or log in inline. */
export default async function Checkout({ params, searchParams }: Props) {
  const { locale, principal, db } = await openPage(params, "/checkout");
  const data = await loadCheckoutPage(db, { userId: principal?.userId ?? null, locale });
  return <CheckoutPage routePath="/checkout" locale={locale} principal={principal} packageParam={searchParam(await searchParams, "package")} data={data} />;
}
