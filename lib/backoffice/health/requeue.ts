// Requeue failed jobs (/admin/development): what pg-boss's `retry(name, ids)` does (state failed →
// retry, one more attempt allowed, due now), as SQL on the app database so the audit row
// ("job.requeue", the ids and the queue) commits with it. Only failed jobs move: a job requeued twice,
// or by two admins at once, is requeued once (the guarded UPDATE ... WHERE state = 'failed').
// A queue whose policy lets one job wait at a time (exclusive, singleton, stately: the scheduled sweeps)
// gets its newest failed job back, one run doing what the others would have done; when one is already
// waiting or running, pg-boss's unique index refuses and the admin is told so (ALREADY_QUEUED).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";

export type Requeue = { queue: string; jobId?: string; actorId: string };

export class RequeueConflict extends Error {
  constructor() {
    super("a job of this queue is already waiting or running");
  }
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: unknown; meta?: { code?: unknown }; message?: unknown; cause?: unknown };
  return err?.code === "P2002" || err?.code === "23505" || err?.meta?.code === "23505" || /23505|unique constraint|duplicate key/i.test(String(err?.message ?? "")) || (err?.cause ? isUniqueViolation(err.cause) : false);
}

export async function requeueFailedJobs(db: PrismaClient, input: Requeue): Promise<{ requeued: string[] }> {
  try {
    return await db.$transaction(async (tx) => {
      const [queue] = await tx.$queryRaw<{ policy: string | null }[]>`SELECT policy FROM pgboss.queue WHERE name = ${input.queue}`;
      const oneAtATime = !!queue?.policy && queue.policy !== "standard";
      const rows = input.jobId
        ? await tx.$queryRaw<{ id: string }[]>`UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1, completed_on = NULL, start_after = GREATEST(start_after, now()) WHERE name = ${input.queue} AND id = ${input.jobId}::uuid AND state = 'failed' RETURNING id::text`
        : oneAtATime
          ? await tx.$queryRaw<{ id: string }[]>`UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1, completed_on = NULL, start_after = GREATEST(start_after, now()) WHERE name = ${input.queue} AND state = 'failed' AND id = (SELECT id FROM pgboss.job WHERE name = ${input.queue} AND state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT 1) RETURNING id::text`
          : await tx.$queryRaw<{ id: string }[]>`UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1, completed_on = NULL, start_after = GREATEST(start_after, now()) WHERE name = ${input.queue} AND state = 'failed' RETURNING id::text`;
      const requeued = rows.map((r) => r.id);
      if (requeued.length > 0) {
        await recordAudit(tx, {
          actorId: input.actorId,
          action: "job.requeue",
          target: ["Job", input.jobId ?? null],
          before: { state: "failed" },
          after: { state: "retry" },
          data: { queue: input.queue, jobIds: requeued, count: requeued.length },
        });
      }
      return { requeued };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new RequeueConflict();
    throw e;
  }
}
