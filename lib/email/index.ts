import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { renderEmail, type EmailTemplate, type EmailTemplates } from "./templates";
import { outboxTransport, smtpTransport, type EmailTransport } from "./transport";

export { appLink } from "./templates";
export type { EmailTemplate } from "./templates";

const g = globalThis as unknown as { __lumenEmailTransport?: EmailTransport };

export function getTransport(): EmailTransport {
  return (g.__lumenEmailTransport ??= env.SMTP_URL ? smtpTransport(env.SMTP_URL) : outboxTransport);
}

/**
 * Renders an email in the reader's language, records it in the outbox and hands it to the transport.
 * The outbox row is written first, so a failed SMTP hand-off is visible (status FAILED, error kept) and
 * never loses the message.
 */
export async function sendEmail<T extends EmailTemplate>(
  db: PrismaClient,
  input: { to: string; template: T; locale: Locale; data: EmailTemplates[T] },
  transport: EmailTransport = getTransport(),
): Promise<{ id: string; status: "PENDING" | "SENT" | "FAILED" }> {
  const rendered = await renderEmail(input.template, input.locale, input.data);
  const row = await db.emailOutbox.create({
    data: {
      to: input.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: input.template,
      locale: input.locale,
      status: "PENDING",
    },
  });
  if (transport.name === "outbox") return { id: row.id, status: "PENDING" };
  try {
    await transport.send({ from: env.EMAIL_FROM, to: input.to, ...rendered });
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "SENT", sentAt: new Date(), attempts: { increment: 1 } } });
    return { id: row.id, status: "SENT" };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`[email] ${input.template} to ${input.to} failed: ${message}`);
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "FAILED", lastError: message, attempts: { increment: 1 } } });
    return { id: row.id, status: "FAILED" };
  }
}
