// Figures as the landing pages print them: prices in the page's language, turnaround estimates in
// words. Pure helpers for the server components of this folder.
import { formatPrice, type Currency } from "@/lib/catalog/currency";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { turnaroundInUnits } from "@/lib/shoots/turnaround";

export function priceText(price: { amount: number; currency: Currency }, locale: Locale): string {
  return formatPrice(price.amount, price.currency, LOCALE_TAGS[locale]);
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "about 2 hours" (Landing.turnaround.*), or null when nothing was measured yet. */
export function turnaroundText(t: Translate, seconds: number | null): string | null {
  if (seconds === null) return null;
  const { unit, count } = turnaroundInUnits(seconds);
  return t(`turnaround.${unit}`, { count });
}
