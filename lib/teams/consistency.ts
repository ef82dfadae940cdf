// Brand consistency, the team lead's side (/app/admin/style and /app/admin/clothing): the approved
// backdrops and outfits per gender, for the organisation or for one sub-team, and force backdrop
// variety. What members are then offered is lib/catalog/approved.ts's business; lib/shoots applies it
// on every save and again on submit, so a change here reaches every shoot not submitted yet and leaves
// submitted ones as they are.
//
// Pools. The organisation's pool is the rows with teamId null (the wizard saves them first). A sub-team
// uses the organisation's pool until a lead customises it: "customise for this team" copies the
// organisation's rows of that kind to the team, which from then on keeps its own; "back to the
// organisation's pool" deletes them. Backdrops and outfits are customised separately.
//
// Variety. `consistency.forceBackdropVariety` is the organisation's; a sub-team with its own backdrops
// has its own switch (`consistency.teamVariety[teamId]`), one that inherits has the organisation's. It
// can be turned on only when the pool approves at least 4 backdrops, and a save that leaves fewer turns it
// off (lib/shoots/styles.ts would not apply it anyway).
//
// Saving the organisation's pool here also drops an organisation's whole-style list
// (OrganizationApprovedStyle, from before these pages): from then on the pools alone say what is offered.
import "server-only";
import { approvedBackdropCount, poolSources } from "@/lib/catalog/approved";
import type { Gender, Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { VARIETY_MIN_BACKDROPS } from "@/lib/shoots/styles";
import { ConsistencyError } from "./consistency-errors";
import { TeamError } from "./errors";
import { requireTeam } from "./organization";
import { organizationSettings, updateSettings } from "./settings";
import { setupBackdrops, setupClothing, type SetupBackdrop, type SetupOutfit } from "./setup-catalogue";

type Tx = Prisma.TransactionClient;

export { VARIETY_MIN_BACKDROPS };

export type PoolKind = "backdrops" | "outfits";

/** A pool's picks: the ids offered to women and to men. */
export type PoolPicks = { female: string[]; male: string[] };

/** The sub-team `teamId` of `organizationId` (another organisation's, or none: NOT_FOUND). */
async function ownTeam(db: PrismaClient | Tx, organizationId: string, teamId: string): Promise<{ id: string; name: string }> {
  const team = await db.team.findFirst({ where: { id: teamId, organizationId }, select: { id: true, name: true } });
  if (!team) throw new TeamError("NOT_FOUND");
  return team;
}

/** The organisation a lead may change the looks of (a member: FORBIDDEN; nobody's: NOT_FOUND). */
async function leadOrganization(db: PrismaClient, userId: string): Promise<string> {
  return (await requireTeam(db, userId, "organization.update")).organizationId;
}

/** The row gender of a choice offered to women, men, or both. */
function rowGender(female: boolean, male: boolean): Gender {
  return female && male ? "UNISEX" : female ? "FEMALE" : "MALE";
}

export type ScopeOption = { id: string; name: string; ownBackdrops: boolean; ownOutfits: boolean };

/** The sub-teams a pool page can show, with which kinds each has customised. */
export async function poolScopes(db: PrismaClient, organizationId: string): Promise<ScopeOption[]> {
  const teams = await db.team.findMany({
    where: { organizationId },
    orderBy: { name: "asc" },
    select: { id: true, name: true, _count: { select: { approvedBackdrops: true, approvedOutfits: true } } },
  });
  return teams.map((t) => ({ id: t.id, name: t.name, ownBackdrops: t._count.approvedBackdrops > 0, ownOutfits: t._count.approvedOutfits > 0 }));
}

/** A pool page's scope: the organisation (`team` null) or one of its sub-teams, and whether that team has its own pool of the kind. */
export type PoolScopeView = { team: { id: string; name: string } | null; custom: boolean };

async function scopeView(db: PrismaClient, organizationId: string, teamId: string | null, kind: PoolKind): Promise<PoolScopeView> {
  if (!teamId) return { team: null, custom: true };
  const team = await ownTeam(db, organizationId, teamId);
  const sources = await poolSources(db, organizationId, { teamId: team.id });
  return { team, custom: (kind === "backdrops" ? sources.backdrops : sources.outfits) !== null };
}

export type BackdropPoolPage = PoolScopeView & {
  /** Every active backdrop, with what the scope's pool (its own, or the organisation's it inherits) offers women and men. */
  backdrops: SetupBackdrop[];
  variety: {
    /** On for this pool (an inheriting team: the organisation's switch). */
    on: boolean;
    /** The pool approves at least 4 backdrops: the switch is offered. */
    available: boolean;
    count: number;
    min: number;
  };
  /** The organisation still has a whole-style list (saving its pool here replaces it). */
  styleList: boolean;
};

/** /app/admin/style: the backdrops of a scope (`teamId` null = the organisation) and its variety switch. */
export async function loadBackdropPool(db: PrismaClient, organizationId: string, teamId: string | null, locale: Locale): Promise<BackdropPoolPage> {
  const view = await scopeView(db, organizationId, teamId, "backdrops");
  const poolTeam = view.team && view.custom ? view.team.id : null;
  const [backdrops, count, settings, styleList] = await Promise.all([
    setupBackdrops(db, organizationId, locale, poolTeam),
    approvedBackdropCount(db, organizationId, { teamId: poolTeam }),
    organizationSettings(db, organizationId),
    db.organizationApprovedStyle.count({ where: { organizationId } }),
  ]);
  const on = poolTeam ? settings.consistency.teamVariety[poolTeam] === true : settings.consistency.forceBackdropVariety;
  return { ...view, backdrops, variety: { on, available: count >= VARIETY_MIN_BACKDROPS, count, min: VARIETY_MIN_BACKDROPS }, styleList: styleList > 0 };
}

export type OutfitPoolPage = PoolScopeView & { outfits: SetupOutfit[]; mode: "outfits" | "ownClothes"; styleList: boolean };

/** /app/admin/clothing: the outfits of a scope (`teamId` null = the organisation). */
export async function loadOutfitPool(db: PrismaClient, organizationId: string, teamId: string | null, locale: Locale): Promise<OutfitPoolPage> {
  const view = await scopeView(db, organizationId, teamId, "outfits");
  const poolTeam = view.team && view.custom ? view.team.id : null;
  const [clothing, styleList] = await Promise.all([setupClothing(db, organizationId, locale, poolTeam), db.organizationApprovedStyle.count({ where: { organizationId } })]);
  return { ...view, outfits: clothing.outfits, mode: clothing.mode, styleList: styleList > 0 };
}

/** Checks picks against the catalogue: active rows only; an outfit only for its own gender (or anyone's when made for everyone). */
async function checkPicks(db: PrismaClient, kind: PoolKind, picks: PoolPicks): Promise<{ female: string[]; male: string[]; ids: string[] }> {
  const female = [...new Set(picks.female)];
  const male = [...new Set(picks.male)];
  const ids = [...new Set([...female, ...male])];
  if (kind === "backdrops") {
    if (ids.length === 0) throw new ConsistencyError("NO_BACKDROP");
    const found = await db.backdrop.count({ where: { id: { in: ids }, active: true } });
    if (found !== ids.length) throw new ConsistencyError("UNKNOWN_CHOICE");
    return { female, male, ids };
  }
  if (female.length === 0) throw new ConsistencyError("NO_OUTFIT_FEMALE");
  if (male.length === 0) throw new ConsistencyError("NO_OUTFIT_MALE");
  const found = await db.outfit.findMany({ where: { id: { in: ids }, active: true }, select: { id: true, gender: true } });
  if (found.length !== ids.length) throw new ConsistencyError("UNKNOWN_CHOICE");
  const genderOf = new Map(found.map((o) => [o.id, o.gender]));
  if (female.some((id) => genderOf.get(id) === "MALE") || male.some((id) => genderOf.get(id) === "FEMALE")) throw new ConsistencyError("UNKNOWN_CHOICE");
  return { female, male, ids };
}

async function replacePool(tx: Tx, organizationId: string, teamId: string | null, kind: PoolKind, picks: { female: string[]; male: string[]; ids: string[] }) {
  const rows = picks.ids.map((id) => ({ organizationId, teamId, gender: rowGender(picks.female.includes(id), picks.male.includes(id)), id }));
  if (kind === "backdrops") {
    await tx.organizationApprovedBackdrop.deleteMany({ where: { organizationId, teamId } });
    await tx.organizationApprovedBackdrop.createMany({ data: rows.map(({ id, ...r }) => ({ ...r, backdropId: id })) });
  } else {
    await tx.organizationApprovedOutfit.deleteMany({ where: { organizationId, teamId } });
    await tx.organizationApprovedOutfit.createMany({ data: rows.map(({ id, ...r }) => ({ ...r, outfitId: id })) });
  }
  if (!teamId) await tx.organizationApprovedStyle.deleteMany({ where: { organizationId } });
}

/**
 * Saves a pool: the organisation's (`teamId` null) or a sub-team's own (saving it customises the team).
 * Backdrops: at least one; outfits: at least one for women and one for men. Replaces the earlier picks.
 * A backdrop pool left with fewer than 4 backdrops has its variety switched off.
 */
export async function savePool(db: PrismaClient, userId: string, input: { kind: PoolKind; teamId: string | null } & PoolPicks): Promise<void> {
  const organizationId = await leadOrganization(db, userId);
  if (input.teamId) await ownTeam(db, organizationId, input.teamId);
  const picks = await checkPicks(db, input.kind, input);
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    await replacePool(tx, organizationId, input.teamId, input.kind, picks);
    if (input.kind === "backdrops" && (await approvedBackdropCount(tx, organizationId, { teamId: input.teamId })) < VARIETY_MIN_BACKDROPS) {
      await setVarietyIn(tx, organizationId, input.teamId, false);
    }
    await audit(tx, userId, organizationId, `consistency.${input.kind}.save`, { teamId: input.teamId, female: picks.female.length, male: picks.male.length });
  });
}

/** "Customise for this team": the team gets a copy of the organisation's pool of `kind`, to change from there. Idempotent. */
export async function customiseTeamPool(db: PrismaClient, userId: string, input: { kind: PoolKind; teamId: string }): Promise<void> {
  const organizationId = await leadOrganization(db, userId);
  const team = await ownTeam(db, organizationId, input.teamId);
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    if (input.kind === "backdrops") {
      if (await tx.organizationApprovedBackdrop.count({ where: { organizationId, teamId: team.id } })) return;
      const rows = await tx.organizationApprovedBackdrop.findMany({ where: { organizationId, teamId: null }, select: { backdropId: true, gender: true } });
      if (rows.length === 0) throw new ConsistencyError("NO_BACKDROP");
      await tx.organizationApprovedBackdrop.createMany({ data: rows.map((r) => ({ ...r, organizationId, teamId: team.id })) });
      // The team starts with the organisation's variety, now its own switch.
      const { consistency } = await organizationSettings(tx, organizationId);
      await setVarietyIn(tx, organizationId, team.id, consistency.forceBackdropVariety);
    } else {
      if (await tx.organizationApprovedOutfit.count({ where: { organizationId, teamId: team.id } })) return;
      const rows = await tx.organizationApprovedOutfit.findMany({ where: { organizationId, teamId: null }, select: { outfitId: true, gender: true } });
      if (rows.length === 0) throw new ConsistencyError("NO_OUTFIT_FEMALE");
      await tx.organizationApprovedOutfit.createMany({ data: rows.map((r) => ({ ...r, organizationId, teamId: team.id })) });
    }
    await audit(tx, userId, organizationId, `consistency.${input.kind}.customise`, { teamId: team.id });
  });
}

/** "Back to the organisation's pool": the team's own rows of `kind` go (and its own variety switch with its backdrops). Idempotent. */
export async function inheritOrganizationPool(db: PrismaClient, userId: string, input: { kind: PoolKind; teamId: string }): Promise<void> {
  const organizationId = await leadOrganization(db, userId);
  const team = await ownTeam(db, organizationId, input.teamId);
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    if (input.kind === "backdrops") {
      await tx.organizationApprovedBackdrop.deleteMany({ where: { organizationId, teamId: team.id } });
      await setVarietyIn(tx, organizationId, team.id, null);
    } else {
      await tx.organizationApprovedOutfit.deleteMany({ where: { organizationId, teamId: team.id } });
    }
    await audit(tx, userId, organizationId, `consistency.${input.kind}.inherit`, { teamId: team.id });
  });
}

/** Writes one pool's variety switch (`on` null removes a team's own). */
async function setVarietyIn(tx: Tx, organizationId: string, teamId: string | null, on: boolean | null): Promise<void> {
  if (!teamId) {
    await updateSettings(tx, organizationId, "consistency", { forceBackdropVariety: on === true });
    return;
  }
  const { consistency } = await organizationSettings(tx, organizationId);
  const teamVariety = { ...consistency.teamVariety };
  if (on === null) delete teamVariety[teamId];
  else teamVariety[teamId] = on;
  await updateSettings(tx, organizationId, "consistency", { teamVariety });
}

/**
 * Force backdrop variety for a pool: the organisation's (`teamId` null) or a sub-team's with its own
 * backdrops (one that inherits: TEAM_INHERITS). Turning it on needs at least 4 backdrops approved in
 * that pool (VARIETY_NEEDS_FOUR); turning it off always works.
 */
export async function setBackdropVariety(db: PrismaClient, userId: string, input: { teamId: string | null; on: boolean }): Promise<void> {
  const organizationId = await leadOrganization(db, userId);
  if (input.teamId) {
    const team = await ownTeam(db, organizationId, input.teamId);
    if ((await poolSources(db, organizationId, { teamId: team.id })).backdrops === null) throw new ConsistencyError("TEAM_INHERITS");
  }
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    // The pool's rows are read under the organisation's row lock, after any save before.
    if (input.on) {
      const count = await approvedBackdropCount(tx, organizationId, { teamId: input.teamId });
      if (count < VARIETY_MIN_BACKDROPS) throw new ConsistencyError("VARIETY_NEEDS_FOUR", { min: VARIETY_MIN_BACKDROPS, count });
    }
    await setVarietyIn(tx, organizationId, input.teamId, input.on);
    await audit(tx, userId, organizationId, "consistency.variety", { teamId: input.teamId, on: input.on });
  });
}

/** Changes to one organisation's pools and switches wait for each other (two leads saving at once). */
async function lockOrganization(tx: Tx, organizationId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId} FOR UPDATE`;
}

async function audit(tx: Tx, actorId: string, organizationId: string, action: string, data: Prisma.InputJsonObject): Promise<void> {
  await tx.auditLog.create({ data: { actorId, action, targetType: "Organization", targetId: organizationId, data } });
}
