import { getTranslations } from "next-intl/server";
import { Guarantee } from "@/components/pricing/Guarantee";
import { turnaroundText } from "@/components/marketing/landing/format";
import { LandingCta } from "@/components/marketing/landing/LandingCta";
import { LandingHero } from "@/components/marketing/landing/LandingHero";
import { LandingPage } from "@/components/marketing/landing/LandingPage";
import { LandingSection } from "@/components/marketing/landing/LandingSection";
import { landingMetadata } from "@/components/marketing/landing/metadata";
import { PackageSummary } from "@/components/marketing/landing/PackageSummary";
import { PointList } from "@/components/marketing/landing/PointList";
import { StylePreviews } from "@/components/marketing/landing/StylePreviews";
import { landingFacts } from "@/lib/catalog/landing";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = landingMetadata("/lp", "lp");

/** The general landing page: the problem, how Lumen solves it, the packages, the guarantee, one way on (the price list). */
export default async function LandingGeneral({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/lp");
  const [t, facts] = await Promise.all([getTranslations("Landing"), landingFacts(db, locale)]);
  const photos = { min: facts.photos.min, max: facts.photos.max };
  const measured = facts.featured && turnaroundText(t, facts.turnaroundSeconds);
  return (
    <LandingPage cta={<LandingCta facts={facts} locale={locale} target="pricing" />} structuredData={[await publicBreadcrumb(locale, "/lp")]}>
      <LandingHero
        eyebrow={t("lp.eyebrow")}
        title={t("lp.title")}
        intro={t("lp.intro", photos)}
        aside={<StylePreviews styles={facts.previews.styles} caption={t(`previewsCaption.${facts.mode}`, { count: facts.previews.total })} priority />}
      />
      <LandingSection id="lp-problem" title={t("lp.problem.title")}>
        <PointList
          points={(["crop", "studio", "oneLook"] as const).map((k) => ({ key: k, title: t(`lp.problem.${k}.title`), body: t(`lp.problem.${k}.body`), icon: k === "crop" ? "image" : k === "studio" ? "clock" : "camera" }))}
        />
      </LandingSection>
      <LandingSection id="lp-solution" title={t("lp.solution.title")} tone="mist">
        <PointList
          numbered
          points={[
            { key: "upload", title: t("lp.solution.upload.title"), body: t("lp.solution.upload.body", photos) },
            { key: "style", title: t("lp.solution.style.title"), body: t(`lp.solution.style.body.${facts.mode}`) },
            { key: "receive", title: t("lp.solution.receive.title"), body: t("lp.solution.receive.body") },
          ]}
        />
        {measured && facts.featured && <p className="mt-6 text-sm text-ink-soft" data-testid="landing-turnaround">{t("lp.solution.measured", { name: facts.featured.name, time: measured })}</p>}
      </LandingSection>
      {facts.packages.length > 0 && (
        <LandingSection id="lp-packages" title={t("packages.title")} intro={t("packages.intro")}>
          <PackageSummary packages={facts.packages} featured={facts.featured} locale={locale} />
        </LandingSection>
      )}
      <LandingSection id="lp-guarantee" title={t("lp.guaranteeTitle")} tone="mist">
        <Guarantee days={facts.refundDays} headingLevel={3} />
        <p className="mt-6 max-w-3xl text-ink-soft">{t("privacy", { days: facts.photoDays })}</p>
      </LandingSection>
    </LandingPage>
  );
}
