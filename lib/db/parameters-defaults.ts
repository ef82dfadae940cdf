// Default values of the admin-editable business parameters (/admin/parameters), from
// shared/reference/product-decisions.md. The seed writes one Parameter row per key (value = JSON)
// without overwriting values an admin has changed; the app reads the row and falls back to these.
// Money is in minor units per currency.
import "server-only";

export type CurrencyAmounts = { USD: number; EUR: number };
export type VolumeDiscount = { minCredits: number; percent: number };
/** A pack sold after the shoot: `count` extra headshots or edit credits for `price`. */
export type UpsellPack = { count: number; price: CurrencyAmounts };

export interface ParameterValues {
  /** Accepted photos a shoot needs before it can be submitted. */
  "photos.minPerShoot": number;
  /** Photos a shoot holds at most. */
  "photos.maxPerShoot": number;
  /** Largest upload, in MB (MiB). */
  "photos.maxUploadMb": number;
  /** Smallest accepted width and height, in px. */
  "photos.minPixels": number;
  /** Largest accepted image, in megapixels (refused before decoding). */
  "photos.maxMegapixels": number;
  /** Uploaded photos are deleted this many days after the results are ready. */
  "photos.retentionDays": number;
  /** Free headshots (/tools/free-headshot-generator) one visitor (cookie or IP) may make in a day. */
  "tools.freeHeadshotsPerDay": number;
  /** Profile pictures (/tools/free-pfp-generator) one visitor (cookie or IP) may cut out in a day. */
  "tools.freePfpPerDay": number;
  /** Automatic retries of a failed shoot before support is alerted. */
  "shoots.maxAutoRetries": number;
  /** A phone upload link (QR code on the photos step) stays valid this many minutes. */
  "uploads.phoneLinkMinutes": number;
  /** Days after purchase during which a refund is automatic if nothing was downloaded. */
  "refunds.windowDays": number;
  /** Discount of a referred user's first purchase, percent. */
  "referral.discountPercent": number;
  /** Photo credits the referrer gets once the referred user's first order is past its refund window. */
  "referral.rewardCredits": number;
  /**
   * Rewards one referrer can earn in any 30 days (a rolling month, counted by when the friends' first
   * purchases were paid). Past it the friend still gets the discount; the referrer gets nothing for that purchase.
   */
  "referral.maxRewardsPerMonth": number;
  /** Price of one team credit (one member shoot). */
  "teams.creditPrice": CurrencyAmounts;
  /** Volume discounts on team credits, highest matching tier applies. */
  "teams.volumeDiscounts": VolumeDiscount[];
  /** Smallest credit purchase that may be paid by invoice (bank transfer). */
  "teams.invoiceMinCredits": number;
  /** Payment terms of pay-by-invoice, days (net 30). */
  "teams.invoicePaymentTermsDays": number;
  /** Email invite links stay valid this many days. */
  "teams.inviteValidityDays": number;
  /** Magic sign-in links for team members stay valid this many minutes. */
  "teams.magicLinkMinutes": number;
  /** Digits of the team-lead MFA code. */
  "mfa.codeDigits": number;
  /** MFA code validity, minutes. */
  "mfa.codeValidityMinutes": number;
  /** Wrong tries after which an MFA code is void. */
  "mfa.maxAttempts": number;
  /** A verified MFA session lasts this many hours. */
  "mfa.sessionHours": number;
  /** Business API requests per key per minute. */
  "api.rateLimitPerMinute": number;
  /** Outgoing webhook attempts: delay before each attempt, seconds (now, 5 min, 15 min, 1 h). */
  "webhooks.retryDelaysSeconds": number[];
  /** Edit credits one edit in the studio costs. */
  "studio.editCost": number;
  /**
   * Unlock more: price of one extra style for a finished shoot (each adds the package's per-style
   * share of headshots, e.g. 10 for Starter's 40 over 4 styles).
   */
  "upsell.extraStylePrice": CurrencyAmounts;
  /** Unlock photos: packs of extra headshots (new variations in the shoot's styles). */
  "upsell.headshotPacks": UpsellPack[];
  /** Buy credits: packs of edit credits for the editor (studio). */
  "upsell.editCreditPacks": UpsellPack[];
}

export type ParameterKey = keyof ParameterValues;

export const PARAMETER_DEFAULTS: Readonly<ParameterValues> = deepFreeze({
  "photos.minPerShoot": 4,
  "photos.maxPerShoot": 20,
  "photos.maxUploadMb": 50,
  "photos.minPixels": 512,
  "photos.maxMegapixels": 100,
  "photos.retentionDays": 30,
  "tools.freeHeadshotsPerDay": 3,
  "tools.freePfpPerDay": 10,
  "shoots.maxAutoRetries": 2,
  "uploads.phoneLinkMinutes": 30,
  "refunds.windowDays": 14,
  "referral.discountPercent": 20,
  "referral.rewardCredits": 10,
  "referral.maxRewardsPerMonth": 20,
  "teams.creditPrice": { USD: 2900, EUR: 2900 },
  "teams.volumeDiscounts": [
    { minCredits: 10, percent: 10 },
    { minCredits: 25, percent: 20 },
    { minCredits: 50, percent: 30 },
  ],
  "teams.invoiceMinCredits": 10,
  "teams.invoicePaymentTermsDays": 30,
  "teams.inviteValidityDays": 30,
  "teams.magicLinkMinutes": 120,
  "mfa.codeDigits": 6,
  "mfa.codeValidityMinutes": 10,
  "mfa.maxAttempts": 5,
  "mfa.sessionHours": 24,
  "api.rateLimitPerMinute": 300,
  "webhooks.retryDelaysSeconds": [0, 300, 900, 3600],
  "studio.editCost": 1,
  // Our choice (the spec names no prices): 9 per extra style, 20 headshots for 9 or 50 for 19, edit
  // credits 5 for 5 or 20 for 15 (bigger packs cost less per item). Same figure in USD and EUR, like packages.
  "upsell.extraStylePrice": { USD: 900, EUR: 900 },
  "upsell.headshotPacks": [
    { count: 20, price: { USD: 900, EUR: 900 } },
    { count: 50, price: { USD: 1900, EUR: 1900 } },
  ],
  "upsell.editCreditPacks": [
    { count: 5, price: { USD: 500, EUR: 500 } },
    { count: 20, price: { USD: 1500, EUR: 1500 } },
  ],
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

export const PARAMETER_KEYS = Object.keys(PARAMETER_DEFAULTS) as ParameterKey[];

export function isParameterKey(key: string): key is ParameterKey {
  return Object.prototype.hasOwnProperty.call(PARAMETER_DEFAULTS, key);
}
