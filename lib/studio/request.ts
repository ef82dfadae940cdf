// Asking for an edit: in one transaction the person's row is locked, the headshot checked (theirs, on
// a ready shoot), the options checked against the catalogue, the active engine and the sizes the
// shoot's package includes, the edit's credits taken (a ledger entry whose idempotency key makes a
// double click book once), the EditJob created and the `studio-edit` job queued. Either all of it
// happens or none.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { EditJob, PrismaClient } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { ownedStudioResult } from "./access";
import { resolveEdit } from "./catalogue";
import { readEditCost } from "./cost";
import { assertSupported, type EngineInfo } from "./engine";
import { StudioError } from "./errors";
import { buyCreditsPath, type EditOptions } from "./options";
import { assertSizeIncluded } from "./sizes";

export type RequestEditDeps = { db: PrismaClient; boss: PgBoss; engine: EngineInfo };

export type RequestEditInput = { userId: string; resultId: string; options: EditOptions; idempotencyKey: string };

/** `created` is false when the same key was booked before (a double click): nothing was charged again. */
export type RequestedEdit = { job: EditJob; created: boolean; credits: number };

const ledgerKey = (userId: string, key: string) => `studio-edit:${userId}:${key}`;

export async function requestEdit(deps: RequestEditDeps, input: RequestEditInput): Promise<RequestedEdit> {
  const { db, boss } = deps;
  const key = ledgerKey(input.userId, input.idempotencyKey);
  return db.$transaction(
    async (tx) => {
      // Serialises this person's credit changes: a second click waits here, then finds the first booking.
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${input.userId} AND "deletedAt" IS NULL FOR UPDATE`;
      const booked = await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey: key }, select: { refId: true } });
      if (booked?.refId) {
        const job = await tx.editJob.findUnique({ where: { id: booked.refId } });
        const user = await tx.user.findUnique({ where: { id: input.userId }, select: { editCredits: true } });
        if (job && job.userId === input.userId) return { job, created: false, credits: user?.editCredits ?? 0 };
      }

      const result = await ownedStudioResult(tx, input.userId, input.resultId);
      const shoot = await tx.shoot.findUniqueOrThrow({ where: { id: result.shootId }, select: { organization: { select: { brandColors: true } } } });
      await resolveEdit(tx, input.options, shoot.organization?.brandColors ?? []);
      assertSupported(deps.engine, input.options);
      // Only the sizes the shoot's package includes (print is Executive's), whatever the request says.
      await assertSizeIncluded(tx, result.shootId, input.options.size);

      const cost = await readEditCost(tx);
      const user = await tx.user.findUnique({ where: { id: input.userId }, select: { editCredits: true } });
      if (!user) throw new StudioError("RESULT_NOT_FOUND");
      if (user.editCredits < cost) {
        throw new StudioError("INSUFFICIENT_CREDITS", { cost, balance: user.editCredits }, { buyCreditsPath: buyCreditsPath(result.shootId) });
      }
      const taken = await tx.user.updateMany({ where: { id: input.userId, editCredits: { gte: cost } }, data: { editCredits: { decrement: cost } } });
      if (taken.count !== 1) throw new StudioError("INSUFFICIENT_CREDITS", { cost, balance: user.editCredits }, { buyCreditsPath: buyCreditsPath(result.shootId) });
      const balance = user.editCredits - cost;

      const job = await tx.editJob.create({
        data: { resultId: result.id, userId: input.userId, options: input.options, status: "PENDING", creditsSpent: cost },
      });
      await tx.creditLedgerEntry.create({
        data: {
          userId: input.userId, kind: "EDIT", delta: -cost, balanceAfter: balance, reason: "Studio edit",
          refType: "editJob", refId: job.id, createdById: input.userId, idempotencyKey: key,
        },
      });
      await enqueue(boss, tx, QUEUES.studioEdit, { editJobId: job.id });
      return { job, created: true, credits: balance };
    },
    { timeout: 15_000 },
  );
}
