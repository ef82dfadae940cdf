import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";
import { POPULARITY_WINDOW_DAYS, type FeaturedPackage } from "@/lib/catalog/landing";
import type { PackageOffer } from "@/lib/catalog/packages";
import type { Locale } from "@/lib/i18n/config";
import { priceText } from "./format";

/** What a package includes, one line each (Landing.packages.*). */
export async function packageLines(p: PackageOffer): Promise<string[]> {
  const t = await getTranslations("Landing.packages");
  return [
    t("headshots", { count: p.headshots }),
    t("styles", { count: p.styles }),
    t("size", { px: p.outputSize }),
    ...(p.printSize ? [t("print", { px: p.printSize })] : []),
    ...(p.editCredits > 0 ? [t("edits", { count: p.editCredits })] : []),
  ];
}

/**
 * The catalogue's packages as facts, with no button of their own (the page's call to action is the
 * one way on). The featured package is outlined; it is called "most chosen" only when orders say so.
 */
export async function PackageSummary({ packages, featured, locale }: { packages: PackageOffer[]; featured: FeaturedPackage | null; locale: Locale }) {
  const t = await getTranslations("Landing.packages");
  const lines = await Promise.all(packages.map(packageLines));
  const popular = featured?.basis === "orders";
  return (
    <>
      <ul className={cx("grid gap-6", packages.length > 1 && "md:grid-cols-3")} data-testid="landing-packages">
        {packages.map((p, i) => {
          const isFeatured = p.slug === featured?.slug;
          return (
            <li key={p.slug} className={cx("flex flex-col rounded-[var(--radius-card)] border bg-paper p-6", isFeatured ? "border-brand ring-1 ring-brand" : "border-line")} data-testid={`landing-package-${p.slug}`}>
              <div className="flex items-center justify-between gap-2">
                <Heading level={3} size="lg">{p.name}</Heading>
                {isFeatured && popular && <Badge variant="brand" size="sm">{t("mostChosen")}</Badge>}
              </div>
              <p className="mt-3 flex items-baseline gap-2">
                <span className="text-3xl font-semibold tabular-nums tracking-tight">{priceText(p.price, locale)}</span>
                <span className="text-sm text-ink-soft">{t("oneTime")}</span>
              </p>
              <ul className="mt-5 flex flex-col gap-2 text-sm text-ink-soft">
                {lines[i]!.map((line) => (
                  <li key={line} className="flex gap-2">
                    <Icon name="check" size={18} className="mt-px shrink-0 text-brand" />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {popular && packages.length > 1 && <p className="mt-4 text-sm text-ink-soft">{t("mostChosenNote", { days: POPULARITY_WINDOW_DAYS })}</p>}
    </>
  );
}
