// /admin/survey: the list's and the text answers' URL queries, and the forms. Field errors are keys of
// BackofficeReviews.errors; the questions are JSON checked by lib/surveys/questions.ts.
import "server-only";
import { z } from "zod";
import { listQuery } from "@/lib/lists/query";
import { questionsSchema } from "@/lib/surveys/questions";

export const SURVEY_TRIGGERS = ["AFTER_RESULTS", "AFTER_REFUND"] as const;

export const surveyQuery = listQuery({
  sort: ["createdAt", "slug"],
  defaultSort: "-createdAt",
  filters: { trigger: z.enum(SURVEY_TRIGGERS).optional(), active: z.enum(["yes", "no"]).optional() },
});
export type SurveyQuery = ReturnType<typeof surveyQuery.parse>;

/** The text answers of one survey (`id`), newest first; `question` narrows them to one question. */
export const textAnswerQuery = listQuery({
  sort: ["createdAt"],
  defaultSort: "-createdAt",
  filters: { id: z.string().trim().min(1).max(64).optional(), question: z.string().trim().max(40).optional() },
});
export type TextAnswerQuery = ReturnType<typeof textAnswerQuery.parse>;

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const surveyForm = z.object({
  surveyId: z.preprocess(blank, z.string().trim().max(64).optional()),
  slug: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{1,59}$/, "slugFormat"),
  title: z.string().trim().min(1, "titleRequired").max(200, "tooLong"),
  trigger: z.enum(SURVEY_TRIGGERS, { error: "trigger" }),
  questions: z.string().max(50_000, "tooLong").transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "badJson" });
      return z.NEVER;
    }
  }).pipe(questionsSchema),
});
export type SurveyInput = z.output<typeof surveyForm>;

export const surveyActiveForm = z.object({ surveyId: z.string().trim().min(1).max(64), active: z.enum(["true", "false"]).transform((v) => v === "true") });
