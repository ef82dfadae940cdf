"use server";
// /admin/tools/comp-package-calculator: a team quote for an organisation at the calculator's price,
// made by requestQuote (lib/teams/invoices/quotes.ts) so the organisation's leads accept it at /app/admin/invoices.
import "server-only";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/lib/i18n/messages";
import { isLocale } from "@/lib/i18n/config";
import { formatMoney } from "@/lib/payments/money";
import { CREDIT_QUANTITY } from "@/lib/teams/pricing";
import { readInvoiceTerms, requestQuote } from "@/lib/teams/invoices/quotes";
import type { ActionState } from "@/lib/http/action";
import { adminAction } from "../action";
import { compQuoteForm } from "./calculator";

export const createCompQuoteAction = adminAction(compQuoteForm, async (input, { actorId, db, locale }): Promise<ActionState> => {
  const org = await db.organization.findFirst({ where: { id: input.organizationId, deletedAt: null }, select: { id: true, ownerId: true, owner: { select: { locale: true } } } });
  // The smallest invoice purchase in force (teams.invoiceMinCredits), read now.
  const { minCredits } = await readInvoiceTerms(db);
  if (input.seats < minCredits) return { error: "quoteSeatsRange", errorValues: { min: minCredits, max: CREDIT_QUANTITY.max }, fieldErrors: { seats: "quoteSeatsRange" } };
  if (!org) return { fieldErrors: { organizationId: "organizationRequired" } };
  // The quote is in the organisation's language (its owner's) and currency, as a lead's own would be.
  const quoteLocale = isLocale(org.owner.locale) ? org.owner.locale : "en";
  const t = createTranslator({ locale: quoteLocale, messages: await loadMessages(quoteLocale), namespace: "BackofficeCoupons.calculator" as never });
  const quote = await requestQuote(db, {
    userId: org.ownerId, quantity: input.seats, locale: quoteLocale,
    onBehalf: {
      organizationId: org.id, actorId,
      extraDiscount: input.discountPercent > 0 ? { percent: input.discountPercent, description: t("extraDiscountLine" as never, { percent: input.discountPercent } as never) } : undefined,
      data: { stylesPerMember: input.stylesPerMember },
    },
  });
  return { ok: true, detail: formatMoney(quote.total, quote.currency, locale) };
});
