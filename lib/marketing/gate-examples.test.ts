// /ugly's examples on a real PGlite database and a local storage folder: the seed step runs the real
// quality gate on the gate's own test photos, and each stored verdict is what the gate says about
// that photo; thumbnails are small WebP files; a second run changes nothing; a changed photo gets a
// new verdict and a new address; the public route serves the thumbnail with cache headers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/gate-examples/[file]/route";
import type { PrismaClient } from "@/lib/db";
import { checkPhoto } from "@/lib/engine/quality";
import { faceRuntime } from "@/lib/engine/runtime";
import { createLocalStorage, setStorageForTests, type FileStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { request, routeCaller } from "@/lib/testing/http";
import { derive, read } from "@/lib/testing/photos";
import { ensureGateExamples, GATE_EXAMPLE_SOURCES } from "@/prisma/seed/gate-examples";
import { GATE_EXAMPLE_THUMB_SIDE, gateExampleImage, gateExampleKey, listGateExamples, recordGateExample } from "./gate-examples";

let db: TestDb;
let p: PrismaClient;
let storage: FileStorage;
let dir: string;

beforeAll(async () => {
  await faceRuntime();
  db = await openTestDb("pglite");
  p = db.prisma;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-gate-examples-"));
  storage = createLocalStorage(dir, { secret: "gate-examples-test-secret-gate-examples" });
  setStorageForTests(storage);
}, 60_000);
afterAll(async () => {
  setStorageForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the seed step", () => {
  it("stores every test photo with the verdict the real gate gives it", async () => {
    const out = await ensureGateExamples({ db: p, storage });
    expect(out).toEqual({ status: "done", outcomes: { created: GATE_EXAMPLE_SOURCES.length, updated: 0, unchanged: 0 } });
    for (const source of GATE_EXAMPLE_SOURCES) {
      const row = await p.gateExample.findUniqueOrThrow({ where: { slug: source.slug } });
      const verdict = await checkPhoto(await source.make());
      expect({ slug: row.slug, accepted: row.accepted, reasons: row.reasons, warnings: row.warnings, score: row.score, width: row.width, height: row.height })
        .toEqual({ slug: source.slug, accepted: verdict.accepted, reasons: verdict.reasons, warnings: verdict.warnings, score: verdict.score, width: verdict.width, height: verdict.height });
    }
    // The examples show what their names say (the gate's own tests assert the same of these copies).
    const codes = Object.fromEntries((await p.gateExample.findMany()).map((r) => [r.slug, [...r.reasons, ...r.warnings]]));
    expect(codes).toMatchObject({
      blurry: expect.arrayContaining(["TOO_BLURRY"]), dark: expect.arrayContaining(["TOO_DARK"]), overexposed: expect.arrayContaining(["TOO_BRIGHT"]),
      "no-face": ["NO_FACE"], "several-people": expect.arrayContaining(["MULTIPLE_FACES"]), "face-too-small": expect.arrayContaining(["FACE_TOO_SMALL"]),
      "face-cut-off": expect.arrayContaining(["FACE_CUT_OFF"]), "too-small": ["LOW_RESOLUTION"], "soft-focus": ["SOFT_FOCUS"], good: [],
    });
  }, 60_000);

  it("keeps small WebP thumbnails in storage, their size on the row", async () => {
    for (const row of await p.gateExample.findMany()) {
      expect(row.thumbKey).toBe(gateExampleKey(row.slug));
      const bytes = await storage.get(row.thumbKey);
      expect(bytes?.subarray(8, 12).toString("latin1")).toBe("WEBP");
      const meta = await sharp(bytes!).metadata();
      expect([meta.width, meta.height]).toEqual([row.thumbWidth, row.thumbHeight]);
      expect(Math.max(row.thumbWidth, row.thumbHeight)).toBeLessThanOrEqual(GATE_EXAMPLE_THUMB_SIDE);
      expect(bytes!.length).toBeLessThan(40_000);
    }
  });

  it("changes nothing on a second run, and makes a thumbnail again when its file is gone", async () => {
    const before = await p.gateExample.findMany({ orderBy: { slug: "asc" } });
    expect(await ensureGateExamples({ db: p, storage })).toEqual({ status: "done", outcomes: { created: 0, updated: 0, unchanged: GATE_EXAMPLE_SOURCES.length } });
    expect(await p.gateExample.findMany({ orderBy: { slug: "asc" } })).toEqual(before);
    await storage.delete(gateExampleKey("dark"));
    expect(await ensureGateExamples({ db: p, storage })).toMatchObject({ outcomes: { created: 0, updated: 1 } });
    expect(await storage.exists(gateExampleKey("dark"))).toBe(true);
  }, 60_000);
});

describe("the page's list and the image route", () => {
  it("lists refusals first with the gate's message keys, then the accepted photos", async () => {
    const list = await listGateExamples(p);
    const firstAccepted = list.findIndex((e) => e.accepted);
    expect(list.slice(0, firstAccepted).every((e) => !e.accepted)).toBe(true);
    expect(list.slice(firstAccepted).every((e) => e.accepted)).toBe(true);
    const blurry = list.find((e) => e.slug === "blurry")!;
    expect(blurry.messageKeys).toContain("reasons.TOO_BLURRY");
    expect(list.find((e) => e.slug === "soft-focus")!.messageKeys).toEqual(["warnings.SOFT_FOCUS"]);
    expect(blurry.src).toMatch(/^\/api\/gate-examples\/blurry-[0-9a-f]{12}\.webp$/);
  });

  it("gives a changed photo a new verdict and a new address; the old address still finds the current photo", async () => {
    const old = (await listGateExamples(p)).find((e) => e.slug === "good")!;
    expect(await recordGateExample(p, storage, { slug: "good", bytes: await derive.dark(read("graceHopper")), sortOrder: 99 })).toBe("updated");
    const now = (await listGateExamples(p)).find((e) => e.slug === "good")!;
    expect(now).toMatchObject({ accepted: false, reasons: expect.arrayContaining(["TOO_DARK"]) });
    expect(now.src).not.toBe(old.src);
    const file = (src: string) => src.split("/").pop()!;
    expect(await gateExampleImage(p, file(now.src))).toEqual({ key: gateExampleKey("good"), current: true });
    expect(await gateExampleImage(p, file(old.src))).toEqual({ key: gateExampleKey("good"), current: false });
    for (const bad of ["good.webp", "../good-0123456789ab.webp", "nope-0123456789ab.webp", "good-0123456789ab.png"]) expect(await gateExampleImage(p, bad)).toBeNull();
    await ensureGateExamples({ db: p, storage }); // back to the seeded photo
  }, 60_000);

  it("serves the thumbnail publicly: cached for good at its current address, briefly at an old one, 404 otherwise", async () => {
    const caller = routeCaller(db);
    const good = (await listGateExamples(p)).find((e) => e.slug === "good")!;
    const file = good.src.split("/").pop()!;
    const res = await caller.call(GET, request(good.src), null, { file });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await storage.get(gateExampleKey("good")));
    const stale = await caller.call(GET, request("/api/gate-examples/good-000000000000.webp"), null, { file: "good-000000000000.webp" });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
    const missing = await caller.call(GET, request("/api/gate-examples/nope-000000000000.webp"), null, { file: "nope-000000000000.webp" });
    expect(missing.status).toBe(404);
  });
});
