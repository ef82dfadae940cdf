// Benchmark of a whole Starter shoot on this machine, the way the app runs it (embedded defaults):
// a fresh PGlite with the real seed, photos through the photo API's code (quality gate in the engine
// workers, sanitise, store), submit, and the in-process queue worker generating with the studio
// engine. Prints the upload-to-verdict time per photo and the time from submit to ACTIVE.
//   npm run bench:shoot
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { runSeed } from "../prisma/seed/index";
import { openTestDb } from "../lib/testing/db";
import { closePool } from "../lib/engine/pool";
import { createBoss } from "../lib/jobs/boss";
import { runWorker } from "../lib/jobs/worker";
import { createEngine } from "../lib/engine/registry";
import { appBaseUrl } from "../lib/env-schema";
import { addPhoto } from "../lib/shoots/photos";
import { saveConsent, savePersonalInfo, saveStyles } from "../lib/shoots/onboarding";
import { submitShoot } from "../lib/shoots/submit";
import { createLocalStorage } from "../lib/storage";
import { phoneSized, read } from "../lib/testing/photos";

const ms = (v: number) => `${Math.round(v)} ms`;
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1] ?? NaN; };

const db = await openTestDb("pglite");
await runSeed(db.prisma);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-bench-shoot-"));
const storage = createLocalStorage(dir, { secret: "bench-secret-bench-secret-bench-secret" });
const boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });

const starter = await db.prisma.package.findUniqueOrThrow({ where: { slug: "starter" } });
const user = await db.prisma.user.create({ data: { email: `bench-${Date.now()}@example.test`, name: "Bench", referralCode: `bench${Date.now()}` } });
const shoot = await db.prisma.shoot.create({ data: { userId: user.id, packageId: starter.id, title: "Starter headshots" } });
const styles = (await db.prisma.style.findMany({ where: { active: true, gender: { in: ["FEMALE", "UNISEX"] } }, orderBy: { sortOrder: "asc" }, take: starter.styles })).map((s) => s.slug);
await saveConsent(db.prisma, { userId: user.id, shootId: shoot.id });
await savePersonalInfo(db.prisma, { userId: user.id, shootId: shoot.id, info: { gender: "female", ageRange: "65+", headshotFormat: "square" } });
await saveStyles(db.prisma, { userId: user.id, shootId: shoot.id, styleSlugs: styles });

// Six phone-sized photos of one person (12 MP JPEGs, each a different crop and exposure) and one without a face.
const base = await phoneSized("graceHopper", 12);
const photos: [string, Buffer][] = [];
for (let i = 0; i < 6; i++) {
  const m = await sharp(base).metadata();
  const cut = Math.round(m.width! * 0.02 * i);
  photos.push([`hopper-${i}.jpg`, await sharp(base).extract({ left: cut, top: 0, width: m.width! - cut, height: m.height! }).modulate({ brightness: 1 + 0.03 * i }).jpeg({ quality: 90 }).toBuffer()]);
}
photos.push(["coffee.jpg", await sharp(read("coffee")).resize(3000).jpeg().toBuffer()]);

console.log(`## Upload to verdict (photo API code: gate in the engine workers, sanitise, thumbnail, store)`);
const perPhoto: number[] = [];
const t0 = performance.now();
for (const [name, bytes] of photos) {
  const t = performance.now();
  const { photo } = await addPhoto(db.prisma, storage, { userId: user.id, shootId: shoot.id, bytes, fileName: name, locale: "en" });
  const took = performance.now() - t;
  perPhoto.push(took);
  console.log(`${name.padEnd(14)} ${(bytes.length / 1e6).toFixed(1)} MB  ${photo.accepted ? "accepted" : `refused ${photo.reasons.join(",")}`}  ${ms(took)}`);
}
console.log(`one at a time: median ${ms(median(perPhoto.slice(1)))} a photo (the first ${ms(perPhoto[0]!)} includes starting a worker and its models)`);

// The photos step uploads three at once: the same photos again, into a second shoot.
const second = await db.prisma.shoot.create({ data: { userId: user.id, packageId: starter.id, title: "Parallel", consentAt: new Date() } });
const tp = performance.now();
await Promise.all(photos.map(([name, bytes]) => addPhoto(db.prisma, storage, { userId: user.id, shootId: second.id, bytes, fileName: name, locale: "en" })));
console.log(`all ${photos.length} at once: ${ms(performance.now() - tp)} (${ms((performance.now() - tp) / photos.length)} a photo)`);

console.log(`\n## Starter shoot: ${starter.headshots} headshots in ${styles.length} styles, ${starter.outputSize} px square + 1080 x 1350 portrait each`);
const submitted = performance.now();
const result = await submitShoot(db.prisma, { userId: user.id, shootId: shoot.id, bestPhotosConfirmed: true, termsAccepted: true }, { boss });
if (!result.ok) throw new Error(`submit refused: ${result.code}`);
const engine = await createEngine({ id: "studio" });
const worker = await runWorker({ db, boss, context: { db: db.prisma, storage, engine: async () => engine, appUrl: appBaseUrl(process.env) } });
const seen = new Set<string>();
for (;;) {
  const s = await db.prisma.shoot.findUniqueOrThrow({ where: { id: shoot.id }, select: { state: true, progress: true } });
  const key = `${s.state} ${s.progress}%`;
  if (!seen.has(key)) {
    seen.add(key);
    console.log(`${((performance.now() - submitted) / 1000).toFixed(1).padStart(6)} s  ${key}`);
  }
  if (s.state === "ACTIVE" || s.state === "FAILED") break;
  await new Promise((r) => setTimeout(r, 250));
}
const total = (performance.now() - submitted) / 1000;
const made = await db.prisma.result.count({ where: { shootId: shoot.id } });
console.log(`submit to ACTIVE: ${total.toFixed(1)} s for ${made} headshots (${(total / Math.max(1, made)).toFixed(2)} s each; target < 180 s)`);
console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB; uploads and shoot took ${((performance.now() - t0) / 1000).toFixed(1)} s in all`);

await worker.stop();
await boss.stop({ graceful: false }).catch(() => {});
await closePool();
await db.cleanup();
fs.rmSync(dir, { recursive: true, force: true });
