import "server-only";
import { createTranslator } from "use-intl/core";
import type { BackdropKind, Gender, Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { approvedStyleWhere } from "./approved";
import { groupLooks, lookKey, looksFor, type ChoiceLook, type StyleMode } from "./looks";
import { activeStyleMode } from "./mode";

// The style swatch names a backdrop's kind without reaching into lib/db.
export type { BackdropKind, StyleMode };

export type StylePreview = { slug: string; name: string; previewUrl: string };

/** The texts a catalogue row's `translations` JSON may hold per language (English lives in the row's columns). */
export type LocalisedField = "name" | "description" | "seoTitle" | "seoDescription";
type Translations = Partial<Record<Locale, Partial<Record<LocalisedField, string>>>>;

/** A localised text from a row's `translations` JSON, or the English column when that language has none. */
export function localised(translations: unknown, locale: Locale, field: LocalisedField, english: string): string {
  const value = (translations as Translations | null)?.[locale]?.[field];
  return typeof value === "string" && value.trim() ? value : english;
}

const STYLE_FIELDS = {
  id: true, slug: true, name: true, gender: true, previewUrl: true, translations: true,
  backdrop: { select: { slug: true, name: true, kind: true, colors: true, previewUrl: true, translations: true } },
  outfit: { select: { slug: true, name: true, colors: true, translations: true } },
} satisfies Prisma.StyleSelect;

type StyleRow = Prisma.StyleGetPayload<{ select: typeof STYLE_FIELDS }>;

/** Each style's name, label (unique in a list) and one-line summary in the reader's language, for the mode. */
async function namer(locale: Locale, mode: StyleMode) {
  const styles = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Styles" });
  const t = (key: string, values?: Record<string, string>) => styles(key as never, values as never);
  const backdropName = (r: StyleRow) => localised(r.backdrop.translations, locale, "name", r.backdrop.name);
  const outfitName = (r: StyleRow) => localised(r.outfit.translations, locale, "name", r.outfit.name);
  const styleName = (r: StyleRow) => localised(r.translations, locale, "name", r.name);
  const name = (r: StyleRow) => (mode === "ownClothes" ? backdropName(r) : styleName(r));
  const label = (r: StyleRow) => (mode === "ownClothes" || r.gender === "UNISEX" ? name(r) : t("styleName", { name: name(r), gender: t(`gender.${r.gender}`) }));
  const about = (r: StyleRow) => (mode === "ownClothes" ? t("ownClothes") : [t(`gender.${r.gender}`), backdropName(r), outfitName(r)].join(" · "));
  /** Labels for rows, the outfit added where two would read the same (two styles of one name for one gender). */
  const labels = (rows: StyleRow[]) => {
    const plain = rows.map(label);
    return rows.map((r, i) => (mode === "outfits" && plain.filter((l) => l === plain[i]).length > 1 ? `${plain[i]} · ${outfitName(r)}` : plain[i]!));
  };
  return { name, about, labels, backdropName };
}

/**
 * A few looks for the home page, with their pictures, named in the reader's language: styles (a person
 * in the outfit) when the engine dresses people, backdrops when it keeps their own clothes. `total`
 * counts every look on offer.
 */
export async function listStylePreviews(db: PrismaClient, locale: Locale, take: number, mode?: StyleMode): Promise<{ mode: StyleMode; total: number; styles: StylePreview[] }> {
  const catalogue = await listStyles(db, locale, { mode });
  const shown = catalogue.styles.flatMap((s) => (s.previewUrl ? [{ slug: s.slug, name: s.name, previewUrl: s.previewUrl }] : []));
  return { mode: catalogue.mode, total: catalogue.styles.length, styles: shown.slice(0, take) };
}

/** A look as the choosers show it (lib/catalog/looks.ts): names in the reader's language, and what its preview is made of. */
export type StyleOption = ChoiceLook & {
  /** The card's title: the style's name, or its backdrop's when the person's own clothes are kept. */
  name: string;
  /** Unique among the options: what chips, filters and screen readers call it ("Classic Corporate (Women)"). */
  label: string;
  /** The card's second line: who it is for, the backdrop and the outfit; or that the person's own clothes are kept. */
  about: string;
  /** A picture of the look (the style, or the bare backdrop), or null: the chooser then draws it from the colours. */
  previewUrl: string | null;
  backdrop: { slug: string; name: string; kind: BackdropKind; colors: string[] };
  /** Null when the engine keeps the person's own clothes. */
  outfit: { slug: string; name: string; colors: string[] } | null;
};

export type StyleCatalogue = { mode: StyleMode; styles: StyleOption[] };

/**
 * How many styles one person can choose from now: every look when their own clothes are kept; with
 * outfits, the longer of the women's and the men's lists (each with the styles for everyone).
 */
export function stylesOnOffer(catalogue: StyleCatalogue): number {
  if (catalogue.mode === "ownClothes") return catalogue.styles.length;
  const forGender = (g: Gender) => catalogue.styles.filter((s) => s.gender === g || s.gender === "UNISEX").length;
  return Math.max(forGender("FEMALE"), forGender("MALE"));
}

/** A package never promises more styles than one person can choose from (an empty catalogue changes nothing). */
export function withStylesOnOffer<P extends { styles: number }>(packages: P[], catalogue: StyleCatalogue): P[] {
  const offer = stylesOnOffer(catalogue);
  return offer > 0 ? packages.map((p) => (p.styles > offer ? { ...p, styles: offer } : p)) : packages;
}

export type ListStylesOptions = {
  /** The person's gender: with own clothes, each look saves their version; with outfits, see `onlyTheirs`. */
  person?: Gender | null;
  /** With outfits: only styles made for `person` (and unisex ones). */
  onlyTheirs?: boolean;
  /** The active engine's (lib/catalog/mode.ts) unless given. */
  mode?: StyleMode;
  /** A team member's organisation: only the looks it offers a person of `person` (./approved.ts). */
  organizationId?: string | null;
  /** With `organizationId`: the member's membership, whose sub-team's pool applies (else the organisation's). */
  membershipId?: string | null;
  /** Instead of the catalogue: exactly these styles, in this order (a team's fixed combos, ./combos.ts). */
  styleIds?: string[];
};

/**
 * The looks a person can pick from: active styles whose backdrop and outfit are active too, in
 * catalogue order, grouped for the mode (lib/catalog/looks.ts) and named for it.
 */
export async function listStyles(db: PrismaClient, locale: Locale, options: ListStylesOptions = {}): Promise<StyleCatalogue> {
  const mode = options.mode ?? (await activeStyleMode(db));
  const person = options.person ?? null;
  const fixed = options.styleIds;
  const [found, names] = await Promise.all([
    db.style.findMany({
      where: fixed
        ? { id: { in: fixed } }
        : options.organizationId
          ? await approvedStyleWhere(db, options.organizationId, person, mode, { membershipId: options.membershipId })
          : { active: true, backdrop: { active: true }, outfit: { active: true } },
      orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
      select: STYLE_FIELDS,
    }),
    namer(locale, mode),
  ]);
  const rows = fixed ? fixed.flatMap((id) => found.filter((r) => r.id === id)) : found;
  let looks = groupLooks(rows.map((r) => ({ ...r, themeName: r.name, backdropSlug: r.backdrop.slug })), mode, person);
  if (mode === "outfits" && options.onlyTheirs) looks = looksFor(looks, person);
  const labels = names.labels(looks.map((l) => l.row));
  return {
    mode,
    styles: looks.map(({ row: r, slugs, theme, gender }, i) => ({
      slug: r.slug,
      slugs,
      theme,
      gender,
      name: names.name(r),
      label: labels[i]!,
      about: names.about(r),
      previewUrl: mode === "ownClothes" ? r.backdrop.previewUrl : r.previewUrl,
      backdrop: { slug: r.backdrop.slug, name: names.backdropName(r), kind: r.backdrop.kind, colors: r.backdrop.colors },
      outfit: mode === "ownClothes" ? null : { slug: r.outfit.slug, name: localised(r.outfit.translations, locale, "name", r.outfit.name), colors: r.outfit.colors },
    })),
  };
}

/** A chosen style as a summary lists it: `key` is the same for styles that look the same in the mode. */
export type StyleLabel = { id: string; slug: string; key: string; label: string; gender: Gender };

/**
 * Labels for styles a shoot or an order holds (retired ones too), in the order given, one per look:
 * styles that look the same in the mode (the same backdrop, when the person's clothes are kept) share
 * the first one's key and label. Ids or slugs no style has are left out.
 */
export async function labelStyles(db: PrismaClient, locale: Locale, which: { ids: string[] } | { slugs: string[] }, mode?: StyleMode): Promise<{ mode: StyleMode; styles: StyleLabel[] }> {
  const m = mode ?? (await activeStyleMode(db));
  const wanted = "ids" in which ? which.ids : which.slugs;
  if (wanted.length === 0) return { mode: m, styles: [] };
  const [found, names] = await Promise.all([
    db.style.findMany({ where: "ids" in which ? { id: { in: which.ids } } : { slug: { in: which.slugs } }, select: STYLE_FIELDS }),
    namer(locale, m),
  ]);
  const rows = wanted.flatMap((w) => found.filter((r) => ("ids" in which ? r.id : r.slug) === w));
  const labels = names.labels(rows);
  const byKey = new Map<string, string>();
  return {
    mode: m,
    styles: rows.map((r, i) => {
      const key = lookKey({ slug: r.slug, backdropSlug: r.backdrop.slug }, m);
      if (!byKey.has(key)) byKey.set(key, labels[i]!);
      return { id: r.id, slug: r.slug, key, label: byKey.get(key)!, gender: r.gender };
    }),
  };
}

/** The looks among labelled styles, each once, in order. */
export function distinctLooks<L extends Pick<StyleLabel, "key">>(labels: L[]): L[] {
  return labels.filter((l, i) => labels.findIndex((o) => o.key === l.key) === i);
}
