import { getTranslations } from "next-intl/server";
import { LandingCta } from "@/components/marketing/landing/LandingCta";
import { LandingHero } from "@/components/marketing/landing/LandingHero";
import { LandingPage } from "@/components/marketing/landing/LandingPage";
import { LandingSection } from "@/components/marketing/landing/LandingSection";
import { landingMetadata } from "@/components/marketing/landing/metadata";
import { PointList, type Point } from "@/components/marketing/landing/PointList";
import { landingFacts } from "@/lib/catalog/landing";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = landingMetadata("/lp/7-reasons-why-ai-headshots", "reasons");

/** Seven numbered reasons, each what the product really does (and says so only while it does it), then one way on: the featured package's checkout. */
export default async function SevenReasons({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/lp/7-reasons-why-ai-headshots");
  const [t, facts] = await Promise.all([getTranslations("Landing"), landingFacts(db, locale)]);
  const f = facts.featured;
  const likeness = facts.likenessCheck ? "yes" : "no";
  const points: Point[] = [
    { key: "existing", title: t("reasons.existing.title"), body: t("reasons.existing.body", { min: facts.photos.min, max: facts.photos.max }) },
    { key: "checked", title: t("reasons.checked.title"), body: t("reasons.checked.body") },
    // The likeness check is promised only while the active engine runs it; otherwise the free retry it leads to.
    { key: "likeness", title: t(`reasons.likeness.title.${likeness}`), body: t(`reasons.likeness.body.${likeness}`) },
    // Without a package on sale there is no count to promise: that reason is left out rather than made vague.
    ...(f ? [{ key: "variety", title: t("reasons.variety.title"), body: t(`reasons.variety.body.${facts.mode}`, { name: f.name, headshots: f.headshots, styles: f.styles }) }] : []),
    { key: "privacy", title: t("reasons.privacy.title"), body: t("reasons.privacy.body", { days: facts.photoDays }) },
    { key: "team", title: t("reasons.team.title"), body: t(`reasons.team.body.${facts.mode}`) },
    { key: "guarantee", title: t("reasons.guarantee.title"), body: t("reasons.guarantee.body", { days: facts.refundDays }) },
  ];
  return (
    <LandingPage cta={<LandingCta facts={facts} locale={locale} target="checkout" />} structuredData={[await publicBreadcrumb(locale, "/lp/7-reasons-why-ai-headshots")]}>
      <LandingHero eyebrow={t("reasons.eyebrow")} title={t("reasons.title")} intro={t("reasons.intro")} />
      <LandingSection id="reasons-list" title={t("reasons.listTitle")}>
        <PointList numbered columns={1} points={points} />
      </LandingSection>
    </LandingPage>
  );
}
