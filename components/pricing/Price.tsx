"use client";

import { useLocale } from "next-intl";
import { formatPrice, type Currency } from "@/lib/catalog/currency";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { useDisplayCurrency } from "./useDisplayCurrency";

/** A package price in the currency the visitor chose (or the locale's), formatted for the page's language. */
export function Price({ prices, localeCurrency, className }: { prices: Record<Currency, number>; localeCurrency: Currency; className?: string }) {
  const locale = useLocale() as Locale;
  const currency = useDisplayCurrency(localeCurrency);
  return (
    <span className={className} data-currency={currency}>
      {formatPrice(prices[currency], currency, LOCALE_TAGS[locale])}
    </span>
  );
}
