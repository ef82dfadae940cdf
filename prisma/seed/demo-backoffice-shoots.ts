// The back office's shoot screens on a fresh demo (/admin/model, /admin/model/[id], /admin/upload): a
// demo person, Dana Okoye, whose shoot FAILED, so that "retry a failed shoot and watch it finish" can be
// done in the browser, and a rejected upload for the uploads screen. Everything through the product's
// own code: a Starter package bought on the built-in test provider, consent and personal info, photos
// through the quality gate (five of the demo portrait, accepted; one picture with no face in it,
// rejected by the gate), submit (the generation job is queued), then the job's work run here with an
// engine that refuses (an EngineError, not retryable), so lib/shoots/generate.ts records the failure
// itself (FAILED, failure reason, the `shoot.failed` audit row) and the job is settled as the worker's
// handler settles it. A retry from the back office then generates with the real CPU studio engine.
//
// Idempotent: once Dana has a shoot, nothing is done again (whatever happened to it since).
import sharp from "sharp";
import { EngineError, type HeadshotEngine } from "@/lib/engine/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { runShootGeneration } from "@/lib/shoots/generate";
import { addPhoto } from "@/lib/shoots/photos";
import { submitShoot } from "@/lib/shoots/submit";
import type { BackofficeSeedDeps } from "./demo-backoffice";
import { buyShoot, DEMO_SHOOT, demoPhotos, missingPortrait, uploadPhotos } from "./demo-shoot";

/** The demo person of the back office's shoot screens (tests/e2e/backoffice-shoots.spec.ts looks her up by this address). */
export const DEMO_FAILED_SHOOT_PERSON = { email: "dana.okoye@demo.lumen.test", name: "Dana Okoye" } as const;

/** An engine that refuses every style, as a GPU server that rejects the job would. */
const refusingEngine: HeadshotEngine = {
  id: "studio",
  capabilities: new Set(),
  generate: () => Promise.reject(new EngineError("the engine refused the job (failure injected by the demo seed)", false, "ENGINE_FAILED")),
};

/** A picture with no face in it (a window on a grey wall): what the gate refuses. */
async function noFacePicture(): Promise<Buffer> {
  const wall = { create: { width: 1600, height: 1200, channels: 3 as const, background: "#8b9096" } };
  const frame = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#d9e4ec" } }).png().toBuffer();
  return sharp(wall).composite([{ input: frame, left: 450, top: 300 }]).jpeg({ quality: 88 }).toBuffer();
}

export async function seedDemoShoots(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db, storage, boss } = deps;
  const email = DEMO_FAILED_SHOOT_PERSON.email;
  let person = await db.user.findUnique({ where: { email }, select: { id: true, deletedAt: true } });
  if (person?.deletedAt) return log(`Back office shoots: ${email} was deleted; nothing made again.`);
  if (person && (await db.shoot.count({ where: { userId: person.id } })) > 0) return log("Back office shoots: the failed demo shoot is already there.");
  // A demo person is made like the seed's demo accounts (verified address); everything after goes through the product.
  person ??= await db.user.create({
    data: { email, name: DEMO_FAILED_SHOOT_PERSON.name, emailVerified: new Date("2026-01-01T00:00:00Z"), locale: "en", referralCode: "demo-dana-okoye", jobTitle: "Product Designer" },
    select: { id: true, deletedAt: true },
  });

  const shootId = await buyShoot(db, { userId: person.id, packageSlug: DEMO_SHOOT.packageSlug, styleSlugs: DEMO_SHOOT.styleSlugs, info: DEMO_SHOOT.info });
  const rejected = await addPhoto(db, storage, { userId: person.id, shootId, bytes: await noFacePicture(), fileName: "IMG_0007.jpg", locale: "en" });
  if (rejected.photo.accepted) throw new Error("the quality gate accepted the picture with no face in it");
  log(`Back office shoots: a rejected upload (${rejected.photo.reasons.join(", ")}).`);

  const missing = missingPortrait();
  if (missing) return log(`Back office shoots: no failed shoot (${missing}); the shoot stays at the photo step.`);
  await uploadPhotos(db, storage, { userId: person.id, shootId, photos: await demoPhotos() });
  const submitted = await submitShoot(db, { userId: person.id, shootId, bestPhotosConfirmed: true, termsAccepted: true }, { boss });
  if (!submitted.ok) throw new Error(`submitting the failed demo shoot: ${submitted.code}`);
  // The queued job's work, run here with the engine refusing: the last attempt (no automatic retry left).
  const outcome = await runShootGeneration({ db, storage, engine: async () => refusingEngine, appUrl: deps.appUrl }, { shootId, attempt: 0, retryLimit: 0 });
  if (outcome.status !== "failed") throw new Error(`the failed demo shoot did not fail: ${JSON.stringify(outcome)}`);
  // Settled as the worker's handler settles a job whose shoot failed for good: completed.
  await boss.complete(QUEUES.shootGenerate, submitted.jobId, { shootId, outcome: "failed", code: outcome.code }, { includeQueued: true });
  log(`Back office shoots: ${DEMO_FAILED_SHOOT_PERSON.name}'s shoot failed (${outcome.code}), ready to be retried at /admin/model/${shootId}.`);
}
