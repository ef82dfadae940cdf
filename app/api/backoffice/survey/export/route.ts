// GET /api/backoffice/survey/export?id={survey}&locale={locale}: every response of one survey as CSV
// (streamed, formula-safe): one column per question, labels and options in the admin's language.
import { createTranslator } from "use-intl/core";
import { z } from "zod";
import { responseBatches, surveyResults } from "@/lib/backoffice/surveys/results";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { loadMessages } from "@/lib/i18n/messages";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const query = z.object({ id: z.string().trim().min(1).max(64) });

export const GET = route({ caller: { session: "admin" }, namespace: "BackofficeReviews", errors: { NOT_FOUND: 404 } }, async ({ request, db, answerIn, refuse }) => {
  const search = new URL(request.url).searchParams;
  const locale = answerIn(search.get("locale"));
  const parsed = query.safeParse({ id: search.get("id") ?? undefined });
  const results = parsed.success ? await surveyResults(db, parsed.data.id, locale) : null;
  if (!results) return refuse("NOT_FOUND");
  // use-intl's translator: the same messages as getTranslations, outside a React render.
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "BackofficeReviews.survey.csv" }) as unknown as (key: string) => string;
  const { questions } = results.survey;
  const cell = (qid: string, value: unknown) => {
    const q = questions.find((x) => x.id === qid);
    if (value === undefined || value === null) return null;
    if (q?.type === "choice") return q.options.find((o) => o.id === value)?.label[locale] ?? String(value);
    return typeof value === "number" ? value : String(value);
  };
  async function* rows() {
    for await (const batch of responseBatches(db, results!.survey.id)) yield batch.map((r) => [r.id, r.createdAt, r.email, ...questions.map((q) => cell(q.id, r.answers[q.id]))]);
  }
  const header = [t("response"), t("createdAt"), t("email"), ...questions.map((q) => q.label[locale])];
  return csvResponse(`lumen-survey-${results.survey.slug}-${new Date().toISOString().slice(0, 10)}.csv`, header, rows());
});
