// Buying more after the shoot (/app/results/{id}/unlock-more, unlock-photos, buy-credits): extra styles,
// extra headshots in the shoot's styles, edit credits. Same provider flow as a package (createCheckout):
// a PENDING order (UPSELL or EDIT_CREDITS), the provider's payment page, then fulfilInTx, which hands
// these orders to deliver-upsell.ts. Prices: upsell-prices.ts; what the pages offer: upsell-offer.ts.
import "server-only";
import { z } from "zod";
import { CURRENCIES } from "@/lib/catalog/currency";
import { activeStyleMode } from "@/lib/catalog/mode";
import { currencyFor } from "@/lib/catalog/packages";
import { labelStyles } from "@/lib/catalog/styles";
import type { Prisma, PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { LOCALES } from "@/lib/i18n/config";
import { checkoutBlock } from "./blocked";
import { failInTx, failOrder, ORDER_HOLD_MINUTES } from "./fail";
import { PAYMENT_TX } from "./order-tx";
import { getPaymentProvider } from "./provider";
import type { PaymentProvider } from "./providers/types";
import { UPSELL_KINDS, upsellLabel, upsellPagePath, upsellTranslator, type UpsellMeta } from "./upsell-meta";
import { extraGenerationCheck, findUpsellShoot } from "./upsell-offer";
import { headshotsPerStyle, upsellPrices } from "./upsell-prices";

/** Styles one order may add (each is a full share of headshots for the engine to make). */
export const MAX_EXTRA_STYLES = 10;

/** Why a purchase is refused. Each has a message in en/de/es under Upsell.errors.*. */
export const UPSELL_ERRORS = [
  "INVALID_INPUT", "NOT_SIGNED_IN", "BLOCKED", "SHOOT_NOT_FOUND", "SHOOT_NOT_READY", "PHOTOS_DELETED", "PHOTOS_EXPIRING",
  "NO_STYLES", "TOO_MANY_STYLES", "UNKNOWN_STYLE", "STYLE_IN_SHOOT", "SAME_LOOK_TWICE", "UNKNOWN_PACK", "PROVIDER_UNAVAILABLE",
  // Spending photo credits (upsell-credits.ts).
  "NOT_ENOUGH_CREDITS", "TOO_MANY_HEADSHOTS",
] as const;
export type UpsellError = (typeof UPSELL_ERRORS)[number];

/** The HTTP status of each refusal of the upsell routes (app/api/upsell/**), messages under Upsell.errors.*. */
export const UPSELL_ERROR_STATUS: Record<UpsellError | "ORDER_NOT_FOUND" | "BODY_TOO_LARGE", number> = {
  INVALID_INPUT: 400, NO_STYLES: 400, TOO_MANY_STYLES: 400, UNKNOWN_STYLE: 400, UNKNOWN_PACK: 400, TOO_MANY_HEADSHOTS: 400,
  NOT_SIGNED_IN: 401, BLOCKED: 403, SHOOT_NOT_FOUND: 404, ORDER_NOT_FOUND: 404, BODY_TOO_LARGE: 413,
  SHOOT_NOT_READY: 409, PHOTOS_DELETED: 409, PHOTOS_EXPIRING: 409, STYLE_IN_SHOOT: 409, SAME_LOOK_TWICE: 409, NOT_ENOUGH_CREDITS: 409,
  PROVIDER_UNAVAILABLE: 503,
};

const slug = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);

export const upsellInputSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  shootId: z.string().trim().min(1).max(64),
  locale: z.enum(LOCALES),
  currency: z.enum(CURRENCIES).nullish(),
  kind: z.enum(UPSELL_KINDS),
  /** Extra styles (kind "styles"), in the order picked. */
  styleSlugs: z.array(slug).max(100).default([]),
  /** The pack's count (kind "headshots": headshots; "editCredits": credits). */
  pack: z.number().int().min(1).max(1000).nullish(),
});
export type UpsellInput = z.input<typeof upsellInputSchema>;

export type UpsellCheckoutResult = { ok: true; orderId: string; url: string } | { ok: false; error: UpsellError };

export type UpsellCheckoutOptions = { provider?: PaymentProvider; appUrl?: string; now?: Date };

type Priced = { kind: "UPSELL" | "EDIT_CREDITS"; quantity: number; unitAmount: number; subtotal: number; styleIds: string[]; styleNames?: string[]; count: number; headshotsPerStyle?: number };

/**
 * Creates the PENDING order for extra styles, extra headshots or edit credits of `shootId` and returns
 * the provider's payment page. Refusals say why (`error`, shown in the buyer's language); nothing is
 * half-done. The buyer comes back to the page they bought on, `?order=…`, which follows the order.
 */
export async function createUpsellCheckout(db: PrismaClient, raw: UpsellInput, options: UpsellCheckoutOptions = {}): Promise<UpsellCheckoutResult> {
  const parsed = upsellInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "INVALID_INPUT" };
  const input = parsed.data;
  const now = options.now ?? new Date();
  const appUrl = options.appUrl ?? env.APP_URL;

  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "NOT_SIGNED_IN" };
  if (await checkoutBlock(db, user.id)) return { ok: false, error: "BLOCKED" };
  const shoot = await findUpsellShoot(db, user.id, input.shootId);
  if (!shoot) return { ok: false, error: "SHOOT_NOT_FOUND" };
  if (input.kind !== "editCredits") {
    const check = await extraGenerationCheck(db, shoot, now);
    if (!check.ok) return { ok: false, error: check.reason };
  }
  const prices = await upsellPrices(db, input.currency ?? currencyFor(input.locale));
  const t = await upsellTranslator(input.locale);

  let p: Priced;
  if (input.kind === "styles") {
    const slugs = [...new Set(input.styleSlugs)];
    if (slugs.length === 0) return { ok: false, error: "NO_STYLES" };
    if (slugs.length > MAX_EXTRA_STYLES) return { ok: false, error: "TOO_MANY_STYLES" };
    const rows = await db.style.findMany({
      where: { slug: { in: slugs }, active: true, backdrop: { active: true }, outfit: { active: true } },
      select: { id: true, slug: true },
    });
    if (rows.length !== slugs.length) return { ok: false, error: "UNKNOWN_STYLE" };
    const styles = slugs.map((s) => rows.find((r) => r.slug === s)!);
    // A look the shoot already has is refused, in any of its styles (with own clothes: the same backdrop).
    const mode = await activeStyleMode(db);
    const [chosen, inShoot] = await Promise.all([labelStyles(db, input.locale, { slugs }, mode), labelStyles(db, input.locale, { ids: shoot.styleIds }, mode)]);
    if (chosen.styles.some((c) => inShoot.styles.some((s) => s.key === c.key))) return { ok: false, error: "STYLE_IN_SHOOT" };
    // Two chosen styles that make the same pictures (with own clothes: one backdrop) are one look, sold once.
    if (new Set(chosen.styles.map((c) => c.key)).size !== chosen.styles.length) return { ok: false, error: "SAME_LOOK_TWICE" };
    const per = headshotsPerStyle(shoot.package);
    const names = chosen.styles.map((s) => s.label);
    p = { kind: "UPSELL", quantity: styles.length, unitAmount: prices.extraStyle, subtotal: prices.extraStyle * styles.length, styleIds: styles.map((s) => s.id), styleNames: names, count: per * styles.length, headshotsPerStyle: per };
  } else {
    const pack = (input.kind === "headshots" ? prices.headshotPacks : prices.editCreditPacks).find((x) => x.count === input.pack);
    if (!pack) return { ok: false, error: "UNKNOWN_PACK" };
    p = { kind: input.kind === "headshots" ? "UPSELL" : "EDIT_CREDITS", quantity: pack.count, unitAmount: pack.amount, subtotal: pack.amount, styleIds: [], count: pack.count };
  }

  const returnPath = upsellPagePath(shoot.id, input.kind, input.locale);
  const productName = upsellLabel(t, { type: input.kind, count: p.count, styleNames: p.styleNames }, shoot.title, p.quantity);
  const meta: UpsellMeta = {
    type: input.kind, shootId: shoot.id, locale: input.locale, count: p.count, returnPath, productName, unitAmount: p.unitAmount,
    ...(p.headshotsPerStyle ? { headshotsPerStyle: p.headshotsPerStyle } : {}),
    ...(p.styleNames ? { styleNames: p.styleNames } : {}),
  };
  const provider = options.provider ?? getPaymentProvider();

  const created = await db.$transaction(async (tx) => {
    // One open purchase after the shoot per person: an older unpaid one ends here (its page closes below).
    const open = await tx.order.findMany({ where: { userId: user.id, kind: { in: ["UPSELL", "EDIT_CREDITS"] }, status: "PENDING" }, select: { id: true, providerSessionId: true } });
    for (const o of open) await failInTx(tx, o.id, { status: "CANCELED", reason: "replaced by a newer checkout" }, now);
    const order = await tx.order.create({
      data: {
        userId: user.id, kind: p.kind, status: "PENDING", quantity: p.quantity, currency: prices.currency, subtotal: p.subtotal, discount: 0, total: p.subtotal,
        provider: provider.name, styleIds: p.styleIds, metadata: meta satisfies Prisma.InputJsonObject, createdAt: now,
      },
    });
    return { orderId: order.id, replacedSessions: open.flatMap((o) => (o.providerSessionId ? [o.providerSessionId] : [])) };
  }, PAYMENT_TX);

  for (const sessionId of created.replacedSessions) await provider.cancelPayment(sessionId);

  const back = (extra = "") => new URL(`${returnPath}?order=${encodeURIComponent(created.orderId)}${extra}`, appUrl).toString();
  try {
    const session = await provider.startPayment({
      orderId: created.orderId,
      amount: p.subtotal,
      currency: prices.currency,
      productName,
      customerEmail: user.email,
      locale: input.locale,
      successUrl: back(),
      cancelUrl: back("&canceled=1"),
      expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
    });
    if (session.sessionId) await db.order.update({ where: { id: created.orderId }, data: { providerSessionId: session.sessionId } });
    return { ok: true, orderId: created.orderId, url: session.url };
  } catch (e) {
    console.error(`[upsell] ${provider.name} could not start the payment of order ${created.orderId}: ${e instanceof Error ? e.message : String(e)}`);
    await failOrder(db, created.orderId, { reason: "payment provider unavailable", provider: provider.name }, now);
    return { ok: false, error: "PROVIDER_UNAVAILABLE" };
  }
}
