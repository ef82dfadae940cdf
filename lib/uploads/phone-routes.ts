// The phone's side of a phone upload link, no session: the token in the path is the only credential.
// Route files (app/api/photo-upload/[token]/…, caller "public" in lib/http/route.ts) add the
// process-wide db and storage; the wrapper answers what is thrown here.
//
//   GET  /api/photo-upload/{token}          200 { status: "active", expiresAt, counts }
//   GET  /api/photo-upload/{token}/photos   200 { photos, counts }  (the shoot's accepted photos)
//   POST /api/photo-upload/{token}/photos   as POST /api/shoots/{id}/photos (plus ?locale=): the same gate and save path
//
// A token that opens nothing answers { error: { code, message } }: 404 LINK_UNKNOWN, 410 LINK_EXPIRED /
// LINK_REVOKED / LINK_SUBMITTED; too many uploads through one link ("phone-upload.link",
// lib/rate-limit/config.ts) answer 429 RATE_LIMITED.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { rateLimits, type RateLimits } from "@/lib/rate-limit";
import { countAcceptedPhotos } from "@/lib/shoots/access";
import { listPhotos, photoLimits, type PhotoCounts, type PhotoView } from "@/lib/shoots/photos";
import { handlePhotoUpload } from "@/lib/shoots/photos-http";
import type { FileStorage } from "@/lib/storage/types";
import { CLOSED_CODE, PhoneError } from "./errors";
import { resolvePhoneLink, type ResolvedPhoneLink } from "./phone-links";

/** The route spec of the phone's routes: anyone with the token; a failure is answered as the upload API's. */
export const PHONE_ROUTE = { caller: "public", namespace: "UploadApi", internalCode: "INTERNAL_ERROR" } as const;

export type PhoneRouteContext = {
  db: PrismaClient;
  storage: FileStorage;
  token: string;
  now?: Date;
  /** The route's answerIn (lib/http/route.ts): the language the request names itself. */
  answerIn: (explicit: unknown) => Locale;
};

type Active = Extract<ResolvedPhoneLink, { status: "active" }>;

/** The live link, or the PhoneError that says why it opens nothing. */
async function activeLink(ctx: PhoneRouteContext): Promise<Active> {
  const link = await resolvePhoneLink(ctx.db, ctx.token, ctx.now);
  if (link.status === "active") return link;
  throw new PhoneError(link.status === "unknown" ? "LINK_UNKNOWN" : CLOSED_CODE[link.status]);
}

const queryLocale = (request: Request) => new URL(request.url).searchParams.get("locale");

/** GET /api/photo-upload/{token}: whether the link still works, until when, and the shoot's photo count. */
export async function handlePhoneLinkStatus(ctx: PhoneRouteContext): Promise<{ status: "active"; expiresAt: string; counts: PhotoCounts }> {
  const link = await activeLink(ctx);
  const [accepted, limits] = await Promise.all([countAcceptedPhotos(ctx.db, link.shootId), photoLimits(ctx.db)]);
  return { status: "active", expiresAt: link.expiresAt.toISOString(), counts: { accepted, ...limits } };
}

/** GET /api/photo-upload/{token}/photos: the shoot's accepted photos, as the photos step lists them. */
export async function handlePhoneList(request: Request, ctx: PhoneRouteContext): Promise<{ photos: PhotoView[]; counts: PhotoCounts }> {
  const locale = ctx.answerIn(queryLocale(request));
  const link = await activeLink(ctx);
  return listPhotos(ctx.db, ctx.storage, { userId: link.ownerId, shootId: link.shootId, locale });
}

/**
 * POST /api/photo-upload/{token}/photos: one photo through the link, acting for the shoot's owner, so
 * the desktop's rules apply unchanged (state, consent, count, duplicates, size and the quality gate).
 */
export async function handlePhoneUpload(request: Request, ctx: PhoneRouteContext & { limits?: RateLimits; maxPhotos?: number }): Promise<Response> {
  // The form's locale field is read with the body, later; the link's own refusals use ?locale=.
  ctx.answerIn(queryLocale(request));
  const link = await activeLink(ctx);
  // Counted before the body is read: a flood through one link never reaches the gate.
  const taken = await (ctx.limits ?? rateLimits()).take("phone-upload.link", link.linkId);
  if (!taken.allowed) throw new PhoneError("RATE_LIMITED", { "Retry-After": String(taken.retryAfterSeconds) });
  await ctx.db.uploadToken.update({ where: { id: link.linkId }, data: { lastUsedAt: ctx.now ?? new Date() } });
  return handlePhotoUpload(request, { db: ctx.db, storage: ctx.storage, userId: link.ownerId, shootId: link.shootId, maxPhotos: ctx.maxPhotos, answerIn: ctx.answerIn });
}
