import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminForm, type AdminField } from "@/components/backoffice/admin-form";
import { AdminPage, AdminSection, Facts } from "@/components/backoffice/admin-page";
import { SelectFilter } from "@/components/backoffice/filters";
import { ActiveBadge, SurveyCounts, surveyColumns, SurveyToggle, textAnswerColumns } from "@/components/backoffice/survey-parts";
import { buttonClassName } from "@/components/ui/button-styles";
import { DataTable } from "@/components/ui/data-table";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { saveSurveyAction, setSurveyActiveAction } from "@/lib/backoffice/surveys/actions";
import { findSurveyPage, findTextAnswerPage, surveyResults } from "@/lib/backoffice/surveys/results";
import { SURVEY_TRIGGERS, surveyQuery, textAnswerQuery } from "@/lib/backoffice/surveys/schemas";
import { openPage } from "@/lib/http/page";
import { LOCALES } from "@/lib/i18n/config";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Labels = (key: string, values?: Record<string, string | number>) => string;

export const generateMetadata = backofficeMetadata("/admin/survey", "BackofficeReviews.survey");

/** A first question for a new survey, in every language (the editor's starting point). */
async function starterQuestions(): Promise<string> {
  const label = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, (await getTranslations({ locale: l, namespace: "BackofficeReviews" }))("survey.starterQuestion")])));
  return JSON.stringify([{ id: "overall", type: "rating", label }], null, 2);
}

function surveyFields(t: Labels, survey?: { id: string; slug: string; title: string; trigger: string; questions: unknown }, starter?: string): AdminField[] {
  return [
    ...(survey ? [{ kind: "hidden" as const, name: "surveyId", value: survey.id }] : []),
    { kind: "text", name: "slug", label: t("survey.form.slug"), hint: t("survey.form.slugHint"), required: true, maxLength: 60, defaultValue: survey?.slug },
    { kind: "text", name: "title", label: t("survey.form.title"), hint: t("survey.form.titleHint"), required: true, maxLength: 200, defaultValue: survey?.title },
    { kind: "select", name: "trigger", label: t("survey.form.trigger"), options: SURVEY_TRIGGERS.map((v) => ({ value: v, label: t(`survey.triggers.${v}`) })), defaultValue: survey?.trigger ?? "AFTER_RESULTS" },
    { kind: "textarea", name: "questions", label: t("survey.form.questions"), hint: t("survey.form.questionsHint"), required: true, rows: 14, mono: true, defaultValue: survey ? JSON.stringify(survey.questions, null, 2) : starter },
  ];
}

/** Surveys: the list, a new survey, and one survey's counts, text answers and editor (`?id=`). */
export default async function SurveyPage({ params, searchParams }: Props) {
  const { db, locale } = await openPage(params, "/admin/survey");
  const search = await searchParams;
  const [tt, format] = await Promise.all([getTranslations("BackofficeReviews"), getFormatter()]);
  const t = tt as unknown as Labels;
  const id = typeof search.id === "string" ? search.id : null;

  if (id) {
    const results = await surveyResults(db, id, locale);
    if (!results) notFound();
    const { survey } = results;
    const query = textAnswerQuery.parse(search);
    const texts = await findTextAnswerPage(db, results, query);
    const textQuestions = survey.questions.filter((q) => q.type === "text");
    const labelOf = (qid: string) => survey.questions.find((q) => q.id === qid)?.label[locale] ?? qid;
    return (
      <AdminPage title={t("survey.detailTitle", { title: survey.title })} back={{ href: "/admin/survey", label: t("survey.back") }} testId="survey-detail"
        actions={
          <>
            <SurveyToggle survey={survey} t={t} action={setSurveyActiveAction} />
            <a href={`/api/backoffice/survey/export?id=${encodeURIComponent(survey.id)}&locale=${locale}`} className={buttonClassName({ variant: "secondary" })} data-testid="survey-export" download>{t("survey.export")}</a>
          </>
        }>
        <AdminSection title={t("survey.facts")}>
          <Facts items={[
            [t("survey.columns.slug"), <code key="s">{survey.slug}</code>],
            [t("survey.columns.trigger"), t(`survey.triggers.${survey.trigger}`)],
            [t("survey.columns.active"), <ActiveBadge key="a" active={survey.active} t={t} />],
            [t("survey.columns.responses"), <span key="r" data-testid="survey-responses">{format.number(results.responses)}</span>],
          ]} />
        </AdminSection>
        <SurveyCounts results={results} t={t} format={format} locale={locale} />
        {textQuestions.length > 0 && (
          <AdminSection title={t("survey.textAnswers")} testId="text-answers">
            <div id="text-answers" />
            <DataTable path="/admin/survey" testId="text-answer-list" caption={t("survey.textAnswers")} columns={textAnswerColumns(t, format, labelOf)} page={texts} query={query} schema={textAnswerQuery}
              filters={
                <>
                  <input type="hidden" name="id" value={survey.id} />
                  <SelectFilter name="question" label={t("survey.question")} value={query.question} anyLabel={t("survey.anyQuestion")} options={textQuestions.map((q) => ({ value: q.id, label: q.label[locale] }))} />
                </>
              } />
          </AdminSection>
        )}
        <AdminSection title={t("survey.editTitle")} description={t(results.responses > 0 ? "survey.editRuleAnswered" : "survey.editRule")} testId="survey-edit">
          <AdminForm action={saveSurveyAction} namespace="BackofficeReviews" submitLabel={t("survey.form.save")} successMessage={t("survey.form.saved")} testId="survey-form" fields={surveyFields(t, survey)} />
        </AdminSection>
      </AdminPage>
    );
  }

  const query = surveyQuery.parse(search);
  const [page, starter] = await Promise.all([findSurveyPage(db, query), starterQuestions()]);
  return (
    <AdminPage title={t("survey.title")} intro={t("survey.intro")} testId="surveys">
      <DataTable path="/admin/survey" testId="survey-list" caption={t("survey.title")} columns={surveyColumns(t, format, setSurveyActiveAction)} page={page} query={query} schema={surveyQuery} searchLabel={t("survey.search")}
        filters={
          <>
            <SelectFilter name="trigger" label={t("survey.columns.trigger")} value={query.trigger} anyLabel={t("survey.any")} options={SURVEY_TRIGGERS.map((v) => ({ value: v, label: t(`survey.triggers.${v}`) }))} />
            <SelectFilter name="active" label={t("survey.columns.active")} value={query.active} anyLabel={t("survey.any")} options={[{ value: "yes", label: t("survey.activeYes") }, { value: "no", label: t("survey.activeNo") }]} />
          </>
        } />
      <AdminSection title={t("survey.newTitle")} description={t("survey.newIntro")} testId="survey-create">
        <AdminForm action={saveSurveyAction} namespace="BackofficeReviews" submitLabel={t("survey.form.create")} successMessage={t("survey.form.created")} testId="survey-new-form" fields={surveyFields(t, undefined, starter)} />
      </AdminSection>
    </AdminPage>
  );
}
