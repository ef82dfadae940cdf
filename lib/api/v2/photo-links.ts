// The photos' signed URLs. A photo's thumbnail is a file made only to be looked at, so it gets a
// storage URL (lib/storage, signed, 24 hours). Its main and original files are what the organisation
// paid for, and those never leave through a storage URL (lib/storage/deliverables.ts: every delivered
// file goes out through a route that records the download). So they get a URL of our own,
//   {APP_URL}/api/v2/photos/{photoId}/file?file=main|original&exp={unix seconds}&sig={…}
// sig = base64url(HMAC-SHA256(k, "api-photo:v1\n{photoId}\n{file}\n{exp}")), k derived from AUTH_SECRET
// for this use only. The URL is the credential (an <img> or a download tool can fetch it without the
// key), it stops working at exp, and each fetch is recorded as a Download (size "main" or "original").
import "server-only";
import { RELEASED_FROM_REVIEW } from "@/lib/shoots/review-hold";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { resultFiles } from "@/lib/results/files";
import type { FileStorage } from "@/lib/storage/types";
import { CURRENT_MEMBER_SHOOT } from "@/lib/teams/access";
import { ApiError } from "./errors";

/** Every photo URL the API hands out works this long (market-behaviour C: 24 hours, see expiresAt). */
export const PHOTO_URL_SECONDS = 24 * 60 * 60;

export const PHOTO_FILES = ["main", "original"] as const;
export type PhotoFile = (typeof PHOTO_FILES)[number];

const urlKey = () => createHmac("sha256", env.AUTH_SECRET).update("lumen:api-photo-url:v1").digest();
const signature = (photoId: string, file: PhotoFile, exp: number) =>
  createHmac("sha256", urlKey()).update(`api-photo:v1\n${photoId}\n${file}\n${exp}`).digest("base64url");

/** When URLs made at `now` expire (whole seconds). */
export const photoUrlExpiry = (now: number) => Math.floor(now / 1000) + PHOTO_URL_SECONDS;

export function photoFileUrl(photoId: string, file: PhotoFile, exp: number): string {
  const params = new URLSearchParams({ file, exp: String(exp), sig: signature(photoId, file, exp) });
  return `${env.APP_URL.replace(/\/+$/, "")}/api/v2/photos/${encodeURIComponent(photoId)}/file?${params}`;
}

/** Whether the query is a valid, unexpired signature for the photo; the file it names. */
export function checkPhotoUrl(photoId: string, params: { file: string; exp: string; sig: string }, now = Date.now()): PhotoFile | null {
  if (!(PHOTO_FILES as readonly string[]).includes(params.file) || !/^\d{1,12}$/.test(params.exp)) return null;
  const file = params.file as PhotoFile;
  const expected = Buffer.from(signature(photoId, file, Number(params.exp)));
  const given = Buffer.from(params.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(params.exp) * 1000 < now ? null : file;
}

/**
 * The file a signed URL names, streamed, and its Download row (GET only). NOT_FOUND for a bad or
 * expired signature, a deleted photo or one that is not a team shoot's, or is a removed member's.
 */
export async function servePhotoFile(db: PrismaClient, storage: FileStorage, request: Request, photoId: string, params: { file: string; exp: string; sig: string }): Promise<Response> {
  const file = checkPhotoUrl(photoId, params);
  if (!file) throw new ApiError("NOT_FOUND", "PHOTO_LINK_INVALID");
  const result = await db.result.findFirst({
    where: { id: photoId, deletedAt: null, shoot: { organizationId: { not: null }, membershipId: { not: null }, deletedAt: null, ...CURRENT_MEMBER_SHOOT, ...RELEASED_FROM_REVIEW } },
    select: { id: true, shootId: true, storageKey: true, width: true, height: true, variant: true },
  });
  if (!result) throw new ApiError("NOT_FOUND", "PHOTO_NOT_FOUND");
  const stored = resultFiles(result)[file];
  const [info, body] = await Promise.all([storage.stat(stored.key), request.method === "HEAD" ? null : storage.stream(stored.key)]);
  if (!info) {
    await body?.cancel();
    throw new ApiError("NOT_FOUND", "PHOTO_NOT_FOUND");
  }
  const headers = {
    "Content-Type": info.contentType,
    "Content-Length": String(info.size),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  if (!body) throw new ApiError("NOT_FOUND", "PHOTO_NOT_FOUND");
  await db.download.create({ data: { resultId: result.id, shootId: result.shootId, userId: null, format: stored.ext, size: file } });
  return new Response(body, { headers });
}
