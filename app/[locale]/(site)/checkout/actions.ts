"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/guard";
import { isCurrency } from "@/lib/catalog/currency";
import { prisma } from "@/lib/db";
import { knownClientIp } from "@/lib/http/client-ip";
import { isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import { createCheckout, PaymentError, type CheckoutErrorCode, type CodeReason } from "@/lib/payments";
import { checkoutPageUrl } from "@/lib/payments/checkout";
import { previewPrice, type PricePreview } from "@/lib/payments/pricing";
import { confirmTestPayment, declineTestPayment } from "@/lib/payments/test-mode";
import { formText } from "@/lib/http/form-data";
import { ipSubject } from "@/lib/rate-limit";

const str = formText;
const localeOf = (v: unknown): Locale => (isLocale(v) ? v : "en");

/** The live price for the "Got a coupon?" field (debounced by the page). Knows the buyer when signed in. */
export async function previewCodeAction(input: { locale: string; packageSlug: string; code: string; currency: string | null }): Promise<PricePreview> {
  const principal = await currentPrincipal();
  // Guessing is throttled per person, or per address when signed out.
  const ip = knownClientIp(await headers());
  return previewPrice(
    await prisma(),
    {
      userId: principal?.userId,
      locale: localeOf(input?.locale),
      packageSlug: String(input?.packageSlug ?? ""),
      code: String(input?.code ?? "").slice(0, 200),
      currency: isCurrency(input?.currency) ? input.currency : null,
    },
    new Date(),
    { subject: principal ? `user:${principal.userId}` : ipSubject(ip) },
  );
}

export type PayState = { error?: CheckoutErrorCode | CodeReason };

/** "Pay": creates the order and sends the buyer to the payment page (or the success page when free). */
export async function payAction(_prev: PayState, fd: FormData): Promise<PayState> {
  const locale = localeOf(str(fd, "locale"));
  const principal = await currentPrincipal();
  if (!principal) return { error: "NOT_SIGNED_IN" };
  const currency = str(fd, "currency");
  const result = await createCheckout(await prisma(), {
    userId: principal.userId,
    locale,
    packageSlug: str(fd, "packageSlug"),
    styleSlugs: str(fd, "styleSlugs").split(",").filter(Boolean),
    code: str(fd, "code"),
    currency: isCurrency(currency) ? currency : null,
  });
  if (result.ok) redirect(result.url);
  if (result.error === "BLOCKED") redirect(result.url);
  return { error: result.error };
}

async function testPaymentInput(fd: FormData) {
  const locale = localeOf(str(fd, "locale"));
  const orderId = str(fd, "orderId");
  const principal = await currentPrincipal();
  if (!principal) redirect(`${localizePath("/auth/login", locale)}?callbackUrl=${encodeURIComponent(checkoutPageUrl("redirect", orderId, locale))}`);
  return { locale, orderId, userId: principal.userId };
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
export async function confirmTestPaymentAction(fd: FormData): Promise<void> {
  const { locale, orderId, userId } = await testPaymentInput(fd);
  const db = await prisma();
  const result = await orRefused(() => confirmTestPayment(db, { orderId, userId }), orderId, locale);
  redirect(checkoutPageUrl(result.status === "PAID" ? "success" : "failed", orderId, locale));
}

/** TEST MODE "Decline": the order fails, as a declined card would make it. */
export async function declineTestPaymentAction(fd: FormData): Promise<void> {
  const { locale, orderId, userId } = await testPaymentInput(fd);
  const db = await prisma();
  await orRefused(() => declineTestPayment(db, { orderId, userId }), orderId, locale);
  redirect(checkoutPageUrl("failed", orderId, locale));
}
