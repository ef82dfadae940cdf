// A crashed worker costs seconds: two real `npm run worker` processes on a fresh PostgreSQL database,
// the one generating a shoot is killed with SIGKILL half-way, and the other takes the shoot over within
// 15 s of the kill (heartbeat 10 s, refreshed every 2 s, checked every 2 s, retried without delay) and
// finishes it: every result once, the styles stored before the kill kept as they were, no file left over.
// A real failure keeps its backoff: the watch moves only jobs pg-boss failed for a lost heartbeat.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { seedCatalogue } from "@/lib/testing/fixtures";
import { submitHopperShoot } from "@/lib/testing/submitted-shoot";
import { createBoss } from "./boss";
import { HEARTBEAT_LOST_MESSAGE, retryLostClaimsNow } from "./lost-claims";
import { QUEUES } from "./queues";

const STYLES = 6;
const PER_STYLE = 1;

let db: TestDb;
let web: PgBoss;
let storage: FileStorage;
let storageDir: string;
const workers: Worker[] = [];

type Worker = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startWorker(): Worker {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: db.url, STORAGE_DIR: storageDir, NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "1", EMAIL_PRINT: "1", WORKER_CONCURRENCY: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const worker = { child, output: () => output, exited };
  // Never leave a worker polling a dropped database, even if this test process is killed.
  process.once("exit", () => child.kill("SIGKILL"));
  workers.push(worker);
  return worker;
}

const t0 = Date.now();
const step = (what: string) => console.info(`[crash test] ${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) {
      step(what);
      return value;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${workers.map((w, i) => `--- worker ${i} (pid ${w.child.pid}):\n${w.output()}`).join("\n")}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Every file under `dir`, as storage keys. */
function filesUnder(dir: string, prefix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

async function submittedShoot(): Promise<string> {
  const catalogue = await seedCatalogue(db.prisma, { headshots: STYLES * PER_STYLE, styles: STYLES, outputSize: 512 });
  // The catalogue has two active styles: more like them, so the shoot is long enough to stop half-way.
  const first = await db.prisma.style.findUniqueOrThrow({ where: { id: catalogue.styleIds[0] } });
  const styleIds = [...catalogue.styleIds];
  for (let i = 0; styleIds.length < STYLES; i++) {
    const s = await db.prisma.style.create({ data: { slug: `${first.slug}-more-${i}`, name: `More ${i}`, backdropId: first.backdropId, outfitId: first.outfitId, gender: "FEMALE", active: true, sortOrder: 10 + i } });
    styleIds.push(s.id);
  }
  return submitHopperShoot(db.prisma, storage, web, { packageId: catalogue.packageId, styleIds: styleIds });
}

beforeAll(async () => {
  db = await openTestDb("postgres");
  web = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-crash-"));
  storage = createLocalStorage(storageDir, { secret: process.env.AUTH_SECRET! });
});
afterAll(async () => {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill("SIGKILL");
  await Promise.all(workers.map((w) => w.exited));
  await web?.stop({ graceful: false });
  await db?.cleanup();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

// First, while no worker runs: the jobs it sends must stay where they are.
describe("the lost-claim retry", () => {
  it("moves only jobs pg-boss failed for a lost heartbeat: a handler's failure keeps its backoff", async () => {
    const boss = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });
    try {
      const send = () => boss.send(QUEUES.shootGenerate, { shootId: `none-${Math.random()}` }, { retryLimit: 2, retryDelay: 600 });
      const [lost, failed] = [(await send())!, (await send())!];
      // Both claimed, one failed by its handler (an error of its own), one by pg-boss's heartbeat check.
      const fetched = await boss.fetch(QUEUES.shootGenerate, { batchSize: 2 });
      expect(fetched.map((j) => j.id).sort()).toEqual([lost, failed].sort());
      await boss.fail(QUEUES.shootGenerate, failed, new Error("engine busy"));
      await boss.fail(QUEUES.shootGenerate, lost, { value: { message: HEARTBEAT_LOST_MESSAGE } });
      const startOf = async (id: string) => (await boss.getJobById(QUEUES.shootGenerate, id))!;
      expect((await startOf(lost)).state).toBe("retry");
      expect((await startOf(lost)).startAfter.getTime()).toBeGreaterThan(Date.now() + 60_000);

      expect(await retryLostClaimsNow(boss)).toEqual([lost]);
      expect((await startOf(lost)).startAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect((await startOf(failed)).startAfter.getTime()).toBeGreaterThan(Date.now() + 60_000);
      expect(await retryLostClaimsNow(boss)).toEqual([]); // once
      // Neither job is left for the workers of the next test.
      await boss.deleteJob(QUEUES.shootGenerate, [lost, failed]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});

describe("a worker killed half-way through a shoot", () => {
  it("costs the shoot seconds: the other worker takes it over as soon as the heartbeat lapses (no retry delay) and finishes it, every result once", { timeout: 240_000 }, async () => {
    const [a, b] = [startWorker(), startWorker()];
    await until("both workers to start", () => [a, b].every((w) => w.output().includes("[jobs] worker running")), 90_000);

    const shootId = await submittedShoot();
    const submittedAt = Date.now();
    const pickedUp = new RegExp(`\\[jobs\\] shoot ${shootId}: generation attempt 1 in pid`);
    const holder = await until("a worker to pick the shoot up", () => [a, b].find((w) => pickedUp.test(w.output())), 30_000);
    const other = holder === a ? b : a;
    // Half-way: some styles stored, others still to make.
    const before = await until(
      "the first stored results",
      async () => {
        const rows = await db.prisma.result.findMany({ where: { shootId }, select: { id: true, styleId: true, createdAt: true } });
        return rows.length > 0 && rows;
      },
      60_000,
      50,
    );
    expect(before.length).toBeLessThan(STYLES * PER_STYLE);

    holder.child.kill("SIGKILL");
    const killedAt = Date.now();
    expect(await holder.exited).toBe(null); // killed by the signal, not exited

    const resumed = new RegExp(`\\[jobs\\] shoot ${shootId}: generation attempt 2 in pid ${other.child.pid}`);
    await until("the other worker to resume the shoot", () => resumed.test(other.output()), 30_000, 50);
    const resumeSeconds = (Date.now() - killedAt) / 1000;
    // Heartbeat 10 s after the last one (sent every 2 s), seen by the next check (every 2 s), retried at
    // once: 9-11 s here (npm run bench:crash prints it). Before, a minute's heartbeat check and the 30 s
    // retry delay came first (62-77 s, then 30 s more); the bound leaves room for a loaded CI machine.
    expect(resumeSeconds).toBeLessThan(25);

    await until("the shoot to be ACTIVE", async () => (await db.prisma.shoot.findUniqueOrThrow({ where: { id: shootId } })).state === "ACTIVE", 90_000, 200);
    const activeSeconds = (Date.now() - submittedAt) / 1000;

    const results = await db.prisma.result.findMany({ where: { shootId }, select: { id: true, styleId: true, createdAt: true, variant: true } });
    expect(results).toHaveLength(STYLES * PER_STYLE);
    expect(new Set(results.map((r) => r.id)).size).toBe(STYLES * PER_STYLE);
    const perStyle = new Map<string, number>();
    for (const r of results) perStyle.set(r.styleId ?? "", (perStyle.get(r.styleId ?? "") ?? 0) + 1);
    expect([...perStyle.values()]).toEqual(Array(STYLES).fill(PER_STYLE));
    // The styles stored before the kill were kept, not made again.
    for (const r of before) expect(results.find((x) => x.id === r.id)?.createdAt.getTime()).toBe(r.createdAt.getTime());

    // Every stored result file belongs to a result, and every result's files are there.
    const referenced = new Set(results.flatMap((r) => Object.values((r.variant as { files: Record<string, string> }).files)));
    const stored = filesUnder(path.join(storageDir, "shoots", shootId, "results"), `shoots/${shootId}/results/`);
    expect(stored.filter((k) => !referenced.has(k))).toEqual([]);
    expect([...referenced].filter((k) => !stored.includes(k))).toEqual([]);

    // The job is completed once the handler has returned (just after the shoot's ACTIVE commit).
    const job = await until("the job to complete", async () => (await web.findJobs(QUEUES.shootGenerate, { data: { shootId } })).find((j) => j.state === "completed"), 30_000);
    expect(job.retryCount).toBe(1);
    expect(other.output()).toMatch(/retried at once/);
    console.info(`[crash test] killed after ${before.length} results; resumed ${resumeSeconds.toFixed(1)} s after the kill; ACTIVE ${activeSeconds.toFixed(1)} s after submit`);
  });
});
