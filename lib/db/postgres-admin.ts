// Creating and dropping PostgreSQL databases (for `db:migrate` on a fresh server and for tests).
import "server-only";
import pg from "pg";

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Same server and credentials as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "postgres";
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates the database named in `url` if it does not exist (like `prisma migrate deploy` does).
 * Returns true when it was created. */
export async function ensurePostgresDatabase(url: string): Promise<boolean> {
  try {
    await withClient(url, async () => {});
    return false;
  } catch (err) {
    if ((err as { code?: string }).code !== "3D000") throw err; // 3D000 = invalid_catalog_name
  }
  const name = databaseName(url);
  await withClient(withDatabase(url, "postgres"), (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return true;
}

export async function createPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return withDatabase(adminUrl, name);
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  // WITH (FORCE) (PostgreSQL 13+) ends connections a test may have leaked.
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}
