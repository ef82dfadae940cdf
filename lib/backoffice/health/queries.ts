// /admin/development (system health): what the queue holds per job kind and state, failed jobs with
// their errors, the engine, storage used per top-level prefix, the database's size and the last
// privacy sweep. Everything is read with plain SQL on the app's own database (pg-boss keeps its jobs in
// the `pgboss` schema of that database, on PGlite and PostgreSQL alike).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { QUEUE_DEFINITIONS, QUEUES } from "@/lib/jobs/queues";
import { PRIVACY_AUDIT_ACTION } from "@/lib/privacy/sweep";
import type { FileStorage, PrefixUsage } from "@/lib/storage/types";

export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export type QueueDepth = { queue: string; counts: Record<JobState, number> };

/** Whether pg-boss has made its tables (not before its first start). */
async function hasJobTable(db: PrismaClient): Promise<boolean> {
  const [row] = await db.$queryRaw<{ exists: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS "exists"`;
  return row?.exists === true;
}

/** Jobs per queue and state: every known queue, and any other queue that has jobs. */
export async function queueDepths(db: PrismaClient): Promise<QueueDepth[]> {
  const rows = (await hasJobTable(db)) ? await db.$queryRaw<{ name: string; state: string; n: number }[]>`SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state` : [];
  const empty = () => Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  const byQueue = new Map<string, Record<JobState, number>>(QUEUE_DEFINITIONS.map((q) => [q.name, empty()]));
  for (const r of rows) {
    const counts = byQueue.get(r.name) ?? empty();
    if ((JOB_STATES as readonly string[]).includes(r.state)) counts[r.state as JobState] += Number(r.n);
    byQueue.set(r.name, counts);
  }
  return [...byQueue.entries()].map(([queue, counts]) => ({ queue, counts })).sort((a, b) => a.queue.localeCompare(b.queue));
}

export type FailedJob = { id: string; queue: string; retryCount: number; createdOn: Date; completedOn: Date | null; error: string; data: unknown };

/** The error a failed job left in `output` (pg-boss stores `{ message, stack }` or what the handler threw). */
export function jobError(output: unknown): string {
  if (output && typeof output === "object") {
    const o = output as { message?: unknown; value?: unknown };
    if (typeof o.message === "string") return o.message;
    if (typeof o.value === "string") return o.value;
  }
  return output === null || output === undefined ? "" : JSON.stringify(output);
}

/** The newest failed jobs (of one queue, or of all), with their errors. */
export async function failedJobs(db: PrismaClient, options: { queue?: string; take?: number } = {}): Promise<FailedJob[]> {
  if (!(await hasJobTable(db))) return [];
  const take = options.take ?? 50;
  const rows = options.queue
    ? await db.$queryRaw<{ id: string; name: string; retry_count: number; created_on: Date; completed_on: Date | null; output: unknown; data: unknown }[]>`SELECT id::text, name, retry_count, created_on, completed_on, output, data FROM pgboss.job WHERE state = 'failed' AND name = ${options.queue} ORDER BY completed_on DESC NULLS LAST LIMIT ${take}`
    : await db.$queryRaw<{ id: string; name: string; retry_count: number; created_on: Date; completed_on: Date | null; output: unknown; data: unknown }[]>`SELECT id::text, name, retry_count, created_on, completed_on, output, data FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT ${take}`;
  return rows.map((r) => ({ id: r.id, queue: r.name, retryCount: Number(r.retry_count), createdOn: new Date(r.created_on), completedOn: r.completed_on ? new Date(r.completed_on) : null, error: jobError(r.output), data: r.data }));
}

/** The database's size in bytes. */
export async function databaseBytes(db: PrismaClient): Promise<number> {
  const [row] = await db.$queryRaw<{ bytes: bigint | number }[]>`SELECT pg_database_size(current_database()) AS bytes`;
  return Number(row?.bytes ?? 0);
}

export type PrivacySweepInfo = {
  /** The newest finished privacy-sweep job (pg-boss), if the queue has kept one. */
  lastRunAt: Date | null;
  lastState: string | null;
  /** The newest sweep that deleted something: its audit row's time and counts. */
  lastDeletion: { at: Date; counts: Record<string, number> } | null;
};

export async function lastPrivacySweep(db: PrismaClient): Promise<PrivacySweepInfo> {
  const [job] = (await hasJobTable(db))
    ? await db.$queryRaw<{ at: Date | null; state: string }[]>`SELECT coalesce(completed_on, started_on) AS at, state::text AS state FROM pgboss.job WHERE name = ${QUEUES.privacySweep} AND state IN ('completed', 'failed', 'active') ORDER BY coalesce(completed_on, started_on) DESC NULLS LAST LIMIT 1`
    : [];
  const audit = await db.auditLog.findFirst({ where: { action: PRIVACY_AUDIT_ACTION }, orderBy: { createdAt: "desc" }, select: { createdAt: true, data: true } });
  const counts = audit ? Object.fromEntries(Object.entries((audit.data ?? {}) as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === "number" && e[1] > 0 && !["retentionDays", "tokenGraceDays", "outboxRetentionDays"].includes(e[0]))) : {};
  return { lastRunAt: job?.at ? new Date(job.at) : null, lastState: job?.state ?? null, lastDeletion: audit ? { at: audit.createdAt, counts } : null };
}

export type StorageUsage = { driver: FileStorage["driver"]; prefixes: PrefixUsage[]; measuredAt: Date } | { driver: FileStorage["driver"]; error: string; measuredAt: Date };

/** How long a storage figure is kept before the next page view measures again (a full walk or listing). */
export const STORAGE_USAGE_TTL_MS = 5 * 60_000;
const cache = new Map<FileStorage, { at: number; value: Promise<StorageUsage> }>();

/** Bytes and files per top-level prefix, measured at most every few minutes per store. */
export function storageUsage(storage: FileStorage, now = Date.now()): Promise<StorageUsage> {
  const hit = cache.get(storage);
  if (hit && now - hit.at < STORAGE_USAGE_TTL_MS) return hit.value;
  const measuredAt = new Date(now);
  const value: Promise<StorageUsage> = storage.usage
    ? storage.usage().then(
        (prefixes) => ({ driver: storage.driver, prefixes, measuredAt }),
        (e: unknown) => {
          cache.delete(storage);
          return { driver: storage.driver, error: e instanceof Error ? e.message : String(e), measuredAt };
        },
      )
    : Promise.resolve({ driver: storage.driver, prefixes: [], measuredAt });
  cache.set(storage, { at: now, value });
  return value;
}

export type EngineHealth = { configured: string; ok: boolean; engine: string | null; capabilities: string[]; error: string | null };

/** Whether the configured engine can be built now (its config, its active workflow, its modules load). */
export async function engineHealth(db: PrismaClient, settings: { ENGINE: "studio" | "comfyui"; COMFYUI_URL?: string }): Promise<EngineHealth> {
  try {
    const { resolveEngine } = await import("@/lib/shoots/engine");
    const engine = await resolveEngine(db, settings);
    return { configured: settings.ENGINE, ok: true, engine: engine.id, capabilities: [...engine.capabilities], error: null };
  } catch (e) {
    return { configured: settings.ENGINE, ok: false, engine: null, capabilities: [], error: e instanceof Error ? e.message : String(e) };
  }
}
