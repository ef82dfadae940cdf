// What /admin/survey reads: the surveys (with their number of answers), one survey's counts per
// question (each rating 1–5, each option, the number of text answers), its text answers newest first
// (paginated), and every response for the CSV export (keyset batches: memory stays flat).
import "server-only";
import type { Prisma, PrismaClient, SurveyTrigger } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { readQuestions, type SurveyQuestion } from "@/lib/surveys/questions";
import type { SurveyQuery, TextAnswerQuery } from "./schemas";

export type SurveyRow = { id: string; slug: string; title: string; trigger: SurveyTrigger; active: boolean; questionCount: number; responseCount: number; createdAt: Date };

export async function findSurveyPage(db: PrismaClient, query: SurveyQuery): Promise<Page<SurveyRow>> {
  const where: Prisma.SurveyWhereInput = {
    ...(query.trigger ? { trigger: query.trigger } : {}),
    ...(query.active ? { active: query.active === "yes" } : {}),
    ...(query.q ? { OR: [{ slug: { contains: query.q, mode: "insensitive" } }, { title: { contains: query.q, mode: "insensitive" } }] } : {}),
  };
  const [items, total] = await Promise.all([
    db.survey.findMany({
      where,
      orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }],
      ...paginate(query),
      select: { id: true, slug: true, title: true, trigger: true, active: true, questions: true, createdAt: true, _count: { select: { responses: true } } },
    }),
    db.survey.count({ where }),
  ]);
  return toPage(items.map(({ questions, _count, ...s }) => ({ ...s, questionCount: readQuestions(questions).length, responseCount: _count.responses })), total, query);
}

export type QuestionCounts =
  | { question: SurveyQuestion; kind: "rating"; counts: { value: number; count: number }[]; answered: number }
  | { question: SurveyQuestion; kind: "choice"; counts: { value: string; label: string; count: number }[]; answered: number }
  | { question: SurveyQuestion; kind: "text"; answered: number };

export type SurveyResults = {
  survey: { id: string; slug: string; title: string; trigger: SurveyTrigger; active: boolean; questions: SurveyQuestion[]; createdAt: Date };
  responses: number;
  questions: QuestionCounts[];
};

/** One survey with its counts, labels in `locale`; null when there is no such survey. */
export async function surveyResults(db: PrismaClient, id: string, locale: Locale): Promise<SurveyResults | null> {
  const row = await db.survey.findUnique({ where: { id }, select: { id: true, slug: true, title: true, trigger: true, active: true, questions: true, createdAt: true } });
  if (!row) return null;
  const questions = readQuestions(row.questions);
  const [responses, tally] = await Promise.all([
    db.surveyResponse.count({ where: { surveyId: id } }),
    db.$queryRaw<{ key: string; value: string; n: bigint }[]>`
      SELECT e.key, CASE WHEN e.key = ANY(${questions.filter((q) => q.type === "text").map((q) => q.id)}::text[]) THEN '' ELSE e.value END AS value, count(*) AS n
      FROM "SurveyResponse" r, jsonb_each_text(r."answers") e
      WHERE r."surveyId" = ${id}
      GROUP BY 1, 2`,
  ]);
  const count = (qid: string, value?: string) => tally.filter((t) => t.key === qid && (value === undefined || t.value === value)).reduce((sum, t) => sum + Number(t.n), 0);
  return {
    survey: { ...row, questions },
    responses,
    questions: questions.map((q): QuestionCounts => {
      if (q.type === "rating") return { question: q, kind: "rating", counts: [1, 2, 3, 4, 5].map((v) => ({ value: v, count: count(q.id, String(v)) })), answered: count(q.id) };
      if (q.type === "choice") return { question: q, kind: "choice", counts: q.options.map((o) => ({ value: o.id, label: o.label[locale], count: count(q.id, o.id) })), answered: count(q.id) };
      return { question: q, kind: "text", answered: count(q.id) };
    }),
  };
}

export type TextAnswer = { id: string; questionId: string; text: string; createdAt: Date };

/** The text answers of a survey's text questions (or of one), newest first. */
export async function findTextAnswerPage(db: PrismaClient, results: SurveyResults, query: TextAnswerQuery): Promise<Page<TextAnswer>> {
  const textIds = results.survey.questions.filter((q) => q.type === "text" && (!query.question || q.id === query.question)).map((q) => q.id);
  const { skip, take } = paginate(query);
  const order = query.sort.desc ? "DESC" : "ASC";
  const [items, total] = await Promise.all([
    db.$queryRawUnsafe<TextAnswer[]>(
      `SELECT r."id" || ':' || e.key AS "id", e.key AS "questionId", e.value AS "text", r."createdAt"
       FROM "SurveyResponse" r, jsonb_each_text(r."answers") e
       WHERE r."surveyId" = $1 AND e.key = ANY($2::text[]) AND e.value <> ''
       ORDER BY r."createdAt" ${order}, r."id" ${order} LIMIT $3 OFFSET $4`,
      results.survey.id, textIds, take, skip,
    ),
    db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "SurveyResponse" r, jsonb_each_text(r."answers") e
      WHERE r."surveyId" = ${results.survey.id} AND e.key = ANY(${textIds}::text[]) AND e.value <> ''`,
  ]);
  return toPage(items, Number(total[0]?.n ?? 0), query);
}

export type ResponseRow = { id: string; createdAt: Date; email: string | null; answers: Record<string, unknown> };

/** Every response of a survey, in batches (keyset by id). */
export function responseBatches(db: PrismaClient, surveyId: string): AsyncGenerator<ResponseRow[]> {
  return eachBatch(async (after, take) =>
    (await db.surveyResponse.findMany({
      where: { surveyId, ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take,
      select: { id: true, createdAt: true, answers: true, user: { select: { email: true } } },
    })).map((r) => ({ id: r.id, createdAt: r.createdAt, email: r.user?.email ?? null, answers: (r.answers ?? {}) as Record<string, unknown> })),
  );
}
