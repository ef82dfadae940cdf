import "server-only";
import { localizePath } from "@/lib/i18n/config";
import type { PaymentProvider } from "./types";

/**
 * The built-in test provider (the embedded default): the buyer goes to Lumen's own clearly labelled
 * TEST MODE page (/checkout/redirect), whose "Pay" runs the real fulfilment (lib/payments/test-mode.ts).
 * No money moves.
 */
export const testProvider: PaymentProvider = {
  name: "test",
  async startPayment({ orderId, locale }) {
    return { url: `${localizePath("/checkout/redirect", locale)}?order=${encodeURIComponent(orderId)}`, sessionId: null };
  },
  async cancelPayment() {},
  async paymentState() {
    return null;
  },
  // Nothing was charged, so nothing moves back; the refund id follows from Lumen's, like Stripe's idempotency.
  async refundPayment({ paymentRef, idempotencyKey }) {
    if (!paymentRef.startsWith("test_")) throw new Error(`the test provider cannot refund ${paymentRef}: not a test payment`);
    return { refundRef: `test_refund_${idempotencyKey}`, status: "succeeded" };
  },
};
