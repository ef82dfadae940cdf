"use server";
// /admin/giftcard: issue a batch, void a card (lib/backoffice/giftcards/giftcards.ts does the work and the audit).
import "server-only";
import { adminAction } from "../action";
import { issueGiftCardBatch, voidGiftCard } from "./giftcards";
import { giftCardBatchForm, voidGiftCardForm } from "./schemas";

export const issueGiftCardBatchAction = adminAction(giftCardBatchForm, async (input, { actorId, db }) => {
  const batch = await issueGiftCardBatch(db, { ...input, actorId });
  return { ok: true, detail: batch.label };
});

export const voidGiftCardAction = adminAction(voidGiftCardForm, async (input, { actorId, db }) => {
  await voidGiftCard(db, { ...input, actorId });
  return { ok: true };
});
