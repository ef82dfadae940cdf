// A back-office page's metadata in one line: `export const generateMetadata = backofficeMetadata("/admin/coupons", "BackofficeCoupons.coupons")`
// (the title is `<namespace>.title`; back-office pages are never indexed).
import "server-only";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

export function backofficeMetadata(path: string, namespace: string) {
  return async function generateMetadata({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: namespace as never });
    return pageMetadata({ path, locale, title: t("title" as never), index: false });
  };
}
