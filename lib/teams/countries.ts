// The countries the wizard's billing address offers (ISO 3166-1 alpha-2). Names come from the
// reader's language through Intl.DisplayNames, so no list of names is kept here.
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { LOCALE_TAGS } from "@/lib/i18n/config";

export const BILLING_COUNTRIES = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV",
  "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
  "GB", "CH", "NO", "IS", "LI",
  "US", "CA", "MX", "BR", "AR", "CL", "CO", "AU", "NZ", "JP", "SG", "IN", "IL", "AE", "ZA", "TR",
] as const;

export function isBillingCountry(value: unknown): value is (typeof BILLING_COUNTRIES)[number] {
  return typeof value === "string" && (BILLING_COUNTRIES as readonly string[]).includes(value);
}

/** The countries named in `locale`, sorted by name as that language sorts. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" });
  return BILLING_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, LOCALE_TAGS[locale]));
}
