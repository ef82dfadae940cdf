import { getTranslations } from "next-intl/server";
import { SignedOutOnly } from "@/components/pricing/ChoosePackageLink";
import { CurrencySwitch } from "@/components/pricing/CurrencySwitch";
import { Guarantee } from "@/components/pricing/Guarantee";
import { PackageCard, packageFeatures } from "@/components/pricing/PackageCard";
import { JsonLd } from "@/components/seo/JsonLd";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { pricingPolicy } from "@/lib/catalog/policy";
import { currencyFor, listPackageChoices } from "@/lib/catalog/packages";
import { listStyles, withStylesOnOffer } from "@/lib/catalog/styles";
import { openPublicPage } from "@/lib/http/page";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/i18n/metadata";
import { reviewSummary } from "@/lib/marketing/reviews";
import { breadcrumbJsonLd, packagesJsonLd } from "@/lib/seo/structured-data";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { estimateTurnarounds } from "@/lib/shoots/turnaround";

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Pricing" });
  return pageMetadata({ path: "/pricing", locale, title: t("metaTitle"), description: t("metaDescription") });
}

const INCLUDED = ["formats", "gallery", "privacy", "once"] as const;

export default async function PricingPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/pricing");
  const [t, tStyles, tSeo, offered, catalogue, policy, rating] = await Promise.all([getTranslations("Pricing"), getTranslations("Styles"), getTranslations("Seo"), listPackageChoices(db), listStyles(db, locale), pricingPolicy(db), reviewSummary(db)]);
  const packages = withStylesOnOffer(offered, catalogue);
  const turnarounds = await estimateTurnarounds(db, packages);
  const estimated = packages.some((p) => turnarounds[p.slug] != null);
  const localeCurrency = currencyFor(locale);

  const forSale = await Promise.all(packages.map(async (p) => ({ slug: p.slug, name: p.name, description: (await packageFeatures(p)).join(", "), prices: p.prices })));
  const structured = [
    ...packagesJsonLd({ baseUrl: env.APP_URL, locale, packages: forSale, rating }),
    breadcrumbJsonLd({ baseUrl: env.APP_URL, locale, path: "/pricing", homeName: tSeo("breadcrumb.home"), names: { "/pricing": t("metaTitle") } }),
  ];

  return (
    <>
      <JsonLd data={structured} />
      <Container className="py-12 sm:py-16">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <Heading level={1} size="display">{t("title")}</Heading>
            <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t("intro")}</p>
          </div>
          {packages.length > 0 && <CurrencySwitch localeCurrency={localeCurrency} className="shrink-0" labels={{ label: t("currency.label"), USD: t("currency.USD"), EUR: t("currency.EUR") }} />}
        </div>

        {packages.length === 0 ? (
          <p role="status" className="mt-10 rounded-card border border-warning/30 bg-warning-soft p-4 text-sm text-ink">{tStyles("noPackages")}</p>
        ) : (
          <ul aria-label={t("packages")} className="mt-10 grid gap-6 md:grid-cols-3" data-testid="packages">
            {packages.map((p) => (
              <PackageCard key={p.slug} pkg={p} localeCurrency={localeCurrency} turnaround={turnarounds[p.slug] ?? null} />
            ))}
          </ul>
        )}
        {/* Where the buttons lead depends on the visitor: components/pricing/ChoosePackageLink.tsx. */}
        {packages.length > 0 && <SignedOutOnly><p className="mt-4 text-sm text-ink-soft">{t("signedOutNote")}</p></SignedOutOnly>}
        {estimated && <p className="mt-2 text-sm text-ink-soft" data-testid="turnaround-note">{t("turnaround.note")}</p>}

        <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <Guarantee days={policy.refundWindowDays} />
          <section aria-labelledby="included-title">
            <Heading level={2} size="lg" id="included-title">{t("included.title")}</Heading>
            <ul className="mt-4 flex flex-col gap-2.5 text-sm text-ink-soft">
              {INCLUDED.map((k) => (
                <li key={k} className="flex gap-2">
                  <Icon name="check" size={18} className="mt-px shrink-0 text-brand" />
                  <span>{t(`included.${k}`, { days: policy.photoRetentionDays })}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
