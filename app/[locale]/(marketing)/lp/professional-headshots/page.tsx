import { getTranslations } from "next-intl/server";
import { Guarantee } from "@/components/pricing/Guarantee";
import { ComparisonTable } from "@/components/marketing/landing/ComparisonTable";
import { priceText, turnaroundText } from "@/components/marketing/landing/format";
import { LandingCta } from "@/components/marketing/landing/LandingCta";
import { LandingHero } from "@/components/marketing/landing/LandingHero";
import { LandingPage } from "@/components/marketing/landing/LandingPage";
import { LandingSection } from "@/components/marketing/landing/LandingSection";
import { landingMetadata } from "@/components/marketing/landing/metadata";
import { packageLines } from "@/components/marketing/landing/PackageSummary";
import { Icon } from "@/components/ui/icons";
import { landingFacts } from "@/lib/catalog/landing";
import { openPublicPage } from "@/lib/http/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import type { LocaleParams } from "@/lib/i18n/page";

export const generateMetadata = landingMetadata("/lp/professional-headshots", "studio");

/**
 * For people who would otherwise book a studio: a studio session (typical ranges, labelled as such)
 * beside the featured package (the catalogue's figures), what the package includes, when a studio is
 * still the better choice, the guarantee; one way on.
 */
export default async function ProfessionalHeadshots({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/lp/professional-headshots");
  const [t, facts] = await Promise.all([getTranslations("Landing"), landingFacts(db, locale)]);
  const f = facts.featured;
  const measured = turnaroundText(t, facts.turnaroundSeconds);
  const lines = f ? await packageLines(f) : [];
  return (
    <LandingPage cta={<LandingCta facts={facts} locale={locale} target="checkout" />} structuredData={[await publicBreadcrumb(locale, "/lp/professional-headshots")]}>
      <LandingHero eyebrow={t("studio.eyebrow")} title={t("studio.title")} intro={t("studio.intro")} />
      {f && (
        <LandingSection id="studio-compare" title={t("studio.compare.title")}>
          <ComparisonTable
            caption={t("studio.compare.caption", { name: f.name })}
            heads={[t("studio.compare.aspect"), t("studio.compare.studio"), t("studio.compare.lumen", { name: f.name })]}
            rows={[
              { key: "cost", label: t("studio.compare.cost"), left: t("studio.compare.costStudio"), right: t("studio.compare.costLumen", { price: priceText(f.price, locale) }) },
              { key: "time", label: t("studio.compare.time"), left: t("studio.compare.timeStudio"), right: measured ? t("studio.compare.timeLumenMeasured", { time: measured }) : t("studio.compare.timeLumen") },
              { key: "images", label: t("studio.compare.images"), left: t("studio.compare.imagesStudio"), right: t("studio.compare.imagesLumen", { count: f.headshots }) },
              { key: "looks", label: t("studio.compare.looks"), left: t("studio.compare.looksStudio"), right: t(`studio.compare.looksLumen.${facts.mode}`, { count: f.styles }) },
            ]}
            note={t("studio.compare.note")}
          />
        </LandingSection>
      )}
      {f && (
        <LandingSection id="studio-included" title={t("studio.includedTitle", { name: f.name })} tone="mist">
          <ul className="grid gap-3 text-ink sm:grid-cols-2" data-testid="landing-included">
            {[...lines, t("studio.included.formats"), t("studio.included.gallery"), t("studio.included.checked"), t("privacy", { days: facts.photoDays })].map((line) => (
              <li key={line} className="flex gap-2">
                <Icon name="check" size={20} className="mt-0.5 shrink-0 text-brand" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </LandingSection>
      )}
      <LandingSection id="studio-honest" title={t("studio.honestTitle")}>
        <p className="max-w-3xl text-ink-soft">{t("studio.honest")}</p>
        <div className="mt-8">
          <Guarantee days={facts.refundDays} headingLevel={3} />
        </div>
      </LandingSection>
    </LandingPage>
  );
}
