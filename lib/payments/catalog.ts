// What the checkout page offers: the packages (priced in every currency, the visitor may switch) and
// the looks a cart's styles stand for, each with the one label the cart's summary shows.
import "server-only";
import { listPackageChoices, type PackageChoice } from "@/lib/catalog/packages";
import { listStyles, withStylesOnOffer, type StyleOption } from "@/lib/catalog/styles";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";

export type CheckoutStyle = Pick<StyleOption, "slug" | "slugs" | "theme" | "gender" | "label">;

export type CheckoutCatalog = { packages: PackageChoice[]; styles: CheckoutStyle[] };

export async function checkoutCatalog(db: PrismaClient, locale: Locale): Promise<CheckoutCatalog> {
  const [packages, catalogue] = await Promise.all([listPackageChoices(db), listStyles(db, locale)]);
  return {
    packages: withStylesOnOffer(packages, catalogue),
    styles: catalogue.styles.map(({ slug, slugs, theme, gender, label }) => ({ slug, slugs, theme, gender, label })),
  };
}
