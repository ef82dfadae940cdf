// A survey's questions (Survey.questions, JSON) and the answers a person gives: the one schema of
// both, used by the back office's editor (lib/backoffice/surveys) and by the answering function
// (./answer.ts). Three kinds: a rating of 1–5, one choice among options, a short text. Labels are
// written in every language of the site (en, de, es).
import "server-only";
import { z } from "zod";
import { LOCALES, type Locale } from "@/lib/i18n/config";

export const QUESTION_TYPES = ["rating", "choice", "text"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const MAX_QUESTIONS = 10;
export const MAX_OPTIONS = 10;
export const MAX_TEXT_ANSWER = 1000;

const id = z.string({ error: "questionId" }).trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "questionId");
const label = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string({ error: "labelMissing" }).trim().min(1, "labelMissing").max(300, "labelTooLong")])) as Record<Locale, z.ZodString>, { error: "labelMissing" });

const option = z.object({ id, label }, { error: "tooFewOptions" });
const question = z.discriminatedUnion("type", [
  z.object({ id, type: z.literal("rating"), label }),
  z.object({ id, type: z.literal("choice"), label, options: z.array(option, { error: "tooFewOptions" }).min(2, "tooFewOptions").max(MAX_OPTIONS, "tooManyOptions") }),
  z.object({ id, type: z.literal("text"), label }),
], { error: "questionType" });

export const questionsSchema = z
  .array(question, { error: "noQuestions" })
  .min(1, "noQuestions")
  .max(MAX_QUESTIONS, "tooManyQuestions")
  .superRefine((qs, ctx) => {
    const ids = qs.map((q) => q.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "duplicateQuestion" });
    for (const q of qs) {
      if (q.type !== "choice") continue;
      const optionIds = q.options.map((o) => o.id);
      if (new Set(optionIds).size !== optionIds.length) ctx.addIssue({ code: "custom", message: "duplicateOption" });
    }
  });

export type SurveyQuestion = z.output<typeof question>;
export type Labels = SurveyQuestion["label"];

/** A question as a person reads it: the label (and options) in their language. */
export type ShownQuestion =
  | { id: string; type: "rating" | "text"; label: string }
  | { id: string; type: "choice"; label: string; options: { id: string; label: string }[] };

/** The stored questions, or [] when the JSON does not hold valid questions (never shown then). */
export function readQuestions(stored: unknown): SurveyQuestion[] {
  const parsed = questionsSchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

export function showQuestions(questions: readonly SurveyQuestion[], locale: Locale): ShownQuestion[] {
  return questions.map((q) =>
    q.type === "choice"
      ? { id: q.id, type: "choice", label: q.label[locale], options: q.options.map((o) => ({ id: o.id, label: o.label[locale] })) }
      : { id: q.id, type: q.type, label: q.label[locale] },
  );
}

export type Answers = Record<string, number | string>;
export type AnswerCheck = { ok: true; answers: Answers } | { ok: false; error: "invalidAnswers" | "answerRequired" };

/**
 * What a person sent, checked against the survey's questions: every rating (an integer 1–5) and
 * choice (one of its options' ids) answered, a text optional (trimmed, at most 1,000 characters,
 * empty left out), and nothing else: an unknown question, a wrong type or a forged option is refused.
 */
export function checkAnswers(questions: readonly SurveyQuestion[], input: unknown): AnswerCheck {
  if (!input || typeof input !== "object" || Array.isArray(input)) return { ok: false, error: "invalidAnswers" };
  const given = input as Record<string, unknown>;
  const known = new Map(questions.map((q) => [q.id, q]));
  if (Object.keys(given).some((k) => !known.has(k))) return { ok: false, error: "invalidAnswers" };
  const answers: Answers = {};
  for (const q of questions) {
    const v = given[q.id];
    if (q.type === "text") {
      if (v === undefined || v === null) continue;
      if (typeof v !== "string" || v.length > MAX_TEXT_ANSWER * 2) return { ok: false, error: "invalidAnswers" };
      const text = v.trim();
      if (text.length > MAX_TEXT_ANSWER) return { ok: false, error: "invalidAnswers" };
      if (text) answers[q.id] = text;
      continue;
    }
    if (v === undefined || v === null || v === "") return { ok: false, error: "answerRequired" };
    if (q.type === "rating") {
      const n = typeof v === "number" ? v : typeof v === "string" && /^[1-5]$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > 5) return { ok: false, error: "invalidAnswers" };
      answers[q.id] = n;
    } else {
      if (typeof v !== "string" || !q.options.some((o) => o.id === v)) return { ok: false, error: "invalidAnswers" };
      answers[q.id] = v;
    }
  }
  if (Object.keys(answers).length === 0) return { ok: false, error: "answerRequired" };
  return { ok: true, answers };
}

/**
 * The edit rule of a survey that has answers: a question someone answered keeps its id and type, and
 * a choice keeps every option someone picked (labels may change, questions may be added, unanswered
 * ones removed). `answered` maps each answered question's id to the values given (for a choice, the
 * option ids). Returns the ids of the questions the new version would break, [] when it may be saved.
 */
export function brokenQuestions(previous: readonly SurveyQuestion[], next: readonly SurveyQuestion[], answered: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const before = new Map(previous.map((q) => [q.id, q]));
  const after = new Map(next.map((q) => [q.id, q]));
  const broken: string[] = [];
  for (const [qid, values] of answered) {
    const old = before.get(qid);
    const q = after.get(qid);
    if (!old) continue; // an answer to no question of the stored version cannot be kept or broken
    if (!q || q.type !== old.type) broken.push(qid);
    else if (q.type === "choice" && [...values].some((v) => !q.options.some((o) => o.id === v))) broken.push(qid);
  }
  return broken.sort();
}
