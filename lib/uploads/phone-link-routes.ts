// The owner's side of phone upload links, from the photos step (session required). The route file
// (app/api/photo-upload/link/route.ts) adds the session, the db and the app's secret and address.
//
//   GET    /api/photo-upload/link?shoot={id}&locale=…   200 { link: { url, expiresAt, qrCode } | null }
//   POST   /api/photo-upload/link  { shootId, locale }  201 { link }  (every earlier link of the shoot stops working)
//   DELETE /api/photo-upload/link?shoot={id}            200 { revoked }
import { z } from "zod";
import { loadPrincipal } from "@/lib/auth/principal";
import type { PrismaClient } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";
import { createPhoneLink, getPhoneLink, revokePhoneLinks, type PhoneLink, type PhoneLinkError } from "./phone-links";
import { qrCodeDataUrl } from "./qr";

export type LinkRouteContext = { db: PrismaClient; userId: string | null | undefined; secret: string; appUrl: string; now?: Date };

export type PhoneLinkView = { url: string; expiresAt: string; qrCode: string };

const shootIdSchema = z.string().trim().min(1).max(64);
const createSchema = z.object({ shootId: shootIdSchema, locale: z.string().optional() });

const ERROR_STATUS: Record<PhoneLinkError, number> = { SHOOT_NOT_FOUND: 404, WRONG_STATE: 409, CONSENT_REQUIRED: 403 };

async function view(link: PhoneLink): Promise<PhoneLinkView> {
  return { url: link.url, expiresAt: link.expiresAt.toISOString(), qrCode: await qrCodeDataUrl(link.url) };
}

async function signedIn(ctx: LinkRouteContext): Promise<string | null> {
  return ctx.userId ? ((await loadPrincipal(ctx.db, ctx.userId))?.userId ?? null) : null;
}

const noStore = { "Cache-Control": "no-store" };

export async function handlePhoneLinkGet(request: Request, ctx: LinkRouteContext): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale: Locale = requestLocale(request, params.get("locale"));
  const userId = await signedIn(ctx);
  if (!userId) return jsonError(locale, 401, "UNAUTHENTICATED");
  const shootId = shootIdSchema.safeParse(params.get("shoot"));
  if (!shootId.success) return jsonError(locale, 404, "SHOOT_NOT_FOUND");
  const link = await getPhoneLink(ctx.db, { secret: ctx.secret, appUrl: ctx.appUrl, locale }, { userId, shootId: shootId.data, now: ctx.now });
  return Response.json({ link: link && (await view(link)) }, { headers: noStore });
}

export async function handlePhoneLinkCreate(request: Request, ctx: LinkRouteContext): Promise<Response> {
  const body = createSchema.safeParse(await request.json().catch(() => null));
  const locale: Locale = requestLocale(request, body.success ? body.data.locale : undefined);
  const userId = await signedIn(ctx);
  if (!userId) return jsonError(locale, 401, "UNAUTHENTICATED");
  if (!body.success) return jsonError(locale, 404, "SHOOT_NOT_FOUND");
  const outcome = await createPhoneLink(
    ctx.db,
    { secret: ctx.secret, appUrl: ctx.appUrl, locale: isLocale(body.data.locale) ? body.data.locale : locale },
    { userId, shootId: body.data.shootId, now: ctx.now },
  );
  if (!outcome.ok) return jsonError(locale, ERROR_STATUS[outcome.error], outcome.error);
  return Response.json({ link: await view(outcome.link) }, { status: 201, headers: noStore });
}

export async function handlePhoneLinkRevoke(request: Request, ctx: LinkRouteContext): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = requestLocale(request, params.get("locale"));
  const userId = await signedIn(ctx);
  if (!userId) return jsonError(locale, 401, "UNAUTHENTICATED");
  const shootId = shootIdSchema.safeParse(params.get("shoot"));
  const outcome = shootId.success ? await revokePhoneLinks(ctx.db, { userId, shootId: shootId.data, now: ctx.now }) : ({ ok: false, error: "SHOOT_NOT_FOUND" } as const);
  if (!outcome.ok) return jsonError(locale, 404, outcome.error);
  return Response.json({ revoked: outcome.revoked }, { headers: noStore });
}
