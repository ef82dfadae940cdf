// An organisation as the buyer on its invoices: the lines printed under its name, in the invoice's
// language. Used by the card purchase of credits (lib/payments/deliver-credits.ts) and the team's
// bank-transfer quotes and invoices (lib/teams/invoices/quotes.ts).
import "server-only";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/config";

export type OrganizationAddress = { address: string | null; postalCode: string | null; city: string | null; country: string | null };

/** "Hauptstraße 1\n10115 Berlin\nDeutschland": the lines the invoice prints under the buyer. */
export function billingAddress(org: OrganizationAddress, locale: Locale): string {
  const country = org.country ? (new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: "region" }).of(org.country) ?? org.country) : "";
  return [org.address ?? "", [org.postalCode, org.city].filter(Boolean).join(" "), country].filter(Boolean).join("\n");
}
