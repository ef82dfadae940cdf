import type { Package, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";

export type Currency = "USD" | "EUR";

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
