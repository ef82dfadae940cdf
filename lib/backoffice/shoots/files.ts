// Uploaded photos and result thumbnails for platform admins only. The files are served by
// app/api/backoffice/shoots/{photos,results}/[id] (route(), caller "optional"): to anyone but a platform
// admin the answer is 404, as for a file that does not exist, so the route says nothing about which
// ids are real. A photo is served only while its file exists under the privacy rules: the gate keeps
// no bytes of a rejected upload (lib/shoots/photos.ts savePhoto), and accepted photos go when the
// privacy sweep purges the shoot's photos (photos.retentionDays after the results are ready,
// lib/privacy/sweep.ts), when the person removes one, or with the shoot.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { Refusal } from "@/lib/http/errors";
import type { Principal } from "@/lib/routes/middleware";
import { thumbnailKey } from "@/lib/shoots/photos";
import type { FileStorage } from "@/lib/storage/types";

/** Whether a photo's file exists: kept, never kept (rejected by the gate), or deleted under the privacy rules. */
export type PhotoFile = "kept" | "notKept" | "deleted";

export function photoFile(photo: { storageKey: string; deletedAt: Date | null }, shoot: { photosPurgedAt: Date | null; deletedAt: Date | null; state: string }): PhotoFile {
  if (!photo.storageKey) return "notKept";
  if (photo.deletedAt || shoot.photosPurgedAt || shoot.deletedAt || shoot.state === "DELETED") return "deleted";
  return "kept";
}

const notFound = () => new Refusal("BackofficeShoots", "NOT_FOUND", 404);

function image(bytes: Buffer, contentType: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": contentType, "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" },
  });
}

/** An uploaded photo's thumbnail (or `full` the stored photo) for a platform admin; 404 for anyone else and for a file that is gone. */
export async function adminPhotoResponse(db: PrismaClient, storage: FileStorage, principal: Principal, photoId: string, full = false): Promise<Response> {
  if (principal?.role !== "admin") throw notFound();
  const photo = await db.uploadedPhoto.findUnique({
    where: { id: photoId },
    select: { id: true, shootId: true, storageKey: true, deletedAt: true, shoot: { select: { photosPurgedAt: true, deletedAt: true, state: true } } },
  });
  if (!photo || photoFile(photo, photo.shoot) !== "kept") throw notFound();
  const bytes = await storage.get(full ? photo.storageKey : thumbnailKey(photo.shootId, photo.id));
  if (!bytes) throw notFound();
  return image(bytes, "image/jpeg");
}

/** A result's thumbnail for a platform admin; 404 for anyone else and for a deleted result. */
export async function adminResultThumbResponse(db: PrismaClient, storage: FileStorage, principal: Principal, resultId: string): Promise<Response> {
  if (principal?.role !== "admin") throw notFound();
  const result = await db.result.findUnique({ where: { id: resultId }, select: { deletedAt: true, variant: true, storageKey: true } });
  if (!result || result.deletedAt) throw notFound();
  const files = (result.variant as { files?: { thumb?: unknown } } | null)?.files;
  const key = typeof files?.thumb === "string" ? files.thumb : null;
  if (!key) throw notFound();
  const bytes = await storage.get(key);
  if (!bytes) throw notFound();
  return image(bytes, key.endsWith(".webp") ? "image/webp" : "image/jpeg");
}
