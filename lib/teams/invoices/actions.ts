"use server";

// The bank-transfer forms of /app/admin/invoice: ask for a quote, accept it, withdraw it. Each runs as a
// team lead (action role "lead") and asks the organisation again inside lib/teams/invoices, so a lead
// only ever acts on their own organisation's quotes: another organisation's ids are NOT_FOUND, a
// member is FORBIDDEN. Refusals come back as message keys of TeamInvoices.errors or TeamLead.errors.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action, type ActionState } from "@/lib/http/action";
import { formString } from "@/lib/http/form-data";
import { TeamInvoiceError } from "./errors";
import { acceptQuote, requestQuote, voidQuote } from "./quotes";

const id = z.string().trim().min(1).max(64);

/** A quote for `quantity` credits; `detail` is its id. */
export const requestQuoteAction = action(z.object({ quantity: formString }), async (input, { principal, locale }): Promise<ActionState> => {
  try {
    const quote = await requestQuote(await prisma(), { userId: principal.userId, quantity: input.quantity, locale });
    return { ok: true, detail: quote.id };
  } catch (e) {
    // The quantity's refusals belong beside the field.
    if (e instanceof TeamInvoiceError && (e.code === "MIN_QUANTITY" || e.code === "MAX_QUANTITY")) return { fieldErrors: { quantity: e.code }, errorValues: e.values };
    throw e;
  }
}, { role: "lead" });

/** Accepts a quote: the invoice is issued; `detail` is its number. */
export const acceptQuoteAction = action(z.object({ quoteId: id }), async (input, { principal, locale }) => {
  const accepted = await acceptQuote(await prisma(), { userId: principal.userId, quoteId: input.quoteId, locale });
  return { ok: true, detail: accepted.number };
}, { role: "lead" });

/** Withdraws a quote. */
export const withdrawQuoteAction = action(z.object({ quoteId: id }), async (input, { principal }) => {
  await voidQuote(await prisma(), { invoiceId: input.quoteId, actorId: principal.userId });
}, { role: "lead" });
