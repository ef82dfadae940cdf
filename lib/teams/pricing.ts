// The price of team credits (product-decisions: 29 USD/EUR a credit, 10+: 10 %, 25+: 20 %, 50+: 30 %).
// Pure: the checkout prices an order with it on the server, the buy form shows the same numbers live.
// The policy (unit price, tiers) is the platform admins' parameters teams.creditPrice and
// teams.volumeDiscounts, read once per request by readCreditPricing (./pricing-policy.ts) and passed in
// here (and as a prop to the forms), so a change applies at the next request.
import type { Currency } from "@/lib/catalog/currency";

/** One credit, in minor units, in either currency (the default of teams.creditPrice). */
export const CREDIT_UNIT_PRICE = 2900;

/** The most credits one order buys (and the least). */
export const CREDIT_QUANTITY = { min: 1, max: 1000 } as const;

/** A volume discount: from `minCredits` credits, `percent` off the whole order. */
export type CreditTier = { minCredits: number; percent: number };

/** The price policy in force: the unit price per currency and the volume tiers (any order). */
export type CreditPricing = { unitPrice: Readonly<Record<Currency, number>>; tiers: readonly CreditTier[] };

/** The defaults (lib/db/parameters-defaults.ts holds the same figures for the server's reader). */
export const DEFAULT_CREDIT_PRICING: CreditPricing = {
  unitPrice: { USD: CREDIT_UNIT_PRICE, EUR: CREDIT_UNIT_PRICE },
  tiers: [
    { minCredits: 10, percent: 10 },
    { minCredits: 25, percent: 20 },
    { minCredits: 50, percent: 30 },
  ],
};

/** The tiers, smallest threshold first. */
export function sortedTiers(pricing: CreditPricing): CreditTier[] {
  return [...pricing.tiers].sort((a, b) => a.minCredits - b.minCredits);
}

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

/** The percent of the highest tier `quantity` credits reach (0 below every tier). */
export function creditDiscountPercent(quantity: number, pricing: CreditPricing): number {
  return sortedTiers(pricing).findLast((t) => quantity >= t.minCredits)?.percent ?? 0;
}

/** What `quantity` credits cost under `pricing` (throws for a quantity outside 1..1000: check with isCreditQuantity). */
export function priceCredits(quantity: number, currency: Currency, pricing: CreditPricing): CreditPrice {
  if (!isCreditQuantity(quantity)) throw new RangeError(`credit quantity ${quantity}`);
  const unitAmount = pricing.unitPrice[currency];
  const subtotal = quantity * unitAmount;
  const percent = creditDiscountPercent(quantity, pricing);
  const discount = Math.round((subtotal * percent) / 100);
  // The next threshold up that gives more off than now ("buy N more for X % off").
  const next = sortedTiers(pricing).find((t) => t.minCredits > quantity && t.percent > percent) ?? null;
  return { quantity, currency, unitAmount, subtotal, percent, discount, total: subtotal - discount, next: next && { from: next.minCredits, percent: next.percent } };
}
