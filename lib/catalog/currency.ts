// Currencies a visitor can pay in. Pure (no server imports): the price display in the browser uses it too.

export const CURRENCIES = ["USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * A price in minor units formatted for `localeTag` ("en-US", "de-DE"...): whole amounts without
 * decimals ("$29", "29 €"), anything else with cents ("$29.50").
 */
export function formatPrice(amountMinor: number, currency: Currency, localeTag: string): string {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat(localeTag, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amountMinor / 100);
}
