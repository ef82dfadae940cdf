import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CataloguePage } from "@/components/catalogue/Catalogue";
import { listPublicCatalogue } from "@/lib/catalog/public";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Catalogue" });
  return pageMetadata({ path: "/backdrop-and-outfit", locale, title: t("metaTitle"), description: t("metaDescription") });
}

/** /backdrop-and-outfit: every active backdrop and outfit, filterable in the browser, each with the styles using it. */
export default async function BackdropAndOutfit({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/backdrop-and-outfit");
  const [catalogue, breadcrumb] = await Promise.all([listPublicCatalogue(db, locale), publicBreadcrumb(locale, "/backdrop-and-outfit")]);
  return <CataloguePage catalogue={catalogue} structuredData={[breadcrumb]} />;
}
