import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HeadshotTypePage, HeadshotTypesIndex } from "@/components/catalogue/HeadshotTypes";
import { listPublicStyles, loadPublicStyle } from "@/lib/catalog/public";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

// Made on the first visit of each style (none at build time: the build has no database).
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug?: string[] }> };

/** The style a /headshot-types/{slug} address names: null for the index, undefined for an address with more parts. */
async function slugOf(params: Props["params"]): Promise<string | null | undefined> {
  const { slug = [] } = await params;
  if (slug.length === 0) return null;
  return slug.length === 1 ? slug[0] : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, db } = await openPublicPage(params, "/headshot-types/[[slug]]");
  const slug = await slugOf(params);
  const t = await getTranslations({ locale, namespace: "HeadshotTypes" });
  if (slug === null) return pageMetadata({ path: "/headshot-types", locale, title: t("metaTitle"), description: t("metaDescription") });
  const style = slug === undefined ? null : await loadPublicStyle(db, locale, slug);
  if (!style) return {};
  return pageMetadata({
    path: `/headshot-types/${style.slug}`,
    locale,
    title: style.seoTitle ?? t("style.metaTitle", { name: style.name, gender: t(`genderFor.${style.gender}`) }),
    description: style.seoDescription ?? style.summary,
  });
}

/** /headshot-types (every public style) and /headshot-types/{slug} (one of them); anything else is a 404. */
export default async function HeadshotTypes({ params }: Props) {
  const { locale, db } = await openPublicPage(params, "/headshot-types/[[slug]]");
  const slug = await slugOf(params);
  if (slug === undefined) notFound();
  if (slug === null) return <HeadshotTypesIndex styles={await listPublicStyles(db, locale)} structuredData={[await publicBreadcrumb(locale, "/headshot-types")]} />;
  const style = await loadPublicStyle(db, locale, slug);
  if (!style) notFound();
  const path = `/headshot-types/${style.slug}`;
  return <HeadshotTypePage style={style} structuredData={[await publicBreadcrumb(locale, path, { [path]: style.name })]} />;
}
