// The app's database handle: one per process, opened lazily on first use, never at import time.
//   DATABASE_URL=postgres://... → PostgreSQL through @prisma/adapter-pg        (production)
//   otherwise                   → PGlite in PGLITE_DIR (default .data/pglite)  (embedded default;
//                                 ONE process may open it: lib/db/open.ts holds a lock)
// No migrations run here: they are one explicit command, `npm run db:migrate`.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { describeTarget, resolveDbTarget } from "./target";
import { openDatabase, type Db } from "./open";

export type { Db } from "./open";
export type { DbTarget } from "./target";
export * from "@/generated/prisma/client";

const g = globalThis as unknown as { __lumenDb?: Promise<Db> };

/**
 * The process-wide database. Refuses to open during `next build`: build workers import route
 * modules in parallel processes, and opening PGlite there destroyed the data dir in the lab.
 */
export function getDb(): Promise<Db> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return Promise.reject(new Error("getDb() called during `next build`: the database is runtime-only (render the page dynamically)"));
  }
  return (g.__lumenDb ??= open().catch((err: unknown) => {
    g.__lumenDb = undefined;
    throw err;
  }));
}

/** Tests only: the process-wide database is `db` (a throw-away one from lib/testing/db.ts) until reset. */
export function setDbForTests(db?: Db): void {
  g.__lumenDb = db ? Promise.resolve(db) : undefined;
}

/** Shorthand for `(await getDb()).prisma`. */
export async function prisma(): Promise<PrismaClient> {
  return (await getDb()).prisma;
}

async function open(): Promise<Db> {
  // Imported lazily so that importing lib/db (types, enums) never validates the environment.
  const { env } = await import("@/lib/env");
  const target = resolveDbTarget({ DATABASE_URL: env.DATABASE_URL, PGLITE_DIR: env.PGLITE_DIR });
  const t0 = Date.now();
  const db = await openDatabase(target);
  if (process.env.NODE_ENV !== "test") console.info(`[db] ${describeTarget(target)} opened in ${Date.now() - t0} ms (pid ${process.pid})`);
  const self = g.__lumenDb;
  const close = db.close;
  // Closing the singleton forgets it, so a later getDb() opens a new handle.
  db.close = async () => {
    if (g.__lumenDb === self) g.__lumenDb = undefined;
    await close();
  };
  return db;
}
