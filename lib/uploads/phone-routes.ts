// The phone's side of a phone upload link, no session: the token in the path is the only credential.
// Route files (app/api/photo-upload/[token]/…) only add the process-wide db and storage.
//
//   GET  /api/photo-upload/{token}          200 { status: "active", expiresAt, counts }
//   GET  /api/photo-upload/{token}/photos   200 { photos, counts }  (the shoot's accepted photos)
//   POST /api/photo-upload/{token}/photos   as POST /api/shoots/{id}/photos (plus ?locale=): the same gate and save path
//
// A token that opens nothing answers { error: { code, message } }: 404 LINK_UNKNOWN, 410 LINK_EXPIRED /
// LINK_REVOKED / LINK_SUBMITTED; too many uploads through one link ("phone-upload.link",
// lib/rate-limit/config.ts) answer 429 RATE_LIMITED.
import type { PrismaClient } from "@/lib/db";
import { rateLimits, type RateLimits } from "@/lib/rate-limit";
import { countAcceptedPhotos } from "@/lib/shoots/access";
import { handlePhotoUpload, listPhotos, photoLimits } from "@/lib/shoots/photos";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";
import type { FileStorage } from "@/lib/storage/types";
import { CLOSED_CODE, phoneError } from "./errors";
import { resolvePhoneLink, type ResolvedPhoneLink } from "./phone-links";

export type PhoneRouteContext = { db: PrismaClient; storage: FileStorage; token: string; now?: Date };

type Active = Extract<ResolvedPhoneLink, { status: "active" }>;

/** The live link, or the response that says why it opens nothing. */
async function activeLink(request: Request, ctx: PhoneRouteContext, locale = requestLocale(request)): Promise<Active | Response> {
  const link = await resolvePhoneLink(ctx.db, ctx.token, ctx.now);
  if (link.status === "active") return link;
  return phoneError(locale, link.status === "unknown" ? "LINK_UNKNOWN" : CLOSED_CODE[link.status]);
}

async function guarded(request: Request, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    console.error("[phone-upload]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}

/** GET /api/photo-upload/{token}: whether the link still works, until when, and the shoot's photo count. */
export function handlePhoneLinkStatus(request: Request, ctx: PhoneRouteContext): Promise<Response> {
  return guarded(request, async () => {
    const link = await activeLink(request, ctx);
    if (link instanceof Response) return link;
    const [accepted, limits] = await Promise.all([countAcceptedPhotos(ctx.db, link.shootId), photoLimits(ctx.db)]);
    return Response.json(
      { status: "active", expiresAt: link.expiresAt.toISOString(), counts: { accepted, ...limits } },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

/** GET /api/photo-upload/{token}/photos: the shoot's accepted photos, as the photos step lists them. */
export function handlePhoneList(request: Request, ctx: PhoneRouteContext): Promise<Response> {
  const locale = requestLocale(request, new URL(request.url).searchParams.get("locale"));
  return guarded(request, async () => {
    const link = await activeLink(request, ctx, locale);
    if (link instanceof Response) return link;
    const result = await listPhotos(ctx.db, ctx.storage, { userId: link.ownerId, shootId: link.shootId, locale });
    return Response.json(result, { headers: { "Cache-Control": "no-store" } });
  });
}

/**
 * POST /api/photo-upload/{token}/photos: one photo through the link, acting for the shoot's owner, so
 * the desktop's rules apply unchanged (state, consent, count, duplicates, size and the quality gate).
 */
export function handlePhoneUpload(request: Request, ctx: PhoneRouteContext & { limits?: RateLimits; maxPhotos?: number }): Promise<Response> {
  return guarded(request, async () => {
    // The form's locale field is read with the body, later; the link's own refusals use ?locale=.
    const locale = requestLocale(request, new URL(request.url).searchParams.get("locale"));
    const link = await activeLink(request, ctx, locale);
    if (link instanceof Response) return link;
    // Counted before the body is read: a flood through one link never reaches the gate.
    const taken = await (ctx.limits ?? rateLimits()).take("phone-upload.link", link.linkId);
    if (!taken.allowed) return phoneError(locale, "RATE_LIMITED", { "Retry-After": String(taken.retryAfterSeconds) });
    await ctx.db.uploadToken.update({ where: { id: link.linkId }, data: { lastUsedAt: ctx.now ?? new Date() } });
    return handlePhotoUpload(request, { db: ctx.db, storage: ctx.storage, userId: link.ownerId, shootId: link.shootId, maxPhotos: ctx.maxPhotos });
  });
}
