import { formatPrice, isCurrency } from "@/lib/catalog/currency";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";

/** Minor units as the price list shows them: 2900 USD in en → "$29", 2610 EUR in de → "26,10 €". */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  if (isCurrency(currency)) return formatPrice(amount, currency, LOCALE_TAGS[locale]);
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency }).format(amount / 100);
}
