import "server-only";
import { createTranslator } from "use-intl/core";
import { LOCALE_TAGS, localizePath, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

/** Every email the product sends, with the values its text needs. */
export type EmailTemplates = {
  "verify-email": { name: string; url: string };
  "reset-password": { name: string; url: string };
  "magic-link": { url: string };
  "account-exists": { url: string };
  /** A shoot's headshots are ready (lib/shoots/generate.ts): `url` opens its gallery. */
  "shoot-ready": { name: string; url: string; title: string; count: string };
  /** A shoot was submitted (lib/shoots/submit.ts, in the submitting transaction): `url` opens its live waiting page. */
  "shoot-submitted": { name: string; url: string; title: string };
  /** After a paid checkout (lib/payments): `url` opens the shoot's upload intro. */
  "order-confirmation": { name: string; url: string; packageName: string; total: string; invoiceNumber: string };
  /** Account area (lib/account): the link to the NEW address, the note to a taken address, the notes to the owner. */
  "email-change-verify": { name: string; url: string };
  "email-change-taken": { url: string };
  "email-changed": { name: string; email: string; url: string };
  "password-changed": { name: string; url: string };
  "account-deleted": { name: string; url: string };
  /** A referred friend's first purchase was paid (lib/referrals/reward.ts): `url` opens /app/invites. */
  "referral-reward": { name: string; url: string; friend: string; credits: string };
  /**
   * A referred friend's purchase was refunded after the reward was released (lib/referrals/reward.ts):
   * `credits` of the `rewarded` photo credits were taken back; `url` opens /app/invites.
   */
  "referral-withdrawn": { name: string; url: string; friend: string; credits: string; rewarded: string };
  /** A refund was paid back (lib/payments/refund.ts): `item` names what was bought, `url` opens /refund. */
  "refund-completed": { name: string; url: string; amount: string; item: string };
  /** A refund request went to the admins (lib/payments/refund.ts): `url` opens /refund. */
  "refund-requested": { name: string; url: string; amount: string; item: string };
  /** An admin denied a refund request (lib/backoffice/money/refunds.ts), with their reason: `url` opens /refund. */
  "refund-denied": { name: string; url: string; amount: string; item: string; reason: string };
  /** A free retry was granted (lib/shoots/retry.ts): `url` opens the shoot's upload intro. */
  "retry-granted": { name: string; url: string; title: string };
  /** A staff reply to a support ticket (lib/support/tickets.ts). */
  "support-reply": { name: string; subject: string; reply: string; url: string };
  /**
   * The contact form's confirmation to the address typed (lib/support/contact.ts, in the ticket's
   * transaction): their `message` quoted, the ticket's `reference`, and `answerTime` ("1 business day",
   * in the reader's language); `url` opens /contact.
   */
  "contact-received": { topic: string; reference: string; answerTime: string; url: string };
  /**
   * A team lead invited someone (lib/teams/invites.ts, in the invite's transaction): `url` is the join
   * link /organization/join/{inviteId}?token=…, which signs nobody in (the page is behind sign-in).
   */
  "team-invite": { name: string; organization: string; inviter: string; url: string; /** "30 days" (teams.inviteValidityDays), in the reader's language. */ validFor: string };
  /** The same invite again, at most once a day (lib/teams/invites.ts): the same link. */
  "team-invite-reminder": { name: string; organization: string; inviter: string; url: string };
  /** A lead removed the member from the team (lib/teams/members.ts): `url` opens their own shoots, which stay theirs. */
  "team-removed": { name: string; organization: string; url: string };
  /** A member's team shoot is ready (lib/teams/results/finished.ts, in the transaction that makes it ACTIVE): `url` opens /team-member. */
  "team-results-ready": { name: string; url: string; organization: string; count: string };
  /** To each lead and owner who asked for it (Membership.notifyFinished): `member` finished; `url` opens their gallery in the team lead area. */
  "team-member-finished": { name: string; url: string; member: string; organization: string; count: string };
  /** A team member's sign-in link (lib/teams/join.ts, /team-access): `url` signs in and joins (2 hours, once). */
  "team-sign-in": { organization: string; url: string; /** "2 hours" (teams.magicLinkMinutes), in the reader's language. */ validFor: string };
  /** A managed member's link to claim the shoot their lead made for them (lib/teams/claim.ts, 7 days, once). */
  "team-claim": { name: string; organization: string; lead: string; url: string };
  /** To an organisation's leads when its free credits drop below 3 (lib/teams/low-credits.ts): `url` buys more. */
  "team-low-credits": { name: string; organization: string; free: string; url: string };
  /**
   * A lead accepted a bank-transfer quote (lib/teams/invoices/quotes.ts, in the accepting transaction):
   * invoice `number` over `total`, due on `dueDate`; `url` opens the invoice (behind sign-in).
   */
  "team-invoice-issued": { name: string; organization: string; number: string; total: string; dueDate: string; url: string };
  /** A member picked their favourite headshot (lib/teams/notifications.ts, when the organisation wants it): `url` opens their gallery in the team lead area. */
  "team-favorite-selected": { name: string; member: string; organization: string; url: string };
  /** An automatic reminder to a member who joined but has not submitted their photos (lib/teams/reminders.ts): `url` opens /team-access. */
  "team-member-reminder": { name: string; organization: string; url: string };
  /** A team lead's sign-in code (lib/teams/mfa.ts): `code` proves the address for one session, `minutes` valid; `url` opens the team lead area. */
  "team-mfa-code": { code: string; organization: string; minutes: string; url: string };
  /** A member was made a team lead (lib/teams/roles.ts): `url` opens the team lead area. */
  "team-lead-promoted": { name: string; organization: string; url: string };
  /** A finished member's automatic re-invite (lib/teams/reinvite.ts): a new shoot is waiting; `url` opens /team-member. */
  "team-reinvite": { name: string; organization: string; url: string };
};
export type EmailTemplate = keyof EmailTemplates;

/**
 * The values of each template that sign someone in, prove an address or grant access. Only the message
 * handed to the transport carries them: the outbox row (its values and its body) keeps REDACTED in
 * their place. Every template is listed, so a new one has to say what in it is secret.
 */
export const SECRET_VALUES: { readonly [T in EmailTemplate]: readonly (keyof EmailTemplates[T])[] } = {
  "verify-email": ["url"],
  "reset-password": ["url"],
  "magic-link": ["url"],
  "email-change-verify": ["url"],
  // Links to pages behind sign-in or to public pages: they open nothing by themselves.
  "account-exists": [],
  "shoot-ready": [],
  "shoot-submitted": [],
  "order-confirmation": [],
  "email-change-taken": [],
  "email-changed": [],
  "password-changed": [],
  "account-deleted": [],
  "referral-reward": [],
  "referral-withdrawn": [],
  "refund-completed": [],
  "refund-requested": [],
  "refund-denied": [],
  "retry-granted": [],
  "support-reply": [],
  "contact-received": [],
  // The join link opens a page behind sign-in: it proves nothing and signs nobody in (lib/teams/invites.ts).
  "team-invite": [],
  "team-invite-reminder": [],
  "team-removed": [],
  "team-results-ready": [],
  "team-member-finished": [],
  "team-sign-in": ["url"],
  "team-claim": ["url"],
  "team-low-credits": [],
  "team-invoice-issued": [],
  "team-favorite-selected": [],
  "team-member-reminder": [],
  // The code proves the address for the session that asked for it: never stored in clear.
  "team-mfa-code": ["code"],
  "team-lead-promoted": [],
  "team-reinvite": [],
};

/** What the outbox keeps in place of a secret value. */
export const REDACTED = "[redacted]";

/** `data` with the template's secret values (or, with "all", every value) replaced by REDACTED. */
export function redactEmailData<T extends EmailTemplate>(template: T, data: EmailTemplates[T], which: "secret" | "all" = "secret"): EmailTemplates[T] {
  const secret = new Set<PropertyKey>(SECRET_VALUES[template]);
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, which === "all" || secret.has(k) ? REDACTED : v])) as EmailTemplates[T];
}

export type RenderedEmail = { subject: string; html: string; text: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** An absolute link into the product in the reader's language. */
export function appLink(appUrl: string, path: string, locale: Locale): string {
  return new URL(localizePath(path, locale), appUrl).toString();
}

/**
 * An admin's text for one template in one language (model EmailTemplateOverride, edited at
 * /admin/email/create): plain text whose `{variable}`s are filled like the built-in body's. It never
 * carries HTML: every paragraph is escaped into the HTML version like the built-in text.
 */
export type EmailOverride = { subject: string; paragraphs: readonly string[]; cta: string };

/** A body typed as text: paragraphs separated by a blank line, each trimmed, empty ones dropped. */
export function splitParagraphs(body: string): string[] {
  return body.split(/\r?\n[ \t]*\r?\n/).map((p) => p.trim()).filter((p) => p !== "");
}

/** The built-in text of a template in a language, as Email.json has it (placeholders unfilled). */
export async function builtInEmailText(template: EmailTemplate, locale: Locale): Promise<EmailOverride> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Email" });
  const key = template as string;
  return { subject: t.raw(`${key}.subject` as never) as string, paragraphs: t.raw(`${key}.body` as never) as string[], cta: t.raw(`${key}.cta` as never) as string };
}

/**
 * Renders a template in the reader's language from `data`: with `override`, the admin's text for this
 * template and language (lib/email/overrides.ts finds it; prepareEmail passes it), else the built-in one.
 */
export async function renderEmail<T extends EmailTemplate>(template: T, locale: Locale, data: EmailTemplates[T], override?: EmailOverride | null): Promise<RenderedEmail> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "Email" });
  const values = { ...data, name: "name" in data && data.name ? data.name : t("fallbackName") } as Record<string, string>;
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: string) => (Object.hasOwn(values, k) ? values[k]! : ""));
  const key = template as string;
  const subject = override ? fill(override.subject) : t(`${key}.subject` as never, values as never);
  const paragraphs = (override ? override.paragraphs : (t.raw(`${key}.body` as never) as string[])).map(fill);
  const cta = override ? fill(override.cta) : t(`${key}.cta` as never);
  const url = values.url ?? "";
  const footer = t("footer");

  const text = [...paragraphs, "", `${cta}: ${url}`, "", "—", footer].join("\n");
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><body style="margin:0;background:#f4f5f7;font-family:Inter,Arial,sans-serif;color:#14161a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#0f5e63;padding-bottom:16px">Lumen</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:16px;line-height:1.55;padding-bottom:12px">${escape(p)}</td></tr>`).join("\n")}
<tr><td style="padding:12px 0 20px"><a href="${escape(url)}" style="display:inline-block;background:#0f5e63;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escape(cta)}</a></td></tr>
<tr><td style="font-size:13px;color:#4a5060;word-break:break-all">${escape(url)}</td></tr>
<tr><td style="font-size:12px;color:#4a5060;padding-top:24px;border-top:1px solid #e3e6eb">${escape(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text };
}
