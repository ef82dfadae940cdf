// What team credits cost, for the public team page: examples priced by the same pure pricing the
// checkout uses (lib/teams/pricing.ts) under the policy in force (teams.creditPrice, teams.volumeDiscounts).
import "server-only";
import type { Currency } from "@/lib/catalog/currency";
import type { PrismaClient } from "@/lib/db";
import { readCreditPricing } from "@/lib/teams/pricing-policy";
import { priceCredits, sortedTiers, type CreditPrice, type CreditTier } from "@/lib/teams/pricing";

/** The quantities the table shows by default. */
export const CREDIT_EXAMPLES = [5, 10, 25, 50] as const;

export type CreditPriceTable = { currency: Currency; unitPrice: number; tiers: CreditTier[]; examples: CreditPrice[] };

/** The unit price, the volume tiers and what each example quantity costs in `currency`. */
export async function creditPriceTable(db: PrismaClient, currency: Currency, quantities: readonly number[] = CREDIT_EXAMPLES): Promise<CreditPriceTable> {
  const pricing = await readCreditPricing(db);
  return {
    currency,
    unitPrice: pricing.unitPrice[currency],
    tiers: sortedTiers(pricing),
    examples: quantities.map((q) => priceCredits(q, currency, pricing)),
  };
}
