// Redeeming a gift card at /redeem: the card's package becomes the person's, through the same
// fulfilment as a checkout a gift card pays in full (fulfilInTx): an order of total 0 (provider
// "giftcard", no money moved), the card USED in the same transaction, the invoice, edit credits, the
// shoot in ONBOARDING and, after the commit, the order-confirmation email.
// Single use under concurrency comes from fulfilInTx's guarded `UPDATE … WHERE status = 'UNUSED'`: of
// two people redeeming one card at once exactly one transaction takes it, the other rolls back whole.
import "server-only";
import { z } from "zod";
import { currencyFor } from "@/lib/catalog/packages";
import type { GiftCard, Prisma, PrismaClient, ShootState } from "@/lib/db";
import { LOCALES, localizePath, type Locale } from "@/lib/i18n/config";
import { shootContinuePath } from "@/lib/shoots/continue";
import { checkoutBlock } from "./blocked";
import { takeCodeAttempt } from "./code-attempts";
import { fulfilInTx, sendOrderEmail } from "./fulfil";
import { PAYMENT_TX } from "./order-tx";
import type { OrderEmail } from "./fulfil-types";
import { evaluateCode, findGiftCard } from "./pricing";
import { PaymentError } from "./reasons";
import { normalizeCode } from "./schemas";

/** The provider recorded on an order paid by redeeming a gift card at /redeem. */
export const GIFT_CARD_PROVIDER = "giftcard";

/** Why a redemption was refused; each has a message in Redeem.errors.* (en, de, es). */
export const REDEEM_ERRORS = [
  "EMPTY_CODE",
  "NOT_SIGNED_IN",
  "ADMIN_ACCOUNT",
  "UNKNOWN_CODE",
  "USED",
  "EXPIRED",
  "VOID",
  "TOO_MANY_ATTEMPTS",
] as const;
export type RedeemError = (typeof REDEEM_ERRORS)[number];

export function isRedeemError(v: unknown): v is RedeemError {
  return typeof v === "string" && (REDEEM_ERRORS as readonly string[]).includes(v);
}

export type RedeemResult =
  /** `url`: the shoot's first upload step in the person's language. `alreadyRedeemed`: this person had redeemed it before. */
  | { ok: true; orderId: string; shootId: string; url: string; alreadyRedeemed: boolean }
  | { ok: false; error: RedeemError };

export const redeemInputSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  locale: z.enum(LOCALES).catch("en"),
  // Any text: spaces and case are ignored; a code that matches nothing is UNKNOWN_CODE, not a form error.
  code: z
    .string()
    .catch("")
    .transform((v) => normalizeCode(v.slice(0, 200))),
});
export type RedeemInput = z.input<typeof redeemInputSchema>;

/** Where the person goes with the shoot, in their language (a new shoot: its first upload step). */
function continueUrl(shoot: { id: string; state: ShootState }, locale: Locale): string | null {
  const path = shootContinuePath(shoot);
  if (!path) return null;
  const [pathname, query] = path.split("?");
  return localizePath(pathname!, locale) + (query ? `?${query}` : "");
}

/** The shoot this person's earlier redemption of `giftCardId` created (a double click, a second tab, the checkout). */
async function earlierRedemption(db: PrismaClient, giftCardId: string, userId: string, locale: Locale): Promise<RedeemResult | null> {
  const order = await db.order.findFirst({
    where: { giftCardId, userId, status: { in: ["PAID", "PARTIALLY_REFUNDED"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true, shoots: { select: { id: true, state: true }, orderBy: { createdAt: "asc" }, take: 1 } },
  });
  const shoot = order?.shoots[0];
  const url = shoot ? continueUrl(shoot, locale) : null;
  return order && shoot && url ? { ok: true, orderId: order.id, shootId: shoot.id, url, alreadyRedeemed: true } : null;
}

/** The refusal for a card that is no longer redeemable (or this person's earlier redemption of it). */
async function whyNot(db: PrismaClient, card: Pick<GiftCard, "id" | "status" | "redeemedById">, userId: string, locale: Locale): Promise<RedeemResult> {
  if (card.status === "VOID") return { ok: false, error: "VOID" };
  if (card.status === "USED" && card.redeemedById === userId) return (await earlierRedemption(db, card.id, userId, locale)) ?? { ok: false, error: "USED" };
  return { ok: false, error: "USED" };
}

/** The package's price in the person's currency (the line the invoice shows), else in any currency it has. */
async function packagePrice(db: PrismaClient, packageId: string, locale: Locale): Promise<{ currency: string; amount: number }> {
  const wanted = currencyFor(locale);
  const prices = await db.packagePrice.findMany({ where: { packageId }, select: { currency: true, amount: true }, orderBy: { currency: "asc" } });
  return prices.find((p) => p.currency === wanted) ?? prices[0] ?? { currency: wanted, amount: 0 };
}

/**
 * Redeems the gift card `code` for `userId`: one transaction creates the paid order, takes the card
 * and creates the shoot. Refusals come back as `{ ok: false, error }`; nothing is half-done. Redeeming
 * a card this person already redeemed returns that shoot again. Unknown codes count towards the same
 * guessing limit as the checkout's code field (lib/payments/code-attempts.ts).
 */
export async function redeemGiftCard(db: PrismaClient, raw: RedeemInput, options: { now?: Date } = {}): Promise<RedeemResult> {
  const parsed = redeemInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "NOT_SIGNED_IN" };
  const { userId, locale, code } = parsed.data;
  if (!code) return { ok: false, error: "EMPTY_CODE" };
  const now = options.now ?? new Date();

  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "NOT_SIGNED_IN" };
  // Team members may redeem (a gift card is paid already, nothing is paid twice); admin accounts run
  // the back office and never hold purchases, as at checkout.
  if ((await checkoutBlock(db, user.id)) === "ADMIN_ACCOUNT") return { ok: false, error: "ADMIN_ACCOUNT" };

  const attempt = await takeCodeAttempt(`user:${user.id}`);
  if (!attempt.allowed) return { ok: false, error: "TOO_MANY_ATTEMPTS" };
  const card = await findGiftCard(db, code);
  await attempt.settle(!card);
  if (!card) return { ok: false, error: "UNKNOWN_CODE" };

  const price = await packagePrice(db, card.packageId, locale);
  // The checkout's rules decide whether the card may be used (status, expiry).
  const verdict = await evaluateCode(db, { code: card.code, packageId: card.packageId, currency: price.currency, subtotal: price.amount, userId: user.id, now });
  if ("reason" in verdict) {
    if (verdict.reason === "EXPIRED") return { ok: false, error: "EXPIRED" };
    if (verdict.reason === "USED_UP" || verdict.reason === "INACTIVE") return whyNot(db, card, user.id, locale);
    return { ok: false, error: "UNKNOWN_CODE" };
  }
  // A coupon with the same code takes precedence at checkout; it is not a gift card here.
  if (verdict.kind !== "giftCard") return { ok: false, error: "UNKNOWN_CODE" };

  let done: { orderId: string; shootId: string; email: OrderEmail | null };
  try {
    done = await db.$transaction(async (tx) => {
      const order = await tx.order.create({
        data: {
          userId: user.id, kind: "PACKAGE", packageId: card.packageId, status: "PENDING", quantity: 1,
          currency: price.currency, subtotal: price.amount, discount: price.amount, total: 0,
          giftCardId: card.id, provider: GIFT_CARD_PROVIDER, styleIds: [],
          metadata: { locale, packageSlug: card.tier, code: card.code, via: "redeem" } satisfies Prisma.InputJsonObject,
          createdAt: now,
        },
      });
      const out = await fulfilInTx(tx, order.id, { provider: GIFT_CARD_PROVIDER, providerRef: null, amount: 0 }, now);
      if (out.result.status !== "PAID" || !out.result.shootId) throw new Error(`gift card order ${order.id} could not be fulfilled`);
      return { orderId: order.id, shootId: out.result.shootId, email: out.email };
    }, PAYMENT_TX);
  } catch (e) {
    // Taken (or voided) since we looked: someone else's concurrent redemption won, or our own first click.
    if (e instanceof PaymentError && e.code === "GIFT_CARD_USED") {
      const taken = await db.giftCard.findUnique({ where: { id: card.id }, select: { id: true, status: true, redeemedById: true } });
      return taken ? whyNot(db, taken, user.id, locale) : { ok: false, error: "UNKNOWN_CODE" };
    }
    throw e;
  }
  if (done.email) await sendOrderEmail(db, done.email);
  return { ok: true, orderId: done.orderId, shootId: done.shootId, url: continueUrl({ id: done.shootId, state: "ONBOARDING" }, locale)!, alreadyRedeemed: false };
}
