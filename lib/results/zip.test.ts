// Zips as the product makes them: the route queues a job (pg-boss on PGlite and on PostgreSQL), the
// worker streams the stored files into an archive written to storage in parts, the status route
// follows it, and the file route hands over a valid zip holding the right files, recording each photo.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { runWorker, type RunningWorker } from "@/lib/jobs/worker";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createFinishedShoot, createUser } from "@/lib/testing/fixtures";
import { galleryRoutes } from "@/lib/testing/gallery";
import { request, routeCaller } from "@/lib/testing/http";
import { unzip } from "@/lib/testing/zip";
import { matchesMarks, type ZipStatus } from "./options";
import { readParts, writeParts } from "./parts";
import { buildZip, expireZip, readZip, zipJobData } from "./zip";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-zip-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "zip-test-secret-zip-test-secret-zip" });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function bodyOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe("a file kept in parts", () => {
  it("is written in parts of the given size and read back whole or in any byte range", async () => {
    const bytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7) % 251));
    async function* chunks() {
      for (let i = 0; i < bytes.length; i += 777) yield bytes.subarray(i, i + 777);
    }
    const parts = await writeParts(storage, "tests/parts/a/", chunks(), 4096);
    expect(parts.map((p) => p.size)).toEqual([4096, 4096, 1808]);
    const read = async (range?: { start: number; end: number }) => Buffer.from(await new Response(readParts(storage, parts, range)).arrayBuffer());
    expect((await read()).equals(bytes)).toBe(true);
    for (const [start, end] of [[0, 0], [4090, 4100], [4096, 8191], [100, 9999], [9999, 9999]] as const) {
      expect((await read({ start, end })).equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });
});

describe.each(["pglite", "postgres"] as const)("zips on %s", (kind) => {
  let db: TestDb;
  let boss: PgBoss;
  let worker: RunningWorker;
  let api: ReturnType<typeof galleryRoutes>;

  const startWorker = async () => {
    const handlers = createHandlers({ concurrency: 1 });
    handlers[QUEUES.resultsZip].work.pollingIntervalSeconds = 0.5;
    worker = await runWorker({
      db,
      boss,
      handlers,
      context: { db: db.prisma, storage, engine: () => Promise.reject(new Error("no engine in this test")), appUrl: "http://localhost:3000" },
    });
  };

  beforeAll(async () => {
    db = await openTestDb(kind);
    boss = await createBoss(kind === "pglite" ? { kind, pglite: db.pglite } : { kind, url: db.url }, { maintenance: true });
    api = galleryRoutes(routeCaller(db), { storage, boss });
    await startWorker();
  });
  afterAll(async () => {
    await worker?.stop();
    await boss?.stop({ graceful: false });
    setDbForTests();
    await db?.cleanup();
  });

  const post = (body: unknown, locale = "en") =>
    request("/api/results/zips", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" }, locale });

  async function status(id: string, userId: string, locale = "en"): Promise<{ res: Response; body: ZipStatus }> {
    const res = await api.zipStatus(request(`/api/results/zips/${id}`, { locale }), userId, id);
    return { res, body: (await res.clone().json()) as ZipStatus };
  }

  /** Polls the status route until the zip settles; returns the states seen on the way. */
  async function settle(id: string, userId: string): Promise<{ final: ZipStatus; seen: string[] }> {
    const seen: string[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { body } = await status(id, userId);
      if (seen.at(-1) !== body.state) seen.push(body.state);
      if (body.state === "ready" || body.state === "failed" || body.state === "expired") return { final: body, seen };
      if (Date.now() > deadline) throw new Error(`zip ${id} did not settle: ${seen.join(" → ")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("packs what the Liked filter shows (liked and loved) into a valid zip that the owner downloads, recording each photo", async () => {
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 4 });
    const [a, b, c, d] = shoot.resultIds as [string, string, string, string];
    await db.prisma.result.update({ where: { id: a }, data: { likedStatus: "LIKED" } });
    await db.prisma.result.update({ where: { id: b }, data: { isFavorite: true } });
    await db.prisma.result.update({ where: { id: d }, data: { likedStatus: "LOVED" } });

    // The gallery's Liked filter: the liked and the loved photo, not the favourite that is neither.
    const rows = await db.prisma.result.findMany({ where: { shootId: shoot.shootId } });
    const shown = rows.filter((r) => matchesMarks("liked", r)).map((r) => r.id);
    expect(shown.sort()).toEqual([a, d].sort());

    const started = await api.zipStart(post({ shootId: shoot.shootId, selection: "liked" }), shoot.userId);
    expect(started.status).toBe(202);
    const queued = (await started.json()) as ZipStatus;
    expect(queued).toMatchObject({ selection: "liked", state: "queued", done: 0, total: shown.length });
    expect(started.headers.get("location")).toBe(`/api/results/zips/${queued.id}`);

    const { final, seen } = await settle(queued.id, shoot.userId);
    expect(["queued", "running", "ready"]).toEqual(expect.arrayContaining(seen));
    expect(final).toMatchObject({ state: "ready", done: 2, total: 2, fileName: "lumen-headshots-liked-and-loved.zip", downloadUrl: `/api/results/zips/${queued.id}/file` });
    expect(new Date(final.expiresAt!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const file = await api.zipFile(request(final.downloadUrl!), shoot.userId, queued.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("content-disposition")).toContain('filename="lumen-headshots-liked-and-loved.zip"');
    const zip = await bodyOf(file);
    expect(zip.length).toBe(final.size);
    expect(Number(file.headers.get("content-length"))).toBe(zip.length);

    // Gallery numbers: style 1 holds results 0 and 2 (photos 1, 2), style 2 results 1 and 3 (photos 3, 4).
    const entries = unzip(zip);
    const number = { [a]: 1, [c]: 2, [b]: 3, [d]: 4 };
    const want = [a, d].sort((x, y) => number[x]! - number[y]!);
    expect(entries.map((e) => e.name)).toEqual(want.flatMap((id) => [`lumen-headshot-${number[id]}-original.jpg`, `lumen-headshot-${number[id]}-portrait1080x1350.jpg`]));
    for (const id of want) {
      const original = entries.find((e) => e.name === `lumen-headshot-${number[id]}-original.jpg`)!.data;
      expect(original.equals((await storage.get(`shoots/${shoot.shootId}/results/${id}/main.jpg`))!)).toBe(true);
      expect(await sharp(original).metadata()).toMatchObject({ width: 512, height: 512, format: "jpeg" });
      const portrait = entries.find((e) => e.name === `lumen-headshot-${number[id]}-portrait1080x1350.jpg`)!.data;
      expect(await sharp(portrait).metadata()).toMatchObject({ width: 1080, height: 1350, format: "jpeg" });
    }
    const downloads = await db.prisma.download.findMany({ where: { shootId: shoot.shootId }, select: { resultId: true, userId: true, format: true, size: true } });
    expect(downloads.map((r) => r.resultId).sort()).toEqual([a, d].sort());
    for (const row of downloads) expect(row).toMatchObject({ userId: shoot.userId, format: "zip", size: "liked" });

    // A resumed download gets the bytes it asks for and is not counted again.
    const part = await api.zipFile(request(final.downloadUrl!, { headers: { range: "bytes=100-4999" } }), shoot.userId, queued.id);
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-4999/${zip.length}`);
    expect((await bodyOf(part)).equals(zip.subarray(100, 5000))).toBe(true);
    expect(await db.prisma.download.count({ where: { shootId: shoot.shootId } })).toBe(2);

    // Nobody else learns it exists.
    const stranger = (await createUser(db.prisma)).id;
    const other = await status(queued.id, stranger, "de");
    expect(other.res.status).toBe(404);
    expect((other.body as unknown as { error: { code: string; message: string } }).error).toMatchObject({ code: "ZIP_NOT_FOUND", message: expect.stringMatching(/ZIP-Datei/) });
    expect((await api.zipFile(request(final.downloadUrl!), stranger, queued.id)).status).toBe(404);
    expect((await status("not-a-zip", shoot.userId)).res.status).toBe(404);
    expect((await status(randomUUID(), shoot.userId)).res.status).toBe(404);
  });

  it("zips all photos, joins a zip still waiting when asked twice, and refuses an empty liked zip", async () => {
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 2, format: "png" });
    // A favourite that is neither liked nor loved is not in the Liked filter, so not in its zip either.
    await db.prisma.result.update({ where: { id: shoot.resultIds[0]! }, data: { isFavorite: true } });
    const nothing = await api.zipStart(post({ shootId: shoot.shootId, selection: "liked" }, "es"), shoot.userId);
    expect(nothing.status).toBe(409);
    expect(((await nothing.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "NOTHING_TO_ZIP", message: expect.stringMatching(/ZIP con todos/) });
    const bad = await api.zipStart(post({ shootId: shoot.shootId, selection: "some" }, "de"), shoot.userId);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("INVALID_SELECTION");
    const foreign = await api.zipStart(post({ shootId: shoot.shootId, selection: "all" }), (await createUser(db.prisma)).id);
    expect(foreign.status).toBe(404);

    await worker.stop(); // the zip waits for a worker
    const first = (await (await api.zipStart(post({ shootId: shoot.shootId, selection: "all" }), shoot.userId)).json()) as ZipStatus;
    const second = (await (await api.zipStart(post({ shootId: shoot.shootId, selection: "all" }), shoot.userId)).json()) as ZipStatus;
    expect(second.id).toBe(first.id);
    expect((await status(first.id, shoot.userId)).body).toMatchObject({ state: "queued", total: 2 });
    const notYet = await api.zipFile(request(`/api/results/zips/${first.id}/file`), shoot.userId, first.id);
    expect(notYet.status).toBe(409);
    await startWorker();

    const { final } = await settle(first.id, shoot.userId);
    expect(final).toMatchObject({ state: "ready", total: 2, fileName: "lumen-headshots-all.zip" });
    const zip = await bodyOf(await api.zipFile(request(final.downloadUrl!), shoot.userId, first.id));
    expect(unzip(zip).map((e) => e.name)).toEqual(["lumen-headshot-1-original.png", "lumen-headshot-1-portrait1080x1350.jpg", "lumen-headshot-2-original.png", "lumen-headshot-2-portrait1080x1350.jpg"]);
    const rows = await db.prisma.download.findMany({ where: { shootId: shoot.shootId } });
    expect(rows.map((r) => [r.format, r.size])).toEqual([["zip", "all"], ["zip", "all"]]);

    // Its files go a day later: the expiry job was queued with the zip.
    const [expiry] = await boss.findJobs<{ zipId: string }>(QUEUES.resultsZipExpire, { data: { zipId: first.id } });
    expect(expiry!.startAfter.getTime() - Date.now()).toBeGreaterThan(24 * 3600_000);
    const later = await readZip({ db: db.prisma, storage, boss }, { userId: shoot.userId, zipId: first.id, now: new Date(Date.now() + 25 * 3600_000) });
    expect(later).toMatchObject({ state: "expired", code: "ZIP_EXPIRED" });
    await expireZip(storage, expiry!.data);
    expect(await storage.exists(`shoots/${shoot.shootId}/zips/${first.id}/status.json`)).toBe(false);
    expect((await status(first.id, shoot.userId)).body).toMatchObject({ state: "expired", error: { code: "ZIP_EXPIRED" } });
    const gone = await api.zipFile(request(final.downloadUrl!, { locale: "de" }), shoot.userId, first.id);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toMatch(/abgelaufen/);
  });

  it("says plainly when a stored photo is missing, without retrying", async () => {
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 2, size: 128 });
    await storage.delete(`shoots/${shoot.shootId}/results/${shoot.resultIds[1]}/main.jpg`);
    const started = (await (await api.zipStart(post({ shootId: shoot.shootId, selection: "all" }), shoot.userId)).json()) as ZipStatus;
    const { final } = await settle(started.id, shoot.userId);
    expect(final).toMatchObject({ state: "failed", error: { code: "FILE_MISSING", message: expect.stringMatching(/missing/) } });
    expect((await boss.getJobById(QUEUES.resultsZip, started.id))?.retryCount).toBe(0);
    expect(await storage.exists(`shoots/${shoot.shootId}/zips/${started.id}/parts/part-00000`)).toBe(false);
    expect(await db.prisma.download.count({ where: { shootId: shoot.shootId } })).toBe(0);
  });

  it("writes a zip larger than one part as several parts that read back as one valid zip", async () => {
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 3 });
    const zipId = randomUUID();
    await buildZip({ db: db.prisma, storage }, { id: zipId, data: { shootId: shoot.shootId, userId: shoot.userId, selection: "all", total: 3 } }, { partBytes: 64 * 1024 });
    const stored = JSON.parse((await storage.get(`shoots/${shoot.shootId}/zips/${zipId}/status.json`))!.toString("utf8")) as { state: string; parts: { key: string; size: number }[]; size: number };
    expect(stored.state).toBe("ready");
    expect(stored.parts.length).toBeGreaterThan(2);
    expect(stored.parts.slice(0, -1).every((p) => p.size === 64 * 1024)).toBe(true);
    const zip = Buffer.from(await new Response(readParts(storage, stored.parts)).arrayBuffer());
    expect(zip.length).toBe(stored.size);
    const entries = unzip(zip);
    expect(entries).toHaveLength(6);
    for (const e of entries) expect((await sharp(e.data).metadata()).width).toBeGreaterThan(0);
  });
});

describe("a zip asked for before zips were named for the filter", () => {
  it("reads its old selection, favorites, as the liked and loved photos it held", () => {
    expect(zipJobData.parse({ shootId: "s", userId: "u", selection: "favorites", total: 3 }).selection).toBe("liked");
    expect(zipJobData.safeParse({ shootId: "s", userId: "u", selection: "favourite", total: 3 }).success).toBe(false);
  });
});
