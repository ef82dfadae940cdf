// A submitted shoot for the queue's tests: consent and details given, four accepted photos of Grace
// Hopper (the portrait and its mirror image, twice) stored as real files, then submitted through the
// product's own submitShoot, which queues the generation job in its transaction.
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/db";
import { submitShoot } from "@/lib/shoots/submit";
import type { FileStorage } from "@/lib/storage/types";
import { createShoot, createUser } from "./fixtures";
import { read } from "./photos";

export async function submitHopperShoot(db: PrismaClient, storage: FileStorage, boss: PgBoss, input: { packageId: string; styleIds: string[] }): Promise<string> {
  const user = await createUser(db);
  const shootId = (await createShoot(db, { userId: user.id, packageId: input.packageId })).id;
  await db.shoot.update({ where: { id: shootId }, data: { consentAt: new Date(), gender: "FEMALE", ageRange: "55-64", headshotFormat: "square", styleIds: input.styleIds } });
  const hopper = read("graceHopper");
  const photos = [await sharp(hopper).jpeg().toBuffer(), await sharp(hopper).flop().jpeg().toBuffer()];
  for (let i = 0; i < 4; i++) {
    const storageKey = `shoots/${shootId}/photos/p${i}.jpg`;
    await storage.put(storageKey, photos[i % 2]!, { contentType: "image/jpeg" });
    await db.uploadedPhoto.create({ data: { shootId, storageKey, width: 512, height: 600, bytes: 1, mime: "image/jpeg", accepted: true, score: 90 } });
  }
  const submitted = await submitShoot(db, { userId: user.id, shootId, bestPhotosConfirmed: true, termsAccepted: true }, { boss });
  if (!submitted.ok) throw new Error(`submitHopperShoot: the shoot was not submitted (${JSON.stringify(submitted)})`);
  return shootId;
}
