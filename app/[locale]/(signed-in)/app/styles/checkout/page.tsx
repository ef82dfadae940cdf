import { getTranslations } from "next-intl/server";
import { CheckoutPage } from "@/components/checkout/CheckoutPage";
import { guardPage } from "@/lib/auth/guard";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, searchParam, type LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Checkout.meta" });
  return pageMetadata({ path: "/app/styles/checkout", locale, title: t("checkout"), index: false });
}

/** /app/styles/checkout: the signed-in end of the package and style chooser; the same checkout as /checkout. */
export default async function StylesCheckout({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const principal = await guardPage("/app/styles/checkout", locale);
  return <CheckoutPage routePath="/app/styles/checkout" locale={locale} principal={principal} packageParam={searchParam(await searchParams, "package")} />;
}
