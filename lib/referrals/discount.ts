// Pure: shared by the server (pricing, checkout) and the checkout page's live summary, so both round alike.

/** The referral discount on `subtotal` (minor units), rounded to the nearest unit, never more than the subtotal. */
export function referralDiscount(subtotal: number, percent: number): number {
  return Math.min(Math.round((subtotal * Math.min(Math.max(percent, 0), 100)) / 100), subtotal);
}
