// The referrer's emails: "you earned credits" and "the reward was withdrawn". Each is written to the
// outbox INSIDE the transaction that moves the credits (./release.ts, ./reward.ts withdrawReferralRewardInTx),
// so it exists exactly when the credits move (lib/email/queued.ts).
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/db";
import { queueEmail } from "@/lib/email/queued";
import type { EmailTemplates } from "@/lib/email/templates";

export { relayAfterCommit, relayQueuedEmail } from "@/lib/email/queued";

type ReferralTemplate = "referral-reward" | "referral-withdrawn";
export type ReferralEmail<T extends ReferralTemplate = ReferralTemplate> = { template: T; to: string; locale: Locale; data: EmailTemplates[T] };

/** Renders the email and writes its outbox row (PENDING) in the caller's transaction. Returns the row id. */
export function queueReferralEmailInTx<T extends ReferralTemplate>(tx: Prisma.TransactionClient, email: ReferralEmail<T>): Promise<string> {
  return queueEmail(tx, { to: email.to, template: email.template, locale: email.locale, data: email.data });
}
