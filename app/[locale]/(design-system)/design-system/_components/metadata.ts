import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMessageKey, type DesignSystemPage } from "./pages";

type Props = { params: Promise<{ locale: string }> };

/** generateMetadata for a design-system page; `null` is the index. */
export function designSystemMetadata(page: DesignSystemPage | null) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: "DesignSystem" });
    if (page === null) return { title: t("metaTitleIndex"), description: t("intro") };
    const key = pageMessageKey(page);
    return { title: t("metaTitle", { page: t(`pages.${key}.title`) }), description: t(`pages.${key}.description`) };
  };
}
