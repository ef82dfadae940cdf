// Offline Prisma migrations (no native schema engine needed), for PGlite or PostgreSQL chosen like
// the app chooses (DATABASE_URL=postgres://... → PostgreSQL, otherwise PGlite in PGLITE_DIR).
//
//   npm run db:migrate                     apply pending migrations (idempotent)
//   npm run db:migrate:create -- <name>    write prisma/migrations/<timestamp>_<name>/migration.sql
//   tsx tools/migrate.ts status            applied / pending / failed migrations
//
// The work is done by lib/db/migrate.ts (Prisma's WebAssembly schema engine through a driver adapter).
import { deployMigrations, createMigration, migrationStatus } from "@/lib/db/migrate";
import { openPglite, pgliteAdapterFactory, postgresAdapterFactory, type OpenedPglite } from "@/lib/db/open";
import { ensurePostgresDatabase } from "@/lib/db/postgres-admin";
import { loadScriptEnv } from "@/lib/db/script-env";
import { describeTarget, resolveDbTarget, type DbTarget } from "@/lib/db/target";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import path from "node:path";

const USAGE = "usage: tsx tools/migrate.ts deploy | status | create <name>";

async function withTarget<T>(target: DbTarget, fn: (factory: SqlMigrationAwareDriverAdapterFactory) => Promise<T>): Promise<T> {
  if (target.kind === "postgres") {
    if (await ensurePostgresDatabase(target.url)) console.log(`Created database ${describeTarget(target)}`);
    return fn(await postgresAdapterFactory(target.url));
  }
  let opened: OpenedPglite | undefined;
  try {
    opened = await openPglite(target.dir);
    return await fn(await pgliteAdapterFactory(opened.pglite));
  } finally {
    await opened?.close(); // PGlite must be closed, or the process never exits
  }
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  if (cmd === "create") {
    const name = rest.join("_");
    const t0 = Date.now();
    const created = await createMigration(name);
    if (!created) {
      console.log("No schema changes: nothing written.");
    } else {
      console.log(`Wrote ${path.relative(process.cwd(), created.file)} (${Date.now() - t0} ms). Review it, then run \`npm run db:migrate\`.`);
    }
    return 0;
  }
  if (cmd !== "deploy" && cmd !== "status") {
    console.error(USAGE);
    return 2;
  }
  loadScriptEnv();
  const target = resolveDbTarget({ DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR });
  const t0 = Date.now();
  if (cmd === "deploy") {
    const applied = await withTarget(target, (factory) => deployMigrations(factory));
    if (applied.length === 0) console.log(`${describeTarget(target)}: already up to date.`);
    else console.log(`${describeTarget(target)}: applied ${applied.length} migration(s) in ${Date.now() - t0} ms:\n${applied.map((n) => `  - ${n}`).join("\n")}`);
    return 0;
  }
  const status = await withTarget(target, (factory) => migrationStatus(factory));
  const history = status.history;
  console.log(`${describeTarget(target)}:`);
  if (!status.hasMigrationsTable) console.log("  no _prisma_migrations table yet (run `npm run db:migrate`)");
  if (!history) console.log("  up to date");
  else if (history.diagnostic === "databaseIsBehind") console.log(`  pending: ${history.unappliedMigrationNames.join(", ")}`);
  else console.log(`  ${history.diagnostic}: ${JSON.stringify(history)}`);
  if (status.failedMigrationNames.length) console.log(`  FAILED: ${status.failedMigrationNames.join(", ")}`);
  if (status.editedMigrationNames.length) console.log(`  edited after being applied: ${status.editedMigrationNames.join(", ")}`);
  return status.failedMigrationNames.length || (history && history.diagnostic !== "databaseIsBehind") ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
