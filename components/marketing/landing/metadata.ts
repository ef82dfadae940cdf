import "server-only";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

/** A landing page's generateMetadata: title and description from Landing.<page>, canonical and hreflang for `path`. */
export function landingMetadata(path: string, page: "lp" | "reasons" | "linkedin" | "studio" | "v2") {
  return async function generateMetadata({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: "Landing" });
    return pageMetadata({ path, locale, title: t(`${page}.metaTitle`), description: t(`${page}.metaDescription`) });
  };
}
