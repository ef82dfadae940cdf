import "server-only";
import { approvedBackdropCount, approvedStyleWhere, poolSources } from "@/lib/catalog/approved";
import { comboStyleIds } from "@/lib/catalog/combos";
import type { StyleMode } from "@/lib/catalog/looks";
import type { Gender, Prisma, PrismaClient } from "@/lib/db";
import { organizationSettings } from "@/lib/teams/settings";
import type { ShootProblem } from "./errors";

type Reader = PrismaClient | Prisma.TransactionClient;

/**
 * What decides which styles a shoot may use: its organisation (a team shoot), the membership (whose
 * sub-team's pool applies) and the person's gender.
 */
export type StyleRules = { organizationId: string | null; membershipId?: string | null; gender?: Gender | null; maxStyles: number };

/** Force backdrop variety is offered (and applies) only when the pool approves at least this many backdrops. */
export const VARIETY_MIN_BACKDROPS = 4;

/**
 * A team's brand-consistency rules for one member's shoot (the organisation's settings group
 * `consistency`, lib/teams/consistency.ts), read at the moment they are applied, so a lead's change
 * reaches every shoot not submitted yet:
 * - `fixed`: combos are on, and these are the member's styles (the combos' styles for their gender, in
 *   the lead's order, at most the package's number): no choice;
 * - `variety`: force backdrop variety applies: the picks must use at least min(4, picks) different
 *   backdrops. It applies when it is on for the pool the member uses (their sub-team's own backdrops, or
 *   the organisation's) and that pool approves at least 4 backdrops.
 */
export type TeamLooks = { fixed: string[] | null; variety: boolean };

export const NO_TEAM_LOOKS: TeamLooks = { fixed: null, variety: false };

export async function teamLooks(db: Reader, rules: StyleRules): Promise<TeamLooks> {
  if (!rules.organizationId) return NO_TEAM_LOOKS;
  const orgId = rules.organizationId;
  const { consistency } = await organizationSettings(db, orgId);
  if (consistency.combosEnabled) return { fixed: await comboStyleIds(db, orgId, rules.gender ?? null, rules.maxStyles), variety: false };
  const scope = { membershipId: rules.membershipId ?? null };
  const sources = await poolSources(db, orgId, scope);
  const on = sources.backdrops ? consistency.teamVariety[sources.backdrops] === true : consistency.forceBackdropVariety;
  const variety = on && (await approvedBackdropCount(db, orgId, scope)) >= VARIETY_MIN_BACKDROPS;
  return { fixed: null, variety };
}

/**
 * Styles a shoot may use: active ones (on an active backdrop and outfit); for a team shoot, only those
 * the organisation offers a person of the shoot's gender from the member's pool (lib/catalog/approved.ts:
 * an organisation that approved nothing offers nothing). Returns the ids of `styleIds` that are not allowed.
 */
async function unavailableStyleIds(db: Reader, rules: Omit<StyleRules, "maxStyles">, styleIds: string[], mode?: StyleMode): Promise<string[]> {
  if (!styleIds.length) return [];
  const allowed: Prisma.StyleWhereInput = rules.organizationId
    ? await approvedStyleWhere(db, rules.organizationId, rules.gender ?? null, mode, { membershipId: rules.membershipId ?? null })
    : { active: true, backdrop: { active: true }, outfit: { active: true } };
  const ok = await db.style.findMany({ where: { AND: [{ id: { in: styleIds } }, allowed] }, select: { id: true } });
  const okIds = new Set(ok.map((s) => s.id));
  return styleIds.filter((id) => !okIds.has(id));
}

/** How many different backdrops the styles use. */
async function backdropsUsed(db: Reader, styleIds: string[]): Promise<number> {
  const rows = await db.style.findMany({ where: { id: { in: styleIds } }, select: { backdropId: true } });
  return new Set(rows.map((r) => r.backdropId)).size;
}

/**
 * Problems with a shoot's chosen styles (Style ids): none, more than the package allows, unavailable,
 * or (force backdrop variety) too few different backdrops. With a team's fixed combos (`looks.fixed`)
 * the styles are the combos' and only "none" can be wrong. `mode` (the active engine's style mode) is
 * looked up unless given, and `looks` (./styles.ts teamLooks) too: a transaction passes both.
 */
export async function styleProblems(db: Reader, shoot: StyleRules, styleIds: string[], mode?: StyleMode, looks?: TeamLooks): Promise<ShootProblem[]> {
  const team = looks ?? (await teamLooks(db, shoot));
  if (team.fixed) return team.fixed.length ? [] : [{ code: "NO_STYLES", params: { max: shoot.maxStyles } }];
  if (styleIds.length === 0) return [{ code: "NO_STYLES", params: { max: shoot.maxStyles } }];
  const problems: ShootProblem[] = [];
  if (styleIds.length > shoot.maxStyles) problems.push({ code: "TOO_MANY_STYLES", params: { count: styleIds.length, max: shoot.maxStyles } });
  const unavailable = await unavailableStyleIds(db, shoot, styleIds, mode);
  if (unavailable.length) problems.push({ code: "STYLE_UNAVAILABLE", params: { count: unavailable.length } });
  if (team.variety) {
    const needed = Math.min(VARIETY_MIN_BACKDROPS, styleIds.length);
    const used = await backdropsUsed(db, styleIds);
    if (used < needed) problems.push({ code: "BACKDROP_VARIETY", params: { needed, used } });
  }
  return problems;
}
