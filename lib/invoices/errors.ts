// What the invoice endpoints can refuse with. Each code has a message in en/de/es under
// `Invoices.errors.<code>`; routes answer `{ error: { code, message } }` like the other APIs.
import type { Locale } from "@/lib/i18n/config";
import { CodedError, type ErrorValues } from "@/lib/http/errors";
import { localizedError } from "@/lib/http/errors";

export const INVOICE_ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  /** Also for invoices that exist but are someone else's: existence is never revealed. */
  INVOICE_NOT_FOUND: 404,
  INVALID_BODY: 400,
  BILL_TO_TOO_LONG: 400,
  BILL_TO_TOO_MANY_LINES: 400,
  BILL_TO_INVALID: 400,
  INTERNAL_ERROR: 500,
} as const;

export type InvoiceErrorCode = keyof typeof INVOICE_ERROR_STATUS;
export const INVOICE_ERROR_CODES = Object.keys(INVOICE_ERROR_STATUS) as InvoiceErrorCode[];

export class InvoiceError extends CodedError<InvoiceErrorCode> {
  override name = "InvoiceError";
  constructor(code: InvoiceErrorCode, values?: ErrorValues) {
    super("Invoices", code, INVOICE_ERROR_STATUS[code], values);
  }
}

export function invoiceError(locale: Locale, code: InvoiceErrorCode, values?: Record<string, string | number>): Promise<Response> {
  return localizedError(locale, "Invoices", code, INVOICE_ERROR_STATUS[code], { values });
}

/** Its own refusals as they are; anything else is logged and becomes a 500. */
export async function invoiceErrorResponse(locale: Locale, error: unknown, where: string): Promise<Response> {
  if (error instanceof InvoiceError) return invoiceError(locale, error.code, error.values);
  console.error(`[invoices] ${where}:`, error);
  return invoiceError(locale, "INTERNAL_ERROR");
}
