import { getTranslations } from "next-intl/server";
import { SnippetToolPage } from "@/components/tools/SnippetToolPage";
import { TeamPageGenerator, type TeamPageLabels } from "@/components/tools/TeamPageGenerator";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import type { LocaleParams } from "@/lib/i18n/page";
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
    <SnippetToolPage namespace="ToolTeamPage" path={PATH} locale={locale} guide={GUIDE} cta="/company-headshots" testIdPrefix="teampage">
      <TeamPageGenerator locale={locale} labels={labels} />
    </SnippetToolPage>
  );
}
