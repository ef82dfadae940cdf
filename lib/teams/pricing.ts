// The price of team credits (product-decisions: 29 USD/EUR a credit, 10+: 10 %, 25+: 20 %, 50+: 30 %).
// Pure: the checkout prices an order with it on the server, the buy form shows the same numbers live.
import type { Currency } from "@/lib/catalog/currency";

/** One credit, in minor units, in either currency. */
export const CREDIT_UNIT_PRICE = 2900;

/** The most credits one order buys (and the least). */
export const CREDIT_QUANTITY = { min: 1, max: 1000 } as const;

/** Volume discounts, largest first: from `from` credits, `percent` off the whole order. */
export const CREDIT_TIERS = [
  { from: 50, percent: 30 },
  { from: 25, percent: 20 },
  { from: 10, percent: 10 },
] as const;

export type CreditPrice = {
  quantity: number;
  currency: Currency;
  unitAmount: number;
  /** quantity × unit price. */
  subtotal: number;
  /** The tier's discount (0 below 10 credits). */
  percent: number;
  discount: number;
  total: number;
  /** The next tier up and how many more credits reach it, to say "buy N more for X % off". */
  next: { from: number; percent: number } | null;
};

export function isCreditQuantity(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= CREDIT_QUANTITY.min && n <= CREDIT_QUANTITY.max;
}

/** The tier's percent for `quantity` credits. */
export function creditDiscountPercent(quantity: number): number {
  return CREDIT_TIERS.find((t) => quantity >= t.from)?.percent ?? 0;
}

/** What `quantity` credits cost (throws for a quantity outside 1..1000: check with isCreditQuantity). */
export function priceCredits(quantity: number, currency: Currency): CreditPrice {
  if (!isCreditQuantity(quantity)) throw new RangeError(`credit quantity ${quantity}`);
  const subtotal = quantity * CREDIT_UNIT_PRICE;
  const percent = creditDiscountPercent(quantity);
  const discount = Math.round((subtotal * percent) / 100);
  const next = [...CREDIT_TIERS].reverse().find((t) => t.from > quantity) ?? null;
  return { quantity, currency, unitAmount: CREDIT_UNIT_PRICE, subtotal, percent, discount, total: subtotal - discount, next: next && { from: next.from, percent: next.percent } };
}
