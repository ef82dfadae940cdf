// Making one style of a shoot again (a platform admin's "regenerate this style", lib/backoffice/shoots):
// the generator's own idempotency does the work. A style with result rows is complete and skipped, a
// style without rows is made (lib/shoots/generate.ts), so this removes the style's generated headshots
// (the package's share of it: ids from resultIdFor, the same keys the job writes again; extra headshots
// bought later keep theirs) and queues the generation job. The other styles' results stay as they are.
//
//   FAILED → WAITING;  ACTIVE → ONBOARDING → WAITING (the state machine has no shorter way back);
//   reason "admin regenerate <style>". Nothing is charged; the "ready" email goes again when it is done.
//
// A style whose headshots the person edited in the studio is refused (STYLE_EDITED): the edits (and
// the edit credits they cost) would go with them. A shoot whose uploaded photos are gone (purged by the
// privacy sweep, or no accepted photo left) is refused (PHOTOS_PURGED): generation would fail
// PHOTOS_MISSING after the style's headshots were deleted, and the shoot would end FAILED for good.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { Prisma, PrismaClient } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { resultIdFor, splitHeadshots } from "./generate";
import { ShootTransitionError, transition } from "./states";
import { generationJobOptions } from "./submit";

export type RegenerateRefusal = "NOT_FOUND" | "WRONG_STATE" | "STYLE_NOT_IN_SHOOT" | "STYLE_EDITED" | "PHOTOS_PURGED";
export type RegenerateOutcome = { ok: true; jobId: string; removed: number; styleId: string } | { ok: false; code: RegenerateRefusal };

/** The ids of the generated headshots of one style of a shoot (what the generation job writes for it). */
export async function styleResultIds(db: PrismaClient | Prisma.TransactionClient, shoot: { id: string; styleIds: string[]; headshots: number }, styleId: string): Promise<string[] | null> {
  const existing = await db.style.findMany({ where: { id: { in: shoot.styleIds } }, select: { id: true } });
  const styles = shoot.styleIds.filter((id) => existing.some((s) => s.id === id));
  const i = styles.indexOf(styleId);
  if (i < 0) return null;
  const count = splitHeadshots(shoot.headshots, styles.length)[i]!;
  return Array.from({ length: count }, (_, k) => resultIdFor(shoot.id, styleId, k));
}

class Refused extends Error {
  constructor(public readonly code: RegenerateRefusal) {
    super(code);
  }
}

export async function regenerateStyle(
  db: PrismaClient,
  input: { shootId: string; styleId: string; within?: (tx: Prisma.TransactionClient, info: { from: string; removed: number }) => Promise<void> },
  deps: { boss?: PgBoss } = {},
): Promise<RegenerateOutcome> {
  const boss = deps.boss ?? (await getBoss()); // before the transaction (lib/jobs/enqueue.ts)
  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Shoot" WHERE "id" = ${input.shootId} FOR UPDATE`;
      const shoot = await tx.shoot.findFirst({
        where: { id: input.shootId, deletedAt: null },
        select: { id: true, state: true, styleIds: true, photosPurgedAt: true, package: { select: { headshots: true, printSize: true } } },
      });
      if (!shoot || shoot.state === "DELETED") throw new Refused("NOT_FOUND");
      if (shoot.state !== "ACTIVE" && shoot.state !== "FAILED") throw new Refused("WRONG_STATE");
      const ids = await styleResultIds(tx, { id: shoot.id, styleIds: shoot.styleIds, headshots: shoot.package.headshots }, input.styleId);
      if (!ids) throw new Refused("STYLE_NOT_IN_SHOOT");
      const edited = await tx.result.count({ where: { OR: [{ parentResultId: { in: ids } }, { editJobs: { some: {} }, id: { in: ids } }] } });
      if (edited > 0) throw new Refused("STYLE_EDITED");
      if (shoot.photosPurgedAt || (await tx.uploadedPhoto.count({ where: { shootId: shoot.id, accepted: true, deletedAt: null } })) === 0) throw new Refused("PHOTOS_PURGED");
      const style = await tx.style.findUnique({ where: { id: input.styleId }, select: { slug: true } });
      const { count: removed } = await tx.result.deleteMany({ where: { id: { in: ids } } });
      const reason = `admin regenerate ${style?.slug ?? input.styleId}`;
      if (shoot.state === "ACTIVE") {
        await transition(tx, shoot.id, "ACTIVE", "ONBOARDING", reason, { progress: 0 });
        await transition(tx, shoot.id, "ONBOARDING", "WAITING", reason, { progress: 0, failureReason: null });
      } else {
        await transition(tx, shoot.id, "FAILED", "WAITING", reason, { progress: 0, failureReason: null });
      }
      const jobId = await enqueue(boss, tx, QUEUES.shootGenerate, { shootId: shoot.id }, await generationJobOptions(tx, shoot.package));
      await input.within?.(tx, { from: shoot.state, removed });
      return { ok: true as const, jobId, removed, styleId: input.styleId };
    });
  } catch (err) {
    if (err instanceof Refused) return { ok: false, code: err.code };
    if (err instanceof ShootTransitionError && err.code !== "ILLEGAL_TRANSITION") return { ok: false, code: "WRONG_STATE" };
    throw err;
  }
}
