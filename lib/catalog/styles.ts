import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";

export type StylePreview = { slug: string; name: string; previewUrl: string };

type Translations = Partial<Record<Locale, { name?: string; description?: string }>>;

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
      name: (r.translations as Translations | null)?.[locale]?.name ?? r.name,
      previewUrl: r.previewUrl!,
    })),
  };
}
