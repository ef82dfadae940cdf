// pg-boss on the app's own database, opened lazily (never at import time, never during `next build`).
//   PGlite (embedded default): the one in-process PGlite instance Prisma also uses (fromPglite).
//   PostgreSQL: pg-boss's own small pool on DATABASE_URL.
// Enqueue inside a business transaction with `enqueue(tx, …)` (lib/jobs/enqueue.ts): on PGlite a
// pg-boss call on its own connection inside prisma.$transaction would wait for the transaction forever.
import "server-only";
import { PgBoss, fromPglite } from "pg-boss";
import type { Db } from "@/lib/db";
import { QUEUE_DEFINITIONS } from "./queues";

/** The least heartbeat of a queue on embedded PGlite (see createBoss). */
export const PGLITE_HEARTBEAT_SECONDS = 30;

export type BossTarget = Pick<Db, "kind" | "pglite"> & {
  /** PostgreSQL only: the connection string (the app's DATABASE_URL, or a test database's URL). */
  url?: string;
};

export type CreateBossOptions = {
  /**
   * Run pg-boss's maintenance (expiry, heartbeat checks, retention) and cron in this process.
   * Worker processes do; web processes that only enqueue (RUN_WORKER=0) do not.
   */
  maintenance: boolean;
};

/** Starts a pg-boss instance on `target` and makes sure every queue exists with its current options. */
export async function createBoss(target: BossTarget, options: CreateBossOptions): Promise<PgBoss> {
  const common = { supervise: options.maintenance, schedule: options.maintenance, useListenNotify: true } as const;
  let boss: PgBoss;
  if (target.kind === "pglite") {
    if (!target.pglite) throw new Error("createBoss: a PGlite database handle without its PGlite instance");
    boss = new PgBoss({ ...common, db: fromPglite(target.pglite), backend: "pglite" });
  } else {
    if (!target.url) throw new Error("createBoss: PostgreSQL needs its connection string");
    // monitorIntervalSeconds: how often (at most, across all processes) pg-boss's heartbeat and expiry
    // check of one queue may run. The built-in pass still comes every minute for every queue; the
    // worker's lost-claim watch asks for the shoot queues' check every 2 s (lib/jobs/lost-claims.ts).
    boss = new PgBoss({ ...common, connectionString: target.url, max: 4, monitorIntervalSeconds: 1 });
  }
  boss.on("error", (err: Error) => console.error("[jobs] pg-boss:", err.message));
  await boss.start();
  for (const { name, options: defined } of QUEUE_DEFINITIONS) {
    // Embedded PGlite is one process: no other worker could take a lost claim over, so the short
    // heartbeat would only fail a live shoot whose single connection was busy for 8 s (a long
    // transaction, VACUUM). There the shoot queues keep the 30 s the other queues use.
    const queue = target.kind === "pglite" && defined.heartbeatSeconds !== undefined ? { ...defined, heartbeatSeconds: Math.max(defined.heartbeatSeconds, PGLITE_HEARTBEAT_SECONDS) } : defined;
    await boss.createQueue(name, queue);
    // createQueue keeps an existing queue as it was: bring its settings up to date.
    const { notify, retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter, retryDelayMax, heartbeatSeconds } = queue;
    const update = Object.fromEntries(
      Object.entries({ notify, retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter, retryDelayMax, heartbeatSeconds }).filter(([, v]) => v !== undefined),
    );
    await boss.updateQueue(name, update);
  }
  return boss;
}

const g = globalThis as unknown as { __lumenBoss?: Promise<PgBoss>; __lumenBossStarted?: PgBoss };

/**
 * The process-wide pg-boss on the app database (lib/db's getDb()). Maintenance runs here unless
 * RUN_WORKER=0. Refuses during `next build` like getDb().
 */
export function getBoss(): Promise<PgBoss> {
  return (g.__lumenBoss ??= (async () => {
    const [{ getDb }, { env }] = await Promise.all([import("@/lib/db"), import("@/lib/env")]);
    const db = await getDb();
    const boss = await createBoss({ kind: db.kind, pglite: db.pglite, url: env.DATABASE_URL }, { maintenance: env.RUN_WORKER !== "0" });
    g.__lumenBossStarted = boss;
    return boss;
  })().catch((err: unknown) => {
    g.__lumenBoss = undefined;
    throw err;
  }));
}

/**
 * The process-wide pg-boss if this process has started it already, without starting it: for code
 * inside a transaction that queues a job when it can (a webhook delivery, lib/webhooks/outbox.ts) and
 * otherwise leaves its row to a scheduled job. Starting pg-boss inside a transaction would wait on it.
 */
export function startedBoss(): PgBoss | undefined {
  return g.__lumenBossStarted;
}

/** Stops the process-wide pg-boss (waiting up to `timeoutMs` for running handlers) and forgets it. */
export async function closeBoss(timeoutMs = 10_000): Promise<void> {
  const pending = g.__lumenBoss;
  g.__lumenBoss = undefined;
  g.__lumenBossStarted = undefined;
  if (!pending) return;
  const boss = await pending.catch(() => null);
  await boss?.stop({ graceful: true, timeout: timeoutMs, close: true });
}
