"use server";
// /admin/reviews and /admin/testimonials: save (create or edit, with the photo), approve/unapprove,
// feature/unfeature, delete. The kind comes with the form, and a row of the other kind is NOT_FOUND
// (lib/backoffice/reviews/quotes.ts does the work, the audit and the revalidation).
import "server-only";
import { z } from "zod";
import { getStorage } from "@/lib/storage";
import { adminAction } from "../action";
import { deleteQuote, saveQuote, setQuoteFlag } from "./quotes";
import { QUOTE_KINDS, quoteDeleteForm, quoteFlagForm, quoteForm } from "./schemas";

const kind = z.object({ kind: z.enum(QUOTE_KINDS) });

export const saveQuoteAction = adminAction(quoteForm, async (input, { actorId, db }) => {
  const result = await saveQuote(db, getStorage(), { ...input, actorId });
  return result.ok ? { ok: true } : { fieldErrors: result.fieldErrors };
});

export const setQuoteFlagAction = adminAction(quoteFlagForm.extend(kind.shape), async (input, { actorId, db }) => {
  await setQuoteFlag(db, { ...input, actorId });
  return { ok: true };
});

export const deleteQuoteAction = adminAction(quoteDeleteForm.extend(kind.shape), async (input, { actorId, db }) => {
  await deleteQuote(db, getStorage(), { ...input, actorId });
  return { ok: true };
});
