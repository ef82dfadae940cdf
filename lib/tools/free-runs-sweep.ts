// The free tools forget what they promised to forget: a run's files (the free headshot's photo and
// result, the profile-picture maker's cut-out) and the run itself once it expired (24 hours after it was
// made). Part of the hourly privacy sweep (lib/privacy/sweep.ts). An expired run no longer counts against
// the day's limit (the window is the same 24 hours), so deleting its row changes no visitor's allowance.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { FileStorage } from "@/lib/storage/types";

export type FreeRunSweep = { runs: number; files: number; failures: number; /** A full batch went: there may be more. */ more: boolean };

/**
 * Deletes up to `take` expired runs: files first, then the row, so a run whose files could not be
 * removed (storage refused) stays and the next pass tries again.
 */
export async function deleteExpiredFreeRuns(db: PrismaClient, storage: FileStorage, input: { now: Date; take: number; log?: Pick<Console, "error"> }): Promise<FreeRunSweep> {
  const expired = await db.freeToolRun.findMany({
    where: { expiresAt: { lte: input.now } },
    select: { id: true, photoKey: true, resultKey: true },
    orderBy: { expiresAt: "asc" },
    take: input.take,
  });
  const out: FreeRunSweep = { runs: 0, files: 0, failures: 0, more: expired.length === input.take };
  const gone: string[] = [];
  for (const run of expired) {
    try {
      for (const key of [run.photoKey, run.resultKey]) {
        if (!key || !(await storage.exists(key))) continue;
        await storage.delete(key);
        out.files++;
      }
      gone.push(run.id);
    } catch (error) {
      out.failures++;
      (input.log ?? console).error(`[privacy] free tool run ${run.id}: files not deleted, left for the next pass: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (gone.length) out.runs = (await db.freeToolRun.deleteMany({ where: { id: { in: gone }, expiresAt: { lte: input.now } } })).count;
  return out;
}
