// An admin's text for an email in one language (model EmailTemplateOverride, edited at
// /admin/email/create through lib/backoffice/emails): prepareEmail reads it for every email it renders,
// so the next email of that template and language uses it; without a row the built-in text is sent.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { splitParagraphs, type EmailOverride, type EmailTemplate } from "./templates";

type Db = PrismaClient | Prisma.TransactionClient;

/** A stored override as the renderer takes it. */
export function overrideOf(row: { subject: string; body: string; cta: string }): EmailOverride {
  return { subject: row.subject, paragraphs: splitParagraphs(row.body), cta: row.cta };
}

/** The admin's text for `template` in `locale`, or null (the built-in text applies). */
export async function findEmailOverride(db: Db, template: EmailTemplate, locale: Locale): Promise<EmailOverride | null> {
  const row = await db.emailTemplateOverride.findUnique({ where: { template_locale: { template, locale } }, select: { subject: true, body: true, cta: true } });
  return row ? overrideOf(row) : null;
}
