// The free headshot generator under load, on a fresh PGlite, real pg-boss and the real engine pool:
//   (a) upload → result for one free headshot (median of 3): the gate (the POST), the queue wait, the
//       generation and the watermark;
//   (b) a burst: BURST free headshots asked for at once while a paying customer's shoot is generated
//       (the real shoot generation, in-process): when each finished, and whether the paid one came first.
// Usage: npm run bench:tools [-- --burst 20]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { JobWithMetadata } from "pg-boss";
import { z } from "zod";
import { setDbForTests } from "../lib/db";
import { closePool } from "../lib/engine/pool";
import { createEngine } from "../lib/engine/registry";
import { route } from "../lib/http/route";
import { createBoss } from "../lib/jobs/boss";
import type { HandlerRegistry, JobContext } from "../lib/jobs/handlers";
import { QUEUES, type JobData } from "../lib/jobs/queues";
import { runWorker } from "../lib/jobs/worker";
import { runShootGeneration } from "../lib/shoots/generate";
import { transition } from "../lib/shoots/states";
import { createLocalStorage } from "../lib/storage";
import { openTestDb } from "../lib/testing/db";
import { createShoot, createUser, seedCatalogue } from "../lib/testing/fixtures";
import { read } from "../lib/testing/photos";
import { FREE_VISITOR_COOKIE } from "../lib/tools/free-runs";
import type { FreeHeadshotView } from "../lib/tools/free-headshot/contract";
import { FREE_HEADSHOT_ROUTE, handleCreate, handleSubmit } from "../lib/tools/free-headshot/http";
import { freeSubmitBody, runFreeHeadshotJob, type FreeJobOutcome } from "../lib/tools/free-headshot/runs";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const BURST = arg("burst", 20);

const started = Date.now();
const db = await openTestDb("pglite");
setDbForTests(db);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bench-tools-"));
const storage = createLocalStorage(dir, { secret: "bench-secret-bench-secret-bench-secret" });
const boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
// Enough free headshots a day for the burst's visitors (each visitor has its own address anyway).
await db.prisma.parameter.upsert({ where: { key: "tools.freeHeadshotsPerDay" }, create: { key: "tools.freeHeadshotsPerDay", value: 100 }, update: { value: 100 } });

// The free-headshot queue's real handler options, with the job's outcome kept for the figures.
const outcomes = new Map<string, FreeJobOutcome & { at: number }>();
const context: JobContext = { db: db.prisma, storage, engine: () => createEngine({ id: "studio" }), appUrl: "http://localhost:3000" };
const { createHandlers } = await import("../lib/jobs/handlers");
const real = createHandlers({ concurrency: 1 })[QUEUES.freeHeadshot];
const handlers = {
  [QUEUES.freeHeadshot]: {
    work: real.work,
    drain: real.drain,
    async handle(job: JobWithMetadata<JobData["free-headshot"]>) {
      const outcome = await runFreeHeadshotJob(context, { runId: job.data.runId, attempt: job.retryCount, retryLimit: job.retryLimit, signal: job.signal });
      outcomes.set(job.data.runId, { ...outcome, at: Date.now() });
      if (outcome.status === "retry") throw outcome.error;
    },
  },
} as unknown as HandlerRegistry;
const worker = await runWorker({ db, boss, context, handlers });

const createRoute = route(FREE_HEADSHOT_ROUTE, ({ request, db: p, answerIn }) => handleCreate(request, { db: p, storage, answerIn }));
const submitRoute = route({ ...FREE_HEADSHOT_ROUTE, params: z.object({ id: z.string() }), body: freeSubmitBody }, ({ request, db: p, params, body, answerIn }) =>
  handleSubmit(request, { db: p, storage, answerIn, id: params.id, body, boss: async () => boss }),
);

let visitors = 0;
const visitor = () => {
  visitors++;
  return { cookie: `benchvisitor${String(visitors).padStart(4, "0")}${"b".repeat(16)}`, ip: `10.0.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}` };
};
const headers = (v: { cookie: string; ip: string }) => ({ "x-forwarded-for": v.ip, cookie: `${FREE_VISITOR_COOKIE}=${v.cookie}` });

async function draft(v: { cookie: string; ip: string }): Promise<string> {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(read("graceHopper"))], "me.jpg", { type: "image/jpeg" }));
  form.append("consent", "1");
  const res = await createRoute(new Request("http://localhost:3000/api/tools/free-headshots", { method: "POST", body: form, headers: headers(v) }), { params: Promise.resolve({}) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as FreeHeadshotView).id;
}

async function submit(v: { cookie: string; ip: string }, id: string): Promise<void> {
  const res = await submitRoute(
    new Request(`http://localhost:3000/api/tools/free-headshots/${id}/submit`, {
      method: "POST",
      body: JSON.stringify({ gender: "unspecified", backdrop: "navy", framing: "close" }),
      headers: { ...headers(v), "content-type": "application/json" },
    }),
    { params: Promise.resolve({ id }) },
  );
  if (res.status !== 202) throw new Error(`submit: ${res.status} ${await res.text()}`);
}

async function until(what: string, probe: () => boolean, timeoutMs = 240_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x)} ms`;

// Warm the engine's workers (model loading) so the figures are a running server's.
await draft(visitor());

// (a) One free headshot, upload to result, three times.
const rows: { total: number; gate: number; queue: number; generation: number; watermark: number }[] = [];
for (let i = 0; i < 3; i++) {
  const v = visitor();
  const t0 = Date.now();
  const id = await draft(v);
  const gate = Date.now() - t0;
  await submit(v, id);
  await until(`run ${id}`, () => outcomes.has(id));
  const o = outcomes.get(id)!;
  if (o.status !== "done") throw new Error(`run ${id}: ${JSON.stringify(o)}`);
  rows.push({ total: o.at - t0, gate, queue: o.queueMs, generation: o.generationMs, watermark: o.watermarkMs });
}
console.log("\n(a) one free headshot, upload (POST) → result (DONE), 1024 px, median of 3");
console.log(`    total ${ms(median(rows.map((r) => r.total)))}  = gate ${ms(median(rows.map((r) => r.gate)))} + queue wait ${ms(median(rows.map((r) => r.queue)))} + generation ${ms(median(rows.map((r) => r.generation)))} + watermark ${ms(median(rows.map((r) => r.watermark)))} (+ submit and storage)`);
for (const [i, r] of rows.entries()) console.log(`    run ${i + 1}: total ${ms(r.total)}, gate ${ms(r.gate)}, queue ${ms(r.queue)}, generation ${ms(r.generation)}, watermark ${ms(r.watermark)}`);

// (b) The burst, and one paying customer's shoot at the same moment.
const burst: { v: ReturnType<typeof visitor>; id: string }[] = [];
for (let i = 0; i < BURST; i++) {
  const v = visitor();
  burst.push({ v, id: await draft(v) });
}
const catalogue = await seedCatalogue(db.prisma, { headshots: 4, styles: 2, outputSize: 1024 });
const user = await createUser(db.prisma, { locale: "en" });
const shootId = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
await db.prisma.shoot.update({ where: { id: shootId }, data: { consentAt: new Date(), gender: "FEMALE", ageRange: "55-64", headshotFormat: "square", styleIds: catalogue.styleIds } });
const photo = read("graceHopper");
await storage.put(`shoots/${shootId}/photos/p0.jpg`, photo, { contentType: "image/jpeg" });
await db.prisma.uploadedPhoto.create({ data: { shootId, storageKey: `shoots/${shootId}/photos/p0.jpg`, width: 512, height: 600, bytes: photo.length, mime: "image/jpeg", accepted: true, score: 90 } });
await db.prisma.$transaction((tx) => transition(tx, shootId, "ONBOARDING", "WAITING", "submitted", { submittedAt: new Date() }));

const t0 = Date.now();
await Promise.all(burst.map(({ v, id }) => submit(v, id)));
const submitted = Date.now() - t0;
const paid = runShootGeneration(context, { shootId, attempt: 0, retryLimit: 2 }).then((o) => ({ ...o, at: Date.now() }));
const paidOutcome = await paid;
await until("the burst", () => burst.every(({ id }) => outcomes.has(id)));

console.log(`\n(b) a burst of ${BURST} free headshots (all asked for within ${ms(submitted)}) and one paid shoot (4 headshots, 1024 px, real shoot generation) at the same moment`);
const finishes = burst.map(({ id }, i) => ({ name: `free ${String(i + 1).padStart(2)}`, at: outcomes.get(id)!.at - t0, status: outcomes.get(id)!.status }));
const paidAt = paidOutcome.at - t0;
const timeline = [...finishes, { name: "PAID shoot", at: paidAt, status: paidOutcome.status }].sort((a, b) => a.at - b.at);
for (const f of timeline) console.log(`    ${f.name.padEnd(10)} finished at ${(f.at / 1000).toFixed(1).padStart(6)} s  (${f.status})`);
const after = finishes.filter((f) => f.at > paidAt).length;
const verdict = paidOutcome.status === "active" && after > BURST / 2;
console.log(`    the paid shoot finished at ${(paidAt / 1000).toFixed(1)} s, before ${after} of the ${BURST} free headshots: ${verdict ? "OK, paid work first" : "NOT OK"}`);

await worker.stop();
await boss.stop({ graceful: false, close: true });
await closePool();
setDbForTests();
await db.cleanup();
fs.rmSync(dir, { recursive: true, force: true });
console.log(`\nbench:tools took ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(verdict ? 0 : 1);
