import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import type { ShootProblem } from "./errors";

type Reader = PrismaClient | Prisma.TransactionClient;

/**
 * Styles a shoot may use: active ones; for a team shoot, only those the lead approved (none approved
 * = every active style). Returns the ids of `styleIds` that are not allowed.
 */
async function unavailableStyleIds(db: Reader, organizationId: string | null, styleIds: string[]): Promise<string[]> {
  if (!styleIds.length) return [];
  const active = await db.style.findMany({ where: { id: { in: styleIds }, active: true }, select: { id: true } });
  const ok = new Set(active.map((s) => s.id));
  if (organizationId) {
    const approved = await db.organizationApprovedStyle.findMany({ where: { organizationId }, select: { styleId: true } });
    if (approved.length) {
      const allowed = new Set(approved.map((a) => a.styleId));
      for (const id of [...ok]) if (!allowed.has(id)) ok.delete(id);
    }
  }
  return styleIds.filter((id) => !ok.has(id));
}

/** Problems with a shoot's chosen styles (Style ids): none, more than the package allows, or unavailable. */
export async function styleProblems(db: Reader, shoot: { organizationId: string | null; maxStyles: number }, styleIds: string[]): Promise<ShootProblem[]> {
  if (styleIds.length === 0) return [{ code: "NO_STYLES", params: { max: shoot.maxStyles } }];
  const problems: ShootProblem[] = [];
  if (styleIds.length > shoot.maxStyles) problems.push({ code: "TOO_MANY_STYLES", params: { count: styleIds.length, max: shoot.maxStyles } });
  const unavailable = await unavailableStyleIds(db, shoot.organizationId, styleIds);
  if (unavailable.length) problems.push({ code: "STYLE_UNAVAILABLE", params: { count: unavailable.length } });
  return problems;
}
