// The owner's side of phone upload links, from the photos step (signed in). The route file
// (app/api/photo-upload/link/route.ts, UPLOAD_API_ROUTE) adds the person, the db and the app's secret
// and address; the wrapper answers what is thrown here.
//
//   GET    /api/photo-upload/link?shoot={id}&locale=…   200 { link: { url, expiresAt, qrCode } | null }
//   POST   /api/photo-upload/link  { shootId, locale }  201 { link }  (every earlier link of the shoot stops working)
//   DELETE /api/photo-upload/link?shoot={id}            200 { revoked }
import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { readJsonBody } from "@/lib/http/json-body";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { PhotoError } from "@/lib/shoots/photos";
import { refuseManagedWhileMfaPending } from "@/lib/shoots/photos-http";
import { createPhoneLink, getPhoneLink, revokePhoneLinks, type PhoneLink } from "./phone-links";
import { qrCodeDataUrl } from "./qr";

export type LinkRouteContext = {
  db: PrismaClient;
  userId: string;
  secret: string;
  appUrl: string;
  now?: Date;
  /** The route's answerIn (lib/http/route.ts): the language the request names itself. */
  answerIn: (explicit: unknown) => Locale;
};

export type PhoneLinkView = { url: string; expiresAt: string; qrCode: string };

const shootIdSchema = z.string().trim().min(1).max(64);
const createSchema = z.object({ shootId: shootIdSchema, locale: z.string().optional() });

async function view(link: PhoneLink): Promise<PhoneLinkView> {
  return { url: link.url, expiresAt: link.expiresAt.toISOString(), qrCode: await qrCodeDataUrl(link.url) };
}

const noStore = { "Cache-Control": "no-store" };

export async function handlePhoneLinkGet(request: Request, ctx: LinkRouteContext): Promise<{ link: PhoneLinkView | null }> {
  const params = new URL(request.url).searchParams;
  const locale = ctx.answerIn(params.get("locale"));
  const shootId = shootIdSchema.safeParse(params.get("shoot"));
  if (!shootId.success) throw new PhotoError("SHOOT_NOT_FOUND");
  await refuseManagedWhileMfaPending(request, { db: ctx.db, userId: ctx.userId, shootId: shootId.data });
  const link = await getPhoneLink(ctx.db, { secret: ctx.secret, appUrl: ctx.appUrl, locale }, { userId: ctx.userId, shootId: shootId.data, now: ctx.now });
  return { link: link && (await view(link)) };
}

export async function handlePhoneLinkCreate(request: Request, ctx: LinkRouteContext): Promise<Response> {
  // Read here, not by the wrapper: a body that is not a shoot's is SHOOT_NOT_FOUND, as the photos step knows it.
  const json = await readJsonBody(request);
  const body = json.ok ? createSchema.safeParse(json.data) : null;
  const locale = ctx.answerIn(body?.success ? body.data.locale : undefined);
  if (!body?.success) throw new PhotoError("SHOOT_NOT_FOUND");
  await refuseManagedWhileMfaPending(request, { db: ctx.db, userId: ctx.userId, shootId: body.data.shootId });
  const outcome = await createPhoneLink(
    ctx.db,
    { secret: ctx.secret, appUrl: ctx.appUrl, locale: isLocale(body.data.locale) ? body.data.locale : locale },
    { userId: ctx.userId, shootId: body.data.shootId, now: ctx.now },
  );
  if (!outcome.ok) throw new PhotoError(outcome.error);
  return Response.json({ link: await view(outcome.link) }, { status: 201, headers: noStore });
}

export async function handlePhoneLinkRevoke(request: Request, ctx: LinkRouteContext): Promise<{ revoked: number }> {
  const params = new URL(request.url).searchParams;
  ctx.answerIn(params.get("locale"));
  const shootId = shootIdSchema.safeParse(params.get("shoot"));
  const outcome = shootId.success ? await revokePhoneLinks(ctx.db, { userId: ctx.userId, shootId: shootId.data, now: ctx.now }) : ({ ok: false, error: "SHOOT_NOT_FOUND" } as const);
  if (!outcome.ok) throw new PhotoError(outcome.error);
  return { revoked: outcome.revoked };
}
