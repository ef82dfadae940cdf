// The blog pages' metadata: a post's hreflang alternates point at its translations' own slugs, lists
// and author pages have their own canonical address, and every blog page names the language's RSS feed.
import "server-only";
import type { Metadata } from "next";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { translatedPageMetadata, withFeeds } from "@/lib/i18n/metadata";
import { blogFeedPath, blogPostPath } from "./addresses";
import { ogImagePath } from "@/lib/seo/public-pages";
import { blogImagePath } from "./images";
import type { BlogPostView } from "./posts";

/** The feed link of a blog page in `locale` (its title is the blog's name in that language). */
export function blogFeeds(locale: Locale, title: string): Record<string, string> {
  return { [title]: blogFeedPath(locale) };
}

/** A post's share image: its cover, else its generated Open Graph image (/api/og/{locale}/blog/{slug}). */
export function blogPostImage(post: Pick<BlogPostView, "slug" | "coverKey">, locale: Locale): string {
  return post.coverKey ? blogImagePath(post.coverKey) : ogImagePath(blogPostPath(post.slug), locale);
}

/** A post: canonical at its own slug, hreflang to every published translation's slug, article Open Graph and a Twitter card. */
export function blogPostMetadata(post: BlogPostView, locale: Locale, feedTitle: string): Metadata {
  const versions = [{ locale, path: blogPostPath(post.slug) }, ...post.translations.map((t) => ({ locale: t.locale, path: blogPostPath(t.slug) }))];
  const title = post.seoTitle ?? post.title;
  const description = post.seoDescription ?? post.excerpt;
  const metadata = translatedPageMetadata({
    locale,
    versions,
    title,
    description,
    openGraph: {
      type: "article",
      title,
      description,
      url: localizePath(blogPostPath(post.slug), locale),
      publishedTime: post.publishedAt.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      authors: [post.authorName],
      tags: post.tags,
      siteName: "Lumen",
      images: [{ url: blogPostImage(post, locale), width: 1200, height: 630, alt: title }],
    },
  });
  metadata.twitter = { card: "summary_large_image", title, description, images: [blogPostImage(post, locale)] };
  return withFeeds(metadata, blogFeeds(locale, feedTitle));
}
