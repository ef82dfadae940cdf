// Throw-away databases for integration tests (real PGlite / PostgreSQL, migrated like production).
//
//   const db = await openTestDb("pglite");   // or "postgres"
//   ... db.prisma ...
//   await db.cleanup();                      // closes and (PostgreSQL) drops the database
//
// PGlite: in memory. Creating a PGlite and applying the migrations takes ~8 s, so the migrated data
// dir is cached as a tarball under node_modules/.cache/lumen-test-db/, keyed by the migration files
// and the PGlite version; later opens load it in ~1 s. `{ cache: false }` (or LUMEN_TEST_DB_CACHE=0)
// always migrates from scratch.
// PostgreSQL: a uniquely named database on TEST_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped on cleanup.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { DEFAULT_MIGRATIONS_DIR, PROJECT_ROOT, deployMigrations, readMigrationsList } from "@/lib/db/migrate";
import { dbFromPglite, dbFromPostgres, pgliteAdapterFactory, postgresAdapterFactory, type Db } from "@/lib/db/open";
import { createPostgresDatabase, dropPostgresDatabase } from "@/lib/db/postgres-admin";

export type TestDb = Db & {
  cleanup(): Promise<void>;
  /** Migrations applied when the database was created (empty when loaded from the PGlite cache). */
  appliedMigrations: string[];
  /** PostgreSQL only: the connection URL of the test database. */
  url?: string;
  /**
   * PostgreSQL only: a pg pool on the test database (as a web process's rate limits open one). Ended
   * by cleanup before the drop; a connection the drop terminates is logged, not thrown.
   */
  pool?(max?: number): pg.Pool;
};

export type OpenTestDbOptions = {
  /** PGlite only: reuse the cached migrated data dir (default true unless LUMEN_TEST_DB_CACHE=0). */
  cache?: boolean;
  migrationsDir?: string;
};

export const TEST_POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CACHE_DIR = path.join(PROJECT_ROOT, "node_modules/.cache/lumen-test-db");
const TEST_DB_PREFIX = "lumen_test_";

export async function openTestDb(kind: "pglite" | "postgres", options: OpenTestDbOptions = {}): Promise<TestDb> {
  return kind === "pglite" ? openTestPglite(options) : openTestPostgres(options);
}

function pgliteCacheFile(migrationsDir: string): string {
  // The package's exports hide package.json: read it next to the resolved entry point.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
  const hash = createHash("sha256").update(`pglite ${pgliteVersion}\n`);
  const list = readMigrationsList(migrationsDir);
  hash.update(list.lockfile.content ?? "");
  for (const dir of list.migrationDirectories) {
    hash.update(`\n--${dir.path}\n`);
    hash.update(dir.migrationFile.content.tag === "ok" ? dir.migrationFile.content.value : "missing");
  }
  return path.join(CACHE_DIR, `pglite-${hash.digest("hex").slice(0, 24)}.tar.gz`);
}

async function openTestPglite(options: OpenTestDbOptions): Promise<TestDb> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  // As lib/db/open.ts: the migrations create trigram indexes.
  const extensions = { pg_trgm };
  const migrationsDir = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const useCache = (options.cache ?? process.env.LUMEN_TEST_DB_CACHE !== "0") && !options.migrationsDir;
  const cacheFile = useCache ? pgliteCacheFile(migrationsDir) : undefined;

  let pglite: InstanceType<typeof PGlite>;
  let applied: string[] = [];
  if (cacheFile && fs.existsSync(cacheFile)) {
    pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(cacheFile)]), extensions });
    await pglite.waitReady;
  } else {
    pglite = new PGlite({ extensions });
    await pglite.waitReady;
    applied = await deployMigrations(await pgliteAdapterFactory(pglite), { migrationsDir });
    if (cacheFile) {
      const dump = await pglite.dumpDataDir("gzip");
      fs.mkdirSync(CACHE_DIR, { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(tmp, cacheFile); // atomic: parallel test files never read half a file
    }
  }
  const db = await dbFromPglite({ pglite, close: () => pglite.close() });
  return { ...db, appliedMigrations: applied, cleanup: () => db.close() };
}

async function dropStaleTestDatabases(adminUrl: string): Promise<void> {
  // Databases left by crashed runs: names carry their creation time (base 36 ms), drop those > 6 h old.
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${TEST_DB_PREFIX}%`]);
    const cutoff = Date.now() - 6 * 3600_000;
    for (const { datname } of rows) {
      const created = parseInt(datname.slice(TEST_DB_PREFIX.length).split("_")[0] ?? "", 36);
      if (Number.isFinite(created) && created < cutoff) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

async function openTestPostgres(options: OpenTestDbOptions): Promise<TestDb> {
  const adminUrl = TEST_POSTGRES_ADMIN_URL;
  await dropStaleTestDatabases(adminUrl).catch(() => {});
  const name = `${TEST_DB_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const url = await createPostgresDatabase(adminUrl, name);
  try {
    const applied = await deployMigrations(await postgresAdapterFactory(url), { migrationsDir: options.migrationsDir });
    const db = await dbFromPostgres(url);
    const pools: pg.Pool[] = [];
    return {
      ...db,
      url,
      appliedMigrations: applied,
      pool: (max = 8) => {
        const pool = new pg.Pool({ connectionString: url, max });
        pool.on("error", (err) => console.warn(`[test db] ${name}: ${err.message}`));
        pools.push(pool);
        return pool;
      },
      cleanup: async () => {
        try {
          await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => {})));
          await db.close();
        } finally {
          await dropPostgresDatabase(adminUrl, name);
        }
      },
    };
  } catch (err) {
    await dropPostgresDatabase(adminUrl, name).catch(() => {});
    throw err;
  }
}
