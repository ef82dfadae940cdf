// What the checkout page offers: the packages (priced in every currency, the visitor may switch) and
// the style names for the cart's summary.
import "server-only";
import { listPackageChoices, type PackageChoice } from "@/lib/catalog/packages";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";

export type CheckoutCatalog = { packages: PackageChoice[]; styles: { slug: string; name: string }[] };

type Translations = Partial<Record<Locale, { name?: string }>>;

export async function checkoutCatalog(db: PrismaClient, locale: Locale): Promise<CheckoutCatalog> {
  const [packages, styles] = await Promise.all([
    listPackageChoices(db),
    db.style.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }], select: { slug: true, name: true, translations: true } }),
  ]);
  return {
    packages,
    styles: styles.map((s) => ({ slug: s.slug, name: (s.translations as Translations | null)?.[locale]?.name?.trim() || s.name })),
  };
}
