// A review's or testimonial's photo from the editor: at most 5 MB, PNG, JPEG or WebP, through the
// upload's safe decoder (reencodeImage: size, real format, the header's pixel count, then pixels),
// stored as a 256 px WebP under a new random name in reviews/avatars/ (a new photo is a new address,
// so cached pages and browsers never show the old one under it).
import "server-only";
import { randomUUID } from "node:crypto";
import { DecodeError, reencodeImage, type DecodeLimits } from "@/lib/engine/decode";
import { REVIEW_AVATAR_PREFIX } from "@/lib/marketing/review-avatars";
import type { FileStorage } from "@/lib/storage/types";

export const PHOTO_LIMITS: DecodeLimits = { maxBytes: 5 * 1024 * 1024, maxPixels: 25_000_000, minSide: 64, formats: ["png", "jpeg", "webp"] };
export const PHOTO_SIDE = 256;

/** The field error of a refused photo: a key of BackofficeReviews.errors. */
export type PhotoRefusal = "photoTooLarge" | "photoFormat" | "photoUnreadable";

/** The posted file's bytes, null when none was chosen, or the refusal of one over 5 MB (never read). */
export async function readPhoto(file: unknown): Promise<Buffer | null | PhotoRefusal> {
  if (!(file instanceof Blob) || file.size === 0) return null;
  if (file.size > PHOTO_LIMITS.maxBytes) return "photoTooLarge";
  return Buffer.from(await file.arrayBuffer());
}

/** Re-encodes and stores the photo; its key, or why it was refused (nothing stored then). */
export async function storePhoto(storage: FileStorage, bytes: Buffer): Promise<{ key: string } | { refused: PhotoRefusal }> {
  let webp: Buffer;
  try {
    webp = (await reencodeImage(bytes, PHOTO_LIMITS, { maxSide: PHOTO_SIDE, quality: 82 })).bytes;
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    return { refused: error.reason === "FILE_TOO_LARGE" ? "photoTooLarge" : error.reason === "UNSUPPORTED_FORMAT" ? "photoFormat" : "photoUnreadable" };
  }
  const key = `${REVIEW_AVATAR_PREFIX}${randomUUID()}.webp`;
  await storage.put(key, webp, { contentType: "image/webp", cacheControl: "public, max-age=3600" });
  return { key };
}
