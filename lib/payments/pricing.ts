// Prices and codes: what a package costs in the buyer's currency and what a coupon or gift card takes
// off. Used by the live preview at checkout and (authoritatively) by createCheckout.
import "server-only";
import type { Coupon, GiftCard, Package, PrismaClient } from "@/lib/db";
import { CURRENCIES } from "@/lib/catalog/currency";
import { currencyFor, type Currency } from "@/lib/catalog/packages";
import type { Locale } from "@/lib/i18n/config";
import { referralOffer } from "@/lib/referrals/offer";
import type { RateLimits } from "@/lib/rate-limit";
import { takeCodeAttempt } from "./code-attempts";
import type { CodeReason } from "./reasons";
import { previewInputSchema, type PreviewInput } from "./schemas";

type Db = Pick<PrismaClient, "package" | "coupon" | "giftCard" | "couponRedemption">;

export type PricedPackage = { pkg: Package; currency: Currency; amount: number };

/**
 * An active package on sale and its price in `currency` (default: the locale's), or why not. A package is
 * on sale only with a price in every currency (as /pricing shows it, lib/catalog/packages.ts): one an
 * admin is still pricing (/admin/catalog) cannot be bought at a placeholder price.
 */
export async function pricePackage(
  db: Pick<PrismaClient, "package">,
  slug: string,
  locale: Locale,
  chosen?: Currency | null,
): Promise<PricedPackage | { error: "UNKNOWN_PACKAGE" | "NO_PRICE" }> {
  const currency = chosen ?? currencyFor(locale);
  const pkg = await db.package.findUnique({ where: { slug }, include: { prices: true } });
  if (!pkg || !pkg.active) return { error: "UNKNOWN_PACKAGE" };
  if (!CURRENCIES.every((c) => pkg.prices.some((p) => p.currency === c))) return { error: "UNKNOWN_PACKAGE" };
  const price = pkg.prices.find((p) => p.currency === currency);
  if (!price) return { error: "NO_PRICE" };
  const { prices: _prices, ...rest } = pkg;
  return { pkg: rest, currency, amount: price.amount };
}

export type AppliedCode =
  | { kind: "coupon"; coupon: Coupon; code: string; discount: number }
  | { kind: "giftCard"; giftCard: GiftCard; code: string; discount: number };

/** Discount of a coupon on `subtotal` (never more than the subtotal). */
export function couponDiscount(coupon: Pick<Coupon, "kind" | "value">, subtotal: number): number {
  const raw = coupon.kind === "PERCENT" ? Math.round((subtotal * Math.min(Math.max(coupon.value, 0), 100)) / 100) : Math.max(coupon.value, 0);
  return Math.min(raw, subtotal);
}

async function findCoupon(db: Db, code: string): Promise<Coupon | null> {
  return (await db.coupon.findUnique({ where: { code } })) ?? (await db.coupon.findFirst({ where: { code: { equals: code, mode: "insensitive" } } }));
}

export async function findGiftCard(db: Db, code: string): Promise<GiftCard | null> {
  return (await db.giftCard.findUnique({ where: { code } })) ?? (await db.giftCard.findFirst({ where: { code: { equals: code, mode: "insensitive" } } }));
}

/**
 * What `code` (already normalised) does to a package bought by `userId` (unknown when signed out).
 * Counters are read, not changed: the checkout transaction re-checks them with guarded updates.
 */
export async function evaluateCode(
  db: Db,
  input: { code: string; packageId: string; currency: string; subtotal: number; userId?: string; now?: Date },
): Promise<AppliedCode | { reason: CodeReason }> {
  const now = input.now ?? new Date();
  const coupon = await findCoupon(db, input.code);
  if (coupon) {
    if (!coupon.active) return { reason: "INACTIVE" };
    if (coupon.expiresAt && coupon.expiresAt <= now) return { reason: "EXPIRED" };
    if (coupon.packageId && coupon.packageId !== input.packageId) return { reason: "WRONG_PACKAGE" };
    if (coupon.kind === "FIXED" && coupon.currency?.toUpperCase() !== input.currency) return { reason: "WRONG_CURRENCY" };
    if (input.userId) {
      // A redemption held by one of the buyer's own unpaid checkouts is released when they start a new one.
      const mine = await db.couponRedemption.findUnique({ where: { couponId_userId: { couponId: coupon.id, userId: input.userId } }, include: { order: { select: { status: true } } } });
      if (mine && mine.order?.status !== "PENDING") return { reason: "ALREADY_USED" };
      if (mine) return { kind: "coupon", coupon, code: coupon.code, discount: couponDiscount(coupon, input.subtotal) };
    }
    if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return { reason: "USED_UP" };
    return { kind: "coupon", coupon, code: coupon.code, discount: couponDiscount(coupon, input.subtotal) };
  }
  const card = await findGiftCard(db, input.code);
  if (card) {
    if (card.status === "USED") return { reason: "USED_UP" };
    if (card.status === "VOID") return { reason: "INACTIVE" };
    if (card.expiresAt && card.expiresAt <= now) return { reason: "EXPIRED" };
    if (card.packageId !== input.packageId) return { reason: "WRONG_PACKAGE" };
    return { kind: "giftCard", giftCard: card, code: card.code, discount: input.subtotal };
  }
  return { reason: "UNKNOWN_CODE" };
}

export type PricePreview =
  | {
      ok: true;
      packageSlug: string;
      currency: Currency;
      subtotal: number;
      discount: number;
      total: number;
      /** The code that applied, as stored, and what it is. */
      code: { code: string; kind: "coupon" | "giftCard"; percent: number | null } | null;
      /** Present when the referral discount applies (a first purchase through a friend's link); `instead`: the valid code it beat. */
      referral?: { percent: number; instead?: string };
    }
  | { ok: false; reason: CodeReason | "INVALID_INPUT" | "UNKNOWN_PACKAGE" | "NO_PRICE" };

/**
 * The price of a package with an optional code, for the checkout's live coupon field. `subject`
 * (the person, else their IP) throttles guessing: too many unknown codes → TOO_MANY_ATTEMPTS.
 */
export async function previewPrice(db: PrismaClient, raw: PreviewInput, now = new Date(), options: { subject?: string; limits?: RateLimits } = {}): Promise<PricePreview> {
  const parsed = previewInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "INVALID_INPUT" };
  const { packageSlug, locale, code, userId, currency } = parsed.data;
  const priced = await pricePackage(db, packageSlug, locale, currency);
  if ("error" in priced) return { ok: false, reason: priced.error };
  const base = { ok: true as const, packageSlug: priced.pkg.slug, currency: priced.currency, subtotal: priced.amount };
  const referral = userId ? await referralOffer(db, userId, priced.amount) : null;
  const withReferral = (r: NonNullable<typeof referral>, instead?: string) =>
    ({ ...base, discount: r.discount, total: priced.amount - r.discount, code: null, referral: { percent: r.percent, ...(instead ? { instead } : {}) } });
  if (!code) return referral ? withReferral(referral) : { ...base, discount: 0, total: priced.amount, code: null };
  const subject = options.subject ?? (userId ? `user:${userId}` : undefined);
  const attempt = subject ? await takeCodeAttempt(subject, options.limits) : null;
  if (attempt && !attempt.allowed) return { ok: false, reason: "TOO_MANY_ATTEMPTS" };
  const applied = await evaluateCode(db, { code, packageId: priced.pkg.id, currency: priced.currency, subtotal: priced.amount, userId, now });
  if (attempt?.allowed) await attempt.settle("reason" in applied && applied.reason === "UNKNOWN_CODE");
  if ("reason" in applied) return { ok: false, reason: applied.reason };
  // A code and the referral discount never stack: the better one applies (the referral on a tie, so the coupon stays unused).
  if (referral && referral.discount >= applied.discount) return withReferral(referral, applied.code);
  return {
    ...base,
    discount: applied.discount,
    total: priced.amount - applied.discount,
    code: { code: applied.code, kind: applied.kind, percent: applied.kind === "coupon" && applied.coupon.kind === "PERCENT" ? applied.coupon.value : null },
  };
}
