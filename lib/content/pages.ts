// Content pages (/content/{slug}): published ContentPage rows in the reader's language. A page's
// language versions share a translationKey; each has its own slug, unique within its language (the
// address carries the language already: /de/content/{slug}). Only PUBLISHED rows whose publishedAt has
// come are ever shown, listed or put in the sitemap; anything else is a 404, like an unknown slug.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { isLocale, LOCALES, type Locale } from "@/lib/i18n/config";

export type ContentPageSummary = { slug: string; title: string; description: string; publishedAt: Date };
export type ContentPageView = ContentPageSummary & {
  locale: Locale;
  translationKey: string;
  /** Markdown. */
  body: string;
  updatedAt: Date;
  /** Every published language version, this one included: the hreflang alternates. */
  translations: { locale: Locale; slug: string }[];
};

const published = (now: Date) => ({ status: "PUBLISHED" as const, publishedAt: { not: null, lte: now } });

/** /content: the published pages of `locale`, by title. */
export async function listContentPages(db: PrismaClient, locale: Locale, now = new Date()): Promise<ContentPageSummary[]> {
  const rows = await db.contentPage.findMany({
    where: { locale, ...published(now) },
    orderBy: [{ title: "asc" }, { id: "asc" }],
    select: { slug: true, title: true, description: true, publishedAt: true },
  });
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
}

/** /content/{slug} in `locale`, or null (not there, not published yet, a draft or archived). */
export async function findContentPage(db: PrismaClient, locale: Locale, slug: string, now = new Date()): Promise<ContentPageView | null> {
  const row = await db.contentPage.findUnique({ where: { locale_slug: { locale, slug } } });
  if (!row || row.status !== "PUBLISHED" || !row.publishedAt || row.publishedAt > now) return null;
  const versions = await db.contentPage.findMany({
    where: { translationKey: row.translationKey, ...published(now) },
    select: { locale: true, slug: true },
  });
  const translations = versions
    .filter((v): v is { locale: Locale; slug: string } => isLocale(v.locale))
    .sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    locale,
    translationKey: row.translationKey,
    body: row.body,
    translations,
  };
}

export type SitemapEntry = { locale: Locale; path: string; translationKey: string; lastModified: Date };

/** For the sitemap: every published content page, per language, as its unprefixed path. */
export async function publishedContentPaths(db: PrismaClient, now = new Date()): Promise<SitemapEntry[]> {
  const rows = await db.contentPage.findMany({
    where: { locale: { in: [...LOCALES] }, ...published(now) },
    orderBy: [{ locale: "asc" }, { slug: "asc" }],
    select: { locale: true, slug: true, translationKey: true, updatedAt: true },
  });
  return rows.filter((r) => isLocale(r.locale)).map((r) => ({ locale: r.locale as Locale, path: `/content/${r.slug}`, translationKey: r.translationKey, lastModified: r.updatedAt }));
}
