// The survey card's server side: the strings in the person's language (namespace Survey) and the
// answering action, for a survey `pendingSurvey` (lib/surveys/answer.ts) found; nothing when none.
import { getTranslations } from "next-intl/server";
import { answerSurveyAction } from "@/lib/surveys/actions";
import type { PendingSurvey } from "@/lib/surveys/answer";
import { SurveyCard } from "./SurveyCard";

export async function SurveyPrompt({ survey }: { survey: PendingSurvey | null }) {
  if (!survey) return null;
  const t = await getTranslations("Survey");
  const kind = survey.trigger === "AFTER_REFUND" ? "afterRefund" : "afterResults";
  const labels = {
    title: t(`${kind}.title`),
    intro: t(`${kind}.intro`),
    submit: t("submit"),
    dismiss: t("dismiss"),
    thanks: t("thanks"),
    ratings: [1, 2, 3, 4, 5].map((n) => t("rating", { rating: n })),
    optional: t("optional"),
    errors: { generic: t("errors.generic"), notFound: t("errors.notFound"), invalidAnswers: t("errors.invalidAnswers"), answerRequired: t("errors.answerRequired") },
  };
  return <SurveyCard survey={{ id: survey.id, questions: survey.questions }} labels={labels} answer={answerSurveyAction} />;
}
