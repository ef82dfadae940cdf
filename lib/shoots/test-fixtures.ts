// Rows the shoot tests build on (only tests import this file): a small catalogue, a person and a shoot
// filled in up to a given upload step. Every call uses fresh slugs/emails so tests share one database.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/db";

const uid = () => randomBytes(5).toString("hex");

export type TestCatalogue = { packageId: string; styleIds: string[]; styleSlugs: string[]; inactiveStyleSlug: string };

/** A package (tiny by default: 2 headshots, 2 styles, 512 px, no print) and three styles, the last one inactive. */
export async function seedCatalogue(
  db: PrismaClient,
  pkg: { headshots?: number; styles?: number; outputSize?: number; printSize?: number | null } = {},
): Promise<TestCatalogue> {
  const s = uid();
  const p = await db.package.create({
    data: { slug: `test-${s}`, name: `Test ${s}`, headshots: pkg.headshots ?? 2, styles: pkg.styles ?? 2, outputSize: pkg.outputSize ?? 512, printSize: pkg.printSize ?? null },
  });
  const grey = await db.backdrop.create({ data: { slug: `grey-${s}`, name: "Grey", kind: "SOLID", colors: ["#9A9EA4"] } });
  const navy = await db.backdrop.create({ data: { slug: `navy-${s}`, name: "Navy", kind: "GRADIENT", colors: ["#1F2E4A", "#3A5A8A"] } });
  const outfit = await db.outfit.create({ data: { slug: `suit-${s}`, name: "Navy suit", gender: "FEMALE", colors: ["#1F2A44"] } });
  const styles = [];
  for (const [i, backdrop] of [grey, navy, grey].entries()) {
    styles.push(
      await db.style.create({
        data: { slug: `style-${i}-${s}`, name: `Style ${i}`, backdropId: backdrop.id, outfitId: outfit.id, gender: "FEMALE", active: i < 2, sortOrder: i },
      }),
    );
  }
  return { packageId: p.id, styleIds: styles.slice(0, 2).map((x) => x.id), styleSlugs: styles.slice(0, 2).map((x) => x.slug), inactiveStyleSlug: styles[2]!.slug };
}

export async function createUser(db: PrismaClient, locale = "en"): Promise<{ id: string; email: string }> {
  const s = uid();
  return db.user.create({ data: { email: `person-${s}@example.test`, name: `Person ${s}`, referralCode: `REF${s}`.toUpperCase(), locale, emailVerified: new Date() }, select: { id: true, email: true } });
}

export async function createShoot(db: PrismaClient, userId: string, packageId: string): Promise<string> {
  const shoot = await db.shoot.create({ data: { userId, packageId, title: "My headshots" } });
  await db.shootStateChange.create({ data: { shootId: shoot.id, from: null, to: "ONBOARDING", reason: "created" } });
  return shoot.id;
}

/** `n` photo rows (files are not needed for submit; generation tests store real files and rows themselves). */
export async function addPhotoRows(db: PrismaClient, shootId: string, n: number, accepted = true): Promise<void> {
  for (let i = 0; i < n; i++) {
    await db.uploadedPhoto.create({
      data: { shootId, storageKey: `shoots/${shootId}/photos/${uid()}.jpg`, width: 1024, height: 1024, bytes: 1000, mime: "image/jpeg", accepted, score: accepted ? 90 : 20, reasons: accepted ? [] : ["TOO_BLURRY"] },
    });
  }
}

/** Consent, personal info, 4 accepted photos and the catalogue's two active styles: ready to submit. */
export async function fillShoot(db: PrismaClient, shootId: string, catalogue: TestCatalogue, photos = 4): Promise<void> {
  await db.shoot.update({
    where: { id: shootId },
    data: { consentAt: new Date(), gender: "FEMALE", ageRange: "35-44", headshotFormat: "square", glasses: "none", styleIds: catalogue.styleIds },
  });
  await addPhotoRows(db, shootId, photos);
}
