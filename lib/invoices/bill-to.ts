// The free-text "Bill to" block a buyer adds to an invoice (company name, address, reference). It is
// printed as typed, so it is only tidied (line ends, trailing spaces) and bounded, never rewritten.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { findInvoiceFor, type Viewer } from "./access";
import { InvoiceError } from "./errors";

export const BILL_TO_MAX_CHARS = 500;
export const BILL_TO_MAX_LINES = 8;

// Control characters other than the line feed, and the bidi overrides that can make printed text lie.
const FORBIDDEN = /(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** The text to store (null clears the field), or an InvoiceError that says what to change. */
export function parseBillTo(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== "string") throw new InvoiceError("INVALID_BODY");
  const text = raw
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
  if (FORBIDDEN.test(text)) throw new InvoiceError("BILL_TO_INVALID");
  if ([...text].length > BILL_TO_MAX_CHARS) throw new InvoiceError("BILL_TO_TOO_LONG", { max: BILL_TO_MAX_CHARS });
  if (text.split("\n").length > BILL_TO_MAX_LINES) throw new InvoiceError("BILL_TO_TOO_MANY_LINES", { max: BILL_TO_MAX_LINES });
  return text || null;
}

/** Saves the Bill to text on an invoice `viewer` may see; anyone else is told it does not exist. */
export async function saveBillTo(db: PrismaClient, viewer: Viewer, ref: string, raw: unknown): Promise<{ billTo: string | null }> {
  const invoice = await findInvoiceFor(db, viewer, ref);
  if (!invoice) throw new InvoiceError("INVOICE_NOT_FOUND");
  const billTo = parseBillTo(raw);
  await db.invoice.update({ where: { id: invoice.id }, data: { billTo } });
  return { billTo };
}
