// Requeue failed jobs (/admin/development): what pg-boss's `retry(name, ids)` does (state failed →
// retry, one more attempt allowed, due now), as SQL on the app database so the audit row
// ("job.requeue", the ids and the queue) commits with it. Only failed jobs move: a job requeued twice,
// or by two admins at once, is requeued once (the guarded UPDATE ... WHERE state = 'failed').
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";

export type Requeue = { queue: string; jobId?: string; actorId: string };

export async function requeueFailedJobs(db: PrismaClient, input: Requeue): Promise<{ requeued: string[] }> {
  return db.$transaction(async (tx) => {
    const rows = input.jobId
      ? await tx.$queryRaw<{ id: string }[]>`UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1, completed_on = NULL, start_after = GREATEST(start_after, now()) WHERE name = ${input.queue} AND id = ${input.jobId}::uuid AND state = 'failed' RETURNING id::text`
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
}
