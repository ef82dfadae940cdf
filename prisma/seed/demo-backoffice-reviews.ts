// Demo data of /admin/reviews and /admin/survey: the demo person's review through the review prompt's
// own function (lib/account/review.ts submitReview: unapproved, waiting for an admin), and an active
// AFTER_RESULTS survey made by the back office's function (saveSurvey, activated with setSurveyActive,
// both audited as the demo admin) answered by the demo people with a ready shoot through the card's
// answering function (answerSurvey). Idempotent: the review once per person (the function refuses a
// second), the survey by its slug, one answer per person (the unique index).
import { hasReviewed, submitReview } from "@/lib/account/review";
import { saveSurvey, setSurveyActive } from "@/lib/backoffice/surveys/surveys";
import { answerSurvey } from "@/lib/surveys/answer";
import type { SurveyQuestion } from "@/lib/surveys/questions";
import { demoAccount, type DemoRole } from "./demo-accounts";
import type { BackofficeSeedDeps } from "./demo-backoffice";

export const DEMO_SURVEY_SLUG = "after-results-2026";

const QUESTIONS: SurveyQuestion[] = [
  { id: "overall", type: "rating", label: { en: "How happy are you with your photos?", de: "Wie zufrieden bist du mit deinen Fotos?", es: "¿Qué tan satisfecho estás con tus fotos?" } },
  {
    id: "use", type: "choice", label: { en: "Where will you use them first?", de: "Wo wirst du sie zuerst verwenden?", es: "¿Dónde las usarás primero?" },
    options: [
      { id: "linkedin", label: { en: "LinkedIn", de: "LinkedIn", es: "LinkedIn" } },
      { id: "website", label: { en: "Company website", de: "Firmenwebsite", es: "Web de la empresa" } },
      { id: "cv", label: { en: "CV or application", de: "Lebenslauf oder Bewerbung", es: "CV o candidatura" } },
      { id: "other", label: { en: "Somewhere else", de: "Woanders", es: "En otro sitio" } },
    ],
  },
  { id: "improve", type: "text", label: { en: "What could we do better?", de: "Was könnten wir besser machen?", es: "¿Qué podríamos mejorar?" } },
];

const ANSWERS: { role: DemoRole; answers: Record<string, number | string> }[] = [
  { role: "user", answers: { overall: 5, use: "linkedin", improve: "More outdoor backdrops would be lovely." } },
  { role: "member", answers: { overall: 4, use: "website", improve: "Die Auswahl der Outfits könnte größer sein." } },
  { role: "lead", answers: { overall: 4, use: "linkedin" } },
];

export async function seedDemoReviews(deps: BackofficeSeedDeps, log: (line: string) => void): Promise<void> {
  const { db } = deps;
  const ids = async (roles: DemoRole[]) => db.user.findMany({ where: { email: { in: roles.map((r) => demoAccount(r).email) } }, select: { id: true, email: true } });
  const [admin] = await ids(["admin"]);
  const [person] = await ids(["user"]);

  if (person && !(await hasReviewed(db, person.id))) {
    const result = await submitReview(db, { userId: person.id, locale: "en", rating: 5, body: "Uploaded a handful of selfies on my lunch break and had a new LinkedIn photo the same afternoon. Colleagues asked who the photographer was.", consent: true });
    log(result.ok ? "reviews: the demo person's review waits for approval" : `reviews: no review from the demo person (${"error" in result ? result.error : "refused"})`);
  }

  if (!admin) return;
  let survey = await db.survey.findUnique({ where: { slug: DEMO_SURVEY_SLUG }, select: { id: true } });
  if (!survey) {
    const saved = await saveSurvey(db, { slug: DEMO_SURVEY_SLUG, title: "After the results (2026)", trigger: "AFTER_RESULTS", questions: QUESTIONS, actorId: admin.id });
    if (!saved.ok) return log(`reviews: demo survey refused (${JSON.stringify(saved.fieldErrors)})`);
    await setSurveyActive(db, { surveyId: saved.id, active: true, actorId: admin.id });
    survey = { id: saved.id };
  }
  const people = await ids(ANSWERS.map((a) => a.role));
  let answered = 0;
  for (const a of ANSWERS) {
    const who = people.find((p) => p.email === demoAccount(a.role).email);
    if (!who) continue;
    const result = await answerSurvey(db, { userId: who.id, surveyId: survey.id, answers: a.answers });
    if (result.ok) answered++;
  }
  if (answered) log(`reviews: ${answered} answers to the demo survey`);
}
