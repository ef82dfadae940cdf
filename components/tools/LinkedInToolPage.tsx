import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/JsonLd";
import { buttonClassName } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import type { Locale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/metadata";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { SENIORITIES, TONES } from "@/lib/tools/linkedin";
import { LinkedInGenerator, type LinkedInKind, type LinkedInLabels } from "./LinkedInGenerator";

/** The three free LinkedIn tools' addresses. */
export const LINKEDIN_TOOL_PATHS: Record<LinkedInKind, string> = {
  headline: "/tools/free-linkedin-headline-generator",
  bio: "/tools/free-linkedin-bio-generator",
  profile: "/tools/free-linkedin-profile-generator",
};

/** Each page's advice, in the order shown (ToolLinkedIn.<kind>.guide.points.<key>). */
const GUIDE: Record<LinkedInKind, readonly string[]> = {
  headline: ["first", "skills", "proof", "front", "plain"],
  bio: ["opening", "voice", "numbers", "keywords", "ask"],
  profile: ["story", "picture", "outcome", "skills", "url"],
};

export async function linkedInToolMetadata(kind: LinkedInKind, locale: Locale) {
  const t = await getTranslations({ locale, namespace: `ToolLinkedIn.${kind}.meta` });
  return pageMetadata({ path: LINKEDIN_TOOL_PATHS[kind], locale, title: t("title"), description: t("description") });
}

/** The strings the island shows, from ToolLinkedIn (the island has no translation runtime). */
async function labelsFor(locale: Locale): Promise<LinkedInLabels> {
  const t = await getTranslations({ locale, namespace: "ToolLinkedIn" });
  return {
    notice: t("notice"),
    form: {
      title: t("form.title"),
      role: t("form.role"),
      roleHint: t("form.roleHint"),
      seniority: t("form.seniority"),
      seniorities: Object.fromEntries(SENIORITIES.map((s) => [s, t(`form.seniorities.${s}`)])) as LinkedInLabels["form"]["seniorities"],
      skills: t("form.skills"),
      skillsHint: t("form.skillsHint"),
      achievements: t("form.achievements"),
      achievementsHint: t("form.achievementsHint"),
      industry: t("form.industry"),
      name: t("form.name"),
      tone: t("form.tone"),
      tones: Object.fromEntries(TONES.map((s) => [s, t(`form.tones.${s}`)])) as LinkedInLabels["form"]["tones"],
      generate: t("form.generate"),
    },
    results: {
      title: t("results.title"),
      option: t.raw("results.option") as string,
      count: t.raw("results.count") as string,
      countLabel: t.raw("results.countLabel") as string,
      copy: t("results.copy"),
      copied: t("results.copied"),
      copyFailed: t("results.copyFailed"),
      headline: t("results.headline"),
      about: t("results.about"),
      experience: t("results.experience"),
    },
    errors: {
      title: t("errors.title"),
      roleRequired: t("errors.roleRequired"),
      roleTooLong: t("errors.roleTooLong"),
      skillTooLong: t("errors.skillTooLong"),
      achievementTooLong: t("errors.achievementTooLong"),
      industryTooLong: t("errors.industryTooLong"),
      nameTooLong: t("errors.nameTooLong"),
      seniority: t("errors.seniority"),
      tone: t("errors.tone"),
    },
  };
}

/**
 * A free LinkedIn tool's page (headline, About section, whole profile): intro, the generator island,
 * advice on writing that part of the profile, and the way to professional headshots. Cached like every
 * public page: nothing here depends on the visitor.
 */
export async function LinkedInToolPage({ kind, locale }: { kind: LinkedInKind; locale: Locale }) {
  const [t, tools, labels] = await Promise.all([
    getTranslations({ locale, namespace: `ToolLinkedIn.${kind}` }),
    getTranslations({ locale, namespace: "Tools" }),
    labelsFor(locale),
  ]);
  const path = LINKEDIN_TOOL_PATHS[kind];
  return (
    <div className="flex flex-col gap-16 py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, path)} />
      <Container>
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{tools("eyebrow")}</p>
          <Heading level={1} size="display" className="mt-2">{t("title")}</Heading>
          <p className="mt-4 text-lg text-ink-soft">{t("lead")}</p>
          <p className="mt-3 text-ink-soft">{t("intro")}</p>
        </div>
        <div className="mt-10 max-w-3xl">
          <LinkedInGenerator
            kind={kind}
            locale={locale}
            labels={labels}
            buttons={{ primary: buttonClassName({ size: "lg" }), secondary: buttonClassName({ variant: "secondary", size: "sm" }) }}
          />
        </div>
      </Container>

      <Container as="section" id="guide">
        <Heading level={2}>{t("guide.title")}</Heading>
        <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-3 pl-5 text-ink-soft" data-testid="linkedin-guide">
          {GUIDE[kind].map((key) => <li key={key}>{t(`guide.points.${key}`)}</li>)}
        </ul>
      </Container>

      <Container as="section">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-mist p-8" data-testid="tools-cta">
          <Heading level={2} size="lg">{tools("cta.title")}</Heading>
          <p className="text-ink-soft">{tools("cta.text")}</p>
          <Link href="/pricing" className={buttonClassName()}>{tools("cta.button")}</Link>
        </div>
      </Container>
    </div>
  );
}
