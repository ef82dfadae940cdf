// The customer's side of a survey: which one to show a person (`pendingSurvey`: the newest active
// survey of a trigger they may see and have not answered) and their answer (`answerSurvey`: checked
// against the questions, one per person and survey: the unique (surveyId, userId) decides, so a replay
// or two submits at once store one answer and the later ones hear "already answered").
import "server-only";
import type { Prisma, PrismaClient, SurveyTrigger } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { checkAnswers, readQuestions, showQuestions, type Answers, type ShownQuestion } from "./questions";

export type PendingSurvey = { id: string; slug: string; trigger: SurveyTrigger; questions: ShownQuestion[] };

/**
 * Whether the person is where the trigger shows a survey: AFTER_RESULTS once they have a ready shoot
 * (its gallery is where the card is), AFTER_REFUND once one of their orders has a refund requested,
 * approved or paid. The answering function asks it again, so a forged answer to a survey the person
 * was never shown is refused.
 */
export async function triggerHolds(db: PrismaClient | Prisma.TransactionClient, userId: string, trigger: SurveyTrigger): Promise<boolean> {
  if (trigger === "AFTER_RESULTS") return (await db.shoot.count({ where: { userId, state: "ACTIVE", deletedAt: null } })) > 0;
  return (await db.refund.count({ where: { order: { userId }, status: { in: ["REQUESTED", "APPROVED", "COMPLETED"] } } })) > 0;
}

/** The survey to show this person now for `trigger`, in their language, or null. */
export async function pendingSurvey(db: PrismaClient, userId: string, trigger: SurveyTrigger, locale: Locale): Promise<PendingSurvey | null> {
  const survey = await db.survey.findFirst({
    where: { trigger, active: true, responses: { none: { userId } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, slug: true, trigger: true, questions: true },
  });
  if (!survey) return null;
  const questions = readQuestions(survey.questions);
  if (questions.length === 0 || !(await triggerHolds(db, userId, trigger))) return null;
  return { id: survey.id, slug: survey.slug, trigger: survey.trigger, questions: showQuestions(questions, locale) };
}

export type AnswerResult =
  | { ok: true; responseId: string }
  | { ok: false; error: "notFound" | "alreadyAnswered" | "invalidAnswers" | "answerRequired" };

/**
 * Stores a person's answers to the survey they are shown (the one `pendingSurvey` gives for its trigger:
 * an older active survey of the same trigger is not answerable by a forged request); once. The survey row
 * is held FOR SHARE while the answers are checked and stored, so an admin's edit of its questions (which
 * locks it FOR UPDATE) comes before or after, never between: an answer always fits the questions it is
 * stored under.
 */
export async function answerSurvey(db: PrismaClient, input: { userId: string; surveyId: string; answers: unknown }): Promise<AnswerResult> {
  return db.$transaction(async (tx): Promise<AnswerResult> => {
    const held = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Survey" WHERE "id" = ${input.surveyId} FOR SHARE`;
    if (!held[0]) return { ok: false, error: "notFound" };
    const survey = await tx.survey.findUniqueOrThrow({ where: { id: input.surveyId }, select: { id: true, active: true, trigger: true, questions: true } });
    if (!survey.active) return { ok: false, error: "notFound" };
    if (await tx.surveyResponse.findUnique({ where: { surveyId_userId: { surveyId: survey.id, userId: input.userId } }, select: { id: true } })) return { ok: false, error: "alreadyAnswered" };
    const shown = await tx.survey.findFirst({
      // The newest of this one and the ones not answered: an answer racing in from another request does not make it "not shown".
      where: { trigger: survey.trigger, active: true, OR: [{ id: survey.id }, { responses: { none: { userId: input.userId } } }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    if (shown?.id !== survey.id || !(await triggerHolds(tx, input.userId, survey.trigger))) return { ok: false, error: "notFound" };
    const checked = checkAnswers(readQuestions(survey.questions), input.answers);
    if (!checked.ok) return checked;
    // ON CONFLICT DO NOTHING on the unique (surveyId, userId): no error to catch inside a transaction,
    // and the later of two racing inserts simply stores nothing.
    const rows = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "SurveyResponse" ("id", "surveyId", "userId", "answers", "createdAt")
      VALUES (${newId()}, ${survey.id}, ${input.userId}, ${JSON.stringify(checked.answers satisfies Answers)}::jsonb, now())
      ON CONFLICT ("surveyId", "userId") DO NOTHING
      RETURNING "id"`;
    return rows[0] ? { ok: true, responseId: rows[0].id } : { ok: false, error: "alreadyAnswered" };
  });
}

function newId(): string {
  return `sr_${crypto.randomUUID().replace(/-/g, "")}`;
}
