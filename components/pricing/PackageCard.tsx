import { getLocale, getTranslations } from "next-intl/server";
import { buttonClassName } from "@/components/ui/button-styles";
import type { Locale } from "@/lib/i18n/config";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import type { Currency } from "@/lib/catalog/currency";
import type { PackageChoice } from "@/lib/catalog/packages";
import { turnaroundInUnits } from "@/lib/shoots/turnaround";
import { ChoosePackageLink } from "./ChoosePackageLink";
import { PriceIn } from "./PriceIn";

/** What a package includes, as the lines of its card. */
export async function packageFeatures(p: PackageChoice): Promise<string[]> {
  const t = await getTranslations("Pricing");
  return [
    t("headshots", { count: p.headshots }),
    t("styles", { count: p.styles }),
    t("size", { px: p.outputSize }),
    ...(p.printSize ? [t("print", { px: p.printSize })] : []),
    p.editCredits > 0 ? t("edits", { count: p.editCredits }) : t("noEdits"),
  ];
}

/**
 * One package on the price list: name, price, how soon it is ready (the live estimate in seconds,
 * lib/shoots/turnaround.ts; null when nothing was measured yet), what it includes and the button
 * that chooses it.
 */
export async function PackageCard({ pkg, localeCurrency, turnaround }: { pkg: PackageChoice; localeCurrency: Currency; turnaround: number | null }) {
  const [t, locale] = await Promise.all([getTranslations("Pricing"), getLocale()]);
  const features = await packageFeatures(pkg);
  const id = `package-${pkg.slug}`;
  const ready = turnaround === null ? null : turnaroundInUnits(turnaround);
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-sm" data-testid={`package-${pkg.slug}`}>
      <Heading level={2} size="lg" id={id}>{pkg.name}</Heading>
      <p className="mt-3 flex items-baseline gap-2">
        <PriceIn prices={pkg.prices} localeCurrency={localeCurrency} locale={locale as Locale} className="text-4xl font-semibold tabular-nums tracking-tight" />
        <span className="text-sm text-ink-soft">{t("oneTime")}</span>
      </p>
      {ready && (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-ink" data-testid="package-turnaround" data-seconds={turnaround}>
          <Icon name="clock" size={16} className="text-brand" />
          {t(`turnaround.${ready.unit}`, { count: ready.count })}
        </p>
      )}
      <ul className="mt-6 flex flex-1 flex-col gap-2.5 text-sm text-ink-soft">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Icon name="check" size={18} className="mt-px shrink-0 text-brand" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <ChoosePackageLink slug={pkg.slug} maxStyles={pkg.styles} locale={locale as Locale} className={buttonClassName({ fullWidth: true, className: "mt-8" })}>
        {t("choose", { name: pkg.name })}
      </ChoosePackageLink>
    </li>
  );
}
