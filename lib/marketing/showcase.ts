// The home page's before/after pairs: public-domain portraits and the headshots the studio engine made
// from them (prisma/seed/showcase.ts makes and records them). Their files sit in storage under
// showcase/{key}/, each name carrying a hash of its bytes, so an address never changes meaning: the
// route /api/showcase/{key}/{file} serves them to everyone with a year-long cache, and next/image
// resizes them from there. Only files a ShowcasePair row names are served, nothing else in storage.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { localised } from "@/lib/catalog/styles";

/** Where the files live in storage; the public address is "/api/" + the key. */
export const SHOWCASE_PREFIX = "showcase";

export type ShowcaseImage = { url: string; width: number; height: number };

export type ShowcasePairView = {
  key: string;
  subject: string;
  source: string;
  /** The backdrop's name in the reader's language. */
  backdrop: string;
  before: ShowcaseImage;
  after: ShowcaseImage;
};

/** The storage key of one of a pair's files: showcase/{key}/{side}-{hash}.webp. */
export function showcaseKey(pairKey: string, side: "before" | "after", hash: string): string {
  return `${SHOWCASE_PREFIX}/${pairKey}/${side}-${hash}.webp`;
}

/** The public address of a stored showcase file. */
export function showcaseUrl(storageKey: string): string {
  return `/api/${storageKey}`;
}

/** The recorded pairs in display order, with their images' addresses and sizes; [] when the seed made none. */
export async function listShowcasePairs(db: PrismaClient, locale: Locale): Promise<ShowcasePairView[]> {
  const rows = await db.showcasePair.findMany({ orderBy: [{ sortOrder: "asc" }, { key: "asc" }] });
  if (rows.length === 0) return [];
  const backdrops = await db.backdrop.findMany({ where: { slug: { in: [...new Set(rows.map((r) => r.backdropSlug))] } }, select: { slug: true, name: true, translations: true } });
  const names = new Map(backdrops.map((b) => [b.slug, localised(b.translations, locale, "name", b.name)]));
  return rows.map((r) => ({
    key: r.key,
    subject: r.subject,
    source: r.source,
    backdrop: names.get(r.backdropSlug) ?? r.backdropSlug,
    before: { url: showcaseUrl(r.beforeKey), width: r.beforeWidth, height: r.beforeHeight },
    after: { url: showcaseUrl(r.afterKey), width: r.afterWidth, height: r.afterHeight },
  }));
}

/** The storage key behind /api/showcase/{pairKey}/{file}, or null unless a recorded pair names exactly that file. */
export async function showcaseFile(db: PrismaClient, pairKey: string, file: string): Promise<string | null> {
  const row = await db.showcasePair.findUnique({ where: { key: pairKey }, select: { beforeKey: true, afterKey: true } });
  if (!row) return null;
  const wanted = `${SHOWCASE_PREFIX}/${pairKey}/${file}`;
  return row.beforeKey === wanted || row.afterKey === wanted ? wanted : null;
}
