// The back office's shoot demo data on PGlite, through the product's code: Dana's shoot FAILED by the
// generator itself (failure reason and the `shoot.failed` audit row), her picture with no face rejected
// by the gate, the job settled, the admin's detail view showing both; and a second run changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRetryShoot } from "@/lib/backoffice/shoots/manage";
import { loadShootDetail } from "@/lib/backoffice/shoots/queries";
import { runShootGeneration } from "@/lib/shoots/generate";
import { instantEngine } from "@/lib/testing/engine";
import { createUser } from "@/lib/testing/fixtures";
import { closePool } from "@/lib/engine/pool";
import { createBoss } from "@/lib/jobs/boss";
import { createLocalStorage, type FileStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { DEMO_FAILED_SHOOT_PERSON, seedDemoShoots } from "./demo-backoffice-shoots";
import { runSeed } from "./index";

let db: TestDb;
let boss: PgBoss;
let storage: FileStorage;
let dir: string;
beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma, { demo: false, log: () => {} }); // the catalogue: packages, prices, styles
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-shoots-seed-"));
  storage = createLocalStorage(dir, { secret: "bo-seed-secret-bo-seed-secret-xx" });
}, 60_000);
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await closePool().catch(() => undefined);
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the failed demo shoot", () => {
  it("is made once, failed by the generator, with a rejected upload", async () => {
    const lines: string[] = [];
    const deps = { db: db.prisma, storage, boss, secret: "s".repeat(32), appUrl: "http://localhost:3000" };
    await seedDemoShoots(deps, (l) => lines.push(l));
    const person = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_FAILED_SHOOT_PERSON.email } });
    const shoot = await db.prisma.shoot.findFirstOrThrow({ where: { userId: person.id } });
    expect(shoot).toMatchObject({ state: "FAILED", failureReason: "ENGINE_FAILED" });
    expect(await db.prisma.auditLog.count({ where: { action: "shoot.failed", targetId: shoot.id } })).toBe(1);
    const detail = (await loadShootDetail(db.prisma, shoot.id))!;
    expect(detail.photos.filter((p) => p.accepted && p.file === "kept")).toHaveLength(5);
    const rejected = detail.photos.filter((p) => !p.accepted);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reasons.length).toBeGreaterThan(0);
    expect(rejected[0]!.file).toBe("notKept");
    expect(detail.history.map((h) => h.to)).toEqual(["ONBOARDING", "WAITING", "PROCESSING", "GENERATING", "FAILED"]);
    expect(detail.jobs.jobs.map((j) => j.state)).toEqual(["completed"]);
    expect(detail.moves).toEqual(["WAITING", "ONBOARDING"]);

    await seedDemoShoots(deps, (l) => lines.push(l));
    expect(await db.prisma.shoot.count({ where: { userId: person.id } })).toBe(1);
    expect(await db.prisma.uploadedPhoto.count({ where: { shootId: shoot.id } })).toBe(6);
    expect(lines.at(-1)).toContain("already there");

    // What the browser journey does: an admin retries it, and the queued job makes the headshots.
    const admin = await createUser(db.prisma, { role: "ADMIN" });
    const { jobId } = await adminRetryShoot(db.prisma, { actorId: admin.id, shootId: shoot.id }, { boss });
    const outcome = await runShootGeneration({ db: db.prisma, storage, engine: async () => instantEngine(), appUrl: deps.appUrl }, { shootId: shoot.id, attempt: 0, retryLimit: 2 });
    expect(outcome).toEqual({ status: "active", results: 40 });
    expect((await loadShootDetail(db.prisma, shoot.id))!.results.map((r) => r.count)).toEqual([10, 10, 10, 10]);
    expect(jobId).toBeTruthy();
  }, 120_000);
});
