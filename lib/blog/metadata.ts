// The blog pages' metadata: a post's hreflang alternates point at its translations' own slugs, lists
// and author pages have their own canonical address, and every blog page names the language's RSS feed.
import "server-only";
import type { Metadata } from "next";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { translatedPageMetadata, withFeeds } from "@/lib/i18n/metadata";
import { blogFeedPath, blogPostPath } from "./addresses";
import { blogImagePath } from "./images";
import type { BlogPostView } from "./posts";

/** The feed link of a blog page in `locale` (its title is the blog's name in that language). */
export function blogFeeds(locale: Locale, title: string): Record<string, string> {
  return { [title]: blogFeedPath(locale) };
}

/** A post: canonical at its own slug, hreflang to every published translation's slug, article Open Graph. */
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
      ...(post.coverKey ? { images: [{ url: blogImagePath(post.coverKey), width: 1200, height: 630 }] } : {}),
    },
  });
  return withFeeds(metadata, blogFeeds(locale, feedTitle));
}
