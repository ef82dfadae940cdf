import { getTranslations } from "next-intl/server";
import { LandingCta } from "@/components/marketing/landing/LandingCta";
import { LandingPage } from "@/components/marketing/landing/LandingPage";
import { LandingSection } from "@/components/marketing/landing/LandingSection";
import { landingMetadata } from "@/components/marketing/landing/metadata";
import { PackageSummary } from "@/components/marketing/landing/PackageSummary";
import { PointList } from "@/components/marketing/landing/PointList";
import { StylePreviews } from "@/components/marketing/landing/StylePreviews";
import { Heading } from "@/components/ui/heading";
import { Icon } from "@/components/ui/icons";
import { landingFacts } from "@/lib/catalog/landing";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = landingMetadata("/lp/v2", "v2");

const BEFORE = ["selfie", "snapshot", "call"] as const;

/**
 * The shorter variant of /lp (an A/B candidate): what you upload beside what you receive first, then
 * the featured package and its price, three assurances, one way on (that package's checkout).
 */
export default async function LandingShort({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/lp/v2");
  const [t, facts] = await Promise.all([getTranslations("Landing"), landingFacts(db, locale)]);
  return (
    <LandingPage cta={<LandingCta facts={facts} locale={locale} target="checkout" />} structuredData={[await publicBreadcrumb(locale, "/lp/v2")]}>
      <section className="bg-gradient-to-b from-brand-soft to-paper">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <Heading level={1} size="display" className="max-w-3xl">{t("v2.title")}</Heading>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft" data-testid="landing-intro">{t("v2.intro")}</p>
          <div className="mt-10 grid items-start gap-6 lg:grid-cols-[1fr_auto_1.4fr]">
            <div className="rounded-[var(--radius-card)] border border-line bg-paper p-6" data-testid="landing-before">
              <p className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{t("v2.before.label")}</p>
              <Heading level={2} size="lg" className="mt-2">{t("v2.before.title", { min: facts.photos.min, max: facts.photos.max })}</Heading>
              <ul className="mt-4 flex flex-col gap-2 text-ink-soft">
                {BEFORE.map((k) => (
                  <li key={k} className="flex gap-2"><Icon name="camera" size={18} className="mt-0.5 shrink-0 text-ink-soft" />{t(`v2.before.${k}`)}</li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-ink-soft">{t("v2.before.note")}</p>
            </div>
            <Icon name="chevron-right" size={32} className="hidden self-center text-brand lg:block" />
            <div data-testid="landing-after">
              <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand">{t("v2.after.label")}</p>
              <StylePreviews styles={facts.previews.styles} caption={t(`previewsCaption.${facts.mode}`, { count: facts.previews.total })} priority />
            </div>
          </div>
        </div>
      </section>
      {facts.featured && (
        <LandingSection id="v2-price" title={t("v2.priceTitle")} tone="mist">
          <div className="max-w-md">
            <PackageSummary packages={[facts.featured]} featured={facts.featured} locale={locale} />
          </div>
        </LandingSection>
      )}
      <LandingSection id="v2-assurances" title={t("lp.guaranteeTitle")}>
        <PointList
          points={[
            { key: "checked", icon: "check-circle", title: t("v2.assurances.checked.title"), body: t("v2.assurances.checked.body") },
            { key: "privacy", icon: "lock", title: t("v2.assurances.privacy.title", { days: facts.photoDays }), body: t("v2.assurances.privacy.body", { days: facts.photoDays }) },
            { key: "guarantee", icon: "credit-card", title: t("v2.assurances.guarantee.title", { days: facts.refundDays }), body: t("v2.assurances.guarantee.body", { days: facts.refundDays }) },
          ]}
        />
      </LandingSection>
    </LandingPage>
  );
}
