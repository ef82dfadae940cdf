// The blog's addresses. Everything lives under the registry's two routes, "/blog" and "/blog/[slug]"
// (the pages are cached, so nothing is read from the query string):
//   /blog                       page 1 of every post in the language, and the list of tags
//   /blog/page-<n>              page n (n ≥ 2; "page-1" is /blog itself)
//   /blog/tag-<tag>             page 1 of the posts with that tag
//   /blog/tag-<tag>--page-<n>   page n of them
//   /blog/<post slug>           a post
// A post's slug never starts with "page-" or "tag-" (isReservedBlogSlug): those forms are the lists'.
// Pure functions (server components only today).
import "server-only";

export { isReservedBlogSlug, readingMinutes } from "./text";

export const BLOG_PAGE_SIZE = 9;

export type BlogListing = { tag: string | null; page: number };

const PAGE = /^page-([1-9]\d{0,4})$/;
const TAG = /^tag-(.+?)(?:--page-([1-9]\d{0,4}))?$/;

/** Next.js hands dynamic segments over percent-encoded or not depending on the path: decode once, safely. */
export function decodeSegment(segment: string): string {
  if (!/%[0-9a-f]{2}/i.test(segment)) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A tag as stored (lower case, words joined by hyphens) from anything an editor typed. */
export function normalizeTag(tag: string): string {
  return tag.trim().toLocaleLowerCase().replace(/\s+/g, "-");
}

/** The listing a /blog/{slug} segment names, or null when it is no list address (then it may be a post). */
export function parseBlogListing(segment: string): BlogListing | null {
  const s = decodeSegment(segment);
  const page = PAGE.exec(s);
  if (page) return { tag: null, page: Number(page[1]) };
  const tag = TAG.exec(s);
  if (tag && normalizeTag(tag[1]!) !== "") return { tag: normalizeTag(tag[1]!), page: tag[2] ? Number(tag[2]) : 1 };
  return null;
}

/** The unprefixed path of a listing: "/blog", "/blog/page-2", "/blog/tag-lighting", "/blog/tag-lighting--page-2". */
export function blogListingPath(listing: BlogListing): string {
  if (listing.tag === null) return listing.page <= 1 ? "/blog" : `/blog/page-${listing.page}`;
  const tag = `/blog/tag-${encodeURIComponent(listing.tag)}`;
  return listing.page <= 1 ? tag : `${tag}--page-${listing.page}`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function authorPath(slug: string): string {
  return `/author/${encodeURIComponent(slug)}`;
}

/** A blog cover's or author picture's public address (app/api/blog/images, lib/blog/images.ts). */
export function blogImagePath(key: string): string {
  return `/api/blog/images/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** The RSS feed of a language: /{locale}/blog/rss.xml (every locale prefixed, English too: files skip the proxy). */
export function blogFeedPath(locale: string): string {
  return `/${locale}/blog/rss.xml`;
}
