// What a platform admin does to one shoot, each through the product's own code with the admin as actor
// and the audit row (before/after) in the transaction of the change:
//   - retry a failed shoot: retryShoot (lib/shoots/submit.ts), FAILED → WAITING and a new generation
//     job, the same photos, not counted against the person's own retries, nothing charged;
//   - regenerate one style: regenerateStyle (lib/shoots/regenerate.ts), the other styles kept;
//   - move to a state the state machine allows (transition(), lib/shoots/states.ts; `adminMoves`); a move
//     into WAITING queues the generation job with it (WAITING means "queued"); DELETED is the delete
//     action, ONBOARDING → WAITING is the person's submission (its checks, a team's credit), and
//     → ACTIVE only generation does (its onActive hook: review hold, team emails), never a move;
//   - delete: withdrawShoot (lib/shoots/delete.ts, the account deletion's own rule), the files after
//     the commit (what storage refuses, the privacy sweep removes later).
import "server-only";
import type { PgBoss } from "pg-boss";
import { recordAudit, auditFields } from "@/lib/audit/record";
import type { Prisma, PrismaClient, ShootState } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { markFilesRemoved } from "@/lib/privacy/leftovers";
import { shootPrefix, withdrawShoot } from "@/lib/shoots/delete";
import { regenerateStyle } from "@/lib/shoots/regenerate";
import { ShootTransitionError, transition } from "@/lib/shoots/states";
import { generationJobOptions, retryShoot } from "@/lib/shoots/submit";
import type { FileStorage } from "@/lib/storage/types";
import { BackofficeError } from "../errors";
import { adminMoves } from "./queries";

const NS = "BackofficeShoots" as const;
const AUDITED = ["state", "failureReason", "progress", "deletedAt"] as const;

export type ManageDeps = { boss?: PgBoss };

type Tx = Prisma.TransactionClient;

async function audited(tx: Tx, shootId: string) {
  return auditFields(await tx.shoot.findUnique({ where: { id: shootId }, select: { state: true, failureReason: true, progress: true, deletedAt: true } }), AUDITED);
}

/** Retries a FAILED shoot (WRONG_STATE otherwise, NOT_FOUND for a deleted or unknown one). */
export async function adminRetryShoot(db: PrismaClient, input: { actorId: string; shootId: string }, deps: ManageDeps = {}): Promise<{ jobId: string }> {
  const result = await retryShoot(
    db,
    {
      userId: input.actorId,
      shootId: input.shootId,
      admin: {
        within: async (tx, before) => {
          await recordAudit(tx, { actorId: input.actorId, action: "shoot.retry", target: ["Shoot", input.shootId], before: { ...before, deletedAt: null }, after: await audited(tx, input.shootId) });
        },
      },
    },
    deps,
  );
  if (!result.ok) throw new BackofficeError(NS, result.code === "NOT_FOUND" ? "NOT_FOUND" : "WRONG_STATE");
  return { jobId: result.jobId };
}

/** Makes one style of an ACTIVE or FAILED shoot again. */
export async function adminRegenerateStyle(db: PrismaClient, input: { actorId: string; shootId: string; styleId: string }, deps: ManageDeps = {}): Promise<{ jobId: string; removed: number }> {
  const result = await regenerateStyle(
    db,
    {
      shootId: input.shootId,
      styleId: input.styleId,
      within: async (tx, info) => {
        await recordAudit(tx, {
          actorId: input.actorId,
          action: "shoot.regenerate-style",
          target: ["Shoot", input.shootId],
          before: { state: info.from, styleResults: info.removed },
          after: { state: (await tx.shoot.findUniqueOrThrow({ where: { id: input.shootId }, select: { state: true } })).state, styleResults: 0 },
          data: { styleId: input.styleId },
        });
      },
    },
    deps,
  );
  if (!result.ok) throw new BackofficeError(NS, result.code);
  return { jobId: result.jobId, removed: result.removed };
}

/** Moves a shoot to `to` when the state machine allows it from where it is (WRONG_STATE otherwise). */
export async function adminMoveShoot(db: PrismaClient, input: { actorId: string; shootId: string; to: ShootState; reason: string }, deps: ManageDeps = {}): Promise<void> {
  if (input.to === "DELETED") throw new BackofficeError(NS, "WRONG_STATE");
  const boss = input.to === "WAITING" ? (deps.boss ?? (await getBoss())) : null; // before the transaction (lib/jobs/enqueue.ts)
  try {
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Shoot" WHERE "id" = ${input.shootId} FOR UPDATE`;
      const shoot = await tx.shoot.findUnique({ where: { id: input.shootId }, select: { id: true, state: true, package: { select: { headshots: true, printSize: true } } } });
      if (!shoot) throw new BackofficeError(NS, "NOT_FOUND");
      if (!adminMoves(shoot.state).includes(input.to)) throw new BackofficeError(NS, "WRONG_STATE");
      const before = await audited(tx, shoot.id);
      await transition(tx, shoot.id, shoot.state, input.to, `admin: ${input.reason}`, input.to === "WAITING" ? { failureReason: null } : {});
      const jobId = boss ? await enqueue(boss, tx, QUEUES.shootGenerate, { shootId: shoot.id }, await generationJobOptions(tx, shoot.package)) : null;
      await recordAudit(tx, { actorId: input.actorId, action: "shoot.state.move", target: ["Shoot", shoot.id], before, after: await audited(tx, shoot.id), data: { reason: input.reason, ...(jobId ? { jobId } : {}) } });
    });
  } catch (err) {
    if (err instanceof ShootTransitionError) throw new BackofficeError(NS, err.code === "SHOOT_NOT_FOUND" ? "NOT_FOUND" : "WRONG_STATE");
    throw err;
  }
}

/** Deletes a shoot as the account deletion does (rows marked, links revoked), then its files. */
export async function adminDeleteShoot(db: PrismaClient, storage: FileStorage, input: { actorId: string; shootId: string; reason: string; now?: Date }): Promise<{ filesRemoved: number | null }> {
  const now = input.now ?? new Date();
  try {
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Shoot" WHERE "id" = ${input.shootId} FOR UPDATE`;
      const shoot = await tx.shoot.findUnique({ where: { id: input.shootId }, select: { id: true, state: true, _count: { select: { photos: { where: { deletedAt: null } }, results: { where: { deletedAt: null } } } } } });
      if (!shoot) throw new BackofficeError(NS, "NOT_FOUND");
      if (shoot.state === "DELETED") throw new BackofficeError(NS, "WRONG_STATE");
      const before = await audited(tx, shoot.id);
      await withdrawShoot(tx, shoot, `deleted by a platform admin: ${input.reason}`, now);
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "shoot.delete",
        target: ["Shoot", shoot.id],
        before,
        after: await audited(tx, shoot.id),
        data: { reason: input.reason, photos: shoot._count.photos, results: shoot._count.results },
      });
    });
  } catch (err) {
    if (err instanceof ShootTransitionError) throw new BackofficeError(NS, err.code === "SHOOT_NOT_FOUND" ? "NOT_FOUND" : "WRONG_STATE");
    throw err;
  }
  try {
    const filesRemoved = await storage.deletePrefix(shootPrefix(input.shootId));
    await markFilesRemoved(db, [input.shootId], "shoot", now);
    return { filesRemoved };
  } catch (err) {
    // The rows say deleted; the privacy sweep removes the files it finds later (lib/privacy/leftovers.ts).
    console.error(`[backoffice] files of shoot ${input.shootId} not removed yet:`, err);
    return { filesRemoved: null };
  }
}
