// What fulfilling a paid order takes and gives back, shared by the fulfilment (./fulfil.ts) and the
// deliveries it runs inside the same transaction (./deliver-upsell.ts).
import "server-only";
import type { Locale } from "@/lib/i18n/config";

export type PaymentConfirmation = {
  /** "test" | "stripe" | "none" (total 0: coupon or gift card covers everything). */
  provider: string;
  /** The provider's payment id (Stripe payment intent, test provider's id); null only when nothing was charged. */
  providerRef: string | null;
  /** Minor units actually charged; must equal the order's total. */
  amount: number;
  currency?: string;
  /** The webhook event that reported the payment: recorded in ProcessedWebhookEvent in the same transaction. */
  eventId?: string;
  eventType?: string;
};

export type FulfilResult =
  | {
      status: "PAID"; orderId: string; shootId: string | null; invoiceNumber: string | null; alreadyFulfilled: boolean;
      /**
       * Team credits: the organisation whose wizard this payment finished (its first purchase), once.
       * Its saved invites (lib/teams/setup.ts setupInvitesToSend) are to be sent after the commit.
       */
      teamSetupFinished?: string;
    }
  /** Paid after the checkout was closed and its coupon could not be taken again: recorded, refund requested, nothing granted. */
  | { status: "FLAGGED"; orderId: string; reason: "COUPON_UNAVAILABLE"; refundId: string };

export type OrderEmail = { to: string; name: string; locale: Locale; packageName: string; total: string; invoiceNumber: string; shootId: string };
