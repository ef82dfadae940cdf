// One zip of a bulk upload, start to end: checked (./inspect.ts) and every photo through the quality
// gate BEFORE anything is written; then, in one flow, a managed member named after the zip (which holds
// one credit, lib/teams/managed.ts), consent, their details, the photos stored exactly as the upload
// flow stores them (lib/shoots/photos.ts preparePhoto + savePhoto), the batch's looks and the
// submission, which takes the held credit (lib/shoots/submit.ts). When any step after the member fails,
// the member, their account, shoot and stored photos are removed and the held credit released, so a
// zip that made no shoot costs nothing and leaves no one behind.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "@/lib/db";
import type { RelayOptions } from "@/lib/email/queued";
import type { Locale } from "@/lib/i18n/config";
import { photoKey, PhotoError, preparePhoto, savePhoto, thumbnailKey, type PreparedPhoto } from "@/lib/shoots/photos";
import type { AGE_RANGES, EYE_COLORS } from "@/lib/shoots/personal-info";
import { saveConsent, savePersonalInfo, saveStyles } from "@/lib/shoots/onboarding";
import { submitShoot } from "@/lib/shoots/submit";
import type { FileStorage } from "@/lib/storage/types";
import { creditBalance, releaseCredit } from "../credits";
import { TeamError } from "../errors";
import { addManagedMember } from "../managed";
import { batchStyleSlugs, type Batch, type PersonGender } from "./batches";
import { BulkUploadError, type BulkErrorCode } from "./errors";
import { inspectZip } from "./inspect";
import { ZIP_LIMITS, type ZipLimits } from "./limits";

/** What the lead tells about the person of one zip (the zip cannot): gender (which outfit) and age range; eye colour when the engine draws people. */
export type ZipDetails = { gender: PersonGender; ageRange: (typeof AGE_RANGES)[number]; eyeColor?: (typeof EYE_COLORS)[number] | null };

export type ProcessDeps = { storage: FileStorage; boss?: PgBoss; appUrl?: string; relay?: RelayOptions; limits?: ZipLimits };

export type ZipCreated = { name: string; membershipId: string; shootId: string };

/** The person's name from the zip's: no folder, no ".zip", underscores as spaces, no control characters, at most 100 characters. */
export function personName(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const name = base
    .replace(/\.zip$/i, "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100)
    .trim();
  return /[\p{L}\p{N}]/u.test(name) ? name : null;
}

/** The zip as the lead named it, for messages (short, no folder). */
export const zipLabel = (fileName: string) => (fileName.split(/[\\/]/).pop() ?? fileName).replace(/\p{Cc}/gu, "").slice(0, 120) || "zip";

/** Every photo through the gate (the upload flow's, lib/shoots/photos.ts); the first refused one refuses the zip. */
async function gatePhotos(zip: string, photos: { name: string; bytes: Buffer }[]): Promise<PreparedPhoto[]> {
  const prepared: PreparedPhoto[] = [];
  const hashes = new Set<string>();
  for (const photo of photos) {
    let p: PreparedPhoto;
    try {
      p = await preparePhoto(photo.bytes, photo.name);
    } catch (error) {
      if (error instanceof PhotoError && error.code === "FILE_TOO_LARGE") throw new BulkUploadError("PHOTO_TOO_LARGE", { zip, file: photo.name, maxMb: 20 });
      if (error instanceof PhotoError) throw new BulkUploadError("ANALYSIS_FAILED", { zip });
      throw error;
    }
    if (!p.stored) throw new BulkUploadError("PHOTO_REJECTED", { zip, file: photo.name, reasonCodes: (p.verdict.reasons.length ? p.verdict.reasons : ["CORRUPT_FILE"]).join(" ") });
    if (hashes.has(p.stored.sha256)) throw new BulkUploadError("DUPLICATE_PHOTO", { zip, file: photo.name });
    hashes.add(p.stored.sha256);
    prepared.push(p);
  }
  return prepared;
}

/**
 * Removes a member this flow added whose shoot was not submitted: the held credit released (RELEASE in
 * the ledger), then the account (its membership and shoot go with it), then the stored photos. A shoot
 * that was submitted after all is left alone (returns false).
 */
export async function discardBulkMember(db: PrismaClient, storage: FileStorage, made: { organizationId: string; userId: string; membershipId: string; shootId: string; leadId: string }): Promise<boolean> {
  const photos = await db.uploadedPhoto.findMany({ where: { shootId: made.shootId }, select: { id: true, storageKey: true } });
  const discarded = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${made.shootId} FOR UPDATE`;
    const shoot = await tx.shoot.findUnique({ where: { id: made.shootId }, select: { state: true } });
    if (shoot && shoot.state !== "ONBOARDING") return false;
    const held = await tx.membership.updateMany({ where: { id: made.membershipId, reservedCredit: true }, data: { reservedCredit: false } });
    if (held.count === 1) {
      await releaseCredit(tx, { organizationId: made.organizationId, refType: "membership", refId: made.membershipId, reason: "bulk upload: the zip made no shoot", createdById: made.leadId });
    }
    await tx.user.delete({ where: { id: made.userId } });
    return true;
  }, { maxWait: 30_000, timeout: 30_000 });
  if (discarded) {
    const keys = photos.filter((p) => p.storageKey).flatMap((p) => [photoKey(made.shootId, p.id), thumbnailKey(made.shootId, p.id)]);
    const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
    for (const r of results) if (r.status === "rejected") console.error("[bulk-upload] photo removal failed", r.reason);
  }
  return discarded;
}

const STYLE_CODES = new Set(["NO_STYLES", "TOO_MANY_STYLES", "STYLE_UNAVAILABLE"]);

/**
 * Processes one zip already written to `tempFile` (the caller removes it) for `batch`, as `leadId`.
 * Returns the member made, or throws a BulkUploadError (the zip's reason).
 */
export async function processZip(
  db: PrismaClient,
  deps: ProcessDeps,
  input: { batch: Batch; leadId: string; fileName: string; tempFile: string; details: ZipDetails; locale: Locale },
): Promise<ZipCreated> {
  const { batch, leadId, details } = input;
  const zip = zipLabel(input.fileName);
  const name = personName(input.fileName);
  if (!name) throw new BulkUploadError("BAD_NAME", { zip });
  // Cheap refusal before any pixel is decoded (the member's reservation below is the real check).
  if ((await creditBalance(db, batch.organizationId)).free < 1) throw new BulkUploadError("NO_CREDITS", { zip });

  const { photos } = await inspectZip(input.tempFile, zip, deps.limits ?? ZIP_LIMITS);
  const prepared = await gatePhotos(zip, photos);
  const slugs = await batchStyleSlugs(db, batch.organizationId, batch, details.gender);
  if (!slugs) throw new BulkUploadError("LOOKS_UNAVAILABLE", { zip });

  let made: { userId: string; membershipId: string; shootId: string };
  try {
    made = await addManagedMember(db, { organizationId: batch.organizationId, createdById: leadId, name, locale: input.locale });
  } catch (error) {
    if (error instanceof TeamError && error.code === "NO_CREDITS") throw new BulkUploadError("NO_CREDITS", { zip });
    throw error;
  }

  const refuse = (code: BulkErrorCode): never => {
    throw new BulkUploadError(code, { zip });
  };
  try {
    const asLead = { userId: leadId, shootId: made.shootId };
    if (!(await saveConsent(db, asLead)).ok) refuse("NOT_SUBMITTED");
    const info = { gender: details.gender === "FEMALE" ? "female" : "male", ageRange: details.ageRange, eyeColor: details.eyeColor ?? null, glasses: "keep", headshotFormat: batch.headshotFormat };
    if (!(await savePersonalInfo(db, { ...asLead, info })).ok) refuse("NOT_SUBMITTED");
    for (const photo of prepared) {
      try {
        await savePhoto(db, deps.storage, { ...asLead, prepared: photo, locale: input.locale });
      } catch (error) {
        if (error instanceof PhotoError && error.code === "DUPLICATE") throw new BulkUploadError("DUPLICATE_PHOTO", { zip, file: photo.fileName ?? zip });
        throw error;
      }
    }
    const styles = await saveStyles(db, { ...asLead, styleSlugs: slugs });
    if (!styles.ok) refuse(STYLE_CODES.has(styles.code) ? "LOOKS_UNAVAILABLE" : "NOT_SUBMITTED");
    const submitted = await submitShoot(
      db,
      { ...asLead, bestPhotosConfirmed: true, termsAccepted: true, minPhotos: 1 },
      { boss: deps.boss, appUrl: deps.appUrl, relay: deps.relay },
    );
    if (!submitted.ok) refuse(submitted.code === "NO_CREDITS" ? "NO_CREDITS" : STYLE_CODES.has(submitted.code) ? "LOOKS_UNAVAILABLE" : "NOT_SUBMITTED");
  } catch (error) {
    const discarded = await discardBulkMember(db, deps.storage, { organizationId: batch.organizationId, leadId, ...made });
    if (discarded) {
      if (error instanceof BulkUploadError) throw error;
      console.error("[bulk-upload] a zip's shoot could not be made; its member was removed", error);
      throw new BulkUploadError("NOT_SUBMITTED", { zip });
    }
    // The submission went through after all (it committed, then something threw): the shoot stands.
  }
  return { name, membershipId: made.membershipId, shootId: made.shootId };
}
