import "server-only";
import { approvedStyleWhere } from "@/lib/catalog/approved";
import type { StyleMode } from "@/lib/catalog/looks";
import type { Gender, Prisma, PrismaClient } from "@/lib/db";
import type { ShootProblem } from "./errors";

type Reader = PrismaClient | Prisma.TransactionClient;

/** What decides which styles a shoot may use: its organisation (a team shoot) and the person's gender. */
export type StyleRules = { organizationId: string | null; gender?: Gender | null; maxStyles: number };

/**
 * Styles a shoot may use: active ones (on an active backdrop and outfit); for a team shoot, only those
 * the organisation offers a person of the shoot's gender (lib/catalog/approved.ts: an organisation that
 * approved nothing offers nothing). Returns the ids of `styleIds` that are not allowed.
 */
async function unavailableStyleIds(db: Reader, rules: Omit<StyleRules, "maxStyles">, styleIds: string[], mode?: StyleMode): Promise<string[]> {
  if (!styleIds.length) return [];
  const allowed: Prisma.StyleWhereInput = rules.organizationId
    ? await approvedStyleWhere(db, rules.organizationId, rules.gender ?? null, mode)
    : { active: true, backdrop: { active: true }, outfit: { active: true } };
  const ok = await db.style.findMany({ where: { AND: [{ id: { in: styleIds } }, allowed] }, select: { id: true } });
  const okIds = new Set(ok.map((s) => s.id));
  return styleIds.filter((id) => !okIds.has(id));
}

/**
 * Problems with a shoot's chosen styles (Style ids): none, more than the package allows, or unavailable.
 * `mode` (the active engine's style mode) is looked up unless given: a transaction passes it.
 */
export async function styleProblems(db: Reader, shoot: StyleRules, styleIds: string[], mode?: StyleMode): Promise<ShootProblem[]> {
  if (styleIds.length === 0) return [{ code: "NO_STYLES", params: { max: shoot.maxStyles } }];
  const problems: ShootProblem[] = [];
  if (styleIds.length > shoot.maxStyles) problems.push({ code: "TOO_MANY_STYLES", params: { count: styleIds.length, max: shoot.maxStyles } });
  const unavailable = await unavailableStyleIds(db, shoot, styleIds, mode);
  if (unavailable.length) problems.push({ code: "STYLE_UNAVAILABLE", params: { count: unavailable.length } });
  return problems;
}
