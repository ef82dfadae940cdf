"use client";

import { useLocale } from "next-intl";
import type { Currency } from "@/lib/catalog/currency";
import type { Locale } from "@/lib/i18n/config";
import { PriceIn } from "./PriceIn";

/** A package price in the currency the visitor chose (or the locale's), formatted for the page's language. */
export function Price(props: { prices: Record<Currency, number>; localeCurrency: Currency; className?: string }) {
  return <PriceIn {...props} locale={useLocale() as Locale} />;
}
