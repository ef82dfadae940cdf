// A worker that dies (SIGKILL, out of memory, machine gone) costs its shoot seconds, not minutes.
//
// pg-boss notices a dead worker by its heartbeat: a job whose heartbeat is older than its
// heartbeatSeconds is failed by the maintenance pass with the output "job heartbeat timeout", and
// then retried like any failure, i.e. after the queue's retryDelay (30 s and more for a shoot,
// SHOOT_RETRY). Left alone that is 60 s between passes (pg-boss's default) plus the retry delay:
// two to three minutes for a person watching the progress bar. pg-boss cannot tell a lost claim from
// a failure when it schedules the retry (plans.js failJobsBody applies retry_delay to both), and a
// real failure (the GPU server busy, storage down) should keep its backoff. So, in every worker
// process on PostgreSQL, a small watch does for the queues a person waits for what pg-boss does
// every minute, every CLAIM_WATCH_SECONDS:
//   1. `boss.supervise(queue)` for each of them holding a claim whose heartbeat is overdue (pg-boss's own
//      test, read first): pg-boss's heartbeat and expiry check for that queue only
//      (monitorIntervalSeconds is 1 s on PostgreSQL, lib/jobs/boss.ts, so the check is due each tick;
//      the claim is shared in pgboss.queue, so N workers run it at most once a second between them);
//   2. retried at once (`boss.update` startAfter 0, which also NOTIFYs the waiting workers) the jobs
//      that check has just put back with a delay: state 'retry', start in the future, output
//      "job heartbeat timeout". A handler's thrown error has its own output and keeps its backoff.
// With heartbeats every 2 s and a 10 s heartbeat (pg-boss's minimum) a killed worker's job is back
// 8-12 s after the kill. PGlite has one process only (it is the worker): nothing could take over.
import "server-only";
import type { PgBoss } from "pg-boss";
import { QUEUES, type QueueName } from "./queues";

/** Queues whose lost claims are retried within seconds: paid work a person watches (the other queues keep pg-boss's minute). */
export const QUICK_RECOVERY_QUEUES: readonly QueueName[] = [QUEUES.shootGenerate, QUEUES.shootExtra];

/** How often the watch runs pg-boss's heartbeat check for QUICK_RECOVERY_QUEUES. */
export const CLAIM_WATCH_SECONDS = 2;

/** The output pg-boss 12 stores on a job it failed for a lost heartbeat (plans.js failJobsByHeartbeat). */
export const HEARTBEAT_LOST_MESSAGE = "job heartbeat timeout";

/**
 * Retries at once the jobs of `queues` that pg-boss failed for a lost heartbeat and put back with a
 * retry delay. Returns their ids. A job a worker took meanwhile is no longer queued: update skips it.
 */
export async function retryLostClaimsNow(boss: PgBoss, queues: readonly QueueName[] = QUICK_RECOVERY_QUEUES): Promise<string[]> {
  const { rows } = await boss.getDb().executeSql(
    `SELECT id::text AS id, name FROM pgboss.job
      WHERE name = ANY($1::text[]) AND state = 'retry' AND start_after > now() AND output #>> '{value,message}' = $2`,
    [[...queues], HEARTBEAT_LOST_MESSAGE],
  );
  const moved: string[] = [];
  for (const row of rows as { id: string; name: string }[]) {
    const { updated } = await boss.update({ name: row.name, options: { id: row.id, startAfter: 0 } });
    if (updated > 0) moved.push(row.id);
  }
  return moved;
}

export type ClaimWatch = {
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
  /** One tick now (tests). */
  tick(): Promise<string[]>;
};

/** Starts the watch (see the top of the file) on `boss`; one tick at a time, never overlapping. */
export function watchLostClaims(boss: PgBoss, options: { queues?: readonly QueueName[]; intervalSeconds?: number } = {}): ClaimWatch {
  const queues = options.queues ?? QUICK_RECOVERY_QUEUES;
  let running: Promise<string[]> | null = null;
  let stopped = false;
  const tick = async (): Promise<string[]> => {
    // Only a queue with a claim whose heartbeat is overdue needs pg-boss's check (its whole maintenance
    // pass): otherwise a tick is two small reads, however many workers run.
    const { rows } = await boss.getDb().executeSql(
      `SELECT DISTINCT name FROM pgboss.job WHERE name = ANY($1::text[]) AND state = 'active' AND heartbeat_seconds IS NOT NULL
         AND heartbeat_on + heartbeat_seconds * interval '1 second' < pgboss.job_now()`,
      [[...queues]],
    );
    for (const { name } of rows as { name: string }[]) await boss.supervise(name);
    const moved = await retryLostClaimsNow(boss, queues);
    if (moved.length) console.warn(`[jobs] ${moved.length} job(s) whose worker stopped answering are retried at once: ${moved.join(", ")}`);
    return moved;
  };
  const run = () => {
    if (stopped || running) return running ?? Promise.resolve([]);
    running = tick()
      .catch((err: unknown) => {
        console.error(`[jobs] the lost-claim watch failed: ${err instanceof Error ? err.message : String(err)}`);
        return [];
      })
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void run(), (options.intervalSeconds ?? CLAIM_WATCH_SECONDS) * 1000);
  timer.unref();
  return {
    tick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
