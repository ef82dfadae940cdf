"use server";
// Buying team credits (the wizard's payment step and /app/admin/credits): the same checkout and
// fulfilment as a package (lib/payments/credits-checkout.ts). Refusals are TeamCredits.errors.* codes.
import "server-only";

import { redirect } from "next/navigation";
import { z } from "zod";
import { isCurrency } from "@/lib/catalog/currency";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { formString } from "@/lib/http/form-data";
import { createCreditsCheckout } from "@/lib/payments/credits-checkout";

const buyForm = z.object({ quantity: formString, currency: formString });

/**
 * "Buy": creates the credits order and sends the lead to the payment page. The lead role is asked
 * (a wizard's owner has it from the company details on), so a member is refused before anything runs.
 */
export const buyCreditsAction = action(buyForm, async (input, { principal, locale }) => {
  const quantity = /^\d{1,5}$/.test(input.quantity.trim()) ? Number(input.quantity.trim()) : NaN;
  if (!Number.isFinite(quantity)) return { fieldErrors: { quantity: "INVALID_QUANTITY" } };
  const result = await createCreditsCheckout(await prisma(), {
    userId: principal.userId, locale, quantity, currency: isCurrency(input.currency) ? input.currency : null,
  });
  if (result.ok) redirect(result.url);
  return result.error === "INVALID_QUANTITY" ? { fieldErrors: { quantity: result.error } } : { error: result.error };
}, { role: "lead" });
