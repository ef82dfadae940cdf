import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

export type CheckoutT = (key: string, values?: Record<string, string | number>) => string;

/** Server-side texts of the Checkout namespace in `locale` (shoot titles, invoice lines, Stripe's product name). */
export async function checkoutTranslator(locale: Locale): Promise<CheckoutT> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Checkout" });
  return (key, values) => t(key as never, values as never);
}
