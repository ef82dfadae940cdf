import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { BlogListView, BlogPostView } from "@/components/blog/views";
import { authorPath, blogListingPath, blogPostPath, decodeSegment, parseBlogListing, type BlogListing } from "@/lib/blog/addresses";
import { blogFeeds, blogPostImage, blogPostMetadata } from "@/lib/blog/metadata";
import { findBlogPost, listBlogPosts, listBlogTags } from "@/lib/blog/posts";
import { env } from "@/lib/env";
import { openPublicPage, pageDb } from "@/lib/http/page";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { pageMetadata, withFeeds } from "@/lib/i18n/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { articleJsonLd } from "@/lib/seo/structured-data";

// Made on the first visit of each address (none at build time: the build has no database).
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

// One segment, two kinds of page (lib/blog/addresses.ts): the lists' reserved forms "page-<n>",
// "tag-<tag>" and "tag-<tag>--page-<n>", and otherwise a post's slug.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const segment = decodeSegment((await params).slug);
  const t = await getTranslations({ locale, namespace: "Blog" });
  const feeds = blogFeeds(locale, t("feed.title"));
  const listing = parseBlogListing(segment);
  if (listing) {
    // A list page is its own canonical; no hreflang: page n or a tag of one language has no counterpart in
    // another. Search engines follow its links to the posts but do not index it (thin, changing lists).
    const title = listing.tag ? t("tagMetaTitle", { tag: listing.tag }) : t("metaTitle");
    const full = listing.page > 1 ? t("pageMetaTitle", { title, page: listing.page }) : title;
    const base = pageMetadata({ path: blogListingPath(listing), locale, title: full, description: listing.tag ? t("tagIntro", { tag: listing.tag }) : t("metaDescription") });
    return withFeeds({ ...base, alternates: { canonical: base.alternates?.canonical }, robots: { index: false, follow: true } }, feeds);
  }
  const found = await findBlogPost(await pageDb(), locale, segment);
  if (found?.kind !== "post") return {};
  return blogPostMetadata(found.post, locale, t("feed.title"));
}

async function ListPage({ locale, listing, db }: { locale: Locale; listing: BlogListing; db: Awaited<ReturnType<typeof pageDb>> }) {
  const [list, tags] = await Promise.all([listBlogPosts(db, locale, { page: listing.page, tag: listing.tag }), listBlogTags(db, locale)]);
  if (list.posts.length === 0 && (listing.page > 1 || listing.tag)) notFound();
  return <BlogListView locale={locale} listing={listing} posts={list.posts} pages={list.pages} tags={tags} />;
}

/** /blog/{slug}: a post in the reader's language, or a list page (a later page, a tag). */
export default async function BlogSlugPage({ params }: Props) {
  const { locale, db } = await openPublicPage(params, "/blog/[slug]");
  const segment = decodeSegment((await params).slug);
  const listing = parseBlogListing(segment);
  if (listing) {
    // One address per list page: "page-1" is /blog, "tag-x--page-1" is "tag-x", a tag in capitals its lower-case form.
    const canonical = blogListingPath(listing);
    if (canonical === "/blog" || decodeSegment(canonical.slice("/blog/".length)) !== segment) permanentRedirect(localizePath(canonical, locale));
    return <ListPage locale={locale} listing={listing} db={db} />;
  }
  const found = await findBlogPost(db, locale, segment);
  if (!found) notFound();
  // Another language's slug (the language switcher keeps the path): on to this language's version.
  if (found.kind === "redirect") redirect(localizePath(blogPostPath(found.slug), locale));
  const post = found.post;
  const path = blogPostPath(post.slug);
  const structured = [
    articleJsonLd({
      baseUrl: env.APP_URL,
      locale,
      path,
      headline: post.title,
      description: post.seoDescription ?? post.excerpt,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      authorName: post.authorName,
      ...(post.author ? { authorPath: authorPath(post.author.slug) } : {}),
      image: blogPostImage(post, locale),
    }),
    await publicBreadcrumb(locale, path, { [path]: post.title }),
  ];
  return <BlogPostView locale={locale} post={post} structuredData={structured} />;
}
