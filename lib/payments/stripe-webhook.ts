// Stripe's signed webhook: verify the signature on the raw body, then move the order. Idempotent per
// event id (ProcessedWebhookEvent, unique per provider + event) and safe against out-of-order delivery:
// a late "expired" or "async_payment_failed" never un-pays a PAID order, and a late unpaid "completed"
// never marks one asyncPending (./async-pending.ts).
import "server-only";
import Stripe from "stripe";
import type { PrismaClient } from "@/lib/db";
import { markAsyncPending } from "./async-pending";
import { failOrder } from "./fail";
import { fulfilOrder, recordEvent } from "./fulfil";
import { PAYMENT_TX } from "./order-tx";
import { sessionPaymentRef } from "./providers/stripe";
import { PaymentError } from "./reasons";

export type WebhookResponse = { status: number; body: Record<string, unknown> };

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

async function remember(db: PrismaClient, event: Stripe.Event): Promise<void> {
  await db.$transaction((tx) => recordEvent(tx, "stripe", event.id, event.type), PAYMENT_TX);
}

/** Verifies and handles one webhook delivery. `rawBody` must be the exact bytes Stripe sent. */
export async function handleStripeWebhook(db: PrismaClient, rawBody: string, signature: string | null, secret: string): Promise<WebhookResponse> {
  if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header" } };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (e) {
    return { status: 400, body: { error: `Invalid Stripe signature: ${e instanceof Error ? e.message : "verification failed"}` } };
  }

  const seen = await db.processedWebhookEvent.findUnique({ where: { provider_eventId: { provider: "stripe", eventId: event.id } } });
  if (seen) return { status: 200, body: { received: true, duplicate: true } };
  if (!HANDLED.has(event.type)) {
    await remember(db, event);
    return { status: 200, body: { received: true, ignored: event.type } };
  }

  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
  const order = orderId ? await db.order.findUnique({ where: { id: orderId }, select: { id: true } }) : null;
  if (!order) {
    // Not one of ours (another app on the same Stripe account): acknowledge so Stripe stops retrying.
    await remember(db, event);
    return { status: 200, body: { received: true, ignored: "unknown order" } };
  }

  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        if (!paid) {
          // Completed with a slow payment method (e.g. SEPA): keep the order (and its coupon) until
          // async_payment_succeeded or async_payment_failed arrives. Arriving after those, it changes nothing.
          const status = await markAsyncPending(db, order.id, { provider: "stripe", id: event.id, type: event.type });
          return { status: 200, body: { received: true, orderId: order.id, status } };
        }
        const result = await fulfilOrder(db, order.id, {
          provider: "stripe",
          providerRef: sessionPaymentRef(session),
          amount: session.amount_total ?? -1,
          currency: session.currency ?? undefined,
          eventId: event.id,
          eventType: event.type,
        });
        return { status: 200, body: { received: true, orderId: order.id, status: result.status, shootId: result.status === "PAID" ? result.shootId : null } };
      }
      default: {
        const reason = event.type === "checkout.session.expired" ? "expired" : "async payment failed";
        const result = await failOrder(db, order.id, { reason, provider: "stripe", eventId: event.id, eventType: event.type });
        return { status: 200, body: { received: true, orderId: order.id, status: result?.status ?? null } };
      }
    }
  } catch (e) {
    if (e instanceof PaymentError) {
      // A payment that does not match its order is never fulfilled; a non-2xx keeps it visible in Stripe's dashboard.
      console.error(`[payments] Stripe event ${event.id}: ${e.message}`);
      return { status: 422, body: { error: e.message, code: e.code } };
    }
    throw e;
  }
}
