// /admin/survey's pieces: the surveys' columns, the activate/deactivate button, the counts of one
// survey's questions (a row per rating or option, with its share), and the text answers' columns.
import type { getFormatter } from "next-intl/server";
import { AdminForm } from "@/components/backoffice/admin-form";
import { AdminSection } from "@/components/backoffice/admin-page";
import { Badge } from "@/components/ui/badge";
import { columnHelper } from "@/components/ui/data-table";
import { Link } from "@/i18n/link";
import type { SurveyResults, SurveyRow, TextAnswer } from "@/lib/backoffice/surveys/results";
import type { FormAction } from "@/lib/http/action";
import type { Locale } from "@/lib/i18n/config";

type Labels = (key: string, values?: Record<string, string | number>) => string;
type Format = Awaited<ReturnType<typeof getFormatter>>;
const NS = "BackofficeReviews";

export function SurveyToggle({ survey, t, action }: { survey: Pick<SurveyRow, "id" | "slug" | "active">; t: Labels; action: FormAction }) {
  return (
    <AdminForm action={action} namespace={NS} layout="inline" variant={survey.active ? "secondary" : "primary"} submitLabel={t(survey.active ? "survey.deactivate" : "survey.activate")} testId={`survey-toggle-${survey.slug}`}
      fields={[{ kind: "hidden", name: "surveyId", value: survey.id }, { kind: "hidden", name: "active", value: String(!survey.active) }]} />
  );
}

export function ActiveBadge({ active, t }: { active: boolean; t: Labels }) {
  return <Badge variant={active ? "success" : "neutral"}>{t(active ? "survey.activeYes" : "survey.activeNo")}</Badge>;
}

const surveyCol = columnHelper<SurveyRow>();
export function surveyColumns(t: Labels, format: Format, toggle: FormAction) {
  return surveyCol.columns([
    surveyCol.accessor("slug", { header: t("survey.columns.slug"), cell: ({ row }) => <Link href={`/admin/survey?id=${row.original.id}`} className="font-mono underline">{row.original.slug}</Link> }),
    surveyCol.accessor("title", { header: t("survey.columns.title"), enableSorting: false }),
    surveyCol.accessor("trigger", { header: t("survey.columns.trigger"), enableSorting: false, cell: (c) => t(`survey.triggers.${c.getValue()}`) }),
    surveyCol.accessor("questionCount", { header: t("survey.columns.questions"), enableSorting: false, cell: (c) => format.number(c.getValue()) }),
    surveyCol.accessor("responseCount", { header: t("survey.columns.responses"), enableSorting: false, cell: (c) => format.number(c.getValue()) }),
    surveyCol.accessor("createdAt", { header: t("survey.columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium" }) }),
    surveyCol.accessor("active", { header: t("survey.columns.active"), enableSorting: false, cell: ({ row }) => <div className="flex flex-wrap items-center gap-2"><ActiveBadge active={row.original.active} t={t} /><SurveyToggle survey={row.original} t={t} action={toggle} /></div> }),
  ]);
}

/** One table of counts per rating or choice question; a text question says how many answered. */
export function SurveyCounts({ results, t, format, locale }: { results: SurveyResults; t: Labels; format: Format; locale: Locale }) {
  const share = (n: number, of: number) => (of === 0 ? "—" : format.number(n / of, { style: "percent", maximumFractionDigits: 0 }));
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="survey-counts">
      {results.questions.map((q) => (
        <AdminSection key={q.question.id} title={q.question.label[locale]} description={t("survey.answered", { count: q.answered, total: results.responses })} testId={`survey-question-${q.question.id}`}>
          {q.kind === "text" ? (
            <Link href={`/admin/survey?id=${results.survey.id}&question=${q.question.id}#text-answers`} className="text-sm underline">{t("survey.readTexts")}</Link>
          ) : (
            <table className="w-full text-left text-sm">
              <thead><tr className="text-ink-soft"><th className="py-1">{t(q.kind === "rating" ? "survey.rating" : "survey.option")}</th><th>{t("survey.count")}</th><th>{t("survey.share")}</th></tr></thead>
              <tbody>
                {(q.kind === "rating" ? q.counts.map((c) => ({ key: String(c.value), label: t("survey.stars", { rating: c.value }), count: c.count })) : q.counts.map((c) => ({ key: c.value, label: c.label, count: c.count }))).map((c) => (
                  <tr key={c.key} className="border-t border-line" data-testid="survey-count-row">
                    <td className="py-2">{c.label}</td>
                    <td data-testid={`survey-count-${q.question.id}-${c.key}`}>{format.number(c.count)}</td>
                    <td>{share(c.count, q.answered)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </AdminSection>
      ))}
    </div>
  );
}

const textCol = columnHelper<TextAnswer>();
export function textAnswerColumns(t: Labels, format: Format, labelOf: (questionId: string) => string) {
  return textCol.columns([
    textCol.accessor("createdAt", { header: t("survey.columns.createdAt"), cell: (c) => format.dateTime(c.getValue(), { dateStyle: "medium", timeStyle: "short" }) }),
    textCol.accessor("questionId", { header: t("survey.question"), enableSorting: false, cell: (c) => labelOf(c.getValue()) }),
    textCol.accessor("text", { header: t("survey.text"), enableSorting: false, cell: (c) => <span className="whitespace-pre-wrap">{c.getValue()}</span> }),
  ]);
}
