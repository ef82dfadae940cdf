import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { findOwnedResult } from "@/lib/results/access";
import { ResultActionError } from "@/lib/results/errors";
import { organizationRole } from "@/lib/teams/access";
import { parseSettings } from "@/lib/teams/settings";
import { StudioError } from "./errors";

type Reader = PrismaClient | Prisma.TransactionClient;

/**
 * Of `shootIds`, the team shoots whose organisation hides the editor from its members (the settings'
 * headshots tab, `hideEditor`), when `userId` is not a lead or the owner there: the studio does not
 * offer them and refuses their headshots.
 */
export async function editorHiddenShoots(db: Reader, userId: string, shootIds: string[]): Promise<Set<string>> {
  if (shootIds.length === 0) return new Set();
  const shoots = await db.shoot.findMany({
    where: { id: { in: shootIds }, organizationId: { not: null } },
    select: { id: true, organization: { select: { id: true, settings: true } } },
  });
  const hidden = new Set<string>();
  const roles = new Map<string, Awaited<ReturnType<typeof organizationRole>>>();
  for (const shoot of shoots) {
    const org = shoot.organization;
    if (!org || !parseSettings(org.settings).headshots.hideEditor) continue;
    if (!roles.has(org.id)) roles.set(org.id, await organizationRole(db, userId, org.id));
    const role = roles.get(org.id);
    if (role !== "owner" && role !== "lead") hidden.add(shoot.id);
  }
  return hidden;
}

/** Whether the editor is hidden from `userId` for shoot `shootId` (see editorHiddenShoots). */
export async function editorHidden(db: Reader, userId: string, shootId: string): Promise<boolean> {
  return (await editorHiddenShoots(db, userId, [shootId])).has(shootId);
}

/**
 * A headshot (any version) of a ready shoot the person may edit: the gallery's ownership rule
 * (lib/results/access.ts), answered in the studio's words; a team shoot whose organisation hides the
 * editor from its members is not found for them.
 */
export async function ownedStudioResult(db: Reader, userId: string, resultId: string) {
  let result: Awaited<ReturnType<typeof findOwnedResult>>;
  try {
    result = await findOwnedResult(db, userId, resultId);
  } catch (error) {
    if (error instanceof ResultActionError) throw new StudioError(error.code === "NOT_READY" ? "NOT_READY" : "RESULT_NOT_FOUND");
    throw error;
  }
  if (await editorHidden(db, userId, result.shootId)) throw new StudioError("RESULT_NOT_FOUND");
  return result;
}
