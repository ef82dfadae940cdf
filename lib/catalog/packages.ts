import "server-only";
import { z } from "zod";
import type { Package, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { CURRENCIES, type Currency } from "./currency";

export { CURRENCIES, isCurrency, type Currency } from "./currency";

/** The buyer's currency follows the language: dollars in English, euros in German and Spanish. */
export function currencyFor(locale: Locale): Currency {
  return locale === "en" ? "USD" : "EUR";
}

export type PackageOffer = Pick<Package, "slug" | "name" | "headshots" | "styles" | "outputSize" | "printSize" | "editCredits"> & {
  price: { amount: number; currency: Currency };
};

/** Active packages in display order with their price in `currency`; a package without that price is left out. */
export async function listPackages(db: PrismaClient, currency: Currency): Promise<PackageOffer[]> {
  const rows = await db.package.findMany({
    where: { active: true },
    orderBy: { sortOrder: "asc" },
    include: { prices: { where: { currency } } },
  });
  return rows.flatMap((p) => {
    const price = p.prices[0];
    if (!price) return [];
    return [{ slug: p.slug, name: p.name, headshots: p.headshots, styles: p.styles, outputSize: p.outputSize, printSize: p.printSize, editCredits: p.editCredits, price: { amount: price.amount, currency } }];
  });
}

/** A package as the chooser shows it: its price in every currency the visitor can switch to (minor units). */
export type PackageChoice = Omit<PackageOffer, "price"> & { prices: Record<Currency, number> };

/** Package slugs as they appear in URLs (/app/styles/{slug}, /checkout?package={slug}). */
export const packageSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/);

const choiceSelect = {
  slug: true, name: true, headshots: true, styles: true, outputSize: true, printSize: true, editCredits: true,
  prices: { select: { currency: true, amount: true } },
} as const;

type ChoiceRow = Omit<PackageChoice, "prices"> & { prices: { currency: string; amount: number }[] };

function toChoice(row: ChoiceRow): PackageChoice | null {
  const prices: Partial<Record<Currency, number>> = {};
  for (const p of row.prices) if ((CURRENCIES as readonly string[]).includes(p.currency)) prices[p.currency as Currency] = p.amount;
  // The visitor may switch currency at any time, so a package is only offered when every price exists.
  if (!CURRENCIES.every((c) => prices[c] !== undefined)) return null;
  const { prices: _rows, ...rest } = row;
  return { ...rest, prices: prices as Record<Currency, number> };
}

/** Active packages in display order, each with its price in every currency; incompletely priced ones are left out. */
export async function listPackageChoices(db: PrismaClient): Promise<PackageChoice[]> {
  const rows = await db.package.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" }, select: choiceSelect });
  return rows.flatMap((r) => toChoice(r) ?? []);
}

/** One active, fully priced package by its slug; null for anything else (unknown, inactive, malformed). */
export async function findPackageChoice(db: PrismaClient, slug: unknown): Promise<PackageChoice | null> {
  const parsed = packageSlugSchema.safeParse(slug);
  if (!parsed.success) return null;
  const row = await db.package.findFirst({ where: { slug: parsed.data, active: true }, select: choiceSelect });
  return row ? toChoice(row) : null;
}
