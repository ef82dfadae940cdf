// The HTTP side of buying more after the shoot, called by the thin routes in app/api/upsell/**. JSON in
// and out; refusals as `{ error: { code, message } }` with the message in the person's language.
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currency";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { localizedError, requestLocale } from "@/lib/http/errors";
import { dispatchUpsellDeliveries } from "./deliver-upsell";
import { createUpsellCheckout, type UpsellError } from "./upsell";
import { spendPhotoCredits } from "./upsell-credits";
import { UPSELL_KINDS } from "./upsell-meta";
import { followUpsellOrder, getShootDeliveries } from "./upsell-status";

const STATUS: Record<UpsellError | "ORDER_NOT_FOUND" | "BODY_TOO_LARGE" | "INTERNAL_ERROR", number> = {
  INVALID_INPUT: 400, NO_STYLES: 400, TOO_MANY_STYLES: 400, UNKNOWN_STYLE: 400, UNKNOWN_PACK: 400, TOO_MANY_HEADSHOTS: 400,
  NOT_SIGNED_IN: 401, BLOCKED: 403, SHOOT_NOT_FOUND: 404, ORDER_NOT_FOUND: 404, BODY_TOO_LARGE: 413,
  SHOOT_NOT_READY: 409, PHOTOS_DELETED: 409, PHOTOS_EXPIRING: 409, STYLE_IN_SHOOT: 409, NOT_ENOUGH_CREDITS: 409,
  PROVIDER_UNAVAILABLE: 503, INTERNAL_ERROR: 500,
};
export type UpsellErrorCode = keyof typeof STATUS;

const NO_STORE = { "Cache-Control": "no-store" };

export function upsellError(locale: Locale, code: UpsellErrorCode): Promise<Response> {
  return localizedError(locale, "Upsell", code, STATUS[code]);
}

async function failed(locale: Locale, error: unknown, where: string): Promise<Response> {
  if (error instanceof BodyTooLarge) return upsellError(locale, "BODY_TOO_LARGE");
  console.error(`[upsell] ${where}:`, error);
  return upsellError(locale, "INTERNAL_ERROR");
}

/** For the route files: anything their own setup throws (session, database) answered like the handlers' errors. */
export function upsellRouteFailure(request: Request, error: unknown, where: string): Promise<Response> {
  return failed(requestLocale(request), error, where);
}

const checkoutBody = z.object({
  shootId: z.string().min(1).max(64),
  kind: z.enum(UPSELL_KINDS),
  styleSlugs: z.array(z.string().max(100)).max(100).optional(),
  pack: z.number().int().positive().max(1000).nullish(),
  currency: z.enum(CURRENCIES).nullish(),
  locale: z.string().max(5).optional(),
});

const MAX_JSON_BYTES = 10_000;

class BodyTooLarge extends Error {}

/**
 * The request's JSON body, or null; BodyTooLarge past MAX_JSON_BYTES (declared or read). JSON only: a
 * cross-site form cannot send this content type without the browser asking first.
 */
async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return null;
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BYTES) throw new BodyTooLarge();
  const text = await request.text().catch(() => null);
  if (text === null) return null;
  if (text.length > MAX_JSON_BYTES) throw new BodyTooLarge();
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** POST /api/upsell/checkout `{ shootId, kind, styleSlugs?, pack?, currency? }` → `{ orderId, url }` (go to `url` to pay). */
export async function handleUpsellCheckout(request: Request, ctx: { db: PrismaClient; userId: string | null | undefined; appUrl?: string }): Promise<Response> {
  let locale = requestLocale(request);
  try {
    if (!ctx.userId) return upsellError(locale, "NOT_SIGNED_IN");
    const body = checkoutBody.safeParse(await readJson(request));
    if (!body.success) return upsellError(locale, "INVALID_INPUT");
    const { locale: asked, styleSlugs, ...choice } = body.data;
    locale = requestLocale(request, asked);
    const result = await createUpsellCheckout(ctx.db, { ...choice, userId: ctx.userId, locale, styleSlugs: styleSlugs ?? [] }, { appUrl: ctx.appUrl });
    if (!result.ok) return upsellError(locale, result.error);
    return Response.json({ orderId: result.orderId, url: result.url }, { headers: NO_STORE });
  } catch (error) {
    return failed(locale, error, "checkout");
  }
}

const creditsBody = z.object({
  shootId: z.string().min(1).max(64),
  count: z.number().int().positive().max(100_000),
  idempotencyKey: z.string().min(8).max(100),
  locale: z.string().max(5).optional(),
});

/**
 * POST /api/upsell/credits `{ shootId, count, idempotencyKey }` → `{ orderId, url, photoCredits }`: photo
 * credits spent on extra headshots, no payment (upsell-credits.ts). `url` follows the order like a paid pack's return.
 */
export async function handleSpendPhotoCredits(request: Request, ctx: { db: PrismaClient; userId: string | null | undefined }): Promise<Response> {
  let locale = requestLocale(request);
  try {
    if (!ctx.userId) return upsellError(locale, "NOT_SIGNED_IN");
    const body = creditsBody.safeParse(await readJson(request));
    if (!body.success) return upsellError(locale, "INVALID_INPUT");
    const { locale: asked, ...choice } = body.data;
    locale = requestLocale(request, asked);
    const result = await spendPhotoCredits(ctx.db, { ...choice, userId: ctx.userId, locale });
    if (!result.ok) return upsellError(locale, result.error);
    return Response.json({ orderId: result.orderId, url: result.url, photoCredits: result.photoCredits }, { headers: NO_STORE });
  } catch (error) {
    return failed(locale, error, "photo credits");
  }
}

/**
 * GET /api/upsell/orders/{id} → UpsellOrderStatus. While unpaid at Stripe it asks Stripe (like the success
 * page does); once paid it makes sure the extra headshots' job is sent (followUpsellOrder).
 */
export async function handleUpsellOrder(request: Request, ctx: { db: PrismaClient; userId: string | null | undefined; orderId: string; boss: () => Promise<PgBoss> }): Promise<Response> {
  const locale = requestLocale(request);
  try {
    if (!ctx.userId) return upsellError(locale, "NOT_SIGNED_IN");
    const status = await followUpsellOrder(ctx.db, { userId: ctx.userId, orderId: ctx.orderId }, ctx.boss);
    if (!status) return upsellError(locale, "ORDER_NOT_FOUND");
    return Response.json(status, { headers: NO_STORE });
  } catch (error) {
    return failed(locale, error, "order status");
  }
}

/** GET /api/upsell/shoots/{id} → ShootDeliveries (the gallery follows extra headshots being made). */
export async function handleShootDeliveries(request: Request, ctx: { db: PrismaClient; userId: string | null | undefined; shootId: string; boss: () => Promise<PgBoss> }): Promise<Response> {
  const locale = requestLocale(request);
  try {
    if (!ctx.userId) return upsellError(locale, "NOT_SIGNED_IN");
    let deliveries = await getShootDeliveries(ctx.db, { userId: ctx.userId, shootId: ctx.shootId });
    if (!deliveries) return upsellError(locale, "SHOOT_NOT_FOUND");
    if (deliveries.pending.some((d) => d.state === "queued")) {
      await dispatchUpsellDeliveries(ctx.db, await ctx.boss(), { shootId: ctx.shootId, userId: ctx.userId });
      deliveries = (await getShootDeliveries(ctx.db, { userId: ctx.userId, shootId: ctx.shootId }))!;
    }
    return Response.json(deliveries, { headers: NO_STORE });
  } catch (error) {
    return failed(locale, error, "shoot deliveries");
  }
}
