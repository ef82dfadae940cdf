import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogListView } from "@/components/blog/views";
import { listBlogPosts, listBlogTags } from "@/lib/blog/posts";
import { blogFeeds } from "@/lib/blog/metadata";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata, withFeeds } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Blog" });
  return withFeeds(pageMetadata({ path: "/blog", locale, title: t("metaTitle"), description: t("metaDescription") }), blogFeeds(locale, t("feed.title")));
}

/** /blog: the newest posts in the reader's language (page 1) and every tag. Later pages and tags: /blog/[slug]. */
export default async function BlogPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/blog");
  const [list, tags, breadcrumb] = await Promise.all([listBlogPosts(db, locale), listBlogTags(db, locale), publicBreadcrumb(locale, "/blog")]);
  return <BlogListView locale={locale} listing={{ tag: null, page: 1 }} posts={list.posts} pages={list.pages} tags={tags} structuredData={[breadcrumb]} />;
}
