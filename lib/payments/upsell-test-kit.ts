// For the upsell tests (only tests import this file): an engine that answers at once with plain images,
// and the database, queue, storage and photos they run against.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/db/testing";
import type { HeadshotEngine } from "@/lib/engine/engine";
import { read } from "@/lib/engine/test-photos";
import { createBoss } from "@/lib/jobs/boss";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";

/**
 * Answers at once with `count` plain images (one per asked size each), variant = its variation index;
 * `fail` may make a call throw, `drop` leaves that many of each call's images out (the likeness check),
 * `before` runs before a call answers (to interleave something with a job).
 */
export function instantEngine(fail?: (call: number) => Error | null, options: { drop?: number; before?: (call: number) => Promise<void> } = {}): HeadshotEngine {
  let calls = 0;
  return {
    id: "studio",
    capabilities: new Set(["backdrop"]),
    async generate(request) {
      const call = ++calls;
      const problem = fail?.(call);
      if (problem) throw problem;
      await options.before?.(call);
      const images = [];
      for (let n = 0; n < request.count - (options.drop ?? 0); n++) {
        for (const s of request.sizes) {
          images.push({
            bytes: await sharp({ create: { width: s.width, height: s.height, channels: 3, background: "#808890" } }).jpeg().toBuffer(),
            mime: "image/jpeg" as const, width: s.width, height: s.height, variant: { index: (request.variationOffset ?? 0) + n }, likeness: 1,
          });
        }
      }
      return { images, dropped: [] };
    },
  };
}

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
