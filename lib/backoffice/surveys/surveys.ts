// Surveys as platform admins keep them (/admin/survey): create and edit (slug, title, trigger,
// questions), activate and deactivate, each with its audit row in the same transaction. The edit rule
// of a survey with answers (lib/surveys/questions.ts brokenQuestions): an answered question keeps its
// id and type and a choice keeps every option someone picked; anything else is QUESTIONS_IN_USE, read
// under the survey's row lock so an answer stored meanwhile counts. Labels may change, questions may
// be added. (No versions: the counts stay one table per question.)
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { brokenQuestions, readQuestions } from "@/lib/surveys/questions";
import { BackofficeError } from "../errors";
import type { SurveyInput } from "./schemas";

const NS = "BackofficeReviews";
export const SURVEY_AUDIT_FIELDS = ["slug", "title", "trigger", "questions", "active"] as const;

type Tx = Prisma.TransactionClient;

async function lockSurvey(tx: Tx, id: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Survey" WHERE "id" = ${id} FOR UPDATE`;
  const row = rows[0] ? await tx.survey.findUnique({ where: { id } }) : null;
  if (!row) throw new BackofficeError(NS, "NOT_FOUND");
  return row;
}

/** Each answered question's id and the values given to it (for a choice question, the option ids). */
export async function answeredValues(tx: Tx | PrismaClient, surveyId: string, choiceIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const rows = await tx.$queryRaw<{ key: string; value: string }[]>`
    SELECT DISTINCT e.key, CASE WHEN e.key = ANY(${[...choiceIds]}::text[]) THEN e.value ELSE '' END AS value
    FROM "SurveyResponse" r, jsonb_each_text(r."answers") e
    WHERE r."surveyId" = ${surveyId}`;
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!out.has(r.key)) out.set(r.key, new Set());
    if (r.value) out.get(r.key)!.add(r.value);
  }
  return out;
}

export type SaveSurveyResult = { ok: true; id: string } | { ok: false; fieldErrors: Record<string, string> };

/** Creates (inactive: an admin switches it on once it reads well) or edits a survey. */
export async function saveSurvey(db: PrismaClient, input: SurveyInput & { actorId: string }): Promise<SaveSurveyResult> {
  const data = { slug: input.slug, title: input.title, trigger: input.trigger, questions: input.questions as Prisma.InputJsonValue };
  try {
    return await db.$transaction(async (tx): Promise<SaveSurveyResult> => {
      const taken = await tx.survey.findUnique({ where: { slug: input.slug }, select: { id: true } });
      if (taken && taken.id !== input.surveyId) return { ok: false, fieldErrors: { slug: "slugTaken" } };
      if (!input.surveyId) {
        const after = await tx.survey.create({ data: { ...data, active: false } });
        await recordAudit(tx, { actorId: input.actorId, action: "survey.create", target: ["Survey", after.id], after: auditFields(after, SURVEY_AUDIT_FIELDS) });
        return { ok: true, id: after.id };
      }
      const before = await lockSurvey(tx, input.surveyId);
      const previous = readQuestions(before.questions);
      const answered = await answeredValues(tx, before.id, previous.filter((q) => q.type === "choice").map((q) => q.id));
      const broken = brokenQuestions(previous, input.questions, answered);
      if (broken.length > 0) throw new BackofficeError(NS, "QUESTIONS_IN_USE", { questions: broken.join(", ") });
      const after = await tx.survey.update({ where: { id: before.id }, data });
      await recordAudit(tx, { actorId: input.actorId, action: "survey.update", target: ["Survey", after.id], before: auditFields(before, SURVEY_AUDIT_FIELDS), after: auditFields(after, SURVEY_AUDIT_FIELDS) });
      return { ok: true, id: after.id };
    });
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") return { ok: false, fieldErrors: { slug: "slugTaken" } };
    throw e;
  }
}

/** Switches a survey on or off (an inactive one is shown to nobody; its answers stay). */
export async function setSurveyActive(db: PrismaClient, input: { surveyId: string; active: boolean; actorId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await lockSurvey(tx, input.surveyId);
    if (before.active === input.active) return;
    if (input.active && readQuestions(before.questions).length === 0) throw new BackofficeError(NS, "NO_QUESTIONS");
    const after = await tx.survey.update({ where: { id: before.id }, data: { active: input.active } });
    await recordAudit(tx, { actorId: input.actorId, action: input.active ? "survey.activate" : "survey.deactivate", target: ["Survey", after.id], before: auditFields(before, SURVEY_AUDIT_FIELDS), after: auditFields(after, SURVEY_AUDIT_FIELDS) });
  });
}
