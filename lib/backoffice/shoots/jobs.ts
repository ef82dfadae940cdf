// A shoot's generation jobs as pg-boss keeps them (schema "pgboss", table "job", on PGlite and on
// PostgreSQL alike): the shoot-generate jobs whose data names the shoot ({ shootId }, lib/jobs/queues.ts)
// and their dead letters (shoot-generate-failed), with attempts and the last error pg-boss recorded.
// pg-boss deletes finished jobs after its retention period, so old shoots show none.
import "server-only";
import { Prisma, type PrismaClient } from "@/lib/db";
import { QUEUES } from "@/lib/jobs/queues";

export type ShootJob = {
  id: string;
  queue: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  error: string | null;
};

const QUEUE_NAMES = [QUEUES.shootGenerate, QUEUES.shootGenerateFailed];

/** The error text of a failed job's output (pg-boss stores the thrown error's fields), else null. */
export function jobError(state: string, output: unknown): string | null {
  if (state !== "failed" && state !== "retry") return null;
  if (output === null || output === undefined) return null;
  const message = typeof output === "object" && output && "message" in output ? String((output as { message: unknown }).message) : JSON.stringify(output);
  return message.slice(0, 500);
}

/** Newest first, at most 50; `available` is false when the pgboss schema does not exist (pg-boss never ran on this database). */
export async function shootJobs(db: PrismaClient, shootId: string): Promise<{ available: boolean; jobs: ShootJob[] }> {
  const [exists] = await db.$queryRaw<{ ok: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`;
  if (!exists?.ok) return { available: false, jobs: [] };
  const rows = await db.$queryRaw<{ id: string; name: string; state: string; retry_count: number; retry_limit: number; created_on: Date; started_on: Date | null; completed_on: Date | null; output: unknown }[]>`
    SELECT id::text AS id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, output
    FROM pgboss.job
    WHERE name IN (${Prisma.join(QUEUE_NAMES)}) AND data->>'shootId' = ${shootId}
    ORDER BY created_on DESC
    LIMIT 50`;
  return {
    available: true,
    jobs: rows.map((r) => ({
      id: r.id,
      queue: r.name,
      state: r.state,
      retryCount: Number(r.retry_count),
      retryLimit: Number(r.retry_limit),
      createdOn: new Date(r.created_on),
      startedOn: r.started_on ? new Date(r.started_on) : null,
      completedOn: r.completed_on ? new Date(r.completed_on) : null,
      error: jobError(r.state, r.output),
    })),
  };
}
