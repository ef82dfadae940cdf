// A lead marks a member's finished shoot as actioned (their headshot was put to use: the website, the
// badge…) or takes the mark back. Only leads and owners of the shoot's organisation: a member is
// refused (FORBIDDEN), anyone else's shoot is not found.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { TeamError } from "../errors";
import { requireTeam } from "../organization";
import { finishedShootsWhere } from "./queries";

export async function setShootActioned(
  db: PrismaClient,
  input: { userId: string; shootId: string; actioned: boolean; now?: Date },
): Promise<{ actionedAt: Date | null }> {
  const team = await requireTeam(db, input.userId, "results.read");
  if (typeof input.shootId !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(input.shootId)) throw new TeamError("NOT_FOUND");
  const where = { id: input.shootId, ...finishedShootsWhere(team.organizationId, { q: "", team: undefined, actioned: undefined }) };
  const actionedAt = input.actioned ? (input.now ?? new Date()) : null;
  // Marking twice keeps the first time it was marked.
  const { count } = await db.shoot.updateMany({ where: input.actioned ? { ...where, actionedAt: null } : where, data: { actionedAt } });
  if (count === 0) {
    const shoot = await db.shoot.findFirst({ where, select: { actionedAt: true } });
    if (!shoot) throw new TeamError("NOT_FOUND");
    return { actionedAt: shoot.actionedAt };
  }
  return { actionedAt };
}

export const markActioned = (db: PrismaClient, userId: string, shootId: string, now?: Date) => setShootActioned(db, { userId, shootId, actioned: true, now });
export const unmarkActioned = (db: PrismaClient, userId: string, shootId: string) => setShootActioned(db, { userId, shootId, actioned: false });
