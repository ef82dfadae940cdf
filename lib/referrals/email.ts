// The referrer's "you earned credits" email. It is written to the outbox INSIDE the transaction that
// releases the reward (./release.ts), so it exists exactly when the credits do (lib/email/queued.ts).
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/db";
import { queueEmail } from "@/lib/email/queued";
import type { EmailTemplates } from "@/lib/email/templates";

export { relayAfterCommit, relayQueuedEmail } from "@/lib/email/queued";

export type RewardEmail = { to: string; locale: Locale; data: EmailTemplates["referral-reward"] };

/** Renders the email and writes its outbox row (PENDING) in the caller's transaction. Returns the row id. */
export function queueRewardEmailInTx(tx: Prisma.TransactionClient, email: RewardEmail): Promise<string> {
  return queueEmail(tx, { to: email.to, template: "referral-reward", locale: email.locale, data: email.data });
}
