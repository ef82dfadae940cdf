"use server";
// /admin/survey: create or edit a survey, activate or deactivate it (lib/backoffice/surveys/surveys.ts
// does the work and the audit).
import "server-only";
import { adminAction } from "../action";
import { surveyActiveForm, surveyForm } from "./schemas";
import { saveSurvey, setSurveyActive } from "./surveys";

export const saveSurveyAction = adminAction(surveyForm, async (input, { actorId, db }) => {
  const result = await saveSurvey(db, { ...input, actorId });
  return result.ok ? { ok: true } : { fieldErrors: result.fieldErrors };
});

export const setSurveyActiveAction = adminAction(surveyActiveForm, async (input, { actorId, db }) => {
  await setSurveyActive(db, { ...input, actorId });
  return { ok: true };
});
