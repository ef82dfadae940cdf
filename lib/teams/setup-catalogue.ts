// What the wizard's styles and clothing steps offer: the catalogue's active backdrops and outfits, in
// catalogue order and the reader's language, with what the organisation picked for women and for men.
// The team lead area's pools (/app/admin/style, /app/admin/clothing) read them too, for a sub-team's
// own pool when given its id (`teamId`; null = the organisation's pool).
import "server-only";
import { activeStyleMode } from "@/lib/catalog/mode";
import { localised, type StyleMode } from "@/lib/catalog/styles";
import type { BackdropKind, Gender, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";

export type SetupBackdrop = { id: string; slug: string; name: string; kind: BackdropKind; colors: string[]; female: boolean; male: boolean };
export type SetupOutfit = { id: string; slug: string; name: string; gender: Gender; colors: string[]; female: boolean; male: boolean };

/** The backdrops on offer, in catalogue order, with what the organisation picked for women and men. */
export async function setupBackdrops(db: PrismaClient, organizationId: string, locale: Locale, teamId: string | null = null): Promise<SetupBackdrop[]> {
  const [rows, picked] = await Promise.all([
    db.backdrop.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, slug: true, name: true, kind: true, colors: true, translations: true } }),
    db.organizationApprovedBackdrop.findMany({ where: { organizationId, teamId }, select: { backdropId: true, gender: true } }),
  ]);
  return rows.map((b) => {
    const genders = picked.filter((p) => p.backdropId === b.id).map((p) => p.gender);
    return {
      id: b.id, slug: b.slug, name: localised(b.translations, locale, "name", b.name), kind: b.kind, colors: b.colors,
      female: genders.includes("FEMALE") || genders.includes("UNISEX"), male: genders.includes("MALE") || genders.includes("UNISEX"),
    };
  });
}

/** The outfits on offer, in catalogue order, with what the organisation picked for women and men. */
export async function setupOutfits(db: PrismaClient, organizationId: string, locale: Locale, teamId: string | null = null): Promise<SetupOutfit[]> {
  const [rows, picked] = await Promise.all([
    db.outfit.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { id: true, slug: true, name: true, gender: true, colors: true, translations: true } }),
    db.organizationApprovedOutfit.findMany({ where: { organizationId, teamId }, select: { outfitId: true, gender: true } }),
  ]);
  return rows.map((o) => {
    const genders = picked.filter((p) => p.outfitId === o.id).map((p) => p.gender);
    return {
      id: o.id, slug: o.slug, name: localised(o.translations, locale, "name", o.name), gender: o.gender, colors: o.colors,
      female: genders.includes("FEMALE") || genders.includes("UNISEX"), male: genders.includes("MALE") || genders.includes("UNISEX"),
    };
  });
}

/**
 * The clothing step: the outfits with the organisation's picks, and the active engine's style mode (an
 * engine that keeps people's own clothes: the page says so, and the picks are kept for later).
 */
export async function setupClothing(db: PrismaClient, organizationId: string, locale: Locale, teamId: string | null = null): Promise<{ mode: StyleMode; outfits: SetupOutfit[] }> {
  const [mode, outfits] = await Promise.all([activeStyleMode(db), setupOutfits(db, organizationId, locale, teamId)]);
  return { mode, outfits };
}
