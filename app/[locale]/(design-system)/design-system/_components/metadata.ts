import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageMessageKey, type DesignSystemPage } from "./pages";

type Props = { params: Promise<{ locale: string }> };

/** generateMetadata for a design-system page; `null` is the index. Public pages carry hreflang alternates. */
export function designSystemMetadata(page: DesignSystemPage | null) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale: raw } = await params;
    const locale = isLocale(raw) ? raw : "en";
    const t = await getTranslations({ locale, namespace: "DesignSystem" });
    const path = page === null ? "/design-system" : `/design-system/${page}`;
    if (page === null) return pageMetadata({ path, locale, title: t("metaTitleIndex"), description: t("intro") });
    const key = pageMessageKey(page);
    return pageMetadata({ path, locale, title: t("metaTitle", { page: t(`pages.${key}.title`) }), description: t(`pages.${key}.description`) });
  };
}
