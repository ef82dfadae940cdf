"use server";
// The checkout's, the TEST MODE payment page's and /redeem's server actions.
import "server-only";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { consentsToAnalytics, CONSENT_COOKIE } from "@/lib/analytics/consent-cookie";
import { currentPrincipal } from "@/lib/auth/guard";
import { isCurrency } from "@/lib/catalog/currency";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { formString } from "@/lib/http/form-data";
import { localizePath, type Locale } from "@/lib/i18n/config";
import { FREE_VISITOR_COOKIE, freeVisitorHash } from "@/lib/tools/free-runs";
import { checkoutPageUrl, createCheckout } from "./checkout";
import { PaymentError } from "./reasons";
import { redeemGiftCard } from "./redeem";
import { confirmTestPayment, declineTestPayment } from "./test-mode";

// createCheckout and redeemGiftCard check their input themselves and answer with their own codes.
const payForm = z.object({ packageSlug: formString, styleSlugs: formString, code: formString, currency: formString });

/**
 * "Pay": creates the order and sends the buyer to the payment page (or the success page when free).
 * `error` is a Checkout.reasons.* code (the code field) or a Checkout.errors.* one.
 */
export const payAction = action(payForm, async (input, { principal, locale }) => {
  // A buyer who used a free tool and agreed to analytics: the order keeps the free tools' cookie as its
  // keyed hash, which /admin/tools/free-headshots counts as a purchase after a free tool.
  const jar = await cookies();
  const freeVisitor = consentsToAnalytics(jar.get(CONSENT_COOKIE.name)?.value) ? freeVisitorHash(jar.get(FREE_VISITOR_COOKIE)?.value) : null;
  const result = await createCheckout(await prisma(), {
    userId: principal.userId,
    locale,
    packageSlug: input.packageSlug,
    styleSlugs: input.styleSlugs.split(",").filter(Boolean),
    code: input.code,
    currency: isCurrency(input.currency) ? input.currency : null,
    freeVisitorHash: freeVisitor,
  });
  if (result.ok || result.error === "BLOCKED") redirect(result.url);
  return { error: result.error };
});

const testPaymentForm = z.object({ orderId: formString });

/**
 * The payer of a TEST MODE order. Signed out (the session ended on the page) → the log-in page and back,
 * as the page itself does; that is why these two actions are "public" and ask for the session here.
 */
async function payer(orderId: string, locale: Locale): Promise<string | { error: "readOnlyView" }> {
  const principal = await currentPrincipal();
  if (!principal) redirect(`${localizePath("/auth/login", locale)}?callbackUrl=${encodeURIComponent(checkoutPageUrl("redirect", orderId, locale))}`);
  // An admin viewing the app as this person reads, never pays or declines for them ("public" skips action()'s own check).
  if (principal.viewingAs) return { error: "readOnlyView" };
  return principal.userId;
}

/** Someone else's order, or test mode off: back to the test page, which says so (or is a 404). */
async function orRefused<T>(run: () => Promise<T>, orderId: string, locale: Locale): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof PaymentError) redirect(checkoutPageUrl("redirect", orderId, locale));
    throw e;
  }
}

/** TEST MODE "Pay": the same fulfilment as a real payment. */
export const confirmTestPaymentAction = action(
  testPaymentForm,
  async ({ orderId }, { locale }) => {
    const userId = await payer(orderId, locale);
    if (typeof userId !== "string") return userId;
    const db = await prisma();
    const result = await orRefused(() => confirmTestPayment(db, { orderId, userId }), orderId, locale);
    redirect(checkoutPageUrl(result.status === "PAID" ? "success" : "failed", orderId, locale));
  },
  { role: "public" },
);

/** TEST MODE "Decline": the order fails, as a declined card would make it. */
export const declineTestPaymentAction = action(
  testPaymentForm,
  async ({ orderId }, { locale }) => {
    const userId = await payer(orderId, locale);
    if (typeof userId !== "string") return userId;
    const db = await prisma();
    await orRefused(() => declineTestPayment(db, { orderId, userId }), orderId, locale);
    redirect(checkoutPageUrl("failed", orderId, locale));
  },
  { role: "public" },
);

const redeemForm = z.object({ code: formString });

/** "Redeem": takes the card and sends the person to the new shoot's first upload step; `error` is a Redeem.errors.* code. */
export const redeemAction = action(redeemForm, async ({ code }, { principal, locale }) => {
  const result = await redeemGiftCard(await prisma(), { userId: principal.userId, locale, code });
  if (result.ok) redirect(result.url);
  return { error: result.error };
});
