// Open Graph images (app/api/og/[locale]/[[...path]]/route.tsx): one per public page, at
// /api/og/{locale}{path}. The route never takes text from the address: it finds the page's headline
// itself (messages Seo.og.*, or the database for blog posts, styles, jobs, authors, content pages),
// and an address that is not a public page answers 404.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { translatorFor } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";
import { PUBLIC_STYLE_WHERE } from "@/lib/catalog/public";
import { localised } from "@/lib/catalog/styles";
import { publicRouteOf } from "./public-pages";
import { findContentPage } from "@/lib/content/pages";
import { isLegalDocument } from "@/lib/legal/documents";

/** What an Open Graph image shows: the page's headline and, above it, the section it belongs to. */
export type OgCard = { title: string; section: string | null; tagline: string };

/** The message key (Seo.og.pages.<key>) of a static public page: "/lp/7-reasons-why-ai-headshots" → "lp7ReasonsWhyAiHeadshots". */
export function ogPageKey(path: string): string {
  if (path === "/") return "home";
  const words = path.replace(/\[+\w+\]+/g, "").split(/[/-]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
}

/** The title of the content page behind /content/{slug} in `locale` when it is published (the page's own loader), else null. */
export async function contentPageTitle(db: PrismaClient, locale: Locale, slug: string): Promise<string | null> {
  return (await findContentPage(db, locale, slug))?.title ?? null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The card for an unprefixed public path in `locale`; null when there is no such public page (the route answers 404). */
export async function ogCard(db: PrismaClient, locale: Locale, path: string): Promise<OgCard | null> {
  const route = publicRouteOf(path);
  if (!route) return null;
  const t = await translatorFor(locale, "Seo");
  const card = (title: string | null | undefined, section: string | null = null): OgCard | null => (title ? { title, section: section ? t(`og.sections.${section}`) : null, tagline: t("og.tagline") } : null);
  const segment = path.split("/").filter(Boolean)[1];
  const slug = segment === undefined ? undefined : decoded(segment);
  const now = new Date();

  switch (route.path) {
    case "/blog/[slug]": {
      const post = await db.blogPost.findFirst({ where: { slug, status: "PUBLISHED", publishedAt: { lte: now } }, select: { title: true, seoTitle: true } });
      return card(post?.seoTitle || post?.title, "blog");
    }
    case "/jobs/[slug]": {
      const job = await db.jobPosting.findFirst({ where: { slug, published: true }, select: { title: true } });
      return card(job?.title, "jobs");
    }
    case "/headshot-types/[[slug]]": {
      if (slug === undefined) break;
      // The page's own rule (a public style: it, its backdrop and outfit active) and its title: the SEO title in the language, else the name.
      const style = await db.style.findFirst({ where: { slug, ...PUBLIC_STYLE_WHERE }, select: { name: true, seoTitle: true, translations: true } });
      return card(style && localised(style.translations, locale, "seoTitle", style.seoTitle?.trim() || localised(style.translations, locale, "name", style.name)), "headshotTypes");
    }
    case "/author/[[name]]": {
      if (slug === undefined) break;
      // The author page's own lookup (lib/blog/authors.ts findBlogAuthor): BlogAuthor by slug.
      const author = await db.blogAuthor.findUnique({ where: { slug }, select: { name: true } });
      return card(author?.name, "author");
    }
    case "/legal/[[file]]": {
      if (slug === undefined) break;
      return card(isLegalDocument(slug) ? t(`og.legal.${slug}`) : null, "legal");
    }
    case "/content/[[slug]]": {
      if (slug === undefined) break;
      return card(await contentPageTitle(db, locale, slug), "content");
    }
  }
  // A static page, or the index of an optional-segment route.
  if (path.split("/").filter(Boolean).length > route.path.split("/").filter((s) => !s.startsWith("[[")).length) return null;
  const key = `og.pages.${ogPageKey(route.path)}`;
  return t.has(key) ? card(t(key)) : null;
}
