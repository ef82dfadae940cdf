"use server";
// /admin/email/create: save a template's text in a language, reset it to the built-in text, send a
// test to oneself (lib/backoffice/emails/templates.ts does the work and the audit).
import "server-only";
import { adminAction } from "../action";
import { templateForm, templateTarget } from "./schemas";
import { resetEmailTemplate, saveEmailTemplate, sendTestEmail } from "./templates";

export const saveEmailTemplateAction = adminAction(templateForm, async (input, { actorId, db }) => {
  await saveEmailTemplate(db, { ...input, actorId });
  return { ok: true };
});

export const resetEmailTemplateAction = adminAction(templateTarget, async (input, { actorId, db }) => {
  await resetEmailTemplate(db, { template: input.template, locale: input.emailLocale, actorId });
  return { ok: true };
});

export const sendTestEmailAction = adminAction(templateTarget, async (input, { actorId, db }) => {
  const sent = await sendTestEmail(db, { template: input.template, locale: input.emailLocale, actorId });
  return { ok: true, detail: sent.to };
});
