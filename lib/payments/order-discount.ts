// What took money off a package order, named as checkout names it: a gift card, a coupon by its code,
// or the referral discount with its percent (the two never stack). Read by the payment pages
// (getOrderSummary) and the invoice line (discountLineText), so both say the same thing.
import "server-only";

export type OrderDiscount = { kind: "giftCard" } | { kind: "coupon"; code: string } | { kind: "referral"; percent: number | null };

type OrderFields = { discount: number; giftCardId: string | null; coupon: { code: string } | null; metadata: unknown };

/** The source of `order`'s discount; null when nothing was taken off. */
export function orderDiscount(order: OrderFields): OrderDiscount | null {
  if (order.discount <= 0) return null;
  if (order.giftCardId) return { kind: "giftCard" };
  const meta = (order.metadata ?? {}) as { code?: unknown; referral?: { percent?: unknown } };
  // The coupon row, or the code checkout recorded if the coupon has been deleted since.
  const code = order.coupon?.code ?? (typeof meta.code === "string" ? meta.code : null);
  if (code) return { kind: "coupon", code };
  const percent = meta.referral?.percent;
  return { kind: "referral", percent: typeof percent === "number" ? percent : null };
}
