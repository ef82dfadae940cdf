// Runs before `npm run dev` and `npm start` (their "pre" scripts): the embedded database (PGlite, no
// DATABASE_URL) is migrated and seeded on first start and kept up to date after, so a fresh clone
// runs with `npm install && npm run dev`. Both steps are idempotent. With PostgreSQL migrations are a
// deployment step of their own (`npm run db:migrate`), never a side effect of starting a server.
import { spawnSync } from "node:child_process";
import { loadScriptEnv } from "@/lib/db/script-env";

loadScriptEnv();
if (process.env.DATABASE_URL) {
  console.info("[db] PostgreSQL (DATABASE_URL): not migrated on start; run `npm run db:migrate` when you deploy.");
  process.exit(0);
}
for (const step of ["db:migrate", "db:seed"]) {
  const run = spawnSync("npm", ["run", "--silent", step], { stdio: "inherit", env: process.env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
