// A team's fixed combos (Combo: one backdrop, the outfit for men and the outfit for women, in the lead's
// order) as the catalogue styles a member is given: for each combo, the active style on its backdrop in
// the outfit for the person's gender (a woman: the women's outfit; a man: the men's; anyone else: the
// women's, else the men's). A team lead can only save a combo whose pairs are catalogue styles
// (lib/teams/combos.ts), so every combo has its style until the catalogue retires one; a combo whose
// style is gone is left out. Catalogue code: it knows nothing of team leads.
import "server-only";
import type { Gender, Prisma, PrismaClient } from "@/lib/db";

type Reader = PrismaClient | Prisma.TransactionClient;

/** The outfits a combo offers a person of `person`, in the order they are tried. */
export function comboOutfits(combo: { maleOutfitId: string | null; femaleOutfitId: string | null }, person: Gender | null | undefined): string[] {
  const order = person === "MALE" ? [combo.maleOutfitId] : person === "FEMALE" ? [combo.femaleOutfitId] : [combo.femaleOutfitId, combo.maleOutfitId];
  return order.filter((id): id is string => Boolean(id));
}

/** Style genders that suit an outfit for `person` (their own and unisex; anyone's when not known). */
function styleGenders(person: Gender | null | undefined): Gender[] {
  return person === "FEMALE" ? ["FEMALE", "UNISEX"] : person === "MALE" ? ["MALE", "UNISEX"] : ["FEMALE", "MALE", "UNISEX"];
}

/**
 * The styles an organisation's combos give a person of `person`, in combo order, each once, at most
 * `limit` (the package's number of styles).
 */
export async function comboStyleIds(db: Reader, organizationId: string, person: Gender | null | undefined, limit = Number.POSITIVE_INFINITY): Promise<string[]> {
  const combos = await db.combo.findMany({
    where: { organizationId },
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { backdropId: true, maleOutfitId: true, femaleOutfitId: true },
  });
  if (combos.length === 0) return [];
  const styles = await db.style.findMany({
    where: { active: true, backdrop: { active: true }, outfit: { active: true }, backdropId: { in: combos.map((c) => c.backdropId) }, gender: { in: styleGenders(person) } },
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    select: { id: true, backdropId: true, outfitId: true },
  });
  const out: string[] = [];
  for (const combo of combos) {
    if (out.length >= limit) break;
    const style = comboOutfits(combo, person)
      .map((outfitId) => styles.find((s) => s.backdropId === combo.backdropId && s.outfitId === outfitId))
      .find(Boolean);
    if (style && !out.includes(style.id)) out.push(style.id);
  }
  return out;
}
