// The email templates editor (/admin/email/create): every template with the languages an admin has
// edited, one template in one language (its built-in text, the admin's text, the variables it may
// use, a preview with sample values), and the changes: save, reset to the built-in text, and a test
// email to the admin. The texts live in EmailTemplateOverride and reach real emails through
// prepareEmail (lib/email/overrides.ts). Every change writes its audit row in its own transaction.
import "server-only";
import { createTranslator } from "use-intl/core";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { BackofficeError } from "@/lib/backoffice/errors";
import type { PrismaClient } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { findEmailOverride, overrideOf } from "@/lib/email/overrides";
import { appLink, builtInEmailText, renderEmail, SECRET_VALUES, splitParagraphs, type EmailOverride, type EmailTemplate, type EmailTemplates, type RenderedEmail } from "@/lib/email/templates";
import { EMAIL_TEMPLATE_NAMES, missingVariables, REQUIRED_VARIABLES, TEMPLATE_VARIABLES, unknownVariables } from "@/lib/email/variables";
import { env } from "@/lib/env";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import type { TemplateFormInput } from "./schemas";

const NS = "BackofficeEmails";
const AUDITED = ["subject", "body", "cta"] as const;

/** The audit log's target: one template in one language, whether or not a row holds its text. */
const target = (template: EmailTemplate, locale: Locale) => ["EmailTemplate", `${template}/${locale}`] as const;

/** A text as the editor shows it and the audit log keeps it: the body's paragraphs joined by a blank line. */
function asFields(text: EmailOverride): { subject: string; body: string; cta: string } {
  return { subject: text.subject, body: text.paragraphs.join("\n\n"), cta: text.cta };
}

export type TemplateListItem = { template: EmailTemplate; edited: Locale[] };

/** Every template the product sends, with the languages whose text an admin changed. */
export async function listEmailTemplates(db: PrismaClient): Promise<TemplateListItem[]> {
  const rows = await db.emailTemplateOverride.findMany({ select: { template: true, locale: true } });
  return EMAIL_TEMPLATE_NAMES.map((template) => ({
    template,
    edited: LOCALES.filter((locale) => rows.some((r) => r.template === template && r.locale === locale)),
  }));
}

/**
 * Sample values for a template, in the email's language (BackofficeEmails.samples): never a real
 * person's data. The link opens the app's start page, which proves and signs in nothing.
 */
export async function sampleData<T extends EmailTemplate>(template: T, locale: Locale): Promise<EmailTemplates[T]> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: NS });
  const value = (name: string) => (name === "url" ? appLink(env.APP_URL, "/app", locale) : t(`samples.${name}` as never));
  return Object.fromEntries((TEMPLATE_VARIABLES[template] as readonly string[]).map((name) => [name, value(name)])) as EmailTemplates[T];
}

export type TemplateEditor = {
  template: EmailTemplate;
  locale: Locale;
  variables: readonly string[];
  secret: readonly string[];
  /** Variables the text must keep (REQUIRED_VARIABLES). */
  required: readonly string[];
  builtIn: { subject: string; body: string; cta: string };
  /** The admin's text, when there is one. */
  edited: { subject: string; body: string; cta: string; updatedAt: Date; updatedBy: string | null } | null;
  /** The text in force, rendered with sample values by the real renderer. */
  preview: RenderedEmail;
};

/** One template in one language, for the editor. */
export async function loadTemplateEditor(db: PrismaClient, template: EmailTemplate, locale: Locale): Promise<TemplateEditor> {
  const [builtIn, row, data] = await Promise.all([
    builtInEmailText(template, locale),
    db.emailTemplateOverride.findUnique({ where: { template_locale: { template, locale } } }),
    sampleData(template, locale),
  ]);
  const updatedBy = row?.updatedById ? ((await db.user.findUnique({ where: { id: row.updatedById }, select: { email: true } }))?.email ?? null) : null;
  return {
    template,
    locale,
    variables: TEMPLATE_VARIABLES[template],
    secret: SECRET_VALUES[template] as readonly string[],
    required: (REQUIRED_VARIABLES[template] ?? []) as readonly string[],
    builtIn: asFields(builtIn),
    edited: row ? { subject: row.subject, body: row.body, cta: row.cta, updatedAt: row.updatedAt, updatedBy } : null,
    preview: await renderEmail(template, locale, data, row ? overrideOf(row) : null),
  };
}

/**
 * Refuses a text that uses a variable the template has none of, or leaves out one the email cannot do
 * without (REQUIRED_VARIABLES): the refusal names the first one.
 */
function checkVariables(template: EmailTemplate, texts: { subject: string; body: string; cta: string }): void {
  const unknown = unknownVariables(template, [texts.subject, texts.body, texts.cta]);
  if (unknown.length > 0) throw new BackofficeError(NS, "UNKNOWN_VARIABLE", { variable: `{${unknown[0]}}` });
  // In the body: a code or a reply only in the subject line is cut off by mail apps and missing from the text.
  const missing = missingVariables(template, [texts.body]);
  if (missing.length > 0) throw new BackofficeError(NS, "MISSING_VARIABLE", { variable: `{${missing[0]}}` });
}

/** Saves the admin's text for a template in a language (a new row or the existing one), audited `email.template.update`. */
export async function saveEmailTemplate(db: PrismaClient, input: TemplateFormInput & { actorId: string }): Promise<void> {
  const { template, emailLocale: locale, actorId } = input;
  checkVariables(template, input);
  const text = { subject: input.subject, body: splitParagraphs(input.body).join("\n\n"), cta: input.cta };
  const builtIn = asFields(await builtInEmailText(template, locale));
  try {
    await db.$transaction(async (tx) => {
      const before = await tx.emailTemplateOverride.findUnique({ where: { template_locale: { template, locale } } });
      const row = await tx.emailTemplateOverride.upsert({
        where: { template_locale: { template, locale } },
        create: { template, locale, ...text, updatedById: actorId },
        update: { ...text, updatedById: actorId },
      });
      await recordAudit(tx, {
        actorId,
        action: "email.template.update",
        target: target(template, locale),
        before: before ? auditFields(before, AUDITED) : builtIn,
        after: auditFields(row, AUDITED),
        data: { template, locale, wasBuiltIn: !before },
      });
    });
  } catch (e) {
    // Two admins creating the same language's text at once: the unique index lets one win.
    if ((e as { code?: string }).code === "P2002") throw new BackofficeError(NS, "CONFLICT");
    throw e;
  }
}

/** Deletes the admin's text: the built-in one applies again. Audited `email.template.reset`. */
export async function resetEmailTemplate(db: PrismaClient, input: { template: EmailTemplate; locale: Locale; actorId: string }): Promise<void> {
  const { template, locale, actorId } = input;
  const builtIn = asFields(await builtInEmailText(template, locale));
  await db.$transaction(async (tx) => {
    const before = await tx.emailTemplateOverride.findUnique({ where: { template_locale: { template, locale } } });
    if (!before) throw new BackofficeError(NS, "NOT_EDITED");
    // deleteMany: a reset at the same moment deleted it already, and this one says so.
    const gone = await tx.emailTemplateOverride.deleteMany({ where: { id: before.id } });
    if (gone.count !== 1) throw new BackofficeError(NS, "NOT_EDITED");
    await recordAudit(tx, { actorId, action: "email.template.reset", target: target(template, locale), before: auditFields(before, AUDITED), after: builtIn, data: { template, locale } });
  });
}

/**
 * Sends the template in a language, with sample values, to the admin's own address through the real
 * sendEmail (the outbox row and, with SMTP, the server), the subject marked as a test. Nobody else can
 * get it: the address is the signed-in admin's, read here, never taken from the form.
 */
export async function sendTestEmail(db: PrismaClient, input: { template: EmailTemplate; locale: Locale; actorId: string }): Promise<{ to: string; status: string }> {
  const { template, locale, actorId } = input;
  const admin = await db.user.findUnique({ where: { id: actorId }, select: { email: true } });
  if (!admin?.email) throw new BackofficeError(NS, "NOT_FOUND");
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: NS });
  const [data, edited] = await Promise.all([sampleData(template, locale), findEmailOverride(db, template, locale)]);
  const sent = await sendEmail(db, { to: admin.email, template, locale, data, userId: actorId, subjectPrefix: t("testPrefix") });
  await db.$transaction((tx) =>
    recordAudit(tx, { actorId, action: "email.template.test", target: target(template, locale), data: { template, locale, to: admin.email, outboxId: sent.id, status: sent.status, edited: edited !== null } }),
  );
  return { to: admin.email, status: sent.status };
}
