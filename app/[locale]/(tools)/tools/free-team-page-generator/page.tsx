import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/JsonLd";
import { TeamPageGenerator, type TeamPageLabels } from "@/components/tools/TeamPageGenerator";
import { buttonClassName } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Link } from "@/i18n/link";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";
import { MAX_PEOPLE } from "@/lib/tools/team-page";

const PATH = "/tools/free-team-page-generator";
const GUIDE = ["consistent", "roles", "order", "current", "alt"] as const;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolTeamPage.meta" });
  return pageMetadata({ path: PATH, locale, title: t("title"), description: t("description") });
}

/**
 * /tools/free-team-page-generator: the generator (a client island that builds the snippet in the
 * browser, lib/tools/team-page.ts), what makes a good team page, and a Lumen team as the next step.
 * Cached; the island gets its strings as props.
 */
export default async function TeamPageGeneratorPage({ params }: LocaleParams) {
  const { locale } = await openPublicPage(params, PATH);
  const t = await getTranslations({ locale, namespace: "ToolTeamPage" });
  const f = (key: string, values?: Record<string, number>) => t(`form.${key}`, values);
  const labels: TeamPageLabels = {
    heading: f("heading"),
    defaultHeading: f("defaultHeading"),
    people: f("people"),
    person: t.raw("form.person") as string,
    name: f("name"),
    title: f("title"),
    photoUrl: f("photoUrl"),
    photoHint: f("photoHint"),
    addPerson: f("addPerson"),
    removePerson: f("removePerson"),
    moveUp: f("moveUp"),
    moveDown: f("moveDown"),
    limitReached: f("limitReached", { max: MAX_PEOPLE }),
    design: f("design"),
    layout: f("layout"),
    layouts: { grid: f("layouts.grid"), list: f("layouts.list") },
    accent: f("accent"),
    background: f("background"),
    picker: f("picker"),
    preview: f("preview"),
    previewEmpty: f("previewEmpty"),
    snippet: f("snippet"),
    copy: f("copy"),
    copied: f("copied"),
    copyFailed: f("copyFailed"),
    copyHelp: f("copyHelp"),
    errors: {
      required: f("errors.required"), tooLong: f("errors.tooLong"), urlInvalid: f("errors.urlInvalid"), colourInvalid: f("errors.colourInvalid"),
      tooManyPeople: f("errors.tooManyPeople", { max: MAX_PEOPLE }), invalid: f("errors.invalid"),
    },
  };

  return (
    <div className="flex flex-col gap-16 py-12 sm:py-16">
      <JsonLd data={await publicBreadcrumb(locale, PATH)} />
      <Container>
        <div className="max-w-3xl">
          <Heading level={1} size="display">{t("title")}</Heading>
          <p className="mt-4 text-lg text-ink-soft">{t("lead")}</p>
          <p className="mt-3 text-ink-soft">{t("intro")}</p>
        </div>
        <div className="mt-10">
          <TeamPageGenerator locale={locale} labels={labels} />
        </div>
      </Container>

      <Container as="section" id="guide">
        <Heading level={2}>{t("guide.title")}</Heading>
        <ul className="mt-6 flex max-w-3xl list-disc flex-col gap-3 pl-5 text-ink-soft" data-testid="teampage-guide">
          {GUIDE.map((key) => <li key={key}>{t(`guide.items.${key}`)}</li>)}
        </ul>
      </Container>

      <Container as="section">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-mist p-8">
          <Heading level={2} size="lg">{t("cta.title")}</Heading>
          <p className="text-ink-soft">{t("cta.text")}</p>
          <Link href="/company-headshots" className={buttonClassName({ size: "lg" })} data-testid="teampage-cta">{t("cta.button")}</Link>
        </div>
      </Container>
    </div>
  );
}
