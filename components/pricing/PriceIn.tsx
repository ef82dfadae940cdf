"use client";

import { formatPrice, type Currency } from "@/lib/catalog/currency";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { useDisplayCurrency } from "./useDisplayCurrency";

// Without next-intl (the cached price list imports it: see CurrencySwitch.tsx); Price.tsx reads the
// language from next-intl for the app.

/** A package price in the currency the visitor chose (or the locale's), formatted for `locale`. */
export function PriceIn({ prices, localeCurrency, locale, className }: { prices: Record<Currency, number>; localeCurrency: Currency; locale: Locale; className?: string }) {
  const currency = useDisplayCurrency(localeCurrency);
  return (
    <span className={className} data-currency={currency}>
      {formatPrice(prices[currency], currency, LOCALE_TAGS[locale])}
    </span>
  );
}
