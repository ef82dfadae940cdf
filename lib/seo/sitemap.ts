// What the sitemap lists (app/sitemap.ts): every public page in each language it exists in, with its
// language versions as hreflang alternates. One function per source, each returning "documents" (one
// page and its language versions, as unprefixed paths per locale); `sitemapEntries` turns them into
// absolute URLs. Public pages are the registry's anonymous "marketing" routes (lib/routes/registry.ts);
// their dynamic pages come from the database.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { ROUTES, type RouteDef } from "@/lib/routes/registry";
import { authorPath, blogPostPath } from "@/lib/blog/addresses";
import { publishedWhere } from "@/lib/blog/published";
import { listPublicStyleSlugs } from "@/lib/catalog/public";
import { publishedContentPaths } from "@/lib/content/pages";
import { publishedJobPaths } from "@/lib/content/job-postings";
import { LEGAL_DOCUMENTS } from "@/lib/legal/documents";
import { publicRoutes } from "./public-pages";

/** One page and its language versions: the unprefixed path in each locale it exists in. */
export type SitemapDocument = { versions: Partial<Record<Locale, string>>; lastModified?: string };

/** An entry of Next's MetadataRoute.Sitemap, kept JSON-serialisable (the loader's result is cached). */
export type SitemapEntry = { url: string; lastModified?: string; alternates: { languages: Record<string, string> } };

/** The optional-segment routes whose bare address is a page of its own (an index: /author lists the authors). */
const INDEX_OF_OPTIONAL = new Set(["/headshot-types/[[slug]]", "/legal/[[file]]", "/author/[[name]]", "/content/[[slug]]"]);

/** The legal documents published under /legal/{file} (lib/legal/documents.ts, the pages' own list). */
export const LEGAL_FILES = LEGAL_DOCUMENTS;

function everywhere(path: string, lastModified?: Date | null): SitemapDocument {
  return { versions: Object.fromEntries(LOCALES.map((l) => [l, path])), ...(lastModified ? { lastModified: lastModified.toISOString() } : {}) };
}

/** Static public pages (no dynamic segment), and the index of the optional-segment routes that have one. */
export function staticPages(routes: readonly RouteDef[] = ROUTES): SitemapDocument[] {
  const out: SitemapDocument[] = [];
  for (const r of publicRoutes(routes)) {
    if (!r.path.includes("[")) out.push(everywhere(r.path));
    else if (INDEX_OF_OPTIONAL.has(r.path)) out.push(everywhere(r.path.replace(/\/\[\[\w+\]\]$/, "")));
  }
  return out;
}

/** /legal/{file} for each published legal document. */
export function legalPages(files: readonly string[] = LEGAL_FILES): SitemapDocument[] {
  return files.map((f) => everywhere(`/legal/${f}`));
}

/** /headshot-types/{slug} for each style the public pages show (lib/catalog/public.ts: it, its backdrop and outfit active). */
export async function stylePages(db: PrismaClient): Promise<SitemapDocument[]> {
  const slugs = await listPublicStyleSlugs(db);
  const modified = await db.style.findMany({ where: { slug: { in: slugs } }, select: { slug: true, updatedAt: true } });
  const updatedAt = new Map(modified.map((s) => [s.slug, s.updatedAt]));
  return slugs.map((slug) => everywhere(`/headshot-types/${encodeURIComponent(slug)}`, updatedAt.get(slug)));
}

/**
 * /blog/{slug} for each published post, in its own language; the language versions of one article
 * (same translationKey) are each other's alternates.
 */
export async function blogPostPages(db: PrismaClient, now: Date): Promise<SitemapDocument[]> {
  const posts = await db.blogPost.findMany({
    where: publishedWhere(null, now),
    select: { slug: true, locale: true, translationKey: true, updatedAt: true },
    orderBy: [{ publishedAt: "desc" }, { slug: "asc" }],
  });
  const groups = new Map<string, SitemapDocument>();
  for (const p of posts) {
    if (!isLocale(p.locale)) continue;
    const key = p.translationKey ?? `slug:${p.slug}`;
    const doc = groups.get(key) ?? { versions: {} };
    doc.versions[p.locale] ??= blogPostPath(p.slug);
    const modified = p.updatedAt.toISOString();
    if (!doc.lastModified || modified > doc.lastModified) doc.lastModified = modified;
    groups.set(key, doc);
  }
  return [...groups.values()];
}

/**
 * Pages whose language versions each have their own slug, grouped into one document per translation
 * key (a row without one stands alone).
 */
function byTranslation(rows: { locale: Locale; path: string; translationKey: string | null; lastModified: Date }[]): SitemapDocument[] {
  const groups = new Map<string, SitemapDocument>();
  for (const r of rows) {
    const key = r.translationKey ?? `path:${r.locale}:${r.path}`;
    const doc = groups.get(key) ?? { versions: {} };
    doc.versions[r.locale] ??= r.path;
    const modified = r.lastModified.toISOString();
    if (!doc.lastModified || modified > doc.lastModified) doc.lastModified = modified;
    groups.set(key, doc);
  }
  return [...groups.values()];
}

/** /jobs/{slug} for each published opening, in its own language; its translations are its alternates. */
export async function jobPages(db: PrismaClient): Promise<SitemapDocument[]> {
  return byTranslation(await publishedJobPaths(db));
}

/**
 * /author/{slug} for each author (BlogAuthor.slug, the author pages' own address) with a published
 * post, in the languages they have published in. A post whose author has no BlogAuthor row links to no page.
 */
export async function authorPages(db: PrismaClient, now: Date): Promise<SitemapDocument[]> {
  const [rows, authors] = await Promise.all([
    db.blogPost.findMany({ where: publishedWhere(null, now), select: { authorName: true, locale: true, updatedAt: true } }),
    db.blogAuthor.findMany({ select: { slug: true, name: true, updatedAt: true }, orderBy: { slug: "asc" } }),
  ]);
  const out: SitemapDocument[] = [];
  for (const a of authors) {
    const doc: SitemapDocument = { versions: {}, lastModified: a.updatedAt.toISOString() };
    for (const r of rows) {
      if (r.authorName !== a.name || !isLocale(r.locale)) continue;
      doc.versions[r.locale] = authorPath(a.slug);
      const modified = r.updatedAt.toISOString();
      if (modified > doc.lastModified!) doc.lastModified = modified;
    }
    if (Object.keys(doc.versions).length > 0) out.push(doc);
  }
  return out;
}

/** /content/{slug} for each published content page, in its own language; its translations are its alternates. */
export async function contentPages(db: PrismaClient, now: Date): Promise<SitemapDocument[]> {
  return byTranslation(await publishedContentPaths(db, now));
}

/** Every public page, from the registry and the database. */
export async function loadSitemapDocuments(db: PrismaClient, now = new Date()): Promise<SitemapDocument[]> {
  const dynamic = await Promise.all([stylePages(db), blogPostPages(db, now), jobPages(db), authorPages(db, now), contentPages(db, now)]);
  return [...staticPages(), ...legalPages(), ...dynamic.flat()];
}

/** The sitemap's entries: one per page and language, each naming all its language versions (and x-default). */
export function sitemapEntries(documents: readonly SitemapDocument[], baseUrl: string): SitemapEntry[] {
  const base = baseUrl.replace(/\/+$/, "");
  const url = (locale: Locale, path: string) => base + localizePath(path, locale);
  const out: SitemapEntry[] = [];
  for (const doc of documents) {
    const present = LOCALES.filter((l) => doc.versions[l]);
    if (present.length === 0) continue;
    const languages: Record<string, string> = {};
    for (const l of present) languages[LOCALE_TAGS[l]] = url(l, doc.versions[l]!);
    const fallback = doc.versions[DEFAULT_LOCALE] ? DEFAULT_LOCALE : present[0]!;
    languages["x-default"] = url(fallback, doc.versions[fallback]!);
    for (const l of present) out.push({ url: url(l, doc.versions[l]!), ...(doc.lastModified ? { lastModified: doc.lastModified } : {}), alternates: { languages } });
  }
  return out;
}
