import "server-only";
import { env } from "@/lib/env";
import { stripeProvider } from "./providers/stripe";
import { testProvider } from "./providers/test";
import type { PaymentProvider } from "./providers/types";

const g = globalThis as unknown as { __lumenPaymentProvider?: PaymentProvider };

/** Stripe Checkout when STRIPE_SECRET_KEY is set (with its webhook secret), else the built-in test provider. */
export function getPaymentProvider(): PaymentProvider {
  return (g.__lumenPaymentProvider ??= env.STRIPE_SECRET_KEY ? stripeProvider({ secretKey: env.STRIPE_SECRET_KEY }) : testProvider);
}

/** True when payments run on the built-in test provider (no real money). */
export function isTestMode(): boolean {
  return getPaymentProvider().name === "test";
}
