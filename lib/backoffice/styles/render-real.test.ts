// The real CPU studio engine renders a style's preview from a public-domain portrait, in about a second.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resolveEngine } from "@/lib/shoots/engine";
import { createLocalStorage } from "@/lib/storage/local";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser, seedCatalogue } from "@/lib/testing/fixtures";
import { PHOTOS } from "@/lib/testing/photos";
import { createAvatar } from "./avatars";
import { renderStylePreview } from "./previews";

let db: TestDb;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-render-"));
beforeAll(async () => {
  db = await openTestDb("pglite");
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

it.skipIf(!fs.existsSync(PHOTOS.graceHopper))("renders a preview from a preview face with the studio engine", async () => {
  const p = db.prisma;
  const storage = createLocalStorage(dir, { secret: "render-secret-render-secret-render" });
  const admin = await createUser(p, { role: "ADMIN" });
  const catalogue = await seedCatalogue(p);
  const avatarId = await createAvatar({ db: p, storage }, { name: "Grace", photo: fs.readFileSync(PHOTOS.graceHopper), crop: {}, actorId: admin.id });
  await p.style.update({ where: { id: catalogue.styleIds[0] }, data: { avatarId } });
  const t0 = performance.now();
  const key = await renderStylePreview({ db: p, storage, engine: () => resolveEngine(p, { ENGINE: "studio" }) }, { styleId: catalogue.styleIds[0]!, actorId: admin.id });
  console.log(`render: ${Math.round(performance.now() - t0)} ms`);
  expect(await sharp((await storage.get(key))!).metadata()).toMatchObject({ width: 640, height: 800, format: "webp" });
}, 120_000);
