// Starting a purchase: validate, price, reserve the coupon, create the PENDING order and hand the buyer
// to the payment provider. A total of 0 (100 % coupon, gift card) is fulfilled at once, no provider.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { checkoutTranslator } from "./messages";
import { checkoutBlock } from "./blocked";
import { takeCodeAttempt } from "./code-attempts";
import { reserveCoupon } from "./coupons";
import { expireStaleOrders, failInTx, failOrder, ORDER_HOLD_MINUTES } from "./fail";
import { fulfilInTx, sendOrderEmail } from "./fulfil";
import { PAYMENT_TX } from "./order-tx";
import type { OrderEmail } from "./fulfil-types";
import { evaluateCode, pricePackage } from "./pricing";
import { getPaymentProvider } from "./provider";
import { FULFILLED_STATUSES, referralOffer, referralPercentFor, type ReferralOffer } from "@/lib/referrals/offer";
import type { PaymentProvider } from "./providers/types";
import { CheckoutAbort, PaymentError, type BlockReason, type CheckoutErrorCode, type CodeReason } from "./reasons";
import { checkoutInputSchema, type CheckoutInput } from "./schemas";

export type CheckoutResult =
  /** Go to `url` (the provider's payment page) to pay. */
  | { ok: true; status: "PENDING"; orderId: string; url: string }
  /** Nothing to pay (coupon or gift card covered it): already fulfilled; `url` is the success page. */
  | { ok: true; status: "PAID"; orderId: string; shootId: string; url: string }
  | { ok: false; error: CheckoutErrorCode | CodeReason }
  /** `url` is /checkout/blocked?reason=… */
  | { ok: false; error: "BLOCKED"; blockReason: BlockReason; url: string };

export type CheckoutOptions = { provider?: PaymentProvider; appUrl?: string; now?: Date };

/** /checkout/{page}?order=… in the buyer's language (path only, or absolute with `appUrl`). */
export function checkoutPageUrl(page: "success" | "failed" | "redirect", orderId: string, locale: Locale, appUrl?: string): string {
  const path = `${localizePath(`/checkout/${page}`, locale)}?order=${encodeURIComponent(orderId)}`;
  return appUrl ? new URL(path, appUrl).toString() : path;
}

export function blockedPageUrl(reason: BlockReason, locale: Locale): string {
  return `${localizePath("/checkout/blocked", locale)}?reason=${reason}`;
}

/**
 * The referral discount priced before the transaction, checked again with the person's row locked and
 * their replaced checkouts ended: still their first purchase (no paid package, referral unused), the same
 * percent, and no other order that is paid or still open carries it.
 */
async function referralStillApplies(tx: Prisma.TransactionClient, userId: string, priced: ReferralOffer): Promise<boolean> {
  const now = await referralPercentFor(tx, userId);
  if (!now || now.referralId !== priced.referralId || now.percent !== priced.percent) return false;
  const orders = await tx.order.findMany({ where: { userId, status: { in: ["PENDING", ...FULFILLED_STATUSES] } }, select: { metadata: true } });
  return !orders.some((o) => (o.metadata as { referral?: unknown } | null)?.referral);
}

/**
 * Creates the PENDING order for a package and returns where the buyer goes next (Stripe Checkout, or
 * the test provider's /checkout/redirect; the success page for a total of 0). Refusals come back as
 * `{ ok: false, error }` with a code the page shows in the buyer's language; nothing is half-done.
 */
export async function createCheckout(db: PrismaClient, raw: CheckoutInput, options: CheckoutOptions = {}): Promise<CheckoutResult> {
  const parsed = checkoutInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "INVALID_INPUT" };
  const input = parsed.data;
  const now = options.now ?? new Date();
  const appUrl = options.appUrl ?? env.APP_URL;

  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, name: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "NOT_SIGNED_IN" };
  const block = await checkoutBlock(db, user.id);
  if (block) return { ok: false, error: "BLOCKED", blockReason: block, url: blockedPageUrl(block, input.locale) };

  const priced = await pricePackage(db, input.packageSlug, input.locale, input.currency);
  if ("error" in priced) return { ok: false, error: priced.error };
  const { pkg, currency, amount: subtotal } = priced;

  const slugs = [...new Set(input.styleSlugs)];
  if (slugs.length > pkg.styles) return { ok: false, error: "TOO_MANY_STYLES" };
  const styles = slugs.length ? await db.style.findMany({ where: { slug: { in: slugs }, active: true }, select: { id: true, slug: true } }) : [];
  if (styles.length !== slugs.length) return { ok: false, error: "UNKNOWN_STYLE" };
  const styleIds = slugs.map((s) => styles.find((r) => r.slug === s)!.id);

  const attempt = input.code ? await takeCodeAttempt(`user:${user.id}`) : null;
  if (attempt && !attempt.allowed) return { ok: false, error: "TOO_MANY_ATTEMPTS" };
  let applied = input.code ? await evaluateCode(db, { code: input.code, packageId: pkg.id, currency, subtotal, userId: user.id, now }) : null;
  if (attempt?.allowed) await attempt.settle(applied !== null && "reason" in applied && applied.reason === "UNKNOWN_CODE");
  if (applied && "reason" in applied && applied.reason === "USED_UP") {
    // Walked-away checkouts may still hold redemptions: end those past their hold, then look again.
    const coupon = await db.coupon.findFirst({ where: { code: { equals: input.code!, mode: "insensitive" } }, select: { id: true } });
    if (coupon && (await expireStaleOrders(db, { now, couponId: coupon.id })) > 0) {
      applied = await evaluateCode(db, { code: input.code!, packageId: pkg.id, currency, subtotal, userId: user.id, now });
    }
  }
  if (applied && "reason" in applied) return { ok: false, error: applied.reason };
  // A referred person's first purchase: the referral discount, or the code if it is better (they never stack).
  const referral = await referralOffer(db, user.id, subtotal);
  if (referral && applied && referral.discount >= applied.discount) applied = null;
  const discount = applied ? applied.discount : (referral?.discount ?? 0);
  const total = subtotal - discount;
  const provider = options.provider ?? getPaymentProvider();

  let created: { orderId: string; replacedSessions: string[]; paid: { shootId: string; email: OrderEmail | null } | null };
  try {
    created = await db.$transaction(async (tx) => {
      // The person's checkouts one after the other, so two at once cannot both take the first-purchase discount.
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
      // One open checkout per person: older unpaid ones end here and give their coupon back, so a
      // buyer who walked away and returns can use the same coupon again.
      const open = await tx.order.findMany({ where: { userId: user.id, kind: "PACKAGE", status: "PENDING" }, select: { id: true, providerSessionId: true } });
      for (const o of open) await failInTx(tx, o.id, { status: "CANCELED", reason: "replaced by a newer checkout" }, now);
      if (!applied && referral && !(await referralStillApplies(tx, user.id, referral))) throw new CheckoutAbort("PRICE_CHANGED");

      const order = await tx.order.create({
        data: {
          userId: user.id, kind: "PACKAGE", packageId: pkg.id, status: "PENDING", quantity: 1, currency, subtotal, discount, total,
          couponId: applied?.kind === "coupon" ? applied.coupon.id : null,
          giftCardId: applied?.kind === "giftCard" ? applied.giftCard.id : null,
          provider: total === 0 ? "none" : provider.name,
          styleIds,
          metadata: {
            locale: input.locale, packageSlug: pkg.slug, styleSlugs: slugs, ...(applied ? { code: applied.code } : {}),
            ...(!applied && referral ? { referral: { referralId: referral.referralId, percent: referral.percent } } : {}),
            // A buyer who used a free tool (the free tools' stats count these orders once paid).
            // A mark only: the visitor's hash is not kept, so the order cannot be tied back to the free runs.
            ...(input.freeVisitorHash ? { freeVisitor: true } : {}),
          } satisfies Prisma.InputJsonObject,
          createdAt: now,
        },
      });
      if (applied?.kind === "coupon") {
        const refused = await reserveCoupon(tx, { couponId: applied.coupon.id, userId: user.id, orderId: order.id, now });
        if (refused) throw new CheckoutAbort(refused);
      }
      let paid: { shootId: string; email: OrderEmail | null } | null = null;
      if (total === 0) {
        const out = await fulfilInTx(tx, order.id, { provider: "none", providerRef: null, amount: 0 }, now);
        if (out.result.status !== "PAID" || !out.result.shootId) throw new Error(`order ${order.id} could not be fulfilled`);
        paid = { shootId: out.result.shootId, email: out.email };
      }
      return { orderId: order.id, replacedSessions: open.flatMap((o) => (o.providerSessionId ? [o.providerSessionId] : [])), paid };
    }, PAYMENT_TX);
  } catch (e) {
    if (e instanceof CheckoutAbort) return { ok: false, error: e.reason };
    if (e instanceof PaymentError && e.code === "GIFT_CARD_USED") return { ok: false, error: "USED_UP" };
    throw e;
  }

  for (const sessionId of created.replacedSessions) await provider.cancelPayment(sessionId);

  if (created.paid) {
    if (created.paid.email) await sendOrderEmail(db, created.paid.email);
    return { ok: true, status: "PAID", orderId: created.orderId, shootId: created.paid.shootId, url: checkoutPageUrl("success", created.orderId, input.locale) };
  }

  try {
    const t = await checkoutTranslator(input.locale);
    const session = await provider.startPayment({
      orderId: created.orderId,
      amount: total,
      currency,
      productName: t("shootTitle", { package: pkg.name }),
      description: t("productDescription", { headshots: pkg.headshots, styles: pkg.styles }),
      customerEmail: user.email,
      locale: input.locale,
      successUrl: checkoutPageUrl("success", created.orderId, input.locale, appUrl),
      cancelUrl: checkoutPageUrl("failed", created.orderId, input.locale, appUrl),
      expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
    });
    if (session.sessionId) await db.order.update({ where: { id: created.orderId }, data: { providerSessionId: session.sessionId } });
    return { ok: true, status: "PENDING", orderId: created.orderId, url: session.url };
  } catch (e) {
    console.error(`[payments] ${provider.name} could not start the payment of order ${created.orderId}: ${e instanceof Error ? e.message : String(e)}`);
    await failOrder(db, created.orderId, { reason: "payment provider unavailable", provider: provider.name }, now);
    return { ok: false, error: "PROVIDER_UNAVAILABLE" };
  }
}
