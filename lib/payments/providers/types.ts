import "server-only";
import type { Locale } from "@/lib/i18n/config";

/** What a provider needs to take a payment for one order. Amounts in minor units. */
export type StartPaymentInput = {
  orderId: string;
  amount: number;
  /** ISO 4217, upper case ("USD", "EUR"). */
  currency: string;
  /** Shown on the provider's payment page, e.g. "Professional headshots". */
  productName: string;
  description?: string;
  customerEmail: string;
  locale: Locale;
  /** Absolute URLs back into Lumen. */
  successUrl: string;
  cancelUrl: string;
  /** When the payment page stops accepting payments (the coupon reservation is released after it). */
  expiresAt: Date;
};

export type ProviderPaymentState = {
  /** "paid": money received; "open": still payable; "processing": completed, waiting for an async method; "expired": can no longer be paid. */
  state: "paid" | "open" | "processing" | "expired";
  /** The provider's id of the payment (Stripe: payment intent), when paid. */
  paymentRef: string | null;
  amount: number | null;
  currency: string | null;
};

/** Money back for one payment. `idempotencyKey` is Lumen's refund id: the same key never refunds twice. */
export type RefundPaymentInput = {
  /** The provider's id of the payment (Stripe: payment intent), as recorded on the CHARGE transaction. */
  paymentRef: string;
  /** Minor units. */
  amount: number;
  currency: string;
  idempotencyKey: string;
};

export type ProviderRefund = {
  /** The provider's id of the refund (Stripe: re_…). */
  refundRef: string;
  /** "succeeded": the money is on its way back; "pending": accepted, the bank confirms later. */
  status: "succeeded" | "pending";
};

/**
 * A payment provider: the built-in test provider (no configuration) or Stripe Checkout. Both end in
 * the same fulfilment code (lib/payments/fulfil.ts); the provider only takes the money.
 */
export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Creates the payment page for an order and returns where to send the buyer. */
  startPayment(input: StartPaymentInput): Promise<{ url: string; sessionId: string | null }>;
  /** Closes a payment page that must not be paid any more (a superseded checkout). Best effort. */
  cancelPayment(sessionId: string): Promise<void>;
  /** Asks the provider how a payment page stands (used when the buyer returns before the webhook). */
  paymentState(sessionId: string): Promise<ProviderPaymentState | null>;
  /** Gives the money of a payment back (whole or part). Throws when the provider refuses or cannot be reached. */
  refundPayment(input: RefundPaymentInput): Promise<ProviderRefund>;
}
