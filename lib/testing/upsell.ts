// What the upsell tests run against: the database, queue, storage and photos, opened for a test file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "./db";
import { read } from "./photos";

/** What the upsell tests run against: an unseeded PGlite, pg-boss on it, local storage, two source photos. */
export type UpsellTestBed = { db: TestDb; p: PrismaClient; boss: PgBoss; storage: FileStorage; photos: Buffer[] };

/** Opens the bed before the file's tests (handing it to `ready`) and takes it down after them. */
export function upsellTestBed(dirPrefix: string, ready: (bed: UpsellTestBed) => void): void {
  let bed: UpsellTestBed | undefined;
  let storageDir = "";
  beforeAll(async () => {
    const db = await openTestDb("pglite");
    const boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), dirPrefix));
    const storage = createLocalStorage(storageDir, { secret: "test-secret-test-secret-test-secret" });
    const hopper = read("graceHopper");
    const photos = [await sharp(hopper).jpeg().toBuffer(), await sharp(hopper).flop().jpeg().toBuffer()];
    bed = { db, p: db.prisma, boss, storage, photos };
    ready(bed);
  });
  afterAll(async () => {
    await bed?.boss.stop({ graceful: false });
    await bed?.db.cleanup();
    if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
  });
}
