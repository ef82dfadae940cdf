import "server-only";
import Stripe from "stripe";
import type { PaymentProvider, ProviderPaymentState, ProviderRefund } from "./types";

export type StripeProviderConfig = {
  secretKey: string;
  /** Another API host (tests run a loopback server); Stripe's own by default. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

export function stripeClient(config: StripeProviderConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.host ? { host: config.host, port: config.port, protocol: config.protocol ?? "https" } : {}),
  });
}

/** The payment intent id of a session (Stripe sends an id or an expanded object). */
export function sessionPaymentRef(session: Pick<Stripe.Checkout.Session, "id" | "payment_intent">): string {
  const pi = session.payment_intent;
  if (typeof pi === "string") return pi;
  return pi?.id ?? session.id;
}

/** Stripe Checkout (hosted payment page) with the order id in the session's metadata. */
export function stripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: "stripe",
    async startPayment(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.productName, ...(input.description ? { description: input.description } : {}) },
              },
            },
          ],
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          payment_intent_data: { metadata: { orderId: input.orderId } },
          customer_email: input.customerEmail,
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        // A retried request for the same order returns the same session instead of a second one.
        { idempotencyKey: `lumen-checkout-${input.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { url: session.url, sessionId: session.id };
    },
    async cancelPayment(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (e) {
        // Already completed or expired: nothing to close. A payment that still arrives is handled by fulfilOrder.
        console.warn(`[payments] could not expire Stripe session ${sessionId}: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    async paymentState(sessionId): Promise<ProviderPaymentState | null> {
      const s = await stripe.checkout.sessions.retrieve(sessionId);
      const paid = s.payment_status === "paid" || s.payment_status === "no_payment_required";
      const state: ProviderPaymentState["state"] = paid ? "paid" : s.status === "expired" ? "expired" : s.status === "complete" ? "processing" : "open";
      return { state, paymentRef: paid ? sessionPaymentRef(s) : null, amount: s.amount_total ?? null, currency: s.currency ? s.currency.toUpperCase() : null };
    },
    async refundPayment(input): Promise<ProviderRefund> {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentRef, amount: input.amount, metadata: { refundId: input.idempotencyKey } },
        // A retried refund (a timeout, a second click after a failure) returns the first one instead of paying twice.
        { idempotencyKey: `lumen-refund-${input.idempotencyKey}` },
      );
      if (refund.status === "succeeded" || refund.status === "pending") return { refundRef: refund.id, status: refund.status };
      throw new Error(`Stripe refund ${refund.id} is ${refund.status ?? "unknown"}${refund.failure_reason ? ` (${refund.failure_reason})` : ""}`);
    },
  };
}
