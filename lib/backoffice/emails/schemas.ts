// /admin/email/create's forms and its address (`?template=…&locale=…`). The email's language is
// `emailLocale`: `locale` is the admin's own, which every AdminForm posts for its messages.
import "server-only";
import { z } from "zod";
import { isEmailTemplate } from "@/lib/email/variables";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import type { EmailTemplate } from "@/lib/email/templates";

/** Field sizes: an email's subject line, its body, its button. */
export const MAX_SUBJECT = 200;
export const MAX_BODY = 5_000;
export const MAX_CTA = 60;

const templateField = z.string().trim().max(60).refine(isEmailTemplate, "unknownTemplate").transform((v) => v as EmailTemplate);
const localeField = z.enum(LOCALES, { message: "unknownLocale" });

export const templateTarget = z.object({ template: templateField, emailLocale: localeField });

export const templateForm = templateTarget.extend({
  // One line: a subject never spans lines (a header).
  subject: z.string().trim().min(1, "subjectEmpty").max(MAX_SUBJECT, "subjectTooLong").regex(/^[^\r\n]*$/, "subjectOneLine"),
  body: z.string().trim().min(1, "bodyEmpty").max(MAX_BODY, "bodyTooLong"),
  cta: z.string().trim().min(1, "ctaEmpty").max(MAX_CTA, "ctaTooLong").regex(/^[^\r\n]*$/, "ctaOneLine"),
});

export type TemplateFormInput = z.output<typeof templateForm>;

/** The page's address: a known template and language, else the list alone. */
export function editorTarget(search: Record<string, string | string[] | undefined>): { template: EmailTemplate; locale: Locale } | null {
  const parsed = z.object({ template: templateField, locale: localeField }).safeParse(search);
  return parsed.success ? parsed.data : null;
}
