import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/http/errors";

export type InvoiceT = (key: string, values?: Record<string, string | number>) => string;

/** Texts of the `Invoices` namespace in `locale` (the invoice's language, not necessarily the page's). */
export function invoiceTranslator(locale: Locale): Promise<InvoiceT> {
  return translatorFor(locale, "Invoices");
}
