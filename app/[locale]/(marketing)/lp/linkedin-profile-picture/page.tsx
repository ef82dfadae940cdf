import { getTranslations } from "next-intl/server";
import { LandingCta } from "@/components/marketing/landing/LandingCta";
import { LandingHero } from "@/components/marketing/landing/LandingHero";
import { LandingPage } from "@/components/marketing/landing/LandingPage";
import { LandingSection } from "@/components/marketing/landing/LandingSection";
import { landingMetadata } from "@/components/marketing/landing/metadata";
import { PointList, type Point } from "@/components/marketing/landing/PointList";
import { StylePreviews } from "@/components/marketing/landing/StylePreviews";
import { landingFacts } from "@/lib/catalog/landing";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import type { LocaleParams } from "@/lib/i18n/page";
import { DOWNLOAD_SIZES } from "@/lib/results/options";

export const generateMetadata = landingMetadata("/lp/linkedin-profile-picture", "linkedin");

/** For a LinkedIn profile picture: framing, the LinkedIn download size, background, what recruiters see; one way on. */
export default async function LinkedInProfilePicture({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/lp/linkedin-profile-picture");
  const [t, facts] = await Promise.all([getTranslations("Landing"), landingFacts(db, locale)]);
  // The size of the gallery's LinkedIn download (lib/results/options.ts), not a number of the copy's own.
  const size = { width: DOWNLOAD_SIZES.linkedin400.width, height: DOWNLOAD_SIZES.linkedin400.height };
  const formats = { ...size, square: DOWNLOAD_SIZES.square1024.width, portraitWidth: DOWNLOAD_SIZES.portrait1080x1350.width, portraitHeight: DOWNLOAD_SIZES.portrait1080x1350.height };
  const points: Point[] = [
    { key: "framing", icon: "user", title: t("linkedin.framing.title"), body: t("linkedin.framing.body") },
    { key: "size", icon: "image", title: t("linkedin.size.title", size), body: t("linkedin.size.body", size) },
    { key: "background", icon: "camera", title: t("linkedin.background.title"), body: t("linkedin.background.body") },
    { key: "recruiters", icon: "users", title: t("linkedin.recruiters.title"), body: t("linkedin.recruiters.body") },
    { key: "yourself", icon: "check-circle", title: t("linkedin.yourself.title"), body: t(`linkedin.yourself.body.${facts.likenessCheck ? "yes" : "no"}`) },
    { key: "formats", icon: "download", title: t("linkedin.formatsTitle"), body: t("linkedin.formats", formats) },
  ];
  return (
    <LandingPage cta={<LandingCta facts={facts} locale={locale} target="checkout" />} structuredData={[await publicBreadcrumb(locale, "/lp/linkedin-profile-picture")]}>
      <LandingHero
        eyebrow={t("linkedin.eyebrow")}
        title={t("linkedin.title")}
        intro={t("linkedin.intro")}
        aside={<StylePreviews styles={facts.previews.styles} caption={t(`previewsCaption.${facts.mode}`, { count: facts.previews.total })} priority />}
      />
      <LandingSection id="linkedin-guide" title={t("linkedin.guideTitle")}>
        <PointList points={points} columns={2} />
        <p className="mt-8 max-w-3xl text-sm text-ink-soft">{t("privacy", { days: facts.photoDays })}</p>
      </LandingSection>
    </LandingPage>
  );
}
