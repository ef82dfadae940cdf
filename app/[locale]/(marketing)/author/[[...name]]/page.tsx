import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AuthorIndexView, AuthorView } from "@/components/blog/views";
import { authorPath, decodeSegment } from "@/lib/blog/addresses";
import { findBlogAuthor, listBlogAuthors } from "@/lib/blog/authors";
import { blogFeeds } from "@/lib/blog/metadata";
import { openPublicPage, pageDb } from "@/lib/http/page";
import { pageMetadata, withFeeds } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

// Made on the first visit of each address (none at build time: the build has no database).
export function generateStaticParams(): { name: string[] }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; name?: string[] }> };

/** The author a /author/{slug} address names: null for /author itself, undefined for a deeper path. */
async function slugOf(params: Props["params"]): Promise<string | null | undefined> {
  const { name = [] } = await params;
  if (name.length === 0) return null;
  return name.length === 1 ? decodeSegment(name[0]!) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const slug = await slugOf(params);
  const t = await getTranslations({ locale, namespace: "Blog" });
  const feeds = blogFeeds(locale, t("feed.title"));
  if (slug === undefined) return {};
  if (slug === null) return withFeeds(pageMetadata({ path: "/author", locale, title: t("authors.metaTitle"), description: t("authors.intro") }), feeds);
  const found = await findBlogAuthor(await pageDb(), locale, slug);
  if (!found) return {};
  return withFeeds(pageMetadata({ path: authorPath(found.author.slug), locale, title: found.author.name, description: found.author.bio || found.author.role }), feeds);
}

/** /author: the blog's authors; /author/{slug}: one author, their bio and their posts in the reader's language. */
export default async function AuthorPage({ params }: Props) {
  const { locale, db } = await openPublicPage(params, "/author/[[name]]");
  const slug = await slugOf(params);
  if (slug === undefined) notFound();
  if (slug === null) return <AuthorIndexView locale={locale} authors={await listBlogAuthors(db, locale)} structuredData={[await publicBreadcrumb(locale, "/author")]} />;
  const found = await findBlogAuthor(db, locale, slug);
  if (!found) notFound();
  const path = authorPath(found.author.slug);
  return <AuthorView locale={locale} author={found.author} posts={found.posts.posts} structuredData={[await publicBreadcrumb(locale, path, { [path]: found.author.name })]} />;
}
