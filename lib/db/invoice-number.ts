// Gap-free, race-free invoice numbers per year: LUM-2026-000001, LUM-2026-000002, ...
import "server-only";
import type { Prisma } from "@/generated/prisma/client";

export const INVOICE_NUMBER_PREFIX = "LUM";

export type InvoiceNumber = { year: number; sequence: number; number: string };

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, "0")}`;
}

export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const m = /^([A-Z]+)-(\d{4})-(\d{6,})$/.exec(number);
  if (!m || m[1] !== INVOICE_NUMBER_PREFIX) return null;
  return { year: Number(m[2]), sequence: Number(m[3]) };
}

/**
 * Takes the next number of `year`. Call it inside the transaction that issues the invoice
 * (`prisma.$transaction(async (tx) => ...)`) and store the result on the Invoice in that same
 * transaction:
 * - race-free: INSERT ... ON CONFLICT DO UPDATE locks the year's counter row until the caller's
 *   transaction ends, so concurrent issuers queue up and each gets its own number;
 * - gap-free: if the caller's transaction rolls back, so does the increment.
 * Outside a transaction the number would be committed even if issuing the invoice fails: don't.
 */
export async function nextInvoiceNumber(tx: Prisma.TransactionClient, year: number): Promise<InvoiceNumber> {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invalid invoice year ${year}`);
  const rows = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceCounter" ("year", "last", "updatedAt")
    VALUES (${year}, 1, CURRENT_TIMESTAMP)
    ON CONFLICT ("year") DO UPDATE SET "last" = "InvoiceCounter"."last" + 1, "updatedAt" = CURRENT_TIMESTAMP
    RETURNING "last"`;
  const sequence = Number(rows[0]?.last);
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error("invoice counter returned no row");
  return { year, sequence, number: formatInvoiceNumber(year, sequence) };
}
