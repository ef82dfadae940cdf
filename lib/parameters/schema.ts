// The registry of business parameters (/admin/parameters): one zod schema per key, its default and its
// form kind. Every reader goes through `readParameter(db, key)` (./read.ts), which validates the stored
// JSON with the key's schema and falls back to the default when the row is missing or invalid, so an
// admin's change applies on the next read (no cache, no restart). Labels and descriptions are messages
// (`BackofficeOperations.parameters.keys.<key with dots as _>`).
import "server-only";
import { z } from "zod";
import { PARAMETER_DEFAULTS, type ParameterValues } from "@/lib/db/parameters-defaults";

/** Where people review Lumen on Trustpilot, unless an admin points it elsewhere (lib/account/review.ts). */
export const TRUSTPILOT_REVIEW_URL = "https://www.trustpilot.com/evaluate/lumen.photos";
export const TRUSTPILOT_PARAMETER_KEY = "reviews.trustpilotUrl";

/** Every value an admin may store, by key (the defaults' keys plus the review link). */
export type RegistryValues = ParameterValues & { [TRUSTPILOT_PARAMETER_KEY]: string };
export type RegistryKey = keyof RegistryValues;

/** How the form edits a value: one number or text field, or a JSON textarea for a structured value. */
export type ParameterKind = "integer" | "url" | "json";

export type ParameterSpec<K extends RegistryKey = RegistryKey> = {
  key: K;
  kind: ParameterKind;
  schema: z.ZodType<RegistryValues[K]>;
  default: RegistryValues[K];
  /** For integers: the accepted range (shown beside the field). */
  min?: number;
  max?: number;
  /** Group on the page. */
  group: "photos" | "shoots" | "money" | "referral" | "teams" | "security" | "api" | "reviews" | "tools";
};

// Field-error message keys (BackofficeOperations.errors.<key>).
const int = (min: number, max: number) =>
  z.number({ error: "notANumber" }).int({ error: "notAnInteger" }).min(min, { error: "tooSmall" }).max(max, { error: "tooLarge" });
const minor = z.number({ error: "wrongShape" }).int({ error: "wrongShape" }).min(1, { error: "wrongShape" }).max(100_000_000, { error: "wrongShape" });
const amounts = z.strictObject({ USD: minor, EUR: minor }, { error: "wrongShape" });
const pack = z.strictObject({ count: z.number().int().min(1).max(1000), price: amounts }, { error: "wrongShape" });
const packs = z.array(pack, { error: "wrongShape" }).min(1, { error: "wrongShape" }).max(6, { error: "wrongShape" });
const volumeDiscounts = z
  .array(z.strictObject({ minCredits: z.number().int().min(1).max(100_000), percent: z.number().int().min(1).max(90) }, { error: "wrongShape" }), { error: "wrongShape" })
  .max(10, { error: "wrongShape" })
  .refine((tiers) => new Set(tiers.map((t) => t.minCredits)).size === tiers.length, { error: "duplicateTier" });
const retryDelays = z.array(z.number().int().min(0).max(7 * 24 * 3600), { error: "wrongShape" }).min(1, { error: "wrongShape" }).max(20, { error: "wrongShape" });
const httpsUrl = z.url({ protocol: /^https$/, error: "notAnHttpsUrl" });

function integer<K extends RegistryKey>(key: K, group: ParameterSpec["group"], min: number, max: number): ParameterSpec<K> {
  return { key, kind: "integer", group, min, max, schema: int(min, max) as unknown as z.ZodType<RegistryValues[K]>, default: defaultOf(key) };
}
function json<K extends RegistryKey>(key: K, group: ParameterSpec["group"], schema: z.ZodType): ParameterSpec<K> {
  return { key, kind: "json", group, schema: schema as z.ZodType<RegistryValues[K]>, default: defaultOf(key) };
}
function defaultOf<K extends RegistryKey>(key: K): RegistryValues[K] {
  return (key === TRUSTPILOT_PARAMETER_KEY ? TRUSTPILOT_REVIEW_URL : PARAMETER_DEFAULTS[key as keyof ParameterValues]) as RegistryValues[K];
}

// The ranges are the sane bounds the readers already enforced (MFA digits 6..10, link minutes up to a
// day, a percent 0..100), widened nowhere: a value the readers used to refuse is refused here too.
export const PARAMETER_SPECS: { readonly [K in RegistryKey]: ParameterSpec<K> } = {
  "photos.minPerShoot": integer("photos.minPerShoot", "photos", 1, 20),
  "photos.maxPerShoot": integer("photos.maxPerShoot", "photos", 1, 100),
  "photos.maxUploadMb": integer("photos.maxUploadMb", "photos", 1, 200),
  "photos.minPixels": integer("photos.minPixels", "photos", 64, 4096),
  "photos.maxMegapixels": integer("photos.maxMegapixels", "photos", 1, 500),
  "photos.retentionDays": integer("photos.retentionDays", "photos", 1, 3650),
  "tools.freeHeadshotsPerDay": integer("tools.freeHeadshotsPerDay", "tools", 0, 100),
  "tools.freePfpPerDay": integer("tools.freePfpPerDay", "tools", 0, 1000),
  "shoots.maxAutoRetries": integer("shoots.maxAutoRetries", "shoots", 0, 10),
  "uploads.phoneLinkMinutes": integer("uploads.phoneLinkMinutes", "photos", 1, 24 * 60),
  "refunds.windowDays": integer("refunds.windowDays", "money", 1, 3650),
  "referral.discountPercent": integer("referral.discountPercent", "referral", 0, 100),
  "referral.rewardCredits": integer("referral.rewardCredits", "referral", 0, 1000),
  "referral.maxRewardsPerMonth": integer("referral.maxRewardsPerMonth", "referral", 0, 1000),
  "teams.creditPrice": json("teams.creditPrice", "teams", amounts),
  "teams.volumeDiscounts": json("teams.volumeDiscounts", "teams", volumeDiscounts),
  "teams.invoiceMinCredits": integer("teams.invoiceMinCredits", "teams", 1, 100_000),
  "teams.invoicePaymentTermsDays": integer("teams.invoicePaymentTermsDays", "teams", 1, 365),
  "teams.inviteValidityDays": integer("teams.inviteValidityDays", "teams", 1, 365),
  "teams.magicLinkMinutes": integer("teams.magicLinkMinutes", "teams", 5, 7 * 24 * 60),
  "mfa.codeDigits": integer("mfa.codeDigits", "security", 6, 10),
  "mfa.codeValidityMinutes": integer("mfa.codeValidityMinutes", "security", 1, 60),
  "mfa.maxAttempts": integer("mfa.maxAttempts", "security", 1, 20),
  "mfa.sessionHours": integer("mfa.sessionHours", "security", 1, 720),
  "api.rateLimitPerMinute": integer("api.rateLimitPerMinute", "api", 1, 100_000),
  "webhooks.retryDelaysSeconds": json("webhooks.retryDelaysSeconds", "api", retryDelays),
  "studio.editCost": integer("studio.editCost", "money", 0, 100),
  "upsell.extraStylePrice": json("upsell.extraStylePrice", "money", amounts),
  "upsell.headshotPacks": json("upsell.headshotPacks", "money", packs),
  "upsell.editCreditPacks": json("upsell.editCreditPacks", "money", packs),
  [TRUSTPILOT_PARAMETER_KEY]: { key: TRUSTPILOT_PARAMETER_KEY, kind: "url", group: "reviews", schema: httpsUrl, default: TRUSTPILOT_REVIEW_URL },
} as never;

export const REGISTRY_KEYS = Object.keys(PARAMETER_SPECS) as RegistryKey[];

/**
 * Keys whose value no code reads yet: the rule still uses its constant (the decoder's limits in
 * lib/engine/quality-config.ts: the photo gate runs in the engine's worker threads and every upload
 * path caps the bytes before it has a database, so these wait for the limits to be passed in from the
 * callers). The page says so beside each, so an admin is never led to think a change took effect. A key
 * leaves this list when its rule calls readParameter.
 */
export const NOT_READ_YET: ReadonlySet<RegistryKey> = new Set<RegistryKey>([
  "photos.maxUploadMb",
  "photos.minPixels",
  "photos.maxMegapixels",
]);

export function isRegistryKey(key: string): key is RegistryKey {
  return Object.prototype.hasOwnProperty.call(PARAMETER_SPECS, key);
}

export function parameterSpec<K extends RegistryKey>(key: K): ParameterSpec<K> {
  return PARAMETER_SPECS[key] as ParameterSpec<K>;
}

/** The message key of a parameter's label and description: dots are path separators in next-intl. */
export function parameterMessageKey(key: RegistryKey): string {
  return key.replace(/\./g, "_");
}
