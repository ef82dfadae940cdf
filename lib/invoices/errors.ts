// What the invoice endpoints can refuse with. Each code has a message in en/de/es under
// `Invoices.errors.<code>`; the routes (lib/http/route.ts) answer `{ error: { code, message } }` like the other APIs.
import "server-only";
import { CodedError, type ErrorValues } from "@/lib/http/errors";

export const INVOICE_ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  /** Also for invoices that exist but are someone else's: existence is never revealed. */
  INVOICE_NOT_FOUND: 404,
  INVALID_BODY: 400,
  BILL_TO_TOO_LONG: 400,
  BILL_TO_TOO_MANY_LINES: 400,
  BILL_TO_INVALID: 400,
} as const;

export type InvoiceErrorCode = keyof typeof INVOICE_ERROR_STATUS;
export const INVOICE_ERROR_CODES = Object.keys(INVOICE_ERROR_STATUS) as InvoiceErrorCode[];

export class InvoiceError extends CodedError<InvoiceErrorCode> {
  override name = "InvoiceError";
  constructor(code: InvoiceErrorCode, values?: ErrorValues) {
    super("Invoices", code, INVOICE_ERROR_STATUS[code], values);
  }
}
