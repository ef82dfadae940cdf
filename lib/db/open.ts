// Low-level opening of the database: no singleton, no environment reading, no migrations.
// lib/db/index.ts (the app), tools/migrate.ts, prisma/seed.ts and lib/testing/db.ts build on this.
import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "@/generated/prisma/client";
import type { DbTarget } from "./target";

export type Db = {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  /** Disconnects Prisma and, for PGlite, closes the instance (otherwise the process never exits). */
  close(): Promise<void>;
  /** The in-process PGlite instance (embedded default only), e.g. for pg-boss's `fromPglite`. */
  pglite?: PGlite;
};

// ── PGlite ──────────────────────────────────────────────────────────────────

/**
 * PGlite has no lock of its own: two processes opening one data dir corrupt it silently.
 * We hold a Unix-domain socket named after the data dir while it is open. The kernel tells us
 * whether its owner is still alive (connect() succeeds) or it is a leftover of a crashed process
 * (ECONNREFUSED), so there are no stale-PID guesses.
 */
async function acquireDirLock(dir: string): Promise<() => Promise<void>> {
  if (process.platform === "win32") return async () => {};
  const hash = createHash("sha256").update(path.resolve(dir)).digest("hex").slice(0, 16);
  const sockPath = path.join(os.tmpdir(), `lumen-pglite-${hash}.sock`);
  const server = net.createServer((socket) => socket.end());
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      server.once("error", onError);
      server.listen(sockPath, () => {
        server.off("error", onError);
        resolve();
      });
    });
  const ownerAlive = () =>
    new Promise<boolean>((resolve) => {
      const c = net.connect(sockPath);
      c.once("connect", () => {
        c.destroy();
        resolve(true);
      });
      c.once("error", () => resolve(false));
    });
  try {
    await listen();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    if (await ownerAlive()) {
      throw new Error(
        `The PGlite data dir ${dir} is already open in another process (or elsewhere in this one). Only one ` +
          `handle may open it: stop the app before running db:migrate/db:seed, or use PostgreSQL via DATABASE_URL.`,
        { cause: err },
      );
    }
    fs.rmSync(sockPath, { force: true }); // left over by a crashed process
    await listen();
  }
  server.unref(); // the lock must not keep the process alive
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export type OpenedPglite = { pglite: PGlite; close(): Promise<void> };

/**
 * Opens PGlite on `dir` (creating parent folders: PGlite's NodeFS only creates the last segment)
 * or in memory when `dir` is "memory://". Holds the one-process lock until close().
 */
export async function openPglite(dir: string): Promise<OpenedPglite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  // pg_trgm: the back office's fragment searches have trigram indexes (migration backoffice_search_indexes).
  const options = { extensions: { pg_trgm } };
  if (dir.startsWith("memory://")) {
    const pglite = new PGlite(dir, options);
    await pglite.waitReady;
    return { pglite, close: () => pglite.close() };
  }
  fs.mkdirSync(dir, { recursive: true });
  const release = await acquireDirLock(dir);
  try {
    const pglite = new PGlite(dir, options);
    await pglite.waitReady;
    let closed = false;
    return {
      pglite,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          await release();
        }
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}

// ── Driver adapters ─────────────────────────────────────────────────────────

export async function pgliteAdapterFactory(pglite: PGlite): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  return new PrismaPGlite(pglite);
}

export async function postgresAdapterFactory(url: string): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  return new PrismaPg({ connectionString: url });
}

// ── Database handles ────────────────────────────────────────────────────────

export async function dbFromPglite(opened: OpenedPglite): Promise<Db> {
  const prisma = new PrismaClient({ adapter: await pgliteAdapterFactory(opened.pglite) });
  let closed = false;
  return {
    kind: "pglite",
    prisma,
    pglite: opened.pglite,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await prisma.$disconnect();
      } finally {
        await opened.close();
      }
    },
  };
}

export async function dbFromPostgres(url: string): Promise<Db> {
  const prisma = new PrismaClient({ adapter: await postgresAdapterFactory(url) });
  return { kind: "postgres", prisma, close: () => prisma.$disconnect() };
}

/** Opens a fresh handle on `target` (no singleton; the caller closes it). Runs no migrations. */
export async function openDatabase(target: DbTarget): Promise<Db> {
  if (target.kind === "postgres") return dbFromPostgres(target.url);
  return dbFromPglite(await openPglite(target.dir));
}
