import "server-only";
import type { BackdropKind, Gender, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { gendersFor, type GenderFilter } from "./gender";

// The style swatch names a backdrop's kind without reaching into lib/db.
export type { BackdropKind };

export type StylePreview = { slug: string; name: string; previewUrl: string };

type Translations = Partial<Record<Locale, { name?: string; description?: string }>>;

/** A localised text from a row's `translations` JSON, or the English column when that language has none. */
export function localised(translations: unknown, locale: Locale, field: "name" | "description", english: string): string {
  const value = (translations as Translations | null)?.[locale]?.[field];
  return typeof value === "string" && value.trim() ? value : english;
}

/** Active styles that have a preview, in catalogue order, named in the reader's language. */
export async function listStylePreviews(db: PrismaClient, locale: Locale, take?: number): Promise<{ total: number; styles: StylePreview[] }> {
  const where = { active: true, previewUrl: { not: null } };
  const [total, rows] = await Promise.all([
    db.style.count({ where: { active: true } }),
    db.style.findMany({ where, orderBy: { sortOrder: "asc" }, take, select: { slug: true, name: true, previewUrl: true, translations: true } }),
  ]);
  return {
    total,
    styles: rows.map((r) => ({
      slug: r.slug,
      name: localised(r.translations, locale, "name", r.name),
      previewUrl: r.previewUrl!,
    })),
  };
}

/** A style as the chooser shows it: names in the reader's language, and what its preview is made of. */
export type StyleOption = {
  slug: string;
  name: string;
  description: string;
  gender: Gender;
  /** A picture of the style, or null when none was made (the chooser then draws it from the colours). */
  previewUrl: string | null;
  backdrop: { slug: string; name: string; kind: BackdropKind; colors: string[] };
  outfit: { slug: string; name: string; colors: string[] };
};

/**
 * The style catalogue a person can pick from: active styles whose backdrop and outfit are active too,
 * in catalogue order, optionally only those for one gender (unisex styles always show).
 */
export async function listStyles(db: PrismaClient, locale: Locale, filter: GenderFilter = "all"): Promise<StyleOption[]> {
  const rows = await db.style.findMany({
    where: { active: true, gender: { in: gendersFor(filter) }, backdrop: { active: true }, outfit: { active: true } },
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    select: {
      slug: true, name: true, description: true, gender: true, previewUrl: true, translations: true,
      backdrop: { select: { slug: true, name: true, kind: true, colors: true, translations: true } },
      outfit: { select: { slug: true, name: true, colors: true, translations: true } },
    },
  });
  return rows.map((r) => ({
    slug: r.slug,
    name: localised(r.translations, locale, "name", r.name),
    description: localised(r.translations, locale, "description", r.description),
    gender: r.gender,
    previewUrl: r.previewUrl,
    backdrop: { slug: r.backdrop.slug, name: localised(r.backdrop.translations, locale, "name", r.backdrop.name), kind: r.backdrop.kind, colors: r.backdrop.colors },
    outfit: { slug: r.outfit.slug, name: localised(r.outfit.translations, locale, "name", r.outfit.name), colors: r.outfit.colors },
  }));
}
