// The demo user's finished shoot (demo mode only), so a newcomer who signs in as user@demo.lumen.test
// sees a gallery, votes and the editor at once instead of "No shoots yet". Everything goes through the
// product's own code, as a person would: a Starter checkout paid on the built-in test provider, consent
// and personal info, photos through the quality gate, styles, submit (the generation job is queued),
// and the job's work done here by the CPU studio engine: the headshots are really made, from Grace
// Hopper's public-domain portrait. Then a favourite, a few likes, and a voting link with some friends' votes.
// Made once: a re-run finds the demo user's shoot and leaves it (and whatever was done with it) alone.
//
// The browser tests' people (tests/e2e/support/seed-after-shoot.ts) use the same steps.
import fs from "node:fs";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import { PHOTOS } from "@/lib/testing/photos";
import { QUEUES } from "@/lib/jobs/queues";
import { createCheckout } from "@/lib/payments/checkout";
import { testProvider } from "@/lib/payments/providers/test";
import { confirmTestPayment } from "@/lib/payments/test-mode";
import { setResultMarks } from "@/lib/results/marks";
import { getOrCreateLink } from "@/lib/sharing/share-links";
import { castVote } from "@/lib/sharing/votes";
import { resolveEngine } from "@/lib/shoots/engine";
import { runShootGeneration } from "@/lib/shoots/generate";
import { saveConsent, savePersonalInfo } from "@/lib/shoots/onboarding";
import type { PersonalInfoInput } from "@/lib/shoots/personal-info";
import { addPhoto } from "@/lib/shoots/photos";
import { submitShoot } from "@/lib/shoots/submit";
import type { FileStorage } from "@/lib/storage/types";
import { demoAccount } from "./demo-accounts";

/** What the demo user bought and chose: the smallest package, four styles on different backdrops. */
export const DEMO_SHOOT = {
  packageSlug: "starter",
  styleSlugs: ["classic-corporate-female", "modern-office-female", "warm-approachable-female", "executive-navy-female"],
  info: { gender: "female", ageRange: "65+", glasses: "keep", headshotFormat: "square" } satisfies PersonalInfoInput,
  /** Friends' votes behind the voting link: per friend, thumbs on the gallery's photos by position. */
  votes: [
    { up: [0, 1, 4], down: [7] },
    { up: [0, 4], down: [] },
    { up: [0, 2], down: [1] },
  ],
} as const;

/**
 * The public-domain portrait the photos come from: Grace Hopper, US Navy (lib/testing/photos.ts),
 * from a small data-only Debian package that scripts/start.sh installs when it is missing.
 */
export const DEMO_PORTRAIT = { file: PHOTOS.graceHopper, debianPackage: "python-matplotlib-data" } as const;

/** Why the demo photos cannot be made here (the portrait is missing), or null when they can. */
export function missingPortrait(file: string = DEMO_PORTRAIT.file): string | null {
  return fs.existsSync(file) ? null : `the portrait ${file} was not found (Debian package ${DEMO_PORTRAIT.debianPackage})`;
}

/** Five photos of one person as a phone would take them: the portrait enlarged, each cropped and lit a little differently. */
export async function demoPhotos(file: string = DEMO_PORTRAIT.file): Promise<{ name: string; bytes: Buffer }[]> {
  const base = await sharp(fs.readFileSync(file)).resize(1400).jpeg({ quality: 92 }).toBuffer();
  const { width = 1400, height = 1640 } = await sharp(base).metadata();
  const out: { name: string; bytes: Buffer }[] = [];
  for (let i = 0; i < 5; i++) {
    const cut = Math.round(width * 0.025 * i);
    const bytes = await sharp(base)
      .extract({ left: i % 2 ? cut : 0, top: Math.round(cut / 2), width: width - cut, height: height - cut })
      .modulate({ brightness: 0.94 + 0.03 * i })
      .jpeg({ quality: 90 })
      .toBuffer();
    out.push({ name: `IMG_${2041 + i}.jpg`, bytes });
  }
  return out;
}

/**
 * A package bought by `userId` through the checkout and paid on the built-in test provider (order,
 * transaction, invoice, shoot), then the upload flow's first steps: consent and personal info.
 */
export async function buyShoot(
  db: PrismaClient,
  input: { userId: string; packageSlug: string; styleSlugs: readonly string[]; info: PersonalInfoInput; locale?: "en" | "de" | "es" },
): Promise<string> {
  const who = `user ${input.userId}`;
  const checkout = await createCheckout(db, { userId: input.userId, locale: input.locale ?? "en", currency: "USD", packageSlug: input.packageSlug, styleSlugs: [...input.styleSlugs] }, { provider: testProvider });
  if (!checkout.ok) throw new Error(`checkout for ${who}: ${checkout.error}`);
  const paid = await confirmTestPayment(db, { orderId: checkout.orderId, userId: input.userId }, testProvider);
  if (paid.status !== "PAID" || !paid.shootId) throw new Error(`test payment for ${who}: ${paid.status}`);
  const consent = await saveConsent(db, { userId: input.userId, shootId: paid.shootId });
  if (!consent.ok) throw new Error(`consent for ${who}: ${consent.code}`);
  const info = await savePersonalInfo(db, { userId: input.userId, shootId: paid.shootId, info: input.info });
  if (!info.ok) throw new Error(`personal info for ${who}: ${info.code}`);
  return paid.shootId;
}

/** Uploads through the photos step's code (quality gate, sanitising, thumbnails, storage). Every photo must pass. */
export async function uploadPhotos(db: PrismaClient, storage: FileStorage, input: { userId: string; shootId: string; photos: { name: string; bytes: Buffer }[] }): Promise<void> {
  for (const { name, bytes } of input.photos) {
    const { photo } = await addPhoto(db, storage, { userId: input.userId, shootId: input.shootId, bytes, fileName: name, locale: "en" });
    if (!photo.accepted) throw new Error(`the quality gate refused ${name}: ${photo.reasons.join(", ")}`);
  }
}

export type DemoShootDeps = {
  db: PrismaClient;
  storage: FileStorage;
  /** pg-boss on the same database: submitting queues the generation job like the app does. */
  boss: PgBoss;
  /** The app's AUTH_SECRET and APP_URL: the voting link is signed and addressed like the app's own. */
  secret: string;
  appUrl: string;
  /** The portrait file (Debian's path by default). */
  portrait?: string;
};

export type DemoShootOutcome =
  | { status: "made"; shootId: string; results: number; votes: number; seconds: number }
  | { status: "found"; shootId: string; state: string }
  | { status: "skipped"; reason: string };

/** Makes the demo user's finished shoot unless they already have a shoot. */
export async function ensureDemoShoot(deps: DemoShootDeps): Promise<DemoShootOutcome> {
  const { db, storage, boss } = deps;
  const t0 = performance.now();
  const email = demoAccount("user").email;
  const user = await db.user.findUnique({ where: { email }, select: { id: true, deletedAt: true } });
  if (!user || user.deletedAt) return { status: "skipped", reason: `the demo user ${email} does not exist` };
  const existing = await db.shoot.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "asc" }, select: { id: true, state: true } });
  if (existing) return { status: "found", shootId: existing.id, state: existing.state };
  const missing = missingPortrait(deps.portrait);
  if (missing) return { status: "skipped", reason: missing };

  const shootId = await buyShoot(db, { userId: user.id, packageSlug: DEMO_SHOOT.packageSlug, styleSlugs: DEMO_SHOOT.styleSlugs, info: DEMO_SHOOT.info });
  await uploadPhotos(db, storage, { userId: user.id, shootId, photos: await demoPhotos(deps.portrait) });
  const submitted = await submitShoot(db, { userId: user.id, shootId, bestPhotosConfirmed: true, termsAccepted: true }, { boss });
  if (!submitted.ok) throw new Error(`submitting the demo shoot: ${submitted.code}`);

  // The queued job's work, done here so the shoot is ready when the app starts. Were this process
  // stopped half-way, the job is still queued and the app's worker finishes the shoot.
  const outcome = await runShootGeneration(
    { db, storage, engine: () => resolveEngine(db, { ENGINE: "studio" }), appUrl: deps.appUrl },
    { shootId, attempt: 0, retryLimit: 0 },
  );
  if (outcome.status !== "active") throw new Error(`generating the demo shoot: ${JSON.stringify(outcome)}`);
  await boss.complete(QUEUES.shootGenerate, submitted.jobId, { by: "seed" }, { includeQueued: true });

  const votes = await markAndShare(deps, user.id, shootId);
  return { status: "made", shootId, results: outcome.results, votes, seconds: (performance.now() - t0) / 1000 };
}

/** A favourite and a few likes by the owner, and friends' votes behind a voting link. Returns the votes cast. */
async function markAndShare(deps: DemoShootDeps, userId: string, shootId: string): Promise<number> {
  const { db } = deps;
  const results = await db.result.findMany({ where: { shootId, version: 1, parentResultId: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, styleId: true } });
  // One photo of each style in turn, so the marks spread over the gallery.
  const styleOrder = [...new Set(results.map((r) => r.styleId))];
  const byStyle = styleOrder.map((s) => results.filter((r) => r.styleId === s));
  const spread = Array.from({ length: Math.max(...byStyle.map((b) => b.length)) }, (_, i) => byStyle.map((b) => b[i]).filter((r) => r !== undefined)).flat();
  const pick = (i: number) => spread[i % spread.length]!.id;

  await setResultMarks(db, { userId, resultId: pick(0), isFavorite: true, likedStatus: "LOVED" });
  for (const i of [1, 2, 5]) await setResultMarks(db, { userId, resultId: pick(i), likedStatus: "LIKED" });

  const link = await getOrCreateLink(db, { secret: deps.secret, appUrl: deps.appUrl, locale: "en" }, { userId, shootId, kind: "vote" });
  if (!link.ok || !link.link.url) throw new Error(`the demo shoot's voting link: ${link.ok ? "no URL" : link.error}`);
  const token = decodeURIComponent(new URL(link.link.url).pathname.split("/").pop()!);
  let cast = 0;
  for (const friend of DEMO_SHOOT.votes) {
    let voterCookie: string | undefined;
    const ballot = [...friend.up.map((i) => ({ i, value: 1 as const })), ...friend.down.map((i) => ({ i, value: -1 as const }))];
    for (const { i, value } of ballot) {
      // The friend's first vote gets a signed voter cookie, as a browser would; the others carry it.
      const vote = await castVote(db, { vote: { token, resultId: pick(i), value }, voterCookie, ip: "demo-seed", secret: deps.secret });
      if (!vote.ok) throw new Error(`a demo vote: ${vote.error}`);
      voterCookie ??= vote.issuedCookie;
      cast++;
    }
  }
  return cast;
}
