// The generation job end to end on real photos with the CPU studio engine, its idempotence under
// redelivery, retries, and the queue around it (pg-boss on the same PGlite as Prisma).
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HeadshotEngine } from "@/lib/engine/engine";
import { createEngine } from "@/lib/engine/registry";
import { createBoss } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { runWorker, type RunningWorker } from "@/lib/jobs/worker";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser, seedCatalogue, type TestCatalogue } from "@/lib/testing/fixtures";
import { read } from "@/lib/testing/photos";
import { resultIdFor, runShootGeneration, splitHeadshots, type GenerationServices } from "./generate";
import { resultPrefix } from "./result-files";
import { getShootStatus } from "./status";
import { retryShoot, submitShoot } from "./submit";
import { transition } from "./states";

let db: TestDb;
let boss: PgBoss;
let storage: FileStorage;
let storageDir: string;
let studio: HeadshotEngine;
let unreachable: HeadshotEngine;
let photos: Buffer[];

/** A ComfyUI engine pointed at a loopback port nobody listens on: every call fails as "unreachable". */
async function closedPortEngine(): Promise<HeadshotEngine> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const workflow = {
    "1": { class_type: "LoadImage", inputs: { image: "{{input_image}}" } },
    "2": { class_type: "KSampler", inputs: { seed: "{{seed}}", positive: "{{prompt}}" } },
    "3": { class_type: "SaveImage", inputs: { images: ["2", 0], filename_prefix: "lumen" } },
  };
  return createEngine({ id: "comfyui", baseUrl: `http://127.0.0.1:${port}`, workflow, capabilities: ["backdrop"], timeoutMs: 10_000 });
}

/**
 * An engine that answers at once with plain images of the asked sizes. The redelivery test gives its
 * jobs a 1 s claim so that expiry is quick to reach; real generation takes longer than that claim.
 */
const instantEngine: HeadshotEngine = {
  id: "studio",
  capabilities: new Set(["backdrop"]),
  async generate(request) {
    const images = await Promise.all(
      request.sizes.map(async (s) => ({
        bytes: await sharp({ create: { width: s.width, height: s.height, channels: 3, background: "#808890" } }).jpeg().toBuffer(),
        mime: "image/jpeg" as const, width: s.width, height: s.height, variant: { index: request.variationOffset ?? 0 }, likeness: 1,
      })),
    );
    return { images, dropped: [] };
  },
};

const services = (engine: HeadshotEngine, styleLanes?: number): GenerationServices => ({ db: db.prisma, storage, engine: async () => engine, appUrl: "https://lumen.example", styleLanes });

beforeAll(async () => {
  db = await openTestDb("pglite");
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-shoots-"));
  storage = createLocalStorage(storageDir, { secret: "test-secret-test-secret-test-secret" });
  studio = await createEngine({ id: "studio" });
  unreachable = await closedPortEngine();
  const hopper = read("graceHopper");
  photos = [await sharp(hopper).jpeg().toBuffer(), await sharp(hopper).flop().jpeg().toBuffer()];
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await db?.cleanup();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** A submitted shoot (WAITING, no job) whose accepted photos are real files in storage. */
async function waitingShoot(catalogue: TestCatalogue, locale = "en"): Promise<{ id: string; userId: string }> {
  const user = await createUser(db.prisma, { locale });
  const id = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
  await db.prisma.shoot.update({ where: { id }, data: { consentAt: new Date(), gender: "FEMALE", ageRange: "55-64", headshotFormat: "square", styleIds: catalogue.styleIds } });
  for (const [i, bytes] of photos.entries()) {
    const storageKey = `shoots/${id}/photos/p${i}.jpg`;
    await storage.put(storageKey, bytes, { contentType: "image/jpeg" });
    await db.prisma.uploadedPhoto.create({ data: { shootId: id, storageKey, width: 512, height: 600, bytes: bytes.length, mime: "image/jpeg", accepted: true, score: 90 } });
  }
  await db.prisma.$transaction((tx) => transition(tx, id, "ONBOARDING", "WAITING", "submitted", { submittedAt: new Date() }));
  return { id, userId: user.id };
}

const results = (shootId: string) => db.prisma.result.findMany({ where: { shootId }, orderBy: { id: "asc" } });
const history = async (shootId: string) =>
  (await db.prisma.shootStateChange.findMany({ where: { shootId }, orderBy: { at: "asc" } })).map((c) => `${c.from ?? "-"}>${c.to}`);

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("splitting a package's headshots over its styles", () => {
  it("gives each style an equal share, the first ones one more while a remainder is left", () => {
    expect(splitHeadshots(40, 4)).toEqual([10, 10, 10, 10]);
    expect(splitHeadshots(100, 3)).toEqual([34, 33, 33]);
    expect(splitHeadshots(2, 3)).toEqual([1, 1, 0]);
    expect(splitHeadshots(5, 0)).toEqual([]);
  });
});

describe("the generation job", () => {
  it("makes one result per headshot with every size stored, then ACTIVE and an email in the person's language", async () => {
    const catalogue = await seedCatalogue(db.prisma, { headshots: 2, styles: 2, outputSize: 512, printSize: 1024 });
    const { id, userId } = await waitingShoot(catalogue, "de");
    const outcome = await runShootGeneration(services(studio), { shootId: id, attempt: 0, retryLimit: 2 });
    expect(outcome).toEqual({ status: "active", results: 2 });

    const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    expect([shoot.state, shoot.progress, shoot.engine, shoot.failureReason]).toEqual(["ACTIVE", 100, "studio", null]);
    expect(shoot.readyAt).toBeInstanceOf(Date);
    expect(await history(id)).toEqual(["->ONBOARDING", "ONBOARDING>WAITING", "WAITING>PROCESSING", "PROCESSING>GENERATING", "GENERATING>ACTIVE"]);

    const rows = await results(id);
    expect(rows.map((r) => r.styleId).sort()).toEqual([...catalogue.styleIds].sort());
    for (const row of rows) {
      expect(row.id).toBe(resultIdFor(id, row.styleId!, 0));
      expect([row.width, row.height]).toEqual([512, 512]);
      expect(row.likeness).toBeGreaterThan(0.5);
      const files = (row.variant as { files: Record<string, string> }).files;
      expect(Object.keys(files).sort()).toEqual(["main", "portrait", "preview", "print", "thumb"]);
      expect(row.storageKey).toBe(files.main);
      const expected: Record<string, [string, number, number]> = { main: ["jpeg", 512, 512], portrait: ["jpeg", 1080, 1350], print: ["jpeg", 1024, 1024], thumb: ["webp", 400, 400], preview: ["webp", 512, 512] };
      for (const [kind, key] of Object.entries(files)) {
        expect(key.startsWith(resultPrefix(id, row.id))).toBe(true);
        const meta = await sharp((await storage.get(key))!).metadata();
        expect([meta.format, meta.width, meta.height], kind).toEqual(expected[kind]);
      }
    }
    // The two styles start at different variations (different source photo or light).
    const variants = rows.map((r) => r.variant as Record<string, unknown>);
    expect(JSON.stringify([variants[0]!.photo, variants[0]!.light])).not.toBe(JSON.stringify([variants[1]!.photo, variants[1]!.light]));

    const email = await db.prisma.emailOutbox.findFirstOrThrow({ where: { template: "shoot-ready" }, orderBy: { createdAt: "desc" } });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(email.to).toBe(user.email);
    expect(email.locale).toBe("de");
    expect(email.subject).toBe("Deine Porträtfotos sind fertig");
    expect(email.text).toContain(`https://lumen.example/de/app/results/${id}`);
    expect(email.text).toContain("deine 2 Porträtfotos");

    expect(await getShootStatus(db.prisma, userId, id)).toMatchObject({ state: "ACTIVE", progress: 100, results: 2, headshots: 2, failureReason: null });
    // Delivered again after success: nothing happens.
    expect(await runShootGeneration(services(studio), { shootId: id, attempt: 1, retryLimit: 2 })).toEqual({ status: "skipped", state: "ACTIVE" });
    expect(await results(id)).toHaveLength(2);
    expect(await db.prisma.emailOutbox.count({ where: { template: "shoot-ready", to: user.email } })).toBe(1);
  });

  it("never mails a managed member's placeholder address when their shoot is ready", async () => {
    const catalogue = await seedCatalogue(db.prisma, { headshots: 1, styles: 1, outputSize: 256 });
    const { id, userId } = await waitingShoot(catalogue);
    const placeholder = `managed+${userId}@members.invalid`;
    await db.prisma.user.update({ where: { id: userId }, data: { email: placeholder } });
    expect(await runShootGeneration(services(instantEngine), { shootId: id, attempt: 0, retryLimit: 2 })).toMatchObject({ status: "active" });
    expect(await db.prisma.emailOutbox.count({ where: { to: placeholder } })).toBe(0);
  });

  it("resumes a job whose worker died after the first style without duplicating anything", async () => {
    const catalogue = await seedCatalogue(db.prisma, { headshots: 2, styles: 2, outputSize: 512 });
    const { id } = await waitingShoot(catalogue);
    const stop = new AbortController();
    const first = await runShootGeneration(services(studio, 1), { shootId: id, attempt: 0, retryLimit: 2, signal: stop.signal }, { onStyleDone: () => stop.abort() });
    expect(first).toEqual({ status: "aborted" });
    const half = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    expect([half.state, half.progress]).toEqual(["GENERATING", 50]);
    expect(await results(id)).toHaveLength(1);

    // What a worker killed mid-style leaves behind: a file of the second style's result, no row.
    const orphan = `${resultPrefix(id, resultIdFor(id, catalogue.styleIds[1]!, 0))}main.jpg`;
    await storage.put(orphan, Buffer.from("half-written"), { contentType: "image/jpeg" });

    // Redelivered (twice at once, as after an expired claim): the second style is made exactly once.
    const again = await Promise.all([1, 2].map(() => runShootGeneration(services(studio), { shootId: id, attempt: 1, retryLimit: 2 })));
    expect(again).toContainEqual({ status: "active", results: 2 });
    expect(again.filter((o) => o.status !== "active")).toEqual(again.some((o) => o.status === "skipped") ? [{ status: "skipped", state: "ACTIVE" }] : []);
    const rows = await results(id);
    expect(rows.map((r) => r.styleId).sort()).toEqual([...catalogue.styleIds].sort());
    expect((await sharp((await storage.get(orphan))!).metadata()).format).toBe("jpeg");
    const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    expect([shoot.state, shoot.retryCount]).toEqual(["ACTIVE", 2]);
    expect((await history(id)).filter((h) => h === "GENERATING>ACTIVE")).toHaveLength(1);
  });

  it("retries while attempts remain when the engine cannot be reached, then fails and lets the person retry", async () => {
    const catalogue = await seedCatalogue(db.prisma);
    const { id, userId } = await waitingShoot(catalogue);
    for (const attempt of [0, 1]) {
      const outcome = await runShootGeneration(services(unreachable), { shootId: id, attempt, retryLimit: 2 });
      expect(outcome).toMatchObject({ status: "retry", code: "ENGINE_UNREACHABLE" });
      const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
      expect([shoot.state, shoot.retryCount, shoot.failureReason]).toEqual(["WAITING", attempt + 1, null]);
    }
    expect(await runShootGeneration(services(unreachable), { shootId: id, attempt: 2, retryLimit: 2 })).toEqual({ status: "failed", code: "ENGINE_UNREACHABLE" });
    const failed = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
    expect([failed.state, failed.failureReason]).toEqual(["FAILED", "ENGINE_UNREACHABLE"]);
    expect((await history(id)).slice(2)).toEqual([
      "WAITING>PROCESSING", "PROCESSING>GENERATING", "GENERATING>FAILED", "FAILED>WAITING",
      "WAITING>PROCESSING", "PROCESSING>GENERATING", "GENERATING>FAILED", "FAILED>WAITING",
      "WAITING>PROCESSING", "PROCESSING>GENERATING", "GENERATING>FAILED",
    ]);
    expect(await db.prisma.auditLog.count({ where: { action: "shoot.failed", targetId: id } })).toBe(1);
    expect(await getShootStatus(db.prisma, userId, id)).toMatchObject({ state: "FAILED", failureReason: "ENGINE_UNREACHABLE", failureGroup: "busy", canRetry: true, results: 0 });
    expect(await retryShoot(db.prisma, { userId, shootId: id }, { boss })).toMatchObject({ ok: true });
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id } })).state).toBe("WAITING");
  });

  it("starts a lane's next style while the last one's files are stored, and ends with every style stored once", async () => {
    const catalogue = await seedCatalogue(db.prisma, { headshots: 4, styles: 2, outputSize: 256 });
    const { id } = await waitingShoot(catalogue);
    // how many results were stored when each engine call began (one lane: the styles one after another)
    const storedAtStart: number[] = [];
    const watching: HeadshotEngine = { ...instantEngine, async generate(request) {
      storedAtStart.push(await db.prisma.result.count({ where: { shootId: id } }));
      return instantEngine.generate(request);
    } };
    expect(await runShootGeneration(services(watching, 1), { shootId: id, attempt: 0, retryLimit: 2 })).toEqual({ status: "active", results: 2 });
    // the second call began before the first style's result was stored (one style after the other: 1)
    expect(storedAtStart).toEqual([0, 0]);
    expect((await results(id)).map((r) => r.styleId).sort()).toEqual([...catalogue.styleIds].sort());
  });

  it("stops when the shoot is deleted while it is being generated", async () => {
    const catalogue = await seedCatalogue(db.prisma, { headshots: 2, styles: 2, outputSize: 512 });
    const { id } = await waitingShoot(catalogue);
    const outcome = await runShootGeneration(services(studio, 1), { shootId: id, attempt: 0, retryLimit: 2 }, {
      onStyleDone: () => void db.prisma.$transaction((tx) => transition(tx, id, "GENERATING", "DELETED", "account deleted")),
    });
    expect(outcome).toEqual({ status: "skipped", state: "DELETED" });
    expect(await results(id)).toHaveLength(1);
    expect((await history(id)).at(-1)).toBe("GENERATING>DELETED");
  });

  // A worker whose heartbeat lapsed (lib/jobs/lost-claims.ts hands its job to another worker within
  // seconds) may still be running: everything it would write after that is fenced to its claim.
  describe("a delivery that lost its queue claim", () => {
    async function claimed(shootId: string) {
      // Earlier tests leave queued jobs of their own (a retry's): only this shoot's job is to be fetched.
      await boss.deleteAllJobs(QUEUES.shootGenerate);
      await boss.send(QUEUES.shootGenerate, { shootId });
      const [job] = await boss.fetch(QUEUES.shootGenerate, { batchSize: 1 });
      expect(job?.data).toEqual({ shootId });
      return { id: job!.id, retryCount: job!.retryCount };
    }
    const loseClaim = (claim: { id: string }) => boss.fail(QUEUES.shootGenerate, claim.id, { value: { message: "job heartbeat timeout" } });

    it("stores no result once the claim is gone, and leaves the shoot to the delivery that took over", async () => {
      const catalogue = await seedCatalogue(db.prisma, { headshots: 2, styles: 2, outputSize: 512 });
      const { id } = await waitingShoot(catalogue);
      const claim = await claimed(id);
      const losing: HeadshotEngine = { ...instantEngine, generate: async (request) => { await loseClaim(claim); return instantEngine.generate(request); } };
      expect(await runShootGeneration(services(losing, 1), { shootId: id, attempt: 0, retryLimit: 2, claim })).toEqual({ status: "aborted" });
      expect(await results(id)).toHaveLength(0);
      const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
      expect([shoot.state, shoot.failureReason]).toEqual(["GENERATING", null]);
    });

    it("does not record its failure over the delivery that took over", async () => {
      const catalogue = await seedCatalogue(db.prisma);
      const { id } = await waitingShoot(catalogue);
      const claim = await claimed(id);
      const failing: HeadshotEngine = { ...instantEngine, generate: async (request) => { await loseClaim(claim); return unreachable.generate(request); } };
      for (const attempt of [0, 2]) { // a retry left, and the last attempt
        expect(await runShootGeneration(services(failing, 1), { shootId: id, attempt, retryLimit: 2, claim })).toEqual({ status: "aborted" });
        const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id } });
        expect([shoot.state, shoot.failureReason]).toEqual(["GENERATING", null]);
      }
      expect(await db.prisma.auditLog.count({ where: { action: "shoot.failed", targetId: id } })).toBe(0);
    });

    it("runs as usual while it holds the claim", async () => {
      const catalogue = await seedCatalogue(db.prisma, { headshots: 2, styles: 2, outputSize: 512 });
      const { id } = await waitingShoot(catalogue);
      const claim = await claimed(id);
      expect(await runShootGeneration(services(instantEngine, 1), { shootId: id, attempt: 0, retryLimit: 2, claim })).toEqual({ status: "active", results: 2 });
      await boss.complete(QUEUES.shootGenerate, claim.id);
    });
  });

  it("fails at once, without retrying, when the photos cannot work", async () => {
    const catalogue = await seedCatalogue(db.prisma);
    const { id } = await waitingShoot(catalogue);
    await storage.deletePrefix(`shoots/${id}/photos/`);
    expect(await runShootGeneration(services(studio), { shootId: id, attempt: 0, retryLimit: 2 })).toEqual({ status: "failed", code: "PHOTOS_MISSING" });
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id } })).state).toBe("FAILED");
  });
});

describe("the queue and the worker (pg-boss on the app's PGlite)", () => {
  let worker: RunningWorker | undefined;
  async function startWorker(engine: HeadshotEngine) {
    const handlers = createHandlers({ concurrency: 1 });
    for (const q of [QUEUES.shootGenerate, QUEUES.shootGenerateFailed] as const) {
      handlers[q].work.pollingIntervalSeconds = 0.5;
      handlers[q].work.notifyPollingIntervalSeconds = 0.5;
    }
    worker = await runWorker({ db, boss, context: services(engine), handlers });
  }
  afterAll(async () => {
    await worker?.stop();
  });
  const stopWorker = async () => {
    await worker?.stop();
    worker = undefined;
  };

  it("runs a submitted shoot to ACTIVE: submit queues inside its transaction, the worker picks it up", async () => {
    const catalogue = await seedCatalogue(db.prisma, { headshots: 2, styles: 1, outputSize: 512 });
    const user = await createUser(db.prisma);
    const shootId = (await createShoot(db.prisma, { userId: user.id, packageId: catalogue.packageId })).id;
    await db.prisma.shoot.update({ where: { id: shootId }, data: { consentAt: new Date(), gender: "FEMALE", ageRange: "55-64", headshotFormat: "portrait", styleIds: catalogue.styleIds.slice(0, 1) } });
    for (let i = 0; i < 4; i++) {
      const storageKey = `shoots/${shootId}/photos/p${i}.jpg`;
      await storage.put(storageKey, photos[i % 2]!, { contentType: "image/jpeg" });
      await db.prisma.uploadedPhoto.create({ data: { shootId, storageKey, width: 512, height: 600, bytes: 1, mime: "image/jpeg", accepted: true, score: 90 } });
    }
    expect(await submitShoot(db.prisma, { userId: user.id, shootId, bestPhotosConfirmed: true, termsAccepted: true }, { boss })).toMatchObject({ ok: true });

    await startWorker(studio);
    await until("ACTIVE", async () => (await db.prisma.shoot.findUniqueOrThrow({ where: { id: shootId } })).state === "ACTIVE");
    expect(await results(shootId)).toHaveLength(2);
    const [job] = await boss.findJobs(QUEUES.shootGenerate, { data: { shootId } });
    await until("job completed", async () => (await boss.findJobs(QUEUES.shootGenerate, { data: { shootId } }))[0]?.state === "completed");
    expect(job).toBeDefined();
    await stopWorker();
  });

  it("delivers a job again when its worker dies, and marks the shoot lost once retries run out", async () => {
    const catalogue = await seedCatalogue(db.prisma, { headshots: 1, styles: 1, outputSize: 512 });
    const resumed = await waitingShoot(catalogue);
    const lost = await waitingShoot(catalogue);
    for (const [shoot, retryLimit] of [[resumed, 1], [lost, 0]] as const) {
      await db.prisma.$transaction((tx) => enqueue(boss, tx, QUEUES.shootGenerate, { shootId: shoot.id }, { retryLimit, retryDelay: 0, retryBackoff: false, expireInSeconds: 1 }));
    }
    // A worker claims both jobs and dies without a word.
    const claimed = await boss.fetch(QUEUES.shootGenerate, { batchSize: 10 });
    expect(claimed.map((j) => (j.data as { shootId: string }).shootId).sort()).toEqual([resumed.id, lost.id].sort());
    await new Promise((r) => setTimeout(r, 1500));
    await boss.supervise(QUEUES.shootGenerate); // the maintenance pass notices the expired claims
    await boss.supervise(QUEUES.shootGenerateFailed);

    await startWorker(instantEngine);
    await until("the lost shoot FAILED", async () => (await db.prisma.shoot.findUniqueOrThrow({ where: { id: lost.id } })).state === "FAILED");
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: lost.id } })).failureReason).toBe("WORKER_LOST");
    await until("the resumed shoot ACTIVE", async () => (await db.prisma.shoot.findUniqueOrThrow({ where: { id: resumed.id } })).state === "ACTIVE");
    expect(await results(resumed.id)).toHaveLength(1);
    await stopWorker();
  });

  it("retries through the queue with its delay, then settles the shoot as FAILED", async () => {
    const catalogue = await seedCatalogue(db.prisma);
    const { id } = await waitingShoot(catalogue);
    await db.prisma.$transaction((tx) => enqueue(boss, tx, QUEUES.shootGenerate, { shootId: id }, { retryLimit: 1, retryDelay: 1, retryBackoff: false }));
    await startWorker(unreachable);
    await until("FAILED", async () => (await db.prisma.shoot.findUniqueOrThrow({ where: { id } })).state === "FAILED", 30_000);
    expect((await history(id)).filter((h) => h === "GENERATING>FAILED")).toHaveLength(2);
    await until("job completed", async () => (await boss.findJobs(QUEUES.shootGenerate, { data: { shootId: id } }))[0]?.state === "completed", 10_000);
    const [job] = await boss.findJobs(QUEUES.shootGenerate, { data: { shootId: id } });
    expect(job?.retryCount).toBe(1);
    await stopWorker();
  });

  it("vacuums the job table on PGlite", async () => {
    await startWorker(studio);
    await expect(worker!.vacuum()).resolves.toBeUndefined();
    await stopWorker();
  });
});
