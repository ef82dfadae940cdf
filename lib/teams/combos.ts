// Combos, the team lead's side (/app/admin/combos): fixed looks of one backdrop, the outfit for men and
// the outfit for women, in the lead's order, and the switch that gives members exactly these (settings
// `consistency.combosEnabled`): no choice on the style step, and submit makes the shoot with them
// (lib/shoots/styles.ts teamLooks, lib/catalog/combos.ts).
//
// A combo is made only from the organisation's catalogue: a backdrop of the organisation's pool, an
// outfit its pool offers men and one it offers women, and each pair a catalogue style (what the engine
// makes: a backdrop and outfit no style combines cannot be made). A member's shoot has as many looks as
// the team package's styles, so there are at most that many combos (4). Combos belong to the whole
// organisation (sub-teams' pools do not apply to them). Deleting the last combo switches combos off.
import "server-only";
import { localised } from "@/lib/catalog/styles";
import type { BackdropKind, Gender, Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { ConsistencyError } from "./consistency-errors";
import { TeamError } from "./errors";
import { requireTeam, TEAM_SHOOT_PACKAGE } from "./organization";
import { organizationSettings, updateSettings } from "./settings";

type Tx = Prisma.TransactionClient;

/** Looks in a member's shoot when the package cannot be read (the Starter package's). */
const DEFAULT_LOOKS = 4;

/** How many combos an organisation may keep: the number of looks in a member's shoot. */
export async function maxCombos(db: PrismaClient | Tx): Promise<number> {
  return (await db.package.findUnique({ where: { slug: TEAM_SHOOT_PACKAGE }, select: { styles: true } }))?.styles ?? DEFAULT_LOOKS;
}

type Named = { id: string; name: string; colors: string[] };
export type ComboView = { id: string; name: string | null; backdrop: Named & { kind: BackdropKind }; male: Named | null; female: Named | null };

/** The organisation's combos, in order, named in the reader's language. */
export async function listCombos(db: PrismaClient, organizationId: string, locale: Locale): Promise<ComboView[]> {
  const named = { select: { id: true, name: true, colors: true, translations: true } } as const;
  const rows = await db.combo.findMany({
    where: { organizationId },
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, backdrop: { select: { id: true, name: true, kind: true, colors: true, translations: true } }, maleOutfit: named, femaleOutfit: named },
  });
  const name = (r: { id: string; name: string; colors: string[]; translations: unknown }): Named => ({ id: r.id, name: localised(r.translations, locale, "name", r.name), colors: r.colors });
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    backdrop: { ...name(c.backdrop), kind: c.backdrop.kind },
    male: c.maleOutfit ? name(c.maleOutfit) : null,
    female: c.femaleOutfit ? name(c.femaleOutfit) : null,
  }));
}

/** A backdrop a combo can use, with the outfits that make a catalogue style on it for men and for women. */
export type ComboBackdropChoice = Named & { kind: BackdropKind; male: Named[]; female: Named[] };

const forGender = (g: "MALE" | "FEMALE"): Gender[] => [g, "UNISEX"];

/**
 * What a combo can be made of: the backdrops of the organisation's pool, each with the outfits of its
 * pool (for men, for women) that some active catalogue style combines with it. Backdrops with no such
 * outfit for one of the genders are left out.
 */
export async function comboChoices(db: PrismaClient | Tx, organizationId: string, locale: Locale): Promise<ComboBackdropChoice[]> {
  const [backdrops, outfits, styles] = await Promise.all([
    db.organizationApprovedBackdrop.findMany({
      where: { organizationId, teamId: null, backdrop: { active: true } },
      select: { backdrop: { select: { id: true, name: true, kind: true, colors: true, translations: true, sortOrder: true, slug: true } } },
    }),
    db.organizationApprovedOutfit.findMany({
      where: { organizationId, teamId: null, outfit: { active: true } },
      select: { gender: true, outfit: { select: { id: true, name: true, colors: true, translations: true, gender: true, sortOrder: true, slug: true } } },
    }),
    db.style.findMany({ where: { active: true }, select: { backdropId: true, outfitId: true, gender: true } }),
  ]);
  const byOrder = <T extends { sortOrder: number; slug: string }>(a: T, b: T) => a.sortOrder - b.sortOrder || a.slug.localeCompare(b.slug);
  const unique = <T extends { id: string }>(rows: T[]) => rows.filter((r, i) => rows.findIndex((o) => o.id === r.id) === i);
  const name = (r: { id: string; name: string; colors: string[]; translations: unknown }): Named => ({ id: r.id, name: localised(r.translations, locale, "name", r.name), colors: r.colors });
  const pooled = (g: "MALE" | "FEMALE") =>
    unique(outfits.filter((o) => forGender(g).includes(o.gender) && o.outfit.gender !== (g === "MALE" ? "FEMALE" : "MALE")).map((o) => o.outfit)).sort(byOrder);
  const pairs = (backdropId: string, g: "MALE" | "FEMALE") =>
    pooled(g).filter((o) => styles.some((s) => s.backdropId === backdropId && s.outfitId === o.id && forGender(g).includes(s.gender))).map(name);
  return unique(backdrops.map((b) => b.backdrop))
    .sort(byOrder)
    .map((b) => ({ ...name(b), kind: b.kind, male: pairs(b.id, "MALE"), female: pairs(b.id, "FEMALE") }))
    .filter((b) => b.male.length > 0 && b.female.length > 0);
}

export type ComboInput = { comboId?: string | null; name?: string | null; backdropId: string; maleOutfitId: string; femaleOutfitId: string };

/**
 * Adds a combo (at the end) or changes one (`comboId`; another organisation's: NOT_FOUND). Its backdrop
 * and outfits must be a choice comboChoices offers (COMBO_NOT_OFFERED); a new one beyond maxCombos is
 * TOO_MANY_COMBOS.
 */
export async function saveCombo(db: PrismaClient, userId: string, input: ComboInput): Promise<{ id: string }> {
  const { organizationId } = await requireTeam(db, userId, "organization.update");
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
    if (input.comboId && !(await tx.combo.count({ where: { id: input.comboId, organizationId } }))) throw new TeamError("NOT_FOUND");
    const choice = (await comboChoices(tx, organizationId, "en")).find((b) => b.id === input.backdropId);
    if (!choice || !choice.male.some((o) => o.id === input.maleOutfitId) || !choice.female.some((o) => o.id === input.femaleOutfitId)) throw new ConsistencyError("COMBO_NOT_OFFERED");
    const data = { name: input.name?.trim() || null, backdropId: input.backdropId, maleOutfitId: input.maleOutfitId, femaleOutfitId: input.femaleOutfitId };
    if (input.comboId) {
      await tx.combo.update({ where: { id: input.comboId }, data });
      return { id: input.comboId };
    }
    const [count, max, last] = await Promise.all([
      tx.combo.count({ where: { organizationId } }),
      maxCombos(tx),
      tx.combo.findFirst({ where: { organizationId }, orderBy: { sortOrder: "desc" }, select: { sortOrder: true } }),
    ]);
    if (count >= max) throw new ConsistencyError("TOO_MANY_COMBOS", { max });
    const made = await tx.combo.create({ data: { ...data, organizationId, sortOrder: (last?.sortOrder ?? -1) + 1 }, select: { id: true } });
    return made;
  });
}

/** Deletes a combo (another organisation's: NOT_FOUND); the last one going switches combos off. */
export async function deleteCombo(db: PrismaClient, userId: string, comboId: string): Promise<void> {
  const { organizationId } = await requireTeam(db, userId, "organization.update");
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
    const { count } = await tx.combo.deleteMany({ where: { id: comboId, organizationId } });
    if (count !== 1) throw new TeamError("NOT_FOUND");
    if ((await tx.combo.count({ where: { organizationId } })) === 0) await updateSettings(tx, organizationId, "consistency", { combosEnabled: false });
  });
}

/** Moves a combo one place up or down (a member's looks follow this order); at either end nothing changes. */
export async function moveCombo(db: PrismaClient, userId: string, input: { comboId: string; direction: "up" | "down" }): Promise<void> {
  const { organizationId } = await requireTeam(db, userId, "organization.update");
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
    const rows = await tx.combo.findMany({ where: { organizationId }, orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    const from = rows.findIndex((r) => r.id === input.comboId);
    if (from === -1) throw new TeamError("NOT_FOUND");
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return;
    const ids = rows.map((r) => r.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    for (const [i, id] of ids.entries()) await tx.combo.update({ where: { id }, data: { sortOrder: i } });
  });
}

/** The "use combos" switch: on needs at least one combo (NO_COMBOS). */
export async function setCombosEnabled(db: PrismaClient, userId: string, on: boolean): Promise<void> {
  const { organizationId } = await requireTeam(db, userId, "organization.update");
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
    if (on && (await tx.combo.count({ where: { organizationId } })) === 0) throw new ConsistencyError("NO_COMBOS");
    await updateSettings(tx, organizationId, "consistency", { combosEnabled: on });
    await tx.auditLog.create({ data: { actorId: userId, action: "consistency.combos", targetType: "Organization", targetId: organizationId, data: { on } } });
  });
}

/** Whether combos are on for the organisation. */
export async function combosEnabled(db: PrismaClient, organizationId: string): Promise<boolean> {
  return (await organizationSettings(db, organizationId)).consistency.combosEnabled;
}
