// /admin/avatar's demo preview faces: the showcase's public-domain portraits, registered once through
// createAvatar (a centred 1024 px square in storage, an avatar.create audit row); a re-run changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createLocalStorage } from "@/lib/storage/local";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { DEMO_PREVIEW_FACES, seedDemoStyles } from "./demo-backoffice-styles";
import { runSeed } from "./index";

let db: TestDb;
let p: PrismaClient;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-demo-faces-"));
beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await runSeed(p, { demo: true });
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("registers each portrait that is installed as a preview face, once", async () => {
  const storage = createLocalStorage(dir, { secret: "demo-faces-secret-demo-faces-secret" });
  const deps = { db: p, storage } as unknown as Parameters<typeof seedDemoStyles>[0];
  const lines: string[] = [];
  await seedDemoStyles(deps, (l) => lines.push(l));
  const installed = DEMO_PREVIEW_FACES.filter((f) => fs.existsSync(f.file));
  const faces = await p.previewAvatar.findMany({ orderBy: { name: "asc" } });
  expect(faces.map((f) => f.name).sort()).toEqual(installed.map((f) => f.name).sort());
  for (const face of faces) expect(await sharp((await storage.get(face.imageKey))!).metadata()).toMatchObject({ width: 1024, height: 1024 });
  expect(await p.auditLog.count({ where: { action: "avatar.create" } })).toBe(installed.length);

  await seedDemoStyles(deps, (l) => lines.push(l));
  expect(await p.previewAvatar.count()).toBe(installed.length);
  expect(await p.auditLog.count({ where: { action: "avatar.create" } })).toBe(installed.length);
});
