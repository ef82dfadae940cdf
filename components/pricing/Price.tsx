"use client";

import { useLocale } from "next-intl";
import { formatPrice, type Currency } from "@/lib/catalog/currency";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";
import { useDisplayCurrency } from "./useDisplayCurrency";

/** A package price in the currency the visitor chose (or the locale's), formatted for the page's language. */
export function Price(props: { prices: Record<Currency, number>; localeCurrency: Currency; className?: string }) {
  return <PriceIn {...props} locale={useLocale() as Locale} />;
}

/** The same, with the page's language given (the cached price list: no translation runtime in the browser). */
export function PriceIn({ prices, localeCurrency, locale, className }: { prices: Record<Currency, number>; localeCurrency: Currency; locale: Locale; className?: string }) {
  const currency = useDisplayCurrency(localeCurrency);
  return (
    <span className={className} data-currency={currency}>
      {formatPrice(prices[currency], currency, LOCALE_TAGS[locale])}
    </span>
  );
}
