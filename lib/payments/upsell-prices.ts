// What buying more after the shoot costs: business parameters (upsell.*, /admin/parameters) with the
// defaults of lib/db/parameters-defaults.ts where a value is missing or malformed. Minor units.
import "server-only";
import type { Currency } from "@/lib/catalog/currency";
import type { PrismaClient } from "@/lib/db";
import type { UpsellPack } from "@/lib/db/parameters-defaults";
import { readParameter } from "@/lib/parameters/read";

type UpsellKey = "upsell.extraStylePrice" | "upsell.headshotPacks" | "upsell.editCreditPacks";


export type PricedPack = { count: number; amount: number };
export type UpsellPrices = { currency: Currency; extraStyle: number; headshotPacks: PricedPack[]; editCreditPacks: PricedPack[] };

const priced = (list: readonly UpsellPack[], currency: Currency): PricedPack[] =>
  [...list].sort((a, b) => a.count - b.count).map((p) => ({ count: p.count, amount: p.price[currency] }));

/** The prices in `currency`: one extra style, and the packs of headshots and of edit credits (smallest first). */
export async function upsellPrices(db: Pick<PrismaClient, "parameter">, currency: Currency): Promise<UpsellPrices> {
  const [style, headshots, credits] = await Promise.all([
    readParameter(db, "upsell.extraStylePrice" satisfies UpsellKey),
    readParameter(db, "upsell.headshotPacks" satisfies UpsellKey),
    readParameter(db, "upsell.editCreditPacks" satisfies UpsellKey),
  ]);
  return { currency, extraStyle: style[currency], headshotPacks: priced(headshots, currency), editCreditPacks: priced(credits, currency) };
}

/** Headshots one extra style adds: the package's per-style share (Starter 40 over 4 styles = 10). */
export function headshotsPerStyle(pkg: { headshots: number; styles: number }): number {
  return Math.max(1, Math.floor(pkg.headshots / Math.max(1, pkg.styles)));
}
