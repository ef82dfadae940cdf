// The catalogue as the public pages show it (/headshot-types, /headshot-types/{slug},
// /backdrop-and-outfit): every active style whose backdrop and outfit are active too, with its texts in
// the reader's language (the row's `translations`, else the English columns), its pictures where the
// file exists, and what it is made of. Read once per language and cached with the page (ISR).
import "server-only";
import type { BackdropKind, Gender, Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import type { StyleMode } from "./looks";
import { activeStyleMode } from "./mode";
import { usablePreviewUrl } from "./preview-files";
import { localised } from "./styles";

/** A style the public may see: it, its backdrop and its outfit are all active (what the chooser offers). */
export const PUBLIC_STYLE_WHERE = { active: true, backdrop: { active: true }, outfit: { active: true } } satisfies Prisma.StyleWhereInput;

export type PublicBackdrop = { slug: string; name: string; kind: BackdropKind; colors: string[]; previewUrl: string | null };
export type PublicOutfit = { slug: string; name: string; gender: Gender; colors: string[]; previewUrl: string | null };

/** A style as a card shows it: its name, who it is for, the first paragraph of its text, its picture. */
export type PublicStyleCard = {
  slug: string;
  name: string;
  gender: Gender;
  summary: string;
  previewUrl: string | null;
  backdrop: PublicBackdrop;
  outfit: PublicOutfit;
};

/** One style's page: the card, its SEO title and description, and the paragraphs after the summary. */
export type PublicStyle = PublicStyleCard & {
  seoTitle: string | null;
  seoDescription: string | null;
  paragraphs: string[];
  related: PublicStyleCard[];
  /** What the engine delivers now: with "ownClothes" the person keeps their clothes (the outfit is a suggestion). */
  mode: StyleMode;
};

const FIELDS = {
  slug: true, name: true, gender: true, previewUrl: true, description: true, seoTitle: true, seoDescription: true, translations: true, sortOrder: true,
  backdrop: { select: { slug: true, name: true, kind: true, colors: true, previewUrl: true, translations: true } },
  outfit: { select: { slug: true, name: true, gender: true, colors: true, previewUrl: true, translations: true } },
} satisfies Prisma.StyleSelect;
type Row = Prisma.StyleGetPayload<{ select: typeof FIELDS }>;

const ORDER = [{ sortOrder: "asc" }, { slug: "asc" }] satisfies Prisma.StyleOrderByWithRelationInput[];

/** A text's paragraphs: split on blank lines, trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean);
}

function backdropOf(b: Row["backdrop"], locale: Locale): PublicBackdrop {
  return { slug: b.slug, name: localised(b.translations, locale, "name", b.name), kind: b.kind, colors: b.colors, previewUrl: usablePreviewUrl(b.previewUrl) };
}

function outfitOf(o: Row["outfit"], locale: Locale): PublicOutfit {
  return { slug: o.slug, name: localised(o.translations, locale, "name", o.name), gender: o.gender, colors: o.colors, previewUrl: usablePreviewUrl(o.previewUrl) };
}

function cardOf(r: Row, locale: Locale): PublicStyleCard {
  return {
    slug: r.slug,
    name: localised(r.translations, locale, "name", r.name),
    gender: r.gender,
    summary: paragraphsOf(localised(r.translations, locale, "description", r.description))[0] ?? "",
    previewUrl: usablePreviewUrl(r.previewUrl),
    backdrop: backdropOf(r.backdrop, locale),
    outfit: outfitOf(r.outfit, locale),
  };
}

/** Every public style's slug, in catalogue order (the sitemap lists /headshot-types/{slug} for each). */
export async function listPublicStyleSlugs(db: PrismaClient): Promise<string[]> {
  const rows = await db.style.findMany({ where: PUBLIC_STYLE_WHERE, orderBy: ORDER, select: { slug: true } });
  return rows.map((r) => r.slug);
}

/** Every public style as a card, in catalogue order. */
export async function listPublicStyles(db: PrismaClient, locale: Locale): Promise<PublicStyleCard[]> {
  const rows = await db.style.findMany({ where: PUBLIC_STYLE_WHERE, orderBy: ORDER, select: FIELDS });
  return rows.map((r) => cardOf(r, locale));
}

/** How close another style is: the same theme for the other gender, then the same backdrop, then the same outfit. */
function closeness(a: Row, b: Row): number {
  return (a.name === b.name && a.backdrop.slug === b.backdrop.slug ? 4 : 0) + (a.backdrop.slug === b.backdrop.slug ? 2 : 0) + (a.outfit.slug === b.outfit.slug ? 1 : 0);
}

/**
 * One public style's page, or null when no public style has this slug (unknown, retired, or its
 * backdrop or outfit retired). `related`: up to `take` other public styles, the closest first (its
 * counterpart for the other gender, the same backdrop, the same outfit), then the same gender's, in
 * catalogue order.
 */
export async function loadPublicStyle(db: PrismaClient, locale: Locale, slug: string, take = 4): Promise<PublicStyle | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const [rows, mode] = await Promise.all([db.style.findMany({ where: PUBLIC_STYLE_WHERE, orderBy: ORDER, select: FIELDS }), activeStyleMode(db)]);
  const row = rows.find((r) => r.slug === slug);
  if (!row) return null;
  const others = rows.filter((r) => r.slug !== slug);
  const sameGender = (r: Row) => (r.gender === row.gender || r.gender === "UNISEX" || row.gender === "UNISEX" ? 1 : 0);
  const related = others
    .map((r, i) => ({ r, i, score: closeness(row, r) * 2 + sameGender(r) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, take)
    .map(({ r }) => cardOf(r, locale));
  const text = paragraphsOf(localised(row.translations, locale, "description", row.description));
  const english = (value: string | null) => value?.trim() || "";
  return {
    ...cardOf(row, locale),
    seoTitle: localised(row.translations, locale, "seoTitle", english(row.seoTitle)) || null,
    seoDescription: localised(row.translations, locale, "seoDescription", english(row.seoDescription)) || null,
    paragraphs: text.slice(1),
    related,
    mode,
  };
}

/** A style named under the backdrop or outfit it uses. */
export type StyleLink = { slug: string; name: string; gender: Gender };

export type PublicCatalogue = {
  mode: StyleMode;
  backdrops: (PublicBackdrop & { styles: StyleLink[] })[];
  outfits: (PublicOutfit & { styles: StyleLink[] })[];
};

/** The active backdrops and outfits, in catalogue order, each with the public styles that use it. */
export async function listPublicCatalogue(db: PrismaClient, locale: Locale): Promise<PublicCatalogue> {
  const [backdrops, outfits, styles, mode] = await Promise.all([
    db.backdrop.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, ...FIELDS.backdrop.select } }),
    db.outfit.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, ...FIELDS.outfit.select } }),
    db.style.findMany({ where: PUBLIC_STYLE_WHERE, orderBy: ORDER, select: { slug: true, name: true, gender: true, translations: true, backdropId: true, outfitId: true } }),
    activeStyleMode(db),
  ]);
  const link = (s: (typeof styles)[number]): StyleLink => ({ slug: s.slug, name: localised(s.translations, locale, "name", s.name), gender: s.gender });
  return {
    mode,
    backdrops: backdrops.map((b) => ({ ...backdropOf(b, locale), styles: styles.filter((s) => s.backdropId === b.id).map(link) })),
    outfits: outfits.map((o) => ({ ...outfitOf(o, locale), styles: styles.filter((s) => s.outfitId === o.id).map(link) })),
  };
}
