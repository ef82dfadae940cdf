// Runs once when a server process starts (next start / next dev; not during next build).
// Validating the environment here makes a misconfigured deployment stop at start-up with a message
// naming each wrong variable, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  let runWorker: boolean;
  try {
    runWorker = (await import("./lib/env")).env.RUN_WORKER !== "0";
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
  // Embedded default: this process owns the database and also runs the queued jobs (shoot
  // generation). Production web processes set RUN_WORKER=0 and `npm run worker` processes do it.
  // A worker that cannot start (database not migrated yet) must not take the site down with it.
  // (The runtime test is repeated so the edge bundle of this file drops the import entirely.)
  if (process.env.NEXT_RUNTIME === "nodejs" && runWorker) {
    const { startWorker } = await import("./lib/jobs/worker");
    await startWorker().catch((e: unknown) => console.error("[jobs] the worker did not start:", e instanceof Error ? e.message : e));
  }
}
