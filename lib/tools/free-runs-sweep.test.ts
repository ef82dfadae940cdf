// The free tools' runs forgotten after their 24 hours, on PGlite and a real storage folder: the files of
// both tools and the rows go, a run still in its day stays, and a run whose file storage refuses to
// delete stays for the next pass. Also through the hourly privacy sweep.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPrivacySweepPass } from "@/lib/privacy/sweep";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { deleteExpiredFreeRuns } from "./free-runs-sweep";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-free-sweep-"));
const storage = createLocalStorage(dir, { secret: "free-sweep-secret-free-sweep-secret-xx" });
const quiet = { error: () => undefined, info: () => undefined };

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
});
afterAll(async () => {
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3600_000;
async function run(tool: "PFP" | "HEADSHOT", expiresAt: Date, keys: { photoKey?: string; resultKey?: string }) {
  for (const key of [keys.photoKey, keys.resultKey]) if (key) await storage.put(key, Buffer.from("x"), { contentType: "image/png" });
  return db.prisma.freeToolRun.create({ data: { tool, status: "DONE", visitorHash: "v", ipHash: "i", countedAt: new Date(expiresAt.getTime() - 24 * HOUR), expiresAt, ...keys } });
}

describe("expired free tool runs", () => {
  it("go with their files; a run still in its day stays", async () => {
    const now = new Date();
    const pfp = await run("PFP", new Date(now.getTime() - 1000), { resultKey: "free-pfp/a/cutout.png" });
    const headshot = await run("HEADSHOT", new Date(now.getTime() - HOUR), { photoKey: "free-headshots/b/photo.jpg", resultKey: "free-headshots/b/result.jpg" });
    const current = await run("PFP", new Date(now.getTime() + HOUR), { resultKey: "free-pfp/c/cutout.png" });
    expect(await deleteExpiredFreeRuns(db.prisma, storage, { now, take: 100 })).toEqual({ runs: 2, files: 3, failures: 0, more: false });
    expect(await db.prisma.freeToolRun.findMany({ where: { id: { in: [pfp.id, headshot.id, current.id] } }, select: { id: true } })).toEqual([{ id: current.id }]);
    for (const key of ["free-pfp/a/cutout.png", "free-headshots/b/photo.jpg", "free-headshots/b/result.jpg"]) expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists("free-pfp/c/cutout.png")).toBe(true);
    // Nothing left to do: a second pass changes nothing.
    expect(await deleteExpiredFreeRuns(db.prisma, storage, { now, take: 100 })).toEqual({ runs: 0, files: 0, failures: 0, more: false });
    await db.prisma.freeToolRun.delete({ where: { id: current.id } });
  });

  it("a run whose file cannot be deleted stays for the next pass; a full batch says there is more", async () => {
    const now = new Date();
    const stuck = await run("PFP", new Date(now.getTime() - 2 * HOUR), { resultKey: "free-pfp/stuck/cutout.png" });
    const fine = await run("PFP", new Date(now.getTime() - HOUR), { resultKey: "free-pfp/fine/cutout.png" });
    const refusing: FileStorage = { ...storage, exists: (k) => storage.exists(k), delete: async (k) => { if (k.includes("stuck")) throw new Error("storage refused"); await storage.delete(k); } };
    expect(await deleteExpiredFreeRuns(db.prisma, refusing, { now, take: 1, log: quiet })).toEqual({ runs: 0, files: 0, failures: 1, more: true });
    expect(await db.prisma.freeToolRun.count({ where: { id: { in: [stuck.id, fine.id] } } })).toBe(2);
    expect(await deleteExpiredFreeRuns(db.prisma, storage, { now, take: 10 })).toEqual({ runs: 2, files: 2, failures: 0, more: false });
  });

  it("the hourly privacy sweep deletes them and counts them", async () => {
    const now = new Date();
    await run("PFP", new Date(now.getTime() - HOUR), { resultKey: "free-pfp/swept/cutout.png" });
    const pass = await runPrivacySweepPass(db.prisma, storage, { now, log: quiet });
    expect(pass).toMatchObject({ freeToolRuns: 1, more: false });
    expect(pass.files).toBeGreaterThanOrEqual(1);
    expect(await storage.exists("free-pfp/swept/cutout.png")).toBe(false);
    expect(await db.prisma.freeToolRun.count()).toBe(0);
  });
});
