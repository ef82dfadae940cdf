// `npm run worker`: a process that only runs queued jobs (shoot generation). Run any number of them
// next to web processes started with RUN_WORKER=0, on PostgreSQL (DATABASE_URL). On the embedded PGlite
// database only one process may open the data dir, so there the web process is the worker instead.
// Apply migrations first (`npm run db:migrate`). SIGTERM/SIGINT: stops taking jobs, lets running ones
// finish (25 s at most), then exits; an interrupted shoot is delivered again and resumes.
import fs from "node:fs";
import { loadScriptEnv } from "@/lib/db/script-env";

loadScriptEnv();
// The same session secret as the web process started by scripts/start.sh (it signs file URLs).
if (!process.env.AUTH_SECRET && fs.existsSync(".data/auth-secret")) process.env.AUTH_SECRET = fs.readFileSync(".data/auth-secret", "utf8").trim();
// This process is a worker whatever a shared .env says for the web processes (RUN_WORKER=0 there).
process.env.RUN_WORKER = "1";
const { startWorker } = await import("@/lib/jobs/worker");
try {
  await startWorker();
} catch (err) {
  console.error(`[jobs] the worker could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
