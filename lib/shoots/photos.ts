// A shoot's uploaded photos: add (quality gate, sanitise, store), list and remove, plus the thin HTTP
// adapters the route handlers call (app/api/shoots/[id]/photos/…, through lib/http/route.ts).
//
// Files: an accepted photo is stored sanitised (JPEG, orientation applied, no metadata) at
// shoots/{shootId}/photos/{photoId}.jpg with a 256 px thumbnail at shoots/{shootId}/photos/{photoId}.thumb.jpg.
// A rejected photo is never stored (privacy), but keeps a row for the record: accepted=false,
// storageKey "" and sha256 null, so support and the gate's statistics can see what was refused and why.
// Everything that counts photos must therefore filter `accepted: true, deletedAt: null`.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Locale } from "@/lib/i18n/config";
import type { PrismaClient } from "@/lib/db";
import { DecodeError, sanitizePhoto, sniffFormat } from "@/lib/engine/decode";
import { checkInPool, type PoolPriority } from "@/lib/engine/pool";
import { qualityMessageKey, type QualityVerdict, type ReasonCode, type WarningCode } from "@/lib/engine/quality";
import { DECODE_LIMITS } from "@/lib/engine/quality-config";
import { CodedError, type ErrorValues } from "@/lib/http/errors";
import { readPhotoLimits } from "@/lib/shoots/parameters";
import { translatorFor } from "@/lib/http/errors";
import type { FileStorage } from "@/lib/storage/types";
import { fullBodyRequirement, isFullBodyVerdict } from "./full-body";

export const PHOTO_LIMITS = {
  /** Defaults only: the limits in force are the admin parameters photos.minPerShoot / photos.maxPerShoot (see photoLimits). */
  min: 4,
  max: 20,
  /** Product rule, the same as the decoder's. */
  maxBytes: DECODE_LIMITS.maxBytes,
  /** Longest side of the stored thumbnail. */
  thumbSide: 256,
  /** Signed thumbnail URLs stay valid this long (seconds). */
  thumbUrlSeconds: 60 * 60,
} as const;

/** Multipart overhead allowed on top of the file (boundaries, headers, the locale field). */
export const MULTIPART_SLACK = 256 * 1024;

const STATUS = {
  SHOOT_NOT_FOUND: 404,
  PHOTO_NOT_FOUND: 404,
  WRONG_STATE: 409,
  CONSENT_REQUIRED: 403,
  MAX_PHOTOS: 409,
  DUPLICATE: 409,
  FILE_TOO_LARGE: 413,
  NOT_MULTIPART: 400,
  NO_FILE: 400,
  TOO_MANY_FILES: 400,
  ANALYSIS_FAILED: 503,
} as const;

export type PhotoErrorCode = keyof typeof STATUS;

/** A refusal with a stable code (messages namespace UploadApi); the route wrapper answers it as localised JSON. */
export class PhotoError extends CodedError<PhotoErrorCode> {
  override name = "PhotoError";
  constructor(code: PhotoErrorCode, values?: ErrorValues) {
    super("UploadApi", code, STATUS[code], values);
  }
}

export type FaceBox = { x: number; y: number; width: number; height: number };

export type PhotoView = {
  id: string;
  accepted: boolean;
  score: number;
  reasons: ReasonCode[];
  warnings: WarningCode[];
  /** Every reason and warning code with its text in the caller's language (messages namespace Engine). */
  messages: Record<string, string>;
  /** Signed URL of the 256 px thumbnail; null for a rejected photo (nothing stored). */
  thumbnailUrl: string | null;
  width: number;
  height: number;
  originalName: string | null;
  createdAt: string;
};

export type PhotoCounts = { accepted: number; min: number; max: number };

export type AddPhotoInput = {
  userId: string;
  shootId: string;
  bytes: Buffer;
  fileName?: string | null;
  locale: Locale;
  /** Overrides the photos.maxPerShoot parameter (tests use a low ceiling). */
  maxPhotos?: number;
};

export const photoKey = (shootId: string, photoId: string) => `shoots/${shootId}/photos/${photoId}.jpg`;
export const thumbnailKey = (shootId: string, photoId: string) => `shoots/${shootId}/photos/${photoId}.thumb.jpg`;

/** Sortable, URL- and storage-key-safe id (time in base 36, then 64 random bits). */
function newPhotoId(): string {
  return `p${Date.now().toString(36)}${randomBytes(8).toString("hex")}`;
}

function cleanFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop()!.replace(/\p{Cc}/gu, "").trim();
  return base ? base.slice(0, 200) : null;
}

const MIME: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", heic: "image/heic" };

// The gate runs in the engine's two worker threads; more photos in flight than that only multiplies
// the memory of decoded and sanitised photos. Twenty parallel uploads queue here.
const GATE_SLOTS = 2;
let gateBusy = 0;
const gateQueue: (() => void)[] = [];
async function withGateSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (gateBusy >= GATE_SLOTS) await new Promise<void>((resolve) => gateQueue.push(resolve));
  else gateBusy++;
  try {
    return await fn();
  } finally {
    const next = gateQueue.shift();
    if (next) next();
    else gateBusy--;
  }
}

export type ShootRow = { id: string; userId: string; managedById: string | null; state: string; consentAt: Date | null; deletedAt: Date | null; membership: { status: string } | null };
export const shootSelect = { id: true, userId: true, managedById: true, state: true, consentAt: true, deletedAt: true, membership: { select: { status: true } } } as const;

/**
 * The shoot when `userId` may work on its photos (owner, or the lead uploading for a managed member);
 * else SHOOT_NOT_FOUND. A team shoot whose member was removed takes no photo changes from anyone.
 */
export function ownedShoot(shoot: ShootRow | null, userId: string): ShootRow {
  if (!shoot || shoot.deletedAt || shoot.state === "DELETED" || shoot.membership?.status === "DELETED" || (shoot.userId !== userId && shoot.managedById !== userId)) {
    throw new PhotoError("SHOOT_NOT_FOUND");
  }
  return shoot;
}

export function assertCanUpload(shoot: ShootRow): void {
  if (shoot.state !== "ONBOARDING") throw new PhotoError("WRONG_STATE");
  if (!shoot.consentAt) throw new PhotoError("CONSENT_REQUIRED");
}

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
// PGlite runs one transaction at a time: twenty uploads may queue for a while before theirs starts.
const TX_OPTIONS = { maxWait: 60_000, timeout: 30_000 } as const;

/**
 * Locks the shoot row for the rest of the transaction. Photo adds and removes take it; whatever reads
 * the photo count and then changes the shoot on that basis (submit) should take it first too.
 */
export async function lockShoot(tx: Tx, shootId: string): Promise<ShootRow | null> {
  // Row lock: concurrent adds and removes of one shoot (and its submit) take turns here, so the
  // count check and the insert are one step.
  await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${shootId} FOR UPDATE`;
  return tx.shoot.findUnique({ where: { id: shootId }, select: shootSelect });
}

export const countAccepted = (db: Tx | PrismaClient, shootId: string) => db.uploadedPhoto.count({ where: { shootId, accepted: true, deletedAt: null } });

async function messagesFor(locale: Locale, codes: (ReasonCode | WarningCode)[]): Promise<Record<string, string>> {
  if (codes.length === 0) return {};
  const t = await translatorFor(locale, "Engine");
  return Object.fromEntries(codes.map((code) => [code, t(qualityMessageKey(code).replace(/^Engine\./, ""))]));
}

type PhotoRow = {
  id: string;
  shootId: string;
  storageKey: string;
  accepted: boolean;
  score: number;
  reasons: string[];
  warnings: string[];
  width: number;
  height: number;
  originalName: string | null;
  createdAt: Date;
};

async function toView(storage: FileStorage, locale: Locale, row: PhotoRow): Promise<PhotoView> {
  const reasons = row.reasons as ReasonCode[];
  const warnings = row.warnings as WarningCode[];
  return {
    id: row.id,
    accepted: row.accepted,
    score: row.score,
    reasons,
    warnings,
    messages: await messagesFor(locale, [...reasons, ...warnings]),
    thumbnailUrl: row.accepted && row.storageKey ? await storage.signedUrl(thumbnailKey(row.shootId, row.id), { expiresIn: PHOTO_LIMITS.thumbUrlSeconds }) : null,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The photo limits in force: the admin-editable parameters (defaults 4 and 20), or a given ceiling. */
export async function photoLimits(db: PrismaClient | Tx, maxOverride?: number): Promise<{ min: number; max: number }> {
  const limits = await readPhotoLimits(db);
  return { min: limits.min, max: maxOverride ?? limits.max };
}

const counts = (accepted: number, limits: { min: number; max: number }): PhotoCounts => ({ accepted, min: limits.min, max: limits.max });

/** An upload after the quality gate: what to store (accepted) or only the verdict (rejected). */
export type PreparedPhoto = {
  verdict: QualityVerdict;
  fileName: string | null;
  originalBytes: number;
  originalMime: string;
  /** Present when the gate accepted the photo. */
  stored: { clean: Buffer; width: number; height: number; thumb: Buffer; faceBox: FaceBox | null; sha256: string } | null;
};

/**
 * The quality gate, then (when accepted) the sanitised JPEG, its thumbnail, face box and hash. A bad file
 * is a verdict, never an exception; only a failure of the gate itself throws (ANALYSIS_FAILED).
 */
export async function preparePhoto(bytes: Buffer, fileName?: string | null, priority: PoolPriority = "paid"): Promise<PreparedPhoto> {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw new PhotoError("FILE_TOO_LARGE", { maxMb: PHOTO_LIMITS.maxBytes / 1024 / 1024 });
  const format = sniffFormat(bytes);
  const base = { fileName: cleanFileName(fileName), originalBytes: bytes.length, originalMime: format ? MIME[format]! : "application/octet-stream" };
  // A free tool's photo waits in the engine pool behind paid work: it must not hold one of the gate's
  // slots while it waits, or a burst of free uploads would make paying customers' uploads queue.
  const slot = priority === "paid" ? withGateSlot : <T,>(fn: () => Promise<T>) => fn();
  return slot(async (): Promise<PreparedPhoto> => {
    let verdict: QualityVerdict;
    let box: FaceBox | null;
    try {
      // the gate runs in the engine's worker threads: the web server's event loop stays free
      const { faceBox, ...rest } = await checkInPool(bytes, priority);
      verdict = rest;
      box = faceBox;
    } catch (error) {
      console.error("[photos] quality gate failed", error);
      throw new PhotoError("ANALYSIS_FAILED");
    }
    if (!verdict.accepted) return { ...base, verdict, stored: null };
    try {
      const clean = await sanitizePhoto(bytes);
      const thumb = await sharp(clean.bytes)
        .resize(PHOTO_LIMITS.thumbSide, PHOTO_LIMITS.thumbSide, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
      // the box is in pixels of the upright full-size photo; the stored copy may be smaller
      const scale = verdict.width > 0 ? clean.width / verdict.width : 1;
      const faceBox: FaceBox | null = box
        ? { x: Math.round(box.x * scale), y: Math.round(box.y * scale), width: Math.round(box.width * scale), height: Math.round(box.height * scale) }
        : null;
      const sha256 = createHash("sha256").update(clean.bytes).digest("hex");
      return { ...base, verdict, stored: { clean: clean.bytes, width: clean.width, height: clean.height, thumb, faceBox, sha256 } };
    } catch (error) {
      // The analysis copy decoded but the full image did not (e.g. a truncated file): that is the file's fault.
      if (error instanceof DecodeError) return { ...base, verdict: { ...verdict, accepted: false, score: 0, reasons: [error.reason], warnings: [] }, stored: null };
      throw error;
    }
  });
}

/**
 * Records a prepared photo: a rejected one as a row only; an accepted one as files plus a row, the
 * count and duplicate checks and the insert done in one step under a lock on the shoot row.
 */
export async function savePhoto(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; shootId: string; prepared: PreparedPhoto; locale: Locale; maxPhotos?: number },
): Promise<{ photo: PhotoView; counts: PhotoCounts }> {
  const { shootId, userId, locale, prepared } = input;
  const { verdict, stored } = prepared;
  if (!stored) {
    // Rejected: the bytes were dropped; only the verdict is recorded.
    assertCanUpload(ownedShoot(await db.shoot.findUnique({ where: { id: shootId }, select: shootSelect }), userId));
    const row = await db.uploadedPhoto.create({
      data: {
        id: newPhotoId(),
        shootId,
        storageKey: "",
        originalName: prepared.fileName,
        width: verdict.width,
        height: verdict.height,
        bytes: prepared.originalBytes,
        mime: prepared.originalMime,
        sha256: null,
        accepted: false,
        score: verdict.score,
        reasons: verdict.reasons,
        warnings: verdict.warnings,
        fullBody: isFullBodyVerdict(verdict),
      },
    });
    const photo = await toView(storage, locale, row);
    // Too small a face for a headshot, but what an organisation requiring full-body photos asked for: say so.
    if (row.fullBody && photo.messages.FACE_TOO_SMALL && (await fullBodyRequirement(db, shootId)).required) {
      photo.messages.FACE_TOO_SMALL = (await translatorFor(locale, "TeamSettings"))("fullBody.counted");
    }
    return { photo, counts: counts(await countAccepted(db, shootId), await photoLimits(db, input.maxPhotos)) };
  }

  const duplicateWhere = { shootId, accepted: true, deletedAt: null, sha256: stored.sha256 };
  if (await db.uploadedPhoto.findFirst({ where: duplicateWhere, select: { id: true } })) throw new PhotoError("DUPLICATE");

  // Files first, then the row in one locked step; a refusal in that step takes the files away again.
  // (A crash in between leaves an orphan file under the shoot's prefix, never a row without a file.)
  const id = newPhotoId();
  const key = photoKey(shootId, id);
  const thumbKey = thumbnailKey(shootId, id);
  await storage.put(key, stored.clean, { contentType: "image/jpeg", cacheControl: "private, max-age=3600" });
  await storage.put(thumbKey, stored.thumb, { contentType: "image/jpeg", cacheControl: "private, max-age=3600" });
  try {
    const { row, accepted, limits } = await db.$transaction(async (tx) => {
      const shoot = ownedShoot(await lockShoot(tx, shootId), userId);
      assertCanUpload(shoot);
      const limits = await photoLimits(tx, input.maxPhotos);
      const before = await countAccepted(tx, shootId);
      if (before >= limits.max) throw new PhotoError("MAX_PHOTOS", { max: limits.max });
      if (await tx.uploadedPhoto.findFirst({ where: duplicateWhere, select: { id: true } })) throw new PhotoError("DUPLICATE");
      const created = await tx.uploadedPhoto.create({
        data: {
          id,
          shootId,
          storageKey: key,
          originalName: prepared.fileName,
          width: stored.width,
          height: stored.height,
          bytes: stored.clean.length,
          mime: "image/jpeg",
          sha256: stored.sha256,
          accepted: true,
          score: verdict.score,
          reasons: [],
          warnings: verdict.warnings,
          faceBox: stored.faceBox ?? undefined,
          fullBody: isFullBodyVerdict(verdict),
        },
      });
      return { row: created, accepted: before + 1, limits };
    }, TX_OPTIONS);
    return { photo: await toView(storage, locale, row), counts: counts(accepted, limits) };
  } catch (error) {
    await Promise.allSettled([storage.delete(key), storage.delete(thumbKey)]);
    throw error;
  }
}

/**
 * Checks one upload and keeps it when it passes. Refusals throw PhotoError (SHOOT_NOT_FOUND, WRONG_STATE,
 * CONSENT_REQUIRED, MAX_PHOTOS, FILE_TOO_LARGE, DUPLICATE, ANALYSIS_FAILED); a photo that fails the
 * quality gate (including an unreadable file) is not an error: it comes back with accepted=false and
 * its reason codes.
 */
export async function addPhoto(db: PrismaClient, storage: FileStorage, input: AddPhotoInput): Promise<{ photo: PhotoView; counts: PhotoCounts }> {
  const { shootId, userId, bytes } = input;
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw new PhotoError("FILE_TOO_LARGE", { maxMb: PHOTO_LIMITS.maxBytes / 1024 / 1024 });
  // Cheap refusals first, before any pixel is decoded (savePhoto checks again under the lock).
  assertCanUpload(ownedShoot(await db.shoot.findUnique({ where: { id: shootId }, select: shootSelect }), userId));
  const { max } = await photoLimits(db, input.maxPhotos);
  if ((await countAccepted(db, shootId)) >= max) throw new PhotoError("MAX_PHOTOS", { max });
  const prepared = await preparePhoto(bytes, input.fileName);
  return savePhoto(db, storage, { userId, shootId, prepared, locale: input.locale, maxPhotos: input.maxPhotos });
}

/** The shoot's accepted photos (oldest first) with signed thumbnail URLs. Any state: the owner may always look. */
export async function listPhotos(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; shootId: string; locale: Locale },
): Promise<{ photos: PhotoView[]; counts: PhotoCounts }> {
  ownedShoot(await db.shoot.findUnique({ where: { id: input.shootId }, select: shootSelect }), input.userId);
  const rows = await db.uploadedPhoto.findMany({
    where: { shootId: input.shootId, accepted: true, deletedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const photos = await Promise.all(rows.map((row) => toView(storage, input.locale, row)));
  return { photos, counts: counts(photos.length, await photoLimits(db)) };
}

/** Soft-deletes one photo (deletedAt) and removes its files; only while the shoot is in ONBOARDING. */
export async function removePhoto(
  db: PrismaClient,
  storage: FileStorage,
  input: { userId: string; shootId: string; photoId: string },
): Promise<{ counts: PhotoCounts }> {
  const { shootId, photoId, userId } = input;
  const { row, accepted } = await db.$transaction(async (tx) => {
    const shoot = ownedShoot(await lockShoot(tx, shootId), userId);
    if (shoot.state !== "ONBOARDING") throw new PhotoError("WRONG_STATE");
    const photo = await tx.uploadedPhoto.findFirst({ where: { id: photoId, shootId, deletedAt: null } });
    if (!photo) throw new PhotoError("PHOTO_NOT_FOUND");
    await tx.uploadedPhoto.update({ where: { id: photo.id }, data: { deletedAt: new Date() } });
    return { row: photo, accepted: await countAccepted(tx, shootId) };
  }, TX_OPTIONS);
  if (row.storageKey) {
    const results = await Promise.allSettled([storage.delete(row.storageKey), storage.delete(thumbnailKey(shootId, row.id))]);
    for (const r of results) if (r.status === "rejected") console.error("[photos] file removal failed", row.storageKey, r.reason);
  }
  return { counts: counts(accepted, await photoLimits(db)) };
}
