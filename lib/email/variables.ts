// The `{variables}` each email's text may use: the keys of its values in EmailTemplates, listed at
// run time for the template editor (/admin/email/create) and its check on save. The `satisfies` below
// makes the compiler refuse a name a template does not have; variables.test.ts checks the other way,
// that every placeholder of the built-in texts (messages/<locale>/Email.json) is listed.
import "server-only";
import type { EmailTemplate, EmailTemplates } from "./templates";

export const TEMPLATE_VARIABLES = {
  "verify-email": ["name", "url"],
  "reset-password": ["name", "url"],
  "magic-link": ["url"],
  "account-exists": ["url"],
  "shoot-ready": ["name", "url", "title", "count"],
  "shoot-submitted": ["name", "url", "title"],
  "order-confirmation": ["name", "url", "packageName", "total", "invoiceNumber"],
  "email-change-verify": ["name", "url"],
  "email-change-taken": ["url"],
  "email-changed": ["name", "email", "url"],
  "password-changed": ["name", "url"],
  "account-deleted": ["name", "url"],
  "referral-reward": ["name", "url", "friend", "credits"],
  "referral-withdrawn": ["name", "url", "friend", "credits", "rewarded"],
  "refund-completed": ["name", "url", "amount", "item"],
  "refund-requested": ["name", "url", "amount", "item"],
  "refund-denied": ["name", "url", "amount", "item", "reason"],
  "retry-granted": ["name", "url", "title"],
  "support-reply": ["name", "subject", "reply", "url"],
  "contact-received": ["topic", "reference", "answerTime", "url"],
  "team-invite": ["name", "organization", "inviter", "url", "validFor"],
  "team-invite-reminder": ["name", "organization", "inviter", "url"],
  "team-removed": ["name", "organization", "url"],
  "team-results-ready": ["name", "url", "organization", "count"],
  "team-member-finished": ["name", "url", "member", "organization", "count"],
  "team-sign-in": ["organization", "url", "validFor"],
  "team-claim": ["name", "organization", "lead", "url"],
  "team-low-credits": ["name", "organization", "free", "url"],
  "team-invoice-issued": ["name", "organization", "number", "total", "dueDate", "url"],
  "team-favorite-selected": ["name", "member", "organization", "url"],
  "team-member-reminder": ["name", "organization", "url"],
  "team-mfa-code": ["code", "organization", "minutes", "url"],
  "team-lead-promoted": ["name", "organization", "url"],
  "team-reinvite": ["name", "organization", "url"],
} as const satisfies { readonly [T in EmailTemplate]: readonly (keyof EmailTemplates[T])[] };

/** Every template, in the order the editor lists them. */
export const EMAIL_TEMPLATE_NAMES = Object.keys(TEMPLATE_VARIABLES) as EmailTemplate[];

export function isEmailTemplate(name: string): name is EmailTemplate {
  return Object.hasOwn(TEMPLATE_VARIABLES, name);
}

/** Every variable some template uses (the sample values cover each). */
export const ALL_VARIABLES = [...new Set(Object.values(TEMPLATE_VARIABLES).flat())].sort() as string[];

/**
 * Variables without which an email is useless, so an admin's text must keep them in its body: the link is
 * always the button and printed under it, but the sign-in code, the staff's reply, the reason a refund was
 * denied, the contact reference and the invoice's number, total and due date are only where the text
 * puts them.
 */
export const REQUIRED_VARIABLES: { readonly [T in EmailTemplate]?: readonly (keyof EmailTemplates[T])[] } = {
  "team-mfa-code": ["code"],
  "support-reply": ["reply"],
  "refund-denied": ["reason"],
  "contact-received": ["reference"],
  "team-invoice-issued": ["number", "total", "dueDate"],
};

/** The required variables of `template` that none of `texts` (the body: a subject or button does not count) uses. */
export function missingVariables(template: EmailTemplate, texts: readonly string[]): string[] {
  const used = new Set(texts.flatMap(placeholdersIn));
  return ((REQUIRED_VARIABLES[template] ?? []) as readonly string[]).filter((v) => !used.has(v));
}

/** What stands between braces in `text`: `{name}` gives "name", `{ x y }` gives " x y " (and is refused). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
}

/** The placeholders of `texts` that `template` has no value for, each once, in the order they appear. */
export function unknownVariables(template: EmailTemplate, texts: readonly string[]): string[] {
  const known = new Set<string>(TEMPLATE_VARIABLES[template]);
  return [...new Set(texts.flatMap(placeholdersIn).filter((v) => !known.has(v)))];
}
