// The looks an organisation offers its members: only what its team lead picked, per gender. A style is
// on offer to a person of a gender when
//   - its backdrop is approved for that gender or for everyone (OrganizationApprovedBackdrop, UNISEX), and
//   - when the engine dresses people (style mode "outfits", ./mode.ts), its outfit is approved for that
//     gender (OrganizationApprovedOutfit; an outfit approved for UNISEX counts for everyone) and the
//     style is made for that gender (or for everyone), and
//   - when the organisation also approved whole styles (OrganizationApprovedStyle), it is one of them.
// An organisation that approved nothing offers nothing (never "everything"). A person whose gender is
// not known yet is offered what is approved for any gender. Catalogue code: it reads the approvals by
// organisation id and knows nothing of team leads (lib/teams is never imported here).
//
// Pools: the approvals with teamId null are the organisation's pool; a sub-team (Team) may have rows of
// its own, per kind: a team with backdrop rows uses those backdrops, a team without any inherits the
// organisation's backdrops (outfits likewise, independently). A member's pool is their membership's
// team's (`scope.membershipId`), else the organisation's. The whole-style list (OrganizationApprovedStyle)
// narrows every pool of the organisation.
import "server-only";
import type { Gender, Prisma, PrismaClient } from "@/lib/db";
import type { StyleMode } from "./looks";
import { activeStyleMode } from "./mode";

type Reader = PrismaClient | Prisma.TransactionClient;

/** The approval genders that count for a person: theirs and UNISEX; every one when it is not known. */
export function approvalGenders(person: Gender | null | undefined): Gender[] {
  if (person === "FEMALE") return ["FEMALE", "UNISEX"];
  if (person === "MALE") return ["MALE", "UNISEX"];
  return ["FEMALE", "MALE", "UNISEX"];
}

/**
 * Whose pool: a sub-team's (`teamId`), a member's (`membershipId`: their membership's team), or, with
 * neither, the organisation's. A team or membership of another organisation counts as none.
 */
export type PoolScope = { teamId?: string | null; membershipId?: string | null };

/** The pool each kind comes from: a team id when that team has rows of its own, else null (the organisation's). */
export type PoolSources = { backdrops: string | null; outfits: string | null };

/** The sub-team a scope names (checked to be of `organizationId`), or null. */
export async function scopeTeamId(db: Reader, organizationId: string, scope: PoolScope = {}): Promise<string | null> {
  if (scope.teamId) return (await db.team.findFirst({ where: { id: scope.teamId, organizationId }, select: { id: true } }))?.id ?? null;
  if (scope.membershipId) return (await db.membership.findFirst({ where: { id: scope.membershipId, organizationId }, select: { teamId: true } }))?.teamId ?? null;
  return null;
}

/** Where a scope's backdrops and outfits come from: the team's own rows per kind, else the organisation's. */
export async function poolSources(db: Reader, organizationId: string, scope: PoolScope = {}): Promise<PoolSources> {
  const teamId = await scopeTeamId(db, organizationId, scope);
  if (!teamId) return { backdrops: null, outfits: null };
  const [backdrops, outfits] = await Promise.all([
    db.organizationApprovedBackdrop.count({ where: { organizationId, teamId } }),
    db.organizationApprovedOutfit.count({ where: { organizationId, teamId } }),
  ]);
  return { backdrops: backdrops ? teamId : null, outfits: outfits ? teamId : null };
}

/** How many different backdrops a scope's pool approves (for anyone): force backdrop variety needs 4. */
export async function approvedBackdropCount(db: Reader, organizationId: string, scope: PoolScope = {}): Promise<number> {
  const { backdrops: teamId } = await poolSources(db, organizationId, scope);
  const rows = await db.organizationApprovedBackdrop.findMany({ where: { organizationId, teamId, backdrop: { active: true } }, distinct: ["backdropId"], select: { backdropId: true } });
  return rows.length;
}

/**
 * The Prisma filter of the styles `organizationId` offers a person of `person` (active styles on active
 * backdrops and outfits), from the pool `scope` names (the organisation's when left out). `mode` is the
 * active engine's unless given.
 */
export async function approvedStyleWhere(db: Reader, organizationId: string, person: Gender | null | undefined, mode?: StyleMode, scope?: PoolScope): Promise<Prisma.StyleWhereInput> {
  const m = mode ?? (await activeStyleMode(db as PrismaClient));
  const genders = approvalGenders(person);
  const [hasStyleList, pools] = await Promise.all([
    db.organizationApprovedStyle.count({ where: { organizationId } }).then((n) => n > 0),
    poolSources(db, organizationId, scope),
  ]);
  return {
    active: true,
    // With outfits a style dresses someone of its gender: a person is offered theirs and unisex ones.
    ...(m === "outfits" ? { gender: { in: genders } } : {}),
    backdrop: { active: true, organizationUsage: { some: { organizationId, teamId: pools.backdrops, gender: { in: genders } } } },
    outfit: m === "outfits" ? { active: true, organizationUsage: { some: { organizationId, teamId: pools.outfits, gender: { in: genders } } } } : { active: true },
    ...(hasStyleList ? { organizationUsage: { some: { organizationId } } } : {}),
  };
}

/** The ids of the styles `organizationId` offers a person of `person` (from `scope`'s pool), in catalogue order. */
export async function approvedStyleIds(db: Reader, organizationId: string, person: Gender | null | undefined, mode?: StyleMode, scope?: PoolScope): Promise<string[]> {
  const rows = await db.style.findMany({
    where: await approvedStyleWhere(db, organizationId, person, mode, scope),
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
