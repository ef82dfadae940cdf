// Downloading one headshot: every size in both formats is a real image of the promised pixel size,
// named for its place in the gallery, recorded as a Download; only the owner gets it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createFinishedShoot, createUser } from "@/lib/testing/fixtures";
import { galleryRoutes } from "@/lib/testing/gallery";
import { request, routeCaller } from "@/lib/testing/http";
import { DOWNLOAD_FORMATS, DOWNLOAD_SIZE_NAMES, DOWNLOAD_SIZES, type DownloadSize } from "./options";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-download-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "download-test-secret-download-test" });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = (resultId: string, query: string, locale = "en", method = "GET") => request(`/api/results/${resultId}/download${query}`, { method, locale });

describe.each(["pglite", "postgres"] as const)("downloads on %s", (kind) => {
  let db: TestDb;
  let api: ReturnType<typeof galleryRoutes>;
  beforeAll(async () => {
    db = await openTestDb(kind);
    api = galleryRoutes(routeCaller(db), { storage });
  });
  afterAll(async () => {
    setDbForTests();
    await db?.cleanup();
  });

  const expected: Record<DownloadSize, (original: number) => [number, number]> = {
    original: (o) => [o, o],
    square1024: () => [1024, 1024],
    linkedin400: () => [400, 400],
    portrait1080x1350: () => [1080, 1350],
  };

  for (const setup of [{ name: "a 512 px JPEG package", size: 512, format: "jpg" as const }, { name: "a PNG package with a 1536 px print file", size: 512, print: 1536, format: "png" as const }]) {
    it(`gives every size in JPG and PNG at the promised pixels, each recorded (${setup.name})`, async () => {
      const shoot = await createFinishedShoot(db.prisma, { storage, count: 3, size: setup.size, print: setup.print, format: setup.format });
      // Gallery order is by style, then generation: results 0 and 2 share the first style.
      const third = shoot.resultIds[1]!;
      for (const size of DOWNLOAD_SIZE_NAMES) {
        for (const format of DOWNLOAD_FORMATS) {
          const res = await api.download(get(third, `?size=${size}&format=${format}`), shoot.userId, third);
          expect(res.status, `${size} ${format}`).toBe(200);
          expect(res.headers.get("content-type")).toBe(format === "png" ? "image/png" : "image/jpeg");
          expect(res.headers.get("content-disposition")).toBe(`attachment; filename="lumen-headshot-3-${size}.${format}"; filename*=UTF-8''lumen-headshot-3-${size}.${format}`);
          const bytes = Buffer.from(await res.arrayBuffer());
          expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
          const meta = await sharp(bytes).metadata();
          expect(meta.format).toBe(format === "png" ? "png" : "jpeg");
          expect([meta.width, meta.height], `${size} ${format}`).toEqual(expected[size](setup.print ?? setup.size));
        }
      }
      const rows = await db.prisma.download.findMany({ where: { shootId: shoot.shootId }, select: { resultId: true, userId: true, size: true, format: true } });
      expect(rows).toHaveLength(DOWNLOAD_SIZE_NAMES.length * DOWNLOAD_FORMATS.length);
      for (const row of rows) expect(row).toMatchObject({ resultId: third, userId: shoot.userId });
      expect(new Set(rows.map((r) => `${r.size}/${r.format}`))).toEqual(
        new Set(DOWNLOAD_SIZE_NAMES.flatMap((s) => DOWNLOAD_FORMATS.map((f) => `${DOWNLOAD_SIZES[s].record}/${f}`))),
      );
    });
  }

  it("hands over the stored original as it is when nothing needs changing, and defaults to the original in its stored format (JPG here)", async () => {
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 2, size: 512 });
    const [first] = shoot.resultIds;
    const res = await api.download(get(first!, ""), shoot.userId, first!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="lumen-headshot-1-original.jpg"');
    const stored = await storage.get(`shoots/${shoot.shootId}/results/${first}/main.jpg`);
    expect(Buffer.from(await res.arrayBuffer()).equals(stored!)).toBe(true);
    // The stored portrait is already 1080 × 1350 JPEG: also handed over unchanged.
    const portrait = await api.download(get(first!, "?size=portrait1080x1350&format=jpg"), shoot.userId, first!);
    expect(Buffer.from(await portrait.arrayBuffer()).equals((await storage.get(`shoots/${shoot.shootId}/results/${first}/portrait.jpg`))!)).toBe(true);
  });

  it("refuses strangers, unknown sizes and formats, in the person's language, and records nothing for them or for HEAD", async () => {
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 1, size: 256 });
    const [id] = shoot.resultIds as [string];
    const cases: [Request, string | null, number, string, RegExp][] = [
      [get(id, "?size=huge", "es"), shoot.userId, 400, "INVALID_SIZE", /Elige uno de los tamaños/],
      [get(id, "?size=original&format=gif", "de"), shoot.userId, 400, "INVALID_FORMAT", /JPG oder PNG/],
      [get(id, "?size=original", "de"), (await createUser(db.prisma)).id, 404, "RESULT_NOT_FOUND", /nicht finden/],
      [get(id, "?size=original"), null, 401, "UNAUTHENTICATED", /sign in/],
    ];
    for (const [req, userId, status, code, message] of cases) {
      const res = await api.download(req, userId, id);
      expect(res.status, code).toBe(status);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code });
      expect(body.error.message).toMatch(message);
    }
    const head = await api.download(get(id, "?size=linkedin400&format=png", "en", "HEAD"), shoot.userId, id);
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await db.prisma.download.count({ where: { shootId: shoot.shootId } })).toBe(0);

    // A lost file is said plainly, not a 500; a shoot being redone is not ready.
    await storage.delete(`shoots/${shoot.shootId}/results/${id}/main.jpg`);
    const missing = await api.download(get(id, "?size=square1024", "en"), shoot.userId, id);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("FILE_MISSING");
    await db.prisma.shoot.update({ where: { id: shoot.shootId }, data: { state: "GENERATING" } });
    const notReady = await api.download(get(id, "?size=original", "en"), shoot.userId, id);
    expect(notReady.status).toBe(409);
    expect(await db.prisma.download.count({ where: { shootId: shoot.shootId } })).toBe(0);
  });
});
