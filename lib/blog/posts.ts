// The public blog's loaders: only PUBLISHED posts whose publishedAt has come, one language at a time
// (each language version is its own row, grouped by translationKey). The pages that show them are
// cached (revalidated every few minutes and at once through revalidatePublic), so a post scheduled for
// later appears at the first rendering after its time.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/config";
import { BLOG_PAGE_SIZE, normalizeTag, readingMinutes } from "./addresses";
import { authorsByName, type BlogAuthorView } from "./authors";
import { publishedWhere } from "./published";

export type BlogPostSummary = {
  slug: string;
  locale: Locale;
  title: string;
  excerpt: string;
  authorName: string;
  coverKey: string | null;
  tags: string[];
  publishedAt: Date;
  readingMinutes: number;
};

export type BlogTranslation = { locale: Locale; slug: string; title: string };

export type BlogPostView = BlogPostSummary & {
  id: string;
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: Date;
  author: BlogAuthorView | null;
  /** The other languages' published versions (never this one), in LOCALES order. */
  translations: BlogTranslation[];
  related: BlogPostSummary[];
};

export type BlogPostLookup = { kind: "post"; post: BlogPostView } | { kind: "redirect"; slug: string } | null;

export type BlogListPage = { posts: BlogPostSummary[]; page: number; pages: number; total: number };

const RELATED = 3;

const SUMMARY = { id: true, slug: true, locale: true, title: true, excerpt: true, authorName: true, coverKey: true, tags: true, publishedAt: true, body: true } as const;
type SummaryRow = Prisma.BlogPostGetPayload<{ select: typeof SUMMARY }>;

function summary(row: SummaryRow): BlogPostSummary {
  return {
    slug: row.slug,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    title: row.title,
    excerpt: row.excerpt,
    authorName: row.authorName,
    coverKey: row.coverKey,
    tags: row.tags,
    publishedAt: row.publishedAt!,
    readingMinutes: readingMinutes(row.body),
  };
}

const NEWEST_FIRST: Prisma.BlogPostOrderByWithRelationInput[] = [{ publishedAt: "desc" }, { id: "asc" }];

/**
 * One page of the language's posts, newest first, optionally those with `tag`. A page past the last
 * comes back empty (the page answers 404); an empty blog has one empty page.
 */
export async function listBlogPosts(db: PrismaClient, locale: Locale, options: { page?: number; tag?: string | null; perPage?: number; now?: Date } = {}): Promise<BlogListPage> {
  const perPage = options.perPage ?? BLOG_PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const where: Prisma.BlogPostWhereInput = { ...publishedWhere(locale, options.now ?? new Date()), ...(options.tag ? { tags: { has: normalizeTag(options.tag) } } : {}) };
  const [total, rows] = await Promise.all([
    db.blogPost.count({ where }),
    db.blogPost.findMany({ where, orderBy: NEWEST_FIRST, skip: (page - 1) * perPage, take: perPage, select: SUMMARY }),
  ]);
  return { posts: rows.map(summary), page, pages: Math.max(1, Math.ceil(total / perPage)), total };
}

/** The language's tags with how many published posts carry each, most used first, then alphabetically. */
export async function listBlogTags(db: PrismaClient, locale: Locale, now = new Date()): Promise<{ tag: string; count: number }[]> {
  const rows = await db.blogPost.findMany({ where: publishedWhere(locale, now), select: { tags: true } });
  const counts = new Map<string, number>();
  for (const { tags } of rows) for (const tag of new Set(tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, locale));
}

/** The language's newest posts (the RSS feed). */
export async function latestBlogPosts(db: PrismaClient, locale: Locale, limit = 20, now = new Date()): Promise<(BlogPostSummary & { updatedAt: Date })[]> {
  const rows = await db.blogPost.findMany({ where: publishedWhere(locale, now), orderBy: NEWEST_FIRST, take: limit, select: { ...SUMMARY, updatedAt: true } });
  return rows.map((r) => ({ ...summary(r), updatedAt: r.updatedAt }));
}

/** Published posts of the same language sharing a tag with the post: most shared tags first, then newest. */
export async function relatedBlogPosts(db: PrismaClient, post: { id: string; locale: string; tags: string[] }, now = new Date(), limit = RELATED): Promise<BlogPostSummary[]> {
  if (post.tags.length === 0 || !isLocale(post.locale)) return [];
  const rows = await db.blogPost.findMany({
    where: { ...publishedWhere(post.locale, now), id: { not: post.id }, tags: { hasSome: post.tags } },
    orderBy: NEWEST_FIRST,
    take: 50,
    select: SUMMARY,
  });
  const shared = (tags: string[]) => tags.filter((t) => post.tags.includes(t)).length;
  return rows
    .map((row, order) => ({ row, order, shared: shared(row.tags) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, limit)
    .map(({ row }) => summary(row));
}

/** The other languages' published versions of a post (same translationKey). */
export async function blogTranslations(db: PrismaClient, post: { id: string; translationKey: string | null }, now = new Date()): Promise<BlogTranslation[]> {
  if (!post.translationKey) return [];
  const rows = await db.blogPost.findMany({
    where: { ...publishedWhere(null, now), translationKey: post.translationKey, id: { not: post.id } },
    select: { locale: true, slug: true, title: true },
  });
  return LOCALES.flatMap((l) => rows.filter((r) => r.locale === l).map((r) => ({ locale: l, slug: r.slug, title: r.title })));
}

/**
 * The post at /{locale}/blog/{slug}: the post with everything its page shows; or, when the slug is
 * another language's published version, a redirect to this language's version (so the language
 * switcher, which keeps the path, lands on the translation); null when neither exists.
 */
export async function findBlogPost(db: PrismaClient, locale: Locale, slug: string, now = new Date()): Promise<BlogPostLookup> {
  const row = await db.blogPost.findFirst({ where: { ...publishedWhere(null, now), slug } });
  if (!row) return null;
  if (row.locale !== locale) {
    if (!row.translationKey) return null;
    const translated = await db.blogPost.findFirst({ where: { ...publishedWhere(locale, now), translationKey: row.translationKey }, select: { slug: true } });
    return translated ? { kind: "redirect", slug: translated.slug } : null;
  }
  const [authors, translations, related] = await Promise.all([authorsByName(db, [row.authorName], locale), blogTranslations(db, row, now), relatedBlogPosts(db, row, now)]);
  return {
    kind: "post",
    post: {
      ...summary(row),
      id: row.id,
      body: row.body,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      updatedAt: row.updatedAt,
      author: authors.get(row.authorName) ?? null,
      translations,
      related,
    },
  };
}
