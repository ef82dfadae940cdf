// The sweep as the product runs it: the worker registers the hourly schedule and works the
// "privacy-sweep" queue (pg-boss on PGlite, the embedded default, and on PostgreSQL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES, SCHEDULES } from "@/lib/jobs/queues";
import { runWorker, type RunningWorker } from "@/lib/jobs/worker";
import { photoKey } from "@/lib/shoots/photos";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { PRIVACY_AUDIT_ACTION } from "./sweep";

describe.each(["pglite", "postgres"] as const)("the privacy-sweep job on %s", (kind) => {
  let db: TestDb;
  let boss: PgBoss;
  let worker: RunningWorker;
  let storage: FileStorage;
  let dir: string;

  beforeAll(async () => {
    db = await openTestDb(kind);
    boss = await createBoss(kind === "pglite" ? { kind, pglite: db.pglite } : { kind, url: db.url }, { maintenance: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-privacy-job-"));
    storage = createLocalStorage(dir, { secret: "privacy-job-secret-privacy-job-secret" });
    const handlers = createHandlers({ concurrency: 1 });
    handlers[QUEUES.privacySweep].work.pollingIntervalSeconds = 0.5;
    worker = await runWorker({
      db,
      boss,
      handlers,
      context: { db: db.prisma, storage, engine: () => Promise.reject(new Error("no engine in this test")), appUrl: "http://localhost:3000" },
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await boss?.stop({ graceful: false });
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is scheduled hourly by the worker and, when it runs, deletes photos past the window", async () => {
    const [schedule] = await boss.getSchedules(QUEUES.privacySweep);
    expect(schedule).toMatchObject({ name: QUEUES.privacySweep, cron: SCHEDULES.find((s) => s.queue === QUEUES.privacySweep)!.cron, timezone: "UTC" });
    expect(schedule!.cron).toMatch(/^\d+ \* \* \* \*$/);

    const { packageId } = await seedCatalogue(db.prisma);
    const { id: userId } = await createUser(db.prisma);
    const shootId = (await createShoot(db.prisma, { userId, packageId })).id;
    await db.prisma.shoot.update({ where: { id: shootId }, data: { state: "ACTIVE", readyAt: new Date(Date.now() - 40 * 86_400_000) } });
    const photo = await db.prisma.uploadedPhoto.create({ data: { shootId, storageKey: photoKey(shootId, "p1"), width: 800, height: 800, bytes: 3, mime: "image/jpeg", accepted: true, score: 90 } });
    await storage.put(photo.storageKey, Buffer.from("jpg"), { contentType: "image/jpeg" });

    const jobId = await boss.send(QUEUES.privacySweep, {});
    expect(jobId).toBeTruthy();
    const deadline = Date.now() + 30_000;
    while ((await boss.getJobById(QUEUES.privacySweep, jobId!))?.state !== "completed") {
      if (Date.now() > deadline) throw new Error("the sweep job never completed");
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await storage.exists(photo.storageKey)).toBe(false);
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: shootId } })).photosPurgedAt).not.toBeNull();
    expect(await db.prisma.auditLog.count({ where: { action: PRIVACY_AUDIT_ACTION } })).toBe(1);
  });
});
