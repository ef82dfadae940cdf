// The home page's before/after pairs: made by the real CPU studio engine from the public-domain
// portraits, stored and recorded once; skipped (never faked) when a portrait or the engine is missing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCpuStudioEngine } from "@/lib/engine/cpu-studio";
import type { HeadshotEngine } from "@/lib/engine/engine";
import { createLocalStorage, type FileStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "./index";
import { ensureShowcase, SHOWCASE_PAIRS, SHOWCASE_SIZE } from "./showcase";

let db: TestDb;
let storage: FileStorage;
const studio = createCpuStudioEngine();
const noEngine = () => Promise.reject(new Error("the engine must not be asked"));

beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma);
  storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lumen-showcase-")), { secret: "showcase-test-secret-showcase-test" });
});
afterAll(async () => {
  await db?.cleanup();
});

/** The mean colour of a square patch of an image, as 0..255 RGB. */
async function patch(bytes: Buffer, left: number, top: number, size = 24): Promise<number[]> {
  const { data } = await sharp(bytes).extract({ left, top, width: size, height: size }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  return sum.map((v) => v / (data.length / 3));
}

describe("the showcase seed step", () => {
  it("makes three pairs with the studio engine, each on its own backdrop, stored as WebP under stable keys", async () => {
    const out = await ensureShowcase({ db: db.prisma, storage, engine: async () => studio });
    expect(out.skipped).toEqual([]);
    expect(out.made).toEqual(SHOWCASE_PAIRS.map((p) => p.key));
    const rows = await db.prisma.showcasePair.findMany({ orderBy: { sortOrder: "asc" } });
    expect(rows.map((r) => [r.key, r.backdropSlug, r.engine])).toEqual(SHOWCASE_PAIRS.map((p) => [p.key, p.backdropSlug, "studio"]));
    expect(new Set(rows.map((r) => r.backdropSlug)).size).toBe(3);
    for (const r of rows) {
      expect(r.beforeKey).toMatch(new RegExp(`^showcase/${r.key}/before-[0-9a-f]{16}\\.webp$`));
      expect(r.afterKey).toMatch(new RegExp(`^showcase/${r.key}/after-[0-9a-f]{16}\\.webp$`));
      for (const key of [r.beforeKey, r.afterKey]) {
        const bytes = (await storage.get(key))!;
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", SHOWCASE_SIZE.width, SHOWCASE_SIZE.height]);
        expect((await storage.stat(key))?.contentType).toBe("image/webp");
      }
    }
    // The headshot really is on the navy backdrop (#1F2E4A): its top corner is dark blue; the original's is not.
    const navy = rows.find((r) => r.backdropSlug === "navy")!;
    const [r, g, b] = await patch((await storage.get(navy.afterKey))!, 8, 8);
    expect(b!).toBeGreaterThan(r! + 15);
    expect(Math.max(r!, g!, b!)).toBeLessThan(110);
    const before = await patch((await storage.get(navy.beforeKey))!, 8, 8);
    expect(before).not.toEqual([r, g, b]);
  }, 120_000);

  it("leaves made pairs alone on the next run: the engine is not asked, nothing changes", async () => {
    const rows = await db.prisma.showcasePair.findMany({ orderBy: { key: "asc" } });
    const out = await ensureShowcase({ db: db.prisma, storage, engine: noEngine });
    expect(out).toMatchObject({ made: [], found: SHOWCASE_PAIRS.map((p) => p.key), skipped: [] });
    expect(await db.prisma.showcasePair.findMany({ orderBy: { key: "asc" } })).toEqual(rows);
  });

  it("remakes a pair whose file went missing", async () => {
    const row = await db.prisma.showcasePair.findUniqueOrThrow({ where: { key: "collins-office" } });
    await storage.delete(row.afterKey);
    const out = await ensureShowcase({ db: db.prisma, storage, engine: async () => studio, pairs: SHOWCASE_PAIRS.filter((p) => p.key === "collins-office") });
    expect(out.made).toEqual(["collins-office"]);
    const again = await db.prisma.showcasePair.findUniqueOrThrow({ where: { key: "collins-office" } });
    expect(await storage.exists(again.afterKey)).toBe(true);
    expect(await storage.exists(again.beforeKey)).toBe(true);
  }, 60_000);

  it("skips a pair whose portrait is missing or that the engine cannot make, with the reason, and records nothing", async () => {
    const fresh = await openTestDb("pglite");
    try {
      await runSeed(fresh.prisma);
      const missing = { ...SHOWCASE_PAIRS[0]!, key: "nobody-navy", portrait: { file: "/nonexistent/portrait.jpg", debianPackage: "python-nothing" } };
      const broken: HeadshotEngine = { id: "studio", capabilities: new Set(), generate: () => Promise.reject(new Error("models not found")) };
      const out = await ensureShowcase({ db: fresh.prisma, storage, engine: async () => broken, pairs: [missing, SHOWCASE_PAIRS[1]!] });
      expect(out.made).toEqual([]);
      expect(out.skipped).toEqual([
        { key: "nobody-navy", reason: "the portrait /nonexistent/portrait.jpg was not found (Debian package python-nothing)" },
        { key: "collins-office", reason: "the engine could not make it: models not found" },
      ]);
      expect(await fresh.prisma.showcasePair.count()).toBe(0);
      // An engine that cannot even start: the same.
      const none = await ensureShowcase({ db: fresh.prisma, storage, engine: () => Promise.reject(new Error("no engine here")), pairs: [SHOWCASE_PAIRS[0]!] });
      expect(none.skipped).toEqual([{ key: "hopper-navy", reason: "the engine could not make it: no engine here" }]);
      expect(await fresh.prisma.showcasePair.count()).toBe(0);
    } finally {
      await fresh.cleanup();
    }
  });
});
