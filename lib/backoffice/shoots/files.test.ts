// The back office's photo and result files, lists and job view through their routes with real
// sessions: the files answer 404 to anyone but a platform admin, a photo whose file is gone under the
// privacy rules (or was never kept: a rejected upload) is shown as such and not served, the uploads
// screen counts the reasons per day, the CSV export streams the filtered shoots, and a shoot's jobs are
// read from pg-boss's tables on PostgreSQL as on PGlite (with the failed attempt's error).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportShoots } from "@/app/api/backoffice/shoots/export/route";
import { GET as getPhoto } from "@/app/api/backoffice/shoots/photos/[photoId]/route";
import { GET as getResult } from "@/app/api/backoffice/shoots/results/[resultId]/route";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { thumbnailKey } from "@/lib/shoots/photos";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { openTestDb } from "@/lib/testing/db";
import { createFinishedShoot, createPackage, createUser } from "@/lib/testing/fixtures";
import { request, routeCaller, routeTestBed, type RouteCaller } from "@/lib/testing/http";
import { shootJobs } from "./jobs";
import { findShootsPage, loadShootDetail } from "./queries";
import { shootsQuery, uploadsQuery } from "./schemas";
import { findUploadsPage, knownReasons, reasonCounts } from "./uploads";

let p: PrismaClient;
let api: RouteCaller;
let storage: FileStorage;
let dir: string;
let admin: { id: string };
let person: { id: string; email: string };
let shoot: { shootId: string; resultIds: string[] };
let kept: string;
let rejected: string;

routeTestBed(async ({ db }) => {
  p = db.prisma;
  api = routeCaller(db);
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-shoot-files-"));
  storage = createLocalStorage(dir, { secret: "bo-files-secret-bo-files-secret-x" });
  setStorageForTests(storage);
  admin = await createUser(p, { role: "ADMIN" });
  person = await createUser(p, { email: "owner@files.test" });
  shoot = await createFinishedShoot(p, { storage, count: 2, userId: person.id });
  await p.shoot.update({ where: { id: shoot.shootId }, data: { engine: "studio" } });
  kept = `ph${Date.now()}k`;
  await p.uploadedPhoto.create({ data: { id: kept, shootId: shoot.shootId, storageKey: `shoots/${shoot.shootId}/photos/${kept}.jpg`, width: 600, height: 600, bytes: 10, mime: "image/jpeg", accepted: true, score: 91, reasons: [], warnings: ["NOT_FRONTAL"] } });
  const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#888" } }).jpeg().toBuffer();
  await storage.put(thumbnailKey(shoot.shootId, kept), jpeg, { contentType: "image/jpeg" });
  await storage.put(`shoots/${shoot.shootId}/photos/${kept}.jpg`, jpeg, { contentType: "image/jpeg" });
  rejected = `ph${Date.now()}r`;
  await p.uploadedPhoto.create({ data: { id: rejected, shootId: shoot.shootId, storageKey: "", width: 600, height: 600, bytes: 10, mime: "image/png", accepted: false, score: 5, reasons: ["NO_FACE", "TOO_BLURRY"], warnings: [] } });
});
afterAll(() => {
  setStorageForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the admin-only files", () => {
  it("serve a kept photo and a result thumbnail to a platform admin", async () => {
    const photo = await api.call(getPhoto, request(`/api/backoffice/shoots/photos/${kept}`), admin.id, { photoId: kept });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toContain("no-store");
    const thumb = await api.call(getResult, request(`/api/backoffice/shoots/results/${shoot.resultIds[0]}`), admin.id, { resultId: shoot.resultIds[0]! });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
  });

  it("answer 404 to anyone else: signed out, the photo's own owner, a team lead", async () => {
    const lead = await createUser(p);
    for (const who of [null, person.id, lead.id]) {
      const photo = await api.call(getPhoto, request(`/api/backoffice/shoots/photos/${kept}`), who, { photoId: kept });
      expect(photo.status).toBe(404);
      const result = await api.call(getResult, request(`/api/backoffice/shoots/results/${shoot.resultIds[0]}`), who, { resultId: shoot.resultIds[0]! });
      expect(result.status).toBe(404);
    }
  });

  it("show a rejected upload as never kept and a purged photo as deleted under the privacy rules, and serve neither", async () => {
    let detail = await loadShootDetail(p, shoot.shootId);
    expect(detail!.photos.map((x) => [x.id, x.file])).toEqual(expect.arrayContaining([[kept, "kept"], [rejected, "notKept"]]));
    expect((await api.call(getPhoto, request(`/api/backoffice/shoots/photos/${rejected}`), admin.id, { photoId: rejected })).status).toBe(404);
    // The privacy sweep's mark: photos purged (the rows stay, deletedAt set).
    await p.shoot.update({ where: { id: shoot.shootId }, data: { photosPurgedAt: new Date() } });
    await p.uploadedPhoto.update({ where: { id: kept }, data: { deletedAt: new Date() } });
    detail = await loadShootDetail(p, shoot.shootId);
    expect(detail!.photos.find((x) => x.id === kept)!.file).toBe("deleted");
    expect((await api.call(getPhoto, request(`/api/backoffice/shoots/photos/${kept}`), admin.id, { photoId: kept })).status).toBe(404);
    const uploads = await findUploadsPage(p, uploadsQuery.parse({ q: shoot.shootId }));
    expect(uploads.items.map((u) => u.file).sort()).toEqual(["deleted", "notKept"]);
    await p.shoot.update({ where: { id: shoot.shootId }, data: { photosPurgedAt: null } });
    await p.uploadedPhoto.update({ where: { id: kept }, data: { deletedAt: null } });
  });
});

describe("the lists", () => {
  it("filter uploads by verdict and reason, and count the reasons per day", async () => {
    expect((await findUploadsPage(p, uploadsQuery.parse({ verdict: "rejected", reason: "NO_FACE" }))).items.map((u) => u.id)).toEqual([rejected]);
    expect((await findUploadsPage(p, uploadsQuery.parse({ verdict: "accepted" }))).items.map((u) => u.id)).toContain(kept);
    const counts = await reasonCounts(p, 14);
    expect(counts.days).toHaveLength(14);
    const today = counts.days[0]!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ uploads: 2, rejected: 1, reasons: { NO_FACE: 1, TOO_BLURRY: 1 } });
    expect(counts.totals).toEqual({ NO_FACE: 1, TOO_BLURRY: 1 });
    expect(counts.reasons).toEqual(["NO_FACE", "TOO_BLURRY"]);
    expect(await knownReasons(p)).toEqual(["NO_FACE", "TOO_BLURRY"]);
    expect((await reasonCounts(p, 30)).days).toHaveLength(30);
  });

  it("filter shoots by state, engine, date and search (id, owner's email), and export them as CSV to admins only", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await findShootsPage(p, shootsQuery.parse({ state: "ACTIVE", engine: "studio", from: today, to: today, q: "OWNER@files" }))).items.map((s) => s.id)).toEqual([shoot.shootId]);
    expect((await findShootsPage(p, shootsQuery.parse({ q: shoot.shootId }))).total).toBe(1);
    expect((await findShootsPage(p, shootsQuery.parse({ state: "FAILED", q: shoot.shootId }))).total).toBe(0);
    expect((await findShootsPage(p, shootsQuery.parse({ to: "2001-01-01" }))).total).toBe(0);
    const csv = await api.call(exportShoots, request(`/api/backoffice/shoots/export?state=ACTIVE`), admin.id);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(shoot.shootId);
    expect(text).toContain("owner@files.test");
    expect((await api.call(exportShoots, request(`/api/backoffice/shoots/export`), person.id)).status).toBe(403);
  });
});

describe("a shoot's jobs on PostgreSQL", () => {
  it("are read from pgboss.job with attempts and the failure's error", async () => {
    const db = await openTestDb("postgres");
    const boss = await createBoss({ kind: "postgres", url: db.url }, { maintenance: false });
    try {
      const user = await createUser(db.prisma);
      const pkg = await createPackage(db.prisma);
      const s = await db.prisma.shoot.create({ data: { userId: user.id, packageId: pkg.id, title: "x" } });
      expect(await shootJobs(db.prisma, s.id)).toEqual({ available: true, jobs: [] });
      const id = (await boss.send(QUEUES.shootGenerate, { shootId: s.id }, { retryLimit: 0 }))!;
      await boss.send(QUEUES.shootGenerate, { shootId: "another" });
      const [job] = await boss.fetch(QUEUES.shootGenerate);
      expect(job?.id).toBe(id);
      await boss.fail(QUEUES.shootGenerate, id, new Error("ENGINE_ERROR: the engine fell over"));
      const { jobs } = await shootJobs(db.prisma, s.id);
      // The failed job, and its dead letter (shoot-generate-failed) naming the same shoot; not the other shoot's job.
      expect(jobs.map((j) => j.queue).sort()).toEqual(["shoot-generate", "shoot-generate-failed"]);
      const failed = jobs.find((j) => j.queue === "shoot-generate")!;
      expect(failed).toMatchObject({ id, state: "failed", retryLimit: 0 });
      expect(failed.error).toContain("the engine fell over");
    } finally {
      await boss.stop({ graceful: false, close: true });
      await db.cleanup();
    }
  }, 60_000);
});
