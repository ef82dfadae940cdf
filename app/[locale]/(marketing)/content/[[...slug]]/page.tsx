import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ContentArticle, ContentIndex } from "@/components/content/ContentPages";
import { translatedAlternates } from "@/lib/content/alternates";
import { findContentPage, listContentPages } from "@/lib/content/pages";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

// Made on the first visit of each page (none at build time: the build has no database).
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug?: string[] }> };

const ROUTE = "/content/[[slug]]";

/** The slug a /content/{slug} address names: null for /content itself, undefined for a deeper path. */
async function slugOf(params: Props["params"]): Promise<string | null | undefined> {
  const { slug = [] } = await params;
  if (slug.length === 0) return null;
  return slug.length === 1 ? slug[0] : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, db } = await openPublicPage(params, ROUTE);
  const slug = await slugOf(params);
  if (slug === null) {
    const t = await getTranslations({ locale, namespace: "ContentPages" });
    return pageMetadata({ path: "/content", locale, title: t("metaTitle"), description: t("intro") });
  }
  const page = slug === undefined ? null : await findContentPage(db, locale, slug);
  if (!page) return {};
  // Open Graph and Twitter cards as every public page, with hreflang to the translations' own slugs.
  return {
    ...pageMetadata({ path: `/content/${page.slug}`, locale, title: page.title, description: page.description }),
    alternates: translatedAlternates(`/content/${page.slug}`, locale, page.translations.map((v) => ({ locale: v.locale, path: `/content/${v.slug}` }))),
  };
}

/** /content (the list) and /content/{slug}: published pages of the reader's language; anything else is a 404. */
export default async function ContentPage({ params }: Props) {
  const { locale, db } = await openPublicPage(params, ROUTE);
  const slug = await slugOf(params);
  if (slug === undefined) notFound();
  if (slug === null) return <ContentIndex pages={await listContentPages(db, locale)} structuredData={[await publicBreadcrumb(locale, "/content")]} />;
  const page = await findContentPage(db, locale, slug);
  if (!page) notFound();
  const path = `/content/${page.slug}`;
  return <ContentArticle page={page} structuredData={[await publicBreadcrumb(locale, path, { [path]: page.title })]} />;
}
