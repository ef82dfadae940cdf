// Benchmark of a worker killed half-way through a Starter shoot (issue 20): a fresh PostgreSQL database
// (TEST_POSTGRES_URL, default 127.0.0.1:5432) with the real seed, photos through the photo API's code,
// two `npm run worker` processes, submit, SIGKILL of the worker holding the shoot once it is at 50 %,
// and the other worker taking it over (lib/jobs/lost-claims.ts). Prints the kill and the resume after
// submit, submit to ACTIVE, the results, duplicates and stored files no result owns.
//   npm run bench:crash
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { runSeed } from "../prisma/seed/index";
import { benchStarterShoot } from "./bench-starter";
import { openTestDb } from "../lib/testing/db";
import { closePool } from "../lib/engine/pool";
import { createBoss } from "../lib/jobs/boss";
import { addPhoto } from "../lib/shoots/photos";
import { submitShoot } from "../lib/shoots/submit";
import { createLocalStorage } from "../lib/storage";
import { phoneSized } from "../lib/testing/photos";

const KILL_AT_PROGRESS = 50;
const db = await openTestDb("postgres");
await runSeed(db.prisma);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bench-crash-"));
const storage = createLocalStorage(dir, { secret: process.env.AUTH_SECRET! });
const web = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });

type Proc = { child: ChildProcess; output: string; exited: Promise<unknown> };
function worker(): Proc {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: db.url, STORAGE_DIR: dir, NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1", EMAIL_PRINT: "1", WORKER_CONCURRENCY: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const p: Proc = { child, output: "", exited: new Promise((r) => child.on("exit", r)) };
  child.stdout!.on("data", (d: Buffer) => (p.output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (p.output += d.toString()));
  return p;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const secs = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const { starter, user, shoot, styles } = await benchStarterShoot(db.prisma);
const base = await phoneSized("graceHopper", 12);
for (let i = 0; i < 6; i++) {
  const m = await sharp(base).metadata();
  const cut = Math.round(m.width! * 0.02 * i);
  const bytes = await sharp(base).extract({ left: cut, top: 0, width: m.width! - cut, height: m.height! }).modulate({ brightness: 1 + 0.03 * i }).jpeg({ quality: 90 }).toBuffer();
  await addPhoto(db.prisma, storage, { userId: user.id, shootId: shoot.id, bytes, fileName: `hopper-${i}.jpg`, locale: "en" });
}
await closePool();

const workers = [worker(), worker()];
while (!workers.every((w) => w.output.includes("[jobs] worker running"))) {
  if (workers.some((w) => w.child.exitCode !== null)) throw new Error(`a worker did not start:\n${workers.map((w) => w.output).join("\n")}`);
  await sleep(200);
}
console.log(`## Starter shoot (${starter.headshots} headshots in ${styles.length} styles), two workers on PostgreSQL, the holder killed at ${KILL_AT_PROGRESS} %`);
const submitted = performance.now();
const result = await submitShoot(db.prisma, { userId: user.id, shootId: shoot.id, bestPhotosConfirmed: true, termsAccepted: true }, { boss: web });
if (!result.ok) throw new Error(`submit refused: ${result.code}`);
const attempt = (n: number) => new RegExp(`\\[jobs\\] shoot ${shoot.id}: generation attempt ${n} in pid (\\d+)`);

let killedAt = 0;
let resumedAt = 0;
let holder: Proc | undefined;
for (;;) {
  const s = await db.prisma.shoot.findUniqueOrThrow({ where: { id: shoot.id }, select: { state: true, progress: true } });
  if (!killedAt && s.progress >= KILL_AT_PROGRESS) {
    holder = workers.find((w) => attempt(1).test(w.output));
    if (!holder) throw new Error("no worker says it holds the shoot");
    holder.child.kill("SIGKILL");
    killedAt = performance.now();
    console.log(`killed pid ${holder.child.pid} at ${((killedAt - submitted) / 1000).toFixed(1)} s after submit (${s.progress} %, ${await db.prisma.result.count({ where: { shootId: shoot.id } })} results stored)`);
  }
  if (killedAt && !resumedAt && workers.some((w) => w !== holder && attempt(2).test(w.output))) {
    resumedAt = performance.now();
    console.log(`resumed by the other worker at ${((resumedAt - submitted) / 1000).toFixed(1)} s after submit: ${((resumedAt - killedAt) / 1000).toFixed(1)} s after the kill`);
  }
  if (s.state === "ACTIVE" || s.state === "FAILED") {
    console.log(`${s.state} ${secs(submitted)} after submit`);
    break;
  }
  await sleep(100);
}

const results = await db.prisma.result.findMany({ where: { shootId: shoot.id }, select: { id: true, variant: true } });
const referenced = new Set(results.flatMap((r) => Object.values((r.variant as { files: Record<string, string> }).files)));
const walk = (d: string, prefix: string): string[] =>
  fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`])) : [];
const stored = walk(path.join(dir, "shoots", shoot.id, "results"), `shoots/${shoot.id}/results/`);
console.log(`results ${results.length} of ${starter.headshots}; duplicates ${results.length - new Set(results.map((r) => r.id)).size}; orphan files ${stored.filter((k) => !referenced.has(k)).length}; missing files ${[...referenced].filter((k) => !stored.includes(k)).length}`);

for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill("SIGTERM");
await Promise.all(workers.map((w) => w.exited));
await web.stop({ graceful: false }).catch(() => {});
await db.cleanup();
fs.rmSync(dir, { recursive: true, force: true });
