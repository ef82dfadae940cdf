"use server";
// The survey card's answer (components/surveys/SurveyCard.tsx): the signed-in person's answers to one
// survey, as JSON in the form (question id → rating, option id or text). Refusals are keys of the
// Survey namespace's `errors`.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { answerSurvey } from "./answer";

const answerForm = z.object({
  surveyId: z.string().trim().min(1).max(64),
  answers: z.string().max(20_000).transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "invalidAnswers" });
      return z.NEVER;
    }
  }),
});

export const answerSurveyAction = action(answerForm, async (input, { principal }) => {
  const result = await answerSurvey(await prisma(), { userId: principal.userId, surveyId: input.surveyId, answers: input.answers });
  if (result.ok) return { ok: true };
  // A replay of an answer already stored is done, as far as the person is concerned.
  if (result.error === "alreadyAnswered") return { ok: true };
  return { error: result.error };
}, { role: "user" });
