import { getTranslations } from "next-intl/server";
import { LandingCta } from "@/components/marketing/landing/LandingCta";
import { LandingHero } from "@/components/marketing/landing/LandingHero";
import { LandingPage } from "@/components/marketing/landing/LandingPage";
import { LandingSection } from "@/components/marketing/landing/LandingSection";
import { landingMetadata } from "@/components/marketing/landing/metadata";
import { PointList } from "@/components/marketing/landing/PointList";
import { landingFacts } from "@/lib/catalog/landing";
import { openPublicPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = landingMetadata("/lp/7-reasons-why-ai-headshots", "reasons");

const REASONS = ["existing", "checked", "likeness", "variety", "privacy", "team", "guarantee"] as const;

/** Seven numbered reasons, each what the product really does (and says so only while it does it), then one way on: the featured package's checkout. */
export default async function SevenReasons({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/lp/7-reasons-why-ai-headshots");
  const [t, facts] = await Promise.all([getTranslations("Landing"), landingFacts(db, locale)]);
  const f = facts.featured;
  const values: Record<(typeof REASONS)[number], Record<string, string | number>> = {
    existing: { min: facts.photos.min, max: facts.photos.max },
    checked: {},
    likeness: { likeness: facts.likenessCheck ? "yes" : "no" },
    variety: { mode: facts.mode, name: f?.name ?? "", headshots: f?.headshots ?? 0, styles: f?.styles ?? 0 },
    privacy: { days: facts.photoDays },
    team: { mode: facts.mode },
    guarantee: { days: facts.refundDays },
  };
  // Without a package on sale there is no count to promise: the variety reason is left out rather than made vague.
  const shown = REASONS.filter((k) => k !== "variety" || f);
  return (
    <LandingPage cta={<LandingCta facts={facts} locale={locale} target="checkout" />}>
      <LandingHero eyebrow={t("reasons.eyebrow")} title={t("reasons.title")} intro={t("reasons.intro")} />
      <LandingSection id="reasons-list" title={t("reasons.listTitle")}>
        <PointList
          numbered
          columns={1}
          points={shown.map((k) => ({ key: k, title: t(`reasons.${k}.title`, values[k]), body: t(`reasons.${k}.body`, values[k]) }))}
        />
      </LandingSection>
    </LandingPage>
  );
}
