// What buying more after the shoot costs: business parameters (upsell.*, /admin/parameters) with the
// defaults of lib/db/parameters-defaults.ts where a value is missing or malformed. Minor units.
import "server-only";
import { z } from "zod";
import type { Currency } from "@/lib/catalog/currency";
import type { PrismaClient } from "@/lib/db";
import { PARAMETER_DEFAULTS, type UpsellPack } from "@/lib/db/parameters-defaults";

type UpsellKey = "upsell.extraStylePrice" | "upsell.headshotPacks" | "upsell.editCreditPacks";

const amounts = z.object({ USD: z.number().int().min(1), EUR: z.number().int().min(1) });
const packs = z.array(z.object({ count: z.number().int().min(1).max(1000), price: amounts })).min(1).max(6);

async function parameter<T>(db: Pick<PrismaClient, "parameter">, key: UpsellKey, schema: z.ZodType<T>, fallback: T): Promise<T> {
  const row = await db.parameter.findUnique({ where: { key }, select: { value: true } });
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
}

export type PricedPack = { count: number; amount: number };
export type UpsellPrices = { currency: Currency; extraStyle: number; headshotPacks: PricedPack[]; editCreditPacks: PricedPack[] };

const priced = (list: readonly UpsellPack[], currency: Currency): PricedPack[] =>
  [...list].sort((a, b) => a.count - b.count).map((p) => ({ count: p.count, amount: p.price[currency] }));

/** The prices in `currency`: one extra style, and the packs of headshots and of edit credits (smallest first). */
export async function upsellPrices(db: Pick<PrismaClient, "parameter">, currency: Currency): Promise<UpsellPrices> {
  const [style, headshots, credits] = await Promise.all([
    parameter(db, "upsell.extraStylePrice", amounts, PARAMETER_DEFAULTS["upsell.extraStylePrice"]),
    parameter(db, "upsell.headshotPacks", packs, PARAMETER_DEFAULTS["upsell.headshotPacks"]),
    parameter(db, "upsell.editCreditPacks", packs, PARAMETER_DEFAULTS["upsell.editCreditPacks"]),
  ]);
  return { currency, extraStyle: style[currency], headshotPacks: priced(headshots, currency), editCreditPacks: priced(credits, currency) };
}

/** Headshots one extra style adds: the package's per-style share (Starter 40 over 4 styles = 10). */
export function headshotsPerStyle(pkg: { headshots: number; styles: number }): number {
  return Math.max(1, Math.floor(pkg.headshots / Math.max(1, pkg.styles)));
}
