// Runs the queued jobs. Started by instrumentation.ts inside the web process (embedded default,
// RUN_WORKER != 0) and by `npm run worker` (scripts/worker.ts: separate processes on PostgreSQL).
import "server-only";
import type { PgBoss } from "pg-boss";
import type { Db } from "@/lib/db";
import { closeBoss, getBoss } from "./boss";
import { createHandlers, type HandlerRegistry, type JobContext } from "./handlers";
import { watchLostClaims } from "./lost-claims";
import { SCHEDULES, type QueueName } from "./queues";

export type RunWorkerOptions = {
  db: Pick<Db, "kind" | "pglite">;
  boss: PgBoss;
  context: JobContext;
  /** Shoots generated at once in this process (WORKER_CONCURRENCY). */
  concurrency?: number;
  handlers?: HandlerRegistry;
  /** PGlite only: how often pgboss.job is vacuumed (PGlite never autovacuums). Default 10 minutes. */
  vacuumIntervalMs?: number;
  /**
   * PostgreSQL only: retry a dead worker's shoot within seconds (lib/jobs/lost-claims.ts). Default on;
   * PGlite has one process, which is the worker, so nothing there could take over.
   */
  claimWatch?: boolean;
};

export type RunningWorker = {
  /** Stops fetching and waits for the running handlers to return. */
  stop(): Promise<void>;
  /** Vacuums the queue tables now (PGlite; a no-op on PostgreSQL, which autovacuums). */
  vacuum(): Promise<void>;
};

/** Registers every handler on `boss` and, on PGlite, the periodic VACUUM of the job table. */
export async function runWorker(options: RunWorkerOptions): Promise<RunningWorker> {
  const { boss, context } = options;
  const handlers = options.handlers ?? createHandlers({ concurrency: options.concurrency ?? 1, boss });
  const queues = Object.keys(handlers) as QueueName[];
  for (const queue of queues) {
    const handler = handlers[queue] as HandlerRegistry[QueueName];
    let workerId: string | null = null;
    workerId = await boss.work(queue, { ...handler.work, batchSize: 1, includeMetadata: true }, async (jobs) => {
      try {
        for (const job of jobs) await handler.handle(job as never, context);
      } finally {
        // The worker's loop then skips its delay and fetches again; an empty fetch goes back to polling.
        if (handler.drain && workerId) boss.notifyWorker(workerId);
      }
    });
  }

  // Recurring jobs: an idempotent upsert per schedule; pg-boss sends each occurrence once, whichever worker's clock sees it.
  for (const { queue, cron } of SCHEDULES) if (queue in handlers) await boss.schedule(queue, cron, {}, { tz: "UTC" });

  const pglite = options.db.kind === "pglite" ? options.db.pglite : undefined;
  const vacuum = async () => {
    if (!pglite) return;
    // Completed and retried jobs leave dead rows; without VACUUM the table and its indexes only grow.
    await pglite.exec("VACUUM (ANALYZE) pgboss.job");
  };
  const timer = pglite
    ? setInterval(() => void vacuum().catch((err: unknown) => console.error("[jobs] VACUUM pgboss.job failed:", err)), options.vacuumIntervalMs ?? 10 * 60_000)
    : undefined;
  timer?.unref();
  const claimWatch = options.db.kind === "postgres" && options.claimWatch !== false ? watchLostClaims(boss) : undefined;

  return {
    vacuum,
    async stop() {
      if (timer) clearInterval(timer);
      await claimWatch?.stop();
      await Promise.all(queues.map((q) => boss.offWork(q, { wait: true })));
    },
  };
}

const g = globalThis as unknown as { __lumenWorker?: Promise<RunningWorker> };

/**
 * The process-wide worker on the app database, storage and configured engine. Idempotent. SIGTERM /
 * SIGINT stop it gracefully: no new jobs, running ones get `WORKER_STOP_TIMEOUT_MS` to finish, then
 * their signal aborts them and they are delivered again later (resuming where they stopped).
 */
export function startWorker(): Promise<RunningWorker> {
  return (g.__lumenWorker ??= (async () => {
    const [{ getDb }, { env }, { getStorage }, { resolveEngine }] = await Promise.all([
      import("@/lib/db"),
      import("@/lib/env"),
      import("@/lib/storage"),
      import("@/lib/shoots/engine"),
    ]);
    const db = await getDb();
    const boss = await getBoss();
    const context: JobContext = { db: db.prisma, storage: getStorage(), engine: () => resolveEngine(db.prisma, env), appUrl: env.APP_URL };
    const worker = await runWorker({ db, boss, context, concurrency: env.WORKER_CONCURRENCY });
    const onSignal = (signal: NodeJS.Signals) => {
      console.info(`[jobs] ${signal}: stopping the worker (pid ${process.pid})`);
      void stopWorker().finally(async () => {
        await db.close().catch(() => {});
        process.exit(0);
      });
    };
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
    console.info(`[jobs] worker running (${db.kind}, concurrency ${env.WORKER_CONCURRENCY}, engine ${env.ENGINE}, pid ${process.pid})`);
    return worker;
  })().catch((err: unknown) => {
    g.__lumenWorker = undefined;
    throw err;
  }));
}

export const WORKER_STOP_TIMEOUT_MS = 25_000;

/** Stops the process-wide worker and pg-boss (graceful, up to WORKER_STOP_TIMEOUT_MS). */
export async function stopWorker(): Promise<void> {
  const pending = g.__lumenWorker;
  g.__lumenWorker = undefined;
  const worker = await pending?.catch(() => null);
  await Promise.race([worker?.stop(), new Promise((resolve) => setTimeout(resolve, WORKER_STOP_TIMEOUT_MS).unref())]);
  await closeBoss(5_000);
}
