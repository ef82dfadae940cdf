// The team credit price policy in force (lib/teams/pricing.ts), from the platform admins' parameters
// teams.creditPrice and teams.volumeDiscounts (/admin/parameters). Read once per request by each caller
// that prices credits (card checkout, quotes, the back-office calculator, the pages that show prices) and
// passed to the pure pricing, so an admin's change applies at the next request.
import "server-only";
import type { ParameterDb } from "@/lib/parameters/read";
import { readParameter } from "@/lib/parameters/read";
import type { CreditPricing } from "./pricing";

export async function readCreditPricing(db: ParameterDb): Promise<CreditPricing> {
  const [unitPrice, tiers] = await Promise.all([readParameter(db, "teams.creditPrice"), readParameter(db, "teams.volumeDiscounts")]);
  return { unitPrice: { USD: unitPrice.USD, EUR: unitPrice.EUR }, tiers: tiers.map((t) => ({ minCredits: t.minCredits, percent: t.percent })) };
}
