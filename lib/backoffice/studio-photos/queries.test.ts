import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { describeOptions, findStudioPhotoPage, studioPhotoBatches } from "./queries";
import { studioPhotoQuery } from "./schemas";

let db: TestDb;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestDb("pglite");
  const p = db.prisma;
  const [ada, bob] = await Promise.all([createUser(p, { email: "ada.studio@example.test" }), createUser(p, { email: "bob.studio@example.test" })]);
  const pkg = await createPackage(p);
  const shoot = await createShoot(p, { userId: ada.id, packageId: pkg.id, title: "Ada's shoot", state: "ACTIVE" });
  const source = await p.result.create({ data: { shootId: shoot.id, storageKey: "x/main.jpg", width: 1024, height: 1024 } });
  const output = await p.result.create({ data: { shootId: shoot.id, storageKey: "x/v2.jpg", width: 1024, height: 1024, version: 2, parentResultId: source.id, variant: { engine: "studio", files: { thumb: "x/v2.webp" } } } });
  const now = Date.now();
  const done = await p.editJob.create({
    data: { resultId: source.id, userId: ada.id, options: { emotion: "soft-smile", size: "2048" }, status: "DONE", creditsSpent: 1, outputResultId: output.id, createdAt: new Date(now - 60_000), updatedAt: new Date(now - 55_500) },
  });
  const failed = await p.editJob.create({ data: { resultId: source.id, userId: bob.id, options: { backdrop: "navy" }, status: "FAILED", error: "NO_FACE", createdAt: new Date(now - 10 * 86_400_000) } });
  const pending = await p.editJob.create({ data: { resultId: source.id, userId: ada.id, options: {}, status: "PENDING" } });
  Object.assign(ids, { done: done.id, failed: failed.id, pending: pending.id, shoot: shoot.id, output: output.id, bob: bob.id });
}, 60_000);
afterAll(async () => db?.cleanup());

describe("/admin/studio/photos", () => {
  it("lists edits newest first with who, shoot, options, engine and duration", async () => {
    const page = await findStudioPhotoPage(db.prisma, studioPhotoQuery.parse({}));
    expect(page.items.map((r) => r.id)).toEqual([ids.pending, ids.done, ids.failed]);
    expect(page.items[1]).toMatchObject({ email: "ada.studio@example.test", shootId: ids.shoot, shootTitle: "Ada's shoot", options: "size: 2048 · emotion: soft-smile", status: "DONE", engine: "studio", durationMs: 4_500, outputResultId: ids.output });
    expect(page.items[0]).toMatchObject({ status: "PENDING", engine: null, durationMs: null, outputResultId: null });
  });

  it("filters by status, by days and by the person's email or an id", async () => {
    const run = async (params: Record<string, string>) => (await findStudioPhotoPage(db.prisma, studioPhotoQuery.parse(params))).items.map((r) => r.id);
    expect(await run({ status: "FAILED" })).toEqual([ids.failed]);
    expect(await run({ days: "7" })).toEqual([ids.pending, ids.done]);
    expect(await run({ days: "5" })).toEqual([ids.pending, ids.done, ids.failed]); // not a choice: every day
    expect(await run({ q: "BOB.studio" })).toEqual([ids.failed]);
    expect(await run({ q: ids.done! })).toEqual([ids.done]);
    expect(await run({ q: ids.shoot! })).toHaveLength(3);
    expect(await run({ q: "nobody-at-all" })).toEqual([]);
  });

  it("exports the selection in batches", async () => {
    const rows = [];
    for await (const batch of await studioPhotoBatches(db.prisma, studioPhotoQuery.parse({ status: "DONE" }))) rows.push(...batch);
    expect(rows.map((r) => r.id)).toEqual([ids.done]);
  });

  it("describes only what an edit changed, and nothing for options that do not parse", () => {
    expect(describeOptions({ backdrop: "navy", quality: "lossless" })).toBe("backdrop: navy · quality: lossless");
    expect(describeOptions({ unknown: 1 })).toBe("");
  });
});
