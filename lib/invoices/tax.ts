// What an invoice says about VAT. Pure: the team's quotes and invoices decide it when they are written,
// the document shows what was decided.
//
// Prices are final prices everywhere in Lumen (lib/payments/fulfil.ts, deliver-credits.ts): no VAT is
// added to them or split out of them, so an invoice's tax is 0 and its total is what was paid. One case
// says so in words, because the law asks for them: an EU business buyer established in another member
// state than the seller, with a VAT id (well formed for its country, lib/teams/vat.ts), gets the
// reverse charge (Art. 196 Council Directive 2006/112/EC): 0 VAT, and the wording that the recipient
// owes it. Everyone else (a buyer in the seller's country, outside the EU, or without a valid VAT id)
// keeps the plain final price with tax 0, as every other invoice has.
import "server-only";
import { normalizeVatId } from "@/lib/teams/vat";

/** The 27 member states (ISO 3166-1 alpha-2; Greece is GR here, its VAT ids start with EL). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT",
  "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
]);

export type TaxBuyer = { country: string | null | undefined; vatId: string | null | undefined };

/**
 * Whether the reverse charge applies: the buyer's country is in the EU and is not the seller's, and the
 * buyer's VAT id is well formed for that country.
 */
export function isReverseCharge(sellerCountry: string, buyer: TaxBuyer): boolean {
  const country = buyer.country?.trim().toUpperCase();
  if (!country || !EU_COUNTRIES.has(country)) return false;
  if (country === sellerCountry.trim().toUpperCase()) return false;
  return Boolean(buyer.vatId && normalizeVatId(country, buyer.vatId));
}
