// The public contact form (/contact): a visitor's message becomes an OPEN support ticket (./tickets.ts)
// and a confirmation email to the address typed, in the visitor's language, quoting the message and
// the ticket's reference. Both are written in ONE transaction (the email through the outbox,
// handed to SMTP after the commit), so a confirmation exists exactly when its ticket does.
//
// Before anything is written (lib/support/actions.ts): the honeypot, reCAPTCHA when keys are set, then
// the limits per client address and per address typed (lib/rate-limit/config.ts, "contact.*").
import "server-only";
import { createTranslator } from "use-intl/core";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { emailSubject, ipSubject, rateLimits, retryMinutes, type RateLimits } from "@/lib/rate-limit";
import { createSupportTicket } from "./tickets";

/** What a message is about: the form's select, and the first words of the ticket's subject. */
export const CONTACT_TOPICS = ["sales", "support", "privacy", "press", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * The answer time the page and the confirmation email promise, in business days (Monday to Friday).
 * One place, so the page and the email cannot disagree.
 */
export const CONTACT_ANSWER_BUSINESS_DAYS = 1;

/** The honeypot: a field people never see or fill (hidden, off the tab order); bots fill every field. */
export const CONTACT_HONEYPOT = "website";

/** The reCAPTCHA v3 action name of the form (checked against the token's own). */
export const CONTACT_RECAPTCHA_ACTION = "contact";

// Field-error keys: Contact.errors.<key>.
export const contactSchema = z.object({
  name: z.string().trim().min(1, "nameRequired").max(120, "nameTooLong"),
  email: z.string().trim().toLowerCase().max(320, "emailInvalid").pipe(z.email("emailInvalid")),
  topic: z.enum(CONTACT_TOPICS, "topicRequired"),
  message: z.string().trim().min(10, "messageTooShort").max(5000, "messageTooLong"),
  reference: z.string().trim().max(100, "referenceTooLong"),
});
export type ContactMessage = z.output<typeof contactSchema>;

export type ContactLimit = { allowed: true } | { allowed: false; retryAfterMinutes: number };

/**
 * Counts one message from `ip` for `email`. The short window first, then the day's ceiling, then the
 * address typed: a refused message never reaches the next count.
 */
export async function takeContactLimit(email: string, ip: string | null, limits: RateLimits = rateLimits()): Promise<ContactLimit> {
  for (const [name, subject] of [["contact.ip", ipSubject(ip)], ["contact.ip-day", ipSubject(ip)], ["contact.email", emailSubject(email)]] as const) {
    const decision = await limits.take(name, subject);
    if (!decision.allowed) return { allowed: false, retryAfterMinutes: retryMinutes(decision.retryAfterSeconds) };
  }
  return { allowed: true };
}

/** Counts a honeypot hit against the client address only (a bot learns nothing, and gets no further). */
export async function takeContactHoneypot(ip: string | null, limits: RateLimits = rateLimits()): Promise<void> {
  await limits.take("contact.ip", ipSubject(ip));
}

/** "1 business day" / "1 Werktag" / "1 día laborable", as the page and the email say it. */
export async function contactAnswerTime(locale: Locale, days: number = CONTACT_ANSWER_BUSINESS_DAYS): Promise<string> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Contact" });
  return t("answerTime" as never, { days } as never);
}

/**
 * The ticket (subject: the topic in the writer's language, with their order or organisation reference;
 * body: the message signed with their name) and the confirmation email, in one transaction. Returns
 * the ticket's id, which is the reference the visitor is given.
 */
export async function submitContactMessage(
  db: PrismaClient,
  input: ContactMessage & { locale: Locale; userId?: string | null },
  deps: { appUrl?: string; relay?: (emailId: string) => void } = {},
): Promise<{ reference: string; emailId: string }> {
  const t = createTranslator({ locale: input.locale, messages: await loadMessages(input.locale), namespace: "Contact" });
  const topic = t(`form.topics.${input.topic}` as never);
  const subject = (input.reference ? `${topic} (${input.reference})` : topic).slice(0, 200);
  const answerTime = await contactAnswerTime(input.locale);
  const out = await db.$transaction(async (tx) => {
    const ticket = await createSupportTicket(tx, {
      email: input.email,
      subject,
      body: `${input.message}\n\n— ${input.name}`,
      userId: input.userId ?? null,
      locale: input.locale,
    });
    const emailId = await queueEmail(tx, {
      to: input.email,
      template: "contact-received",
      locale: input.locale,
      // Neither the name nor the message is repeated: anyone can type any address into the form, and
      // our email must not carry a stranger's words to it.
      data: { topic, reference: ticket.id, answerTime, url: appLink(deps.appUrl ?? env.APP_URL, "/contact", input.locale) },
    });
    return { reference: ticket.id, emailId };
  });
  (deps.relay ?? ((id: string) => relayAfterCommit(id, { db })))(out.emailId);
  return out;
}
