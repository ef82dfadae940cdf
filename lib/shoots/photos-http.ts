// The thin HTTP adapters of a shoot's photos: the route files (app/api/shoots/[id]/photos/…, through
// lib/http/route.ts) add the signed-in person and the process-wide database and storage; the rules are
// in ./photos.ts.
import "server-only";
import { limitedBody } from "@/lib/http/limited-body";
import { requestMfaPending } from "@/lib/auth/mfa-gate";
import type { PrismaClient } from "@/lib/db";
import { Refusal, SHARED_NAMESPACE } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/config";
import type { FileStorage } from "@/lib/storage/types";
import { isManagedShootOf } from "./access";
import { addPhoto, assertCanUpload, countAccepted, listPhotos, MULTIPART_SLACK, ownedShoot, PHOTO_LIMITS, PhotoError, photoLimits, removePhoto, shootSelect, type PhotoCounts, type PhotoView } from "./photos";

/**
 * The route spec the upload API's signed-in routes share (app/api/shoots/**, app/api/photo-upload/link):
 * refusals in UploadApi, with the codes its clients know for "not signed in" and "failed".
 */
export const UPLOAD_API_ROUTE = { caller: { session: "user" }, namespace: "UploadApi", signedOutCode: "UNAUTHENTICATED", internalCode: "INTERNAL_ERROR" } as const;

export type PhotoRouteContext = {
  db: PrismaClient;
  storage: FileStorage;
  userId: string;
  shootId: string;
  /** The route's answerIn (lib/http/route.ts): the language the request names itself. */
  answerIn: (explicit: unknown) => Locale;
};


/**
 * POST /api/shoots/{id}/photos — multipart form-data with one file (field "file"; "photo" also works)
 * and an optional "locale" field. 201 { photo, counts } when accepted, 200 { photo, counts } with
 * photo.accepted=false when the gate refused it, else a PhotoError. The body is read here, not by
 * the route wrapper: it is capped as it streams.
 */
/**
 * A managed member's shoot, asked for by its lead from a session that owes the MFA code: 401
 * MFA_REQUIRED (the photo routes here, and the phone-link routes of lib/uploads/phone-link-routes.ts).
 */
export async function refuseManagedWhileMfaPending(request: Request, ctx: { db: PrismaClient; userId: string; shootId: string }): Promise<void> {
  if ((await isManagedShootOf(ctx.db, ctx.userId, ctx.shootId)) && (await requestMfaPending(ctx.db, request, ctx.userId))) throw new Refusal(SHARED_NAMESPACE, "MFA_REQUIRED", 401);
}

export async function handlePhotoUpload(request: Request, ctx: PhotoRouteContext & { maxPhotos?: number }): Promise<Response> {
  const { userId } = ctx;
  await refuseManagedWhileMfaPending(request, ctx);
  // Refused before the form is read: in the request's own language (cookie, Accept-Language); after it, in the form's.
  ctx.answerIn(null);
  const limit = PHOTO_LIMITS.maxBytes + MULTIPART_SLACK;
  const maxMb = PHOTO_LIMITS.maxBytes / 1024 / 1024;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new PhotoError("FILE_TOO_LARGE", { maxMb });
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new PhotoError("NOT_MULTIPART");
  // Cheap refusals (wrong shoot, state, consent, full) before the body is read at all.
  const shoot = ownedShoot(await ctx.db.shoot.findUnique({ where: { id: ctx.shootId }, select: shootSelect }), userId);
  assertCanUpload(shoot);
  const { max } = await photoLimits(ctx.db, ctx.maxPhotos);
  if ((await countAccepted(ctx.db, ctx.shootId)) >= max) throw new PhotoError("MAX_PHOTOS", { max });

  let form: FormData;
  try {
    form = await new Response(limitedBody(request, limit, () => new PhotoError("FILE_TOO_LARGE", { maxMb: PHOTO_LIMITS.maxBytes / 1024 / 1024 })), { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    const cause = error instanceof PhotoError ? error : (error as { cause?: unknown })?.cause;
    if (cause instanceof PhotoError) throw cause;
    throw new PhotoError("NOT_MULTIPART");
  }
  const locale = ctx.answerIn(form.get("locale"));
  const files = [...form.values()].filter((v): v is File => typeof v !== "string");
  if (files.length === 0) throw new PhotoError("NO_FILE");
  if (files.length > 1) throw new PhotoError("TOO_MANY_FILES");
  const file = files[0]!;
  if (file.size > PHOTO_LIMITS.maxBytes) throw new PhotoError("FILE_TOO_LARGE", { maxMb });
  const bytes = Buffer.from(await file.arrayBuffer());
  const result = await addPhoto(ctx.db, ctx.storage, { userId, shootId: ctx.shootId, bytes, fileName: file.name, locale, maxPhotos: ctx.maxPhotos });
  return Response.json(result, { status: result.photo.accepted ? 201 : 200, headers: { "Cache-Control": "no-store" } });
}

/** GET /api/shoots/{id}/photos(?locale=) — 200 { photos, counts }. */
export async function handlePhotoList(request: Request, ctx: PhotoRouteContext): Promise<{ photos: PhotoView[]; counts: PhotoCounts }> {
  await refuseManagedWhileMfaPending(request, ctx);
  const locale = ctx.answerIn(new URL(request.url).searchParams.get("locale"));
  return listPhotos(ctx.db, ctx.storage, { userId: ctx.userId, shootId: ctx.shootId, locale });
}

/** DELETE /api/shoots/{id}/photos/{photoId}(?locale=) — 200 { deleted: photoId, counts }. */
export async function handlePhotoDelete(request: Request, ctx: PhotoRouteContext & { photoId: string }): Promise<{ deleted: string; counts: PhotoCounts }> {
  await refuseManagedWhileMfaPending(request, ctx);
  ctx.answerIn(new URL(request.url).searchParams.get("locale"));
  const result = await removePhoto(ctx.db, ctx.storage, { userId: ctx.userId, shootId: ctx.shootId, photoId: ctx.photoId });
  return { deleted: ctx.photoId, ...result };
}
