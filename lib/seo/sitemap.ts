// What the sitemap lists (app/sitemap.ts): every public page in each language it exists in, with its
// language versions as hreflang alternates. One function per source, each returning "documents" (one
// page and its language versions, as unprefixed paths per locale); `sitemapEntries` turns them into
// absolute URLs. Public pages are the registry's anonymous "marketing" routes (lib/routes/registry.ts);
// their dynamic pages come from the database.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { ROUTES, type RouteDef } from "@/lib/routes/registry";
import { publicRoutes } from "./public-pages";

/** One page and its language versions: the unprefixed path in each locale it exists in. */
export type SitemapDocument = { versions: Partial<Record<Locale, string>>; lastModified?: string };

/** An entry of Next's MetadataRoute.Sitemap, kept JSON-serialisable (the loader's result is cached). */
export type SitemapEntry = { url: string; lastModified?: string; alternates: { languages: Record<string, string> } };

/**
 * The bare address of an optional-segment route that is a page of its own (an index). The others'
 * (/author, /content) are listed only with their segment.
 */
const INDEX_OF_OPTIONAL = new Set(["/headshot-types/[[slug]]", "/legal/[[file]]"]);

/** The legal documents published under /legal/{file} (components/legal/LegalDocument.tsx LEGAL_DOCUMENTS). */
export const LEGAL_FILES = ["terms", "privacy", "cookies", "security", "refund", "imprint"] as const;

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

/** /headshot-types/{slug} for each active style. */
export async function stylePages(db: PrismaClient): Promise<SitemapDocument[]> {
  const styles = await db.style.findMany({ where: { active: true }, select: { slug: true, updatedAt: true }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }] });
  return styles.map((s) => everywhere(`/headshot-types/${encodeURIComponent(s.slug)}`, s.updatedAt));
}

/** The blog posts readers can open: published, and not dated in the future. */
function publishedPosts(now: Date) {
  return { status: "PUBLISHED" as const, publishedAt: { lte: now } };
}

/**
 * /blog/{slug} for each published post, in its own language; the language versions of one article
 * (same translationKey) are each other's alternates.
 */
export async function blogPostPages(db: PrismaClient, now: Date): Promise<SitemapDocument[]> {
  const posts = await db.blogPost.findMany({
    where: publishedPosts(now),
    select: { slug: true, locale: true, translationKey: true, updatedAt: true },
    orderBy: [{ publishedAt: "desc" }, { slug: "asc" }],
  });
  const groups = new Map<string, SitemapDocument>();
  for (const p of posts) {
    if (!isLocale(p.locale)) continue;
    const key = p.translationKey ?? `slug:${p.slug}`;
    const doc = groups.get(key) ?? { versions: {} };
    doc.versions[p.locale] ??= `/blog/${encodeURIComponent(p.slug)}`;
    const modified = p.updatedAt.toISOString();
    if (!doc.lastModified || modified > doc.lastModified) doc.lastModified = modified;
    groups.set(key, doc);
  }
  return [...groups.values()];
}

/** /jobs/{slug} for each published job posting (the page exists in every language). */
export async function jobPages(db: PrismaClient): Promise<SitemapDocument[]> {
  const jobs = await db.jobPosting.findMany({ where: { published: true }, select: { slug: true, updatedAt: true }, orderBy: { slug: "asc" } });
  return jobs.map((j) => everywhere(`/jobs/${encodeURIComponent(j.slug)}`, j.updatedAt));
}

/** An author's address segment: "Equipo de Lumen" → "equipo-de-lumen". */
export function authorSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** /author/{slug} for each author of a published post, in the languages they have published in. */
export async function authorPages(db: PrismaClient, now: Date): Promise<SitemapDocument[]> {
  const rows = await db.blogPost.findMany({ where: publishedPosts(now), select: { authorName: true, locale: true, updatedAt: true } });
  const authors = new Map<string, SitemapDocument>();
  for (const r of rows) {
    const slug = authorSlug(r.authorName);
    if (!slug || !isLocale(r.locale)) continue;
    const doc = authors.get(slug) ?? { versions: {} };
    doc.versions[r.locale] = `/author/${slug}`;
    const modified = r.updatedAt.toISOString();
    if (!doc.lastModified || modified > doc.lastModified) doc.lastModified = modified;
    authors.set(slug, doc);
  }
  return [...authors.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, doc]) => doc);
}

/**
 * /content/{slug} for each published content page. TO WIRE AT MERGE: the ContentPage model is added
 * by the content pages' work; query it here (published ones, in their languages) like blogPostPages.
 */
export async function contentPages(db: PrismaClient, now: Date): Promise<SitemapDocument[]> {
  void db;
  void now;
  return [];
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
