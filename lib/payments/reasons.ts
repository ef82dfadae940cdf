// Why a code or a checkout is refused. Each code has a message in en/de/es under
// Checkout.reasons.* (codes) and Checkout.errors.* (checkout) and Checkout.blocked.* (blocks).

/** Why a coupon or gift-card code does not apply. */
export const CODE_REASONS = ["UNKNOWN_CODE", "EXPIRED", "USED_UP", "ALREADY_USED", "WRONG_PACKAGE", "WRONG_CURRENCY", "INACTIVE", "TOO_MANY_ATTEMPTS"] as const;
export type CodeReason = (typeof CODE_REASONS)[number];

/** Why an account may not buy a package for itself. */
export const BLOCK_REASONS = ["TEAM_MEMBER", "ADMIN_ACCOUNT"] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** Why createCheckout refused (besides a code reason or a block). */
export const CHECKOUT_ERRORS = ["INVALID_INPUT", "NOT_SIGNED_IN", "UNKNOWN_PACKAGE", "NO_PRICE", "TOO_MANY_STYLES", "UNKNOWN_STYLE", "PROVIDER_UNAVAILABLE", "PRICE_CHANGED"] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERRORS)[number];

export function isCodeReason(v: unknown): v is CodeReason {
  return typeof v === "string" && (CODE_REASONS as readonly string[]).includes(v);
}

export function isBlockReason(v: unknown): v is BlockReason {
  return typeof v === "string" && (BLOCK_REASONS as readonly string[]).includes(v);
}

/** Thrown inside a checkout transaction to roll it back with a reason the buyer is shown. */
export class CheckoutAbort extends Error {
  constructor(readonly reason: CodeReason | CheckoutErrorCode) {
    super(`checkout aborted: ${reason}`);
    this.name = "CheckoutAbort";
  }
}

/** A payment that cannot be applied to its order (wrong amount, unknown order...): never silently fulfilled. */
export class PaymentError extends Error {
  constructor(
    readonly code: "ORDER_NOT_FOUND" | "AMOUNT_MISMATCH" | "CURRENCY_MISMATCH" | "UNSUPPORTED_ORDER" | "NOT_YOUR_ORDER" | "TEST_MODE_OFF" | "GIFT_CARD_USED",
    message: string,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}
