// Blog authors (/author, /author/{slug}). A post names its author by `BlogPost.authorName`, which
// matches `BlogAuthor.name`; a name with no BlogAuthor row is shown as plain text, without a link.
// `role` and `bio` are JSON objects with one string per locale; English stands in for a missing one.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { BLOG_PAGE_SIZE, readingMinutes } from "./addresses";
import { publishedWhere } from "./published";

export type AuthorPosts = { total: number; posts: { slug: string; locale: Locale; title: string; excerpt: string; authorName: string; coverKey: string | null; tags: string[]; publishedAt: Date; readingMinutes: number }[] };

export type BlogAuthorView = { slug: string; name: string; role: string; bio: string; avatarKey: string | null };

type AuthorRow = { slug: string; name: string; role: unknown; bio: unknown; avatarKey: string | null };

/** One language's string of a per-locale JSON value, English when that language has none. */
export function localized(value: unknown, locale: Locale): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return typeof value === "string" ? value : "";
  const record = value as Record<string, unknown>;
  const text = record[locale] ?? record[DEFAULT_LOCALE];
  return typeof text === "string" ? text : "";
}

function view(row: AuthorRow, locale: Locale): BlogAuthorView {
  return { slug: row.slug, name: row.name, role: localized(row.role, locale), bio: localized(row.bio, locale), avatarKey: row.avatarKey };
}

export async function authorsByName(db: PrismaClient, names: string[], locale: Locale): Promise<Map<string, BlogAuthorView>> {
  if (names.length === 0) return new Map();
  const rows = await db.blogAuthor.findMany({ where: { name: { in: [...new Set(names)] } } });
  return new Map(rows.map((r) => [r.name, view(r, locale)]));
}

/** Every author with at least one published post in the language, by name. */
export async function listBlogAuthors(db: PrismaClient, locale: Locale, now = new Date()): Promise<(BlogAuthorView & { posts: number })[]> {
  const groups = await db.blogPost.groupBy({ by: ["authorName"], where: publishedWhere(locale, now), _count: { _all: true } });
  const counts = new Map(groups.map((g) => [g.authorName, g._count._all]));
  const rows = await db.blogAuthor.findMany({ where: { name: { in: [...counts.keys()] } }, orderBy: { name: "asc" } });
  return rows.map((r) => ({ ...view(r, locale), posts: counts.get(r.name) ?? 0 }));
}

/** An author by slug with their published posts in the language (newest first, first page), or null. */
export async function findBlogAuthor(db: PrismaClient, locale: Locale, slug: string, now = new Date()): Promise<{ author: BlogAuthorView; posts: AuthorPosts } | null> {
  const row = await db.blogAuthor.findUnique({ where: { slug } });
  if (!row) return null;
  const where = { ...publishedWhere(locale, now), authorName: row.name };
  const [total, posts] = await Promise.all([
    db.blogPost.count({ where }),
    db.blogPost.findMany({
      where,
      orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
      take: BLOG_PAGE_SIZE * 4,
      select: { slug: true, locale: true, title: true, excerpt: true, authorName: true, coverKey: true, tags: true, publishedAt: true, body: true },
    }),
  ]);
  return {
    author: view(row, locale),
    posts: { total, posts: posts.map(({ body, ...p }) => ({ ...p, locale, publishedAt: p.publishedAt!, readingMinutes: readingMinutes(body) })) },
  };
}
