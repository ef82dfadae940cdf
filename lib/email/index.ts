import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { printsEmails } from "@/lib/env-schema";
import type { Locale } from "@/lib/i18n/config";
import { findEmailOverride } from "./overrides";
import { redactEmailData, renderEmail, type EmailTemplate, type EmailTemplates, type RenderedEmail } from "./templates";
import { outboxTransport, smtpTransport, type EmailTransport } from "./transport";

export { appLink } from "./templates";
export type { EmailTemplate } from "./templates";

const g = globalThis as unknown as { __lumenEmailTransport?: EmailTransport };

/** SMTP when configured; else the outbox, which prints what it sends to the console when EMAIL_PRINT says (default: development only). */
export function transportFor(config: { SMTP_URL?: string; NODE_ENV: "development" | "production" | "test"; EMAIL_PRINT?: "0" | "1" }): EmailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport({ print: printsEmails(config) });
}

export function getTransport(): EmailTransport {
  return (g.__lumenEmailTransport ??= transportFor(env));
}

/** Replaces the process's transport (tests); `undefined` goes back to the configured one. */
export function setTransport(transport: EmailTransport | undefined): void {
  g.__lumenEmailTransport = transport;
}

export type EmailInput<T extends EmailTemplate> = {
  to: string;
  template: T;
  locale: Locale;
  data: EmailTemplates[T];
  /** The account the email belongs to (its deletion removes the row); found by `to` when not given. */
  userId?: string | null;
  /**
   * The row names this address instead of `to` and keeps none of the values: the farewell to a deleted
   * account leaves nothing of the person in the outbox.
   */
  recordAs?: string;
  /** Put before the subject, e.g. "[Test] " for the template editor's test email. */
  subjectPrefix?: string;
};

/**
 * The email as sent (live links) and its outbox row: template, locale, recipient and values with the
 * secret ones redacted, and the body rendered from those redacted values. Both use the admin's text
 * for the template and language when there is one (lib/email/overrides.ts), else the built-in text.
 */
export async function prepareEmail<T extends EmailTemplate>(
  db: PrismaClient | Prisma.TransactionClient,
  input: EmailInput<T>,
): Promise<{ message: RenderedEmail; row: Prisma.EmailOutboxUncheckedCreateInput }> {
  const data = redactEmailData(input.template, input.data, input.recordAs ? "all" : "secret");
  const override = await findEmailOverride(db, input.template, input.locale);
  const [rendered, kept] = await Promise.all([renderEmail(input.template, input.locale, input.data, override), renderEmail(input.template, input.locale, data, override)]);
  const prefix = input.subjectPrefix ?? "";
  const message = { ...rendered, subject: prefix + rendered.subject };
  const userId = input.userId !== undefined ? input.userId : ((await db.user.findUnique({ where: { email: input.to }, select: { id: true } }))?.id ?? null);
  return {
    message,
    row: {
      to: input.recordAs ?? input.to,
      subject: prefix + kept.subject,
      html: kept.html,
      text: kept.text,
      template: input.template,
      locale: input.locale,
      data: data as Prisma.InputJsonObject,
      userId,
      status: "PENDING",
    },
  };
}

/** A row handed to SMTP keeps who, what and when, not the body. */
export function sentRow(): Prisma.EmailOutboxUpdateManyMutationInput {
  return { status: "SENT", sentAt: new Date(), html: null, text: null };
}

/**
 * Renders an email in the reader's language, records it in the outbox and hands it to the transport.
 * The outbox row is written first, so a failed SMTP hand-off is visible (status FAILED, error kept).
 * The row never holds a secret link (lib/email/templates.ts SECRET_VALUES): only the message handed
 * to the transport does.
 */
export async function sendEmail<T extends EmailTemplate>(
  db: PrismaClient,
  input: EmailInput<T>,
  transport: EmailTransport = getTransport(),
): Promise<{ id: string; status: "PENDING" | "SENT" | "FAILED" }> {
  const { message, row: data } = await prepareEmail(db, input);
  const row = await db.emailOutbox.create({ data, select: { id: true } });
  const outgoing = { from: env.EMAIL_FROM, to: input.to, ...message };
  if (transport.name === "outbox") {
    await transport.send(outgoing);
    return { id: row.id, status: "PENDING" };
  }
  // updateMany: the row may be gone already (its account was deleted meanwhile).
  try {
    await transport.send(outgoing);
    await db.emailOutbox.updateMany({ where: { id: row.id }, data: { ...sentRow(), attempts: { increment: 1 } } });
    return { id: row.id, status: "SENT" };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    console.error(`[email] ${input.template} to ${input.to} failed: ${error}`);
    await db.emailOutbox.updateMany({ where: { id: row.id }, data: { status: "FAILED", lastError: error, attempts: { increment: 1 } } });
    return { id: row.id, status: "FAILED" };
  }
}
