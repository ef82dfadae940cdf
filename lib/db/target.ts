import "server-only";
import path from "node:path";

/** Where the database lives. Chosen once from the environment, the same way everywhere
 * (the app's lib/db, `npm run db:migrate`, `npm run db:seed`). */
export type DbTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export const DEFAULT_PGLITE_DIR = ".data/pglite";

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/**
 * `DATABASE_URL` starting with postgres:// or postgresql:// → PostgreSQL; empty/unset → PGlite in
 * `PGLITE_DIR` (default `.data/pglite`, relative paths resolved against `cwd`). Any other
 * DATABASE_URL is refused rather than silently falling back to the embedded database.
 */
export function resolveDbTarget(
  source: { DATABASE_URL?: string | undefined; PGLITE_DIR?: string | undefined },
  cwd: string = process.cwd(),
): DbTarget {
  const url = source.DATABASE_URL?.trim();
  if (url) {
    if (!POSTGRES_URL.test(url)) {
      throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL (leave it empty for the embedded PGlite database)");
    }
    return { kind: "postgres", url };
  }
  const dir = source.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR;
  return { kind: "pglite", dir: path.resolve(cwd, dir) };
}

/** For logs: never print credentials. */
export function describeTarget(target: DbTarget): string {
  if (target.kind === "pglite") return `PGlite ${target.dir}`;
  try {
    const u = new URL(target.url);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
