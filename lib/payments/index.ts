// Payments: packages bought with Stripe Checkout or the built-in test provider; coupons, gift cards,
// invoices and the shoot a paid order creates. See lib/payments/README.md.
import "server-only";
export { createCheckout, checkoutPageUrl, blockedPageUrl, type CheckoutResult, type CheckoutOptions } from "./checkout";
export { previewPrice, evaluateCode, pricePackage, couponDiscount, type PricePreview } from "./pricing";
export { fulfilOrder } from "./fulfil";
export type { FulfilResult, PaymentConfirmation } from "./fulfil-types";
export { failOrder, expireStaleOrders, ORDER_HOLD_MINUTES } from "./fail";
export { checkoutBlock } from "./blocked";
export { checkoutCatalog, type CheckoutCatalog } from "./catalog";
export { getOrderSummary, syncOrderWithProvider, type OrderSummary } from "./orders";
export { confirmTestPayment, declineTestPayment } from "./test-mode";
export { handleStripeWebhook, type WebhookResponse } from "./stripe-webhook";
export { getPaymentProvider, isTestMode } from "./provider";
export { testProvider } from "./providers/test";
export { stripeProvider, type StripeProviderConfig } from "./providers/stripe";
export type { PaymentProvider, StartPaymentInput, ProviderPaymentState } from "./providers/types";
export type { RefundPaymentInput, ProviderRefund } from "./providers/types";
export { requestRefund, payRefund, listRefundableOrders, refundWindowDays, REFUND_ERRORS, type RefundError, type RefundOutcome, type RefundableOrder, type RefundEligibility } from "./refund";
export { formatMoney } from "./money";
export { createUpsellCheckout, MAX_EXTRA_STYLES, UPSELL_ERRORS, type UpsellCheckoutResult, type UpsellError, type UpsellInput } from "./upsell";
export { UPSELL_KINDS, type UpsellKind } from "./upsell-meta";
export { upsellPrices, headshotsPerStyle, type UpsellPrices, type PricedPack } from "./upsell-prices";
export { getUpsellOffer, extraGenerationCheck, type UpsellOffer } from "./upsell-offer";
export { followUpsellOrder, getUpsellOrderStatus, getShootDeliveries, type UpsellOrderStatus, type ShootDeliveries } from "./upsell-status";
export { dispatchUpsellDeliveries } from "./deliver-upsell";
export { normalizeCode } from "./schemas";
export * from "./reasons";
