// lib/db's process-wide handle: selection by environment, lazy singleton, build-time refusal.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { describeTarget, resolveDbTarget } from "./target";

const saved = { ...process.env };

async function freshLibDb() {
  vi.resetModules(); // lib/env parses process.env once per module instance
  (globalThis as { __lumenDb?: unknown }).__lumenDb = undefined;
  return import("./index");
}

afterEach(() => {
  process.env = { ...saved };
});

describe("resolveDbTarget", () => {
  it("chooses PostgreSQL for postgres:// and postgresql:// URLs", () => {
    expect(resolveDbTarget({ DATABASE_URL: "postgres://u:p@db:5432/lumen" })).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/lumen" });
    expect(resolveDbTarget({ DATABASE_URL: " postgresql://db/lumen " })).toEqual({ kind: "postgres", url: "postgresql://db/lumen" });
  });
  it("chooses PGlite otherwise, in PGLITE_DIR resolved against the working directory", () => {
    expect(resolveDbTarget({}, "/srv/app")).toEqual({ kind: "pglite", dir: "/srv/app/.data/pglite" });
    expect(resolveDbTarget({ DATABASE_URL: "", PGLITE_DIR: "var/db" }, "/srv/app")).toEqual({ kind: "pglite", dir: "/srv/app/var/db" });
    expect(resolveDbTarget({ PGLITE_DIR: "/data/pg" }, "/srv/app")).toEqual({ kind: "pglite", dir: "/data/pg" });
  });
  it("refuses other URLs instead of silently using PGlite", () => {
    expect(() => resolveDbTarget({ DATABASE_URL: "mysql://db/lumen" })).toThrow(/postgres/);
  });
  it("never prints credentials", () => {
    expect(describeTarget({ kind: "postgres", url: "postgres://admin:s3cret@db.internal:6543/lumen" })).toBe("PostgreSQL db.internal:6543/lumen");
  });
});

describe("getDb()", () => {
  let pgDb: TestDb;
  let tmp: string;
  beforeAll(async () => {
    pgDb = await openTestDb("postgres");
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-getdb-"));
  });
  afterAll(async () => {
    await pgDb?.cleanup();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("does not open anything at import time and refuses during `next build`", async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    const lib = await freshLibDb(); // importing is harmless
    expect((globalThis as { __lumenDb?: unknown }).__lumenDb).toBeUndefined();
    await expect(lib.getDb()).rejects.toThrow(/next build/);
    await expect(lib.prisma()).rejects.toThrow(/next build/);
  });

  it("opens PostgreSQL for a postgres:// DATABASE_URL, once per process, and reopens after close()", async () => {
    process.env.AUTH_SECRET = "x".repeat(32);
    process.env.DATABASE_URL = pgDb.url!;
    const lib = await freshLibDb();
    const [a, b] = await Promise.all([lib.getDb(), lib.getDb()]);
    expect(a).toBe(b);
    expect(a.kind).toBe("postgres");
    expect(a.pglite).toBeUndefined();
    expect(await lib.prisma()).toBe(a.prisma);
    expect(await a.prisma.user.count()).toBe(0);
    expect(lib.UserRole.ADMIN).toBe("ADMIN"); // generated enums are re-exported
    await a.close();
    const c = await lib.getDb();
    expect(c).not.toBe(a);
    await c.close();
  });

  it("opens PGlite in PGLITE_DIR (creating parent folders) when DATABASE_URL is empty, and runs no migrations", async () => {
    process.env.AUTH_SECRET = "x".repeat(32);
    process.env.DATABASE_URL = "";
    process.env.PGLITE_DIR = path.join(tmp, "a/b/pglite");
    const lib = await freshLibDb();
    const db = await lib.getDb();
    try {
      expect(db.kind).toBe("pglite");
      expect(db.pglite).toBeDefined();
      expect(fs.existsSync(path.join(tmp, "a/b/pglite/PG_VERSION"))).toBe(true);
      const { rows } = await db.pglite!.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(rows[0]?.n).toBe(0); // migrations are an explicit command
      // a second handle on the same data dir would corrupt it: refused
      const { openDatabase } = await import("./open");
      await expect(openDatabase({ kind: "pglite", dir: process.env.PGLITE_DIR })).rejects.toThrow(/already open/);
    } finally {
      await db.close();
    }
  });
});
