// The referrer's emails: "you earned credits" and "the reward was withdrawn". Each is written to the
// outbox INSIDE the transaction that moves the credits (./release.ts, ./reward.ts withdrawReferralRewardInTx),
// so it exists exactly when the credits move (a run that repeats or rolls back never mails anyone). With
// SMTP configured the row is handed to the server once it is visible, i.e. after the commit; with the
// embedded outbox transport the row is the delivery.
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { prisma, type Prisma, type PrismaClient } from "@/lib/db";
import { getTransport, prepareEmail, sentRow } from "@/lib/email";
import type { EmailTemplates } from "@/lib/email/templates";
import type { EmailTransport } from "@/lib/email/transport";
import { env } from "@/lib/env";

type ReferralTemplate = "referral-reward" | "referral-withdrawn";
export type ReferralEmail<T extends ReferralTemplate = ReferralTemplate> = { template: T; to: string; locale: Locale; data: EmailTemplates[T] };

/**
 * Renders the email and writes its outbox row (PENDING) in the caller's transaction. Returns the row id.
 * The templates have no secret values, so the stored body is the one to send.
 */
export async function queueReferralEmailInTx<T extends ReferralTemplate>(tx: Prisma.TransactionClient, email: ReferralEmail<T>): Promise<string> {
  const { row: data } = await prepareEmail(tx, { to: email.to, template: email.template, locale: email.locale, data: email.data });
  const row = await tx.emailOutbox.create({ data, select: { id: true } });
  return row.id;
}

/**
 * Hands one queued outbox row to `transport`, once: the row is claimed with a guarded update
 * (PENDING, never attempted), so two relays never send it twice. "missing" when the row is not (yet)
 * visible — its transaction has not committed, or rolled back.
 */
export async function relayQueuedEmail(db: PrismaClient, id: string, transport: EmailTransport): Promise<"sent" | "failed" | "missing" | "taken"> {
  const row = await db.emailOutbox.findUnique({ where: { id } });
  if (!row) return "missing";
  // A row handed over before keeps no body.
  if (row.html === null || row.text === null) return "taken";
  const claimed = await db.emailOutbox.updateMany({ where: { id, status: "PENDING", attempts: 0 }, data: { attempts: 1 } });
  if (claimed.count !== 1) return "taken";
  try {
    await transport.send({ from: env.EMAIL_FROM, to: row.to, subject: row.subject, html: row.html, text: row.text });
    await db.emailOutbox.updateMany({ where: { id }, data: sentRow() });
    return "sent";
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`[referrals] ${row.template} email ${id} to ${row.to} failed: ${message}`);
    await db.emailOutbox.update({ where: { id }, data: { status: "FAILED", lastError: message } });
    return "failed";
  }
}

/** Waits between looks for the committed row: the transaction usually commits within milliseconds. */
const RELAY_DELAYS_MS = [200, 1_000, 3_000, 10_000, 30_000];

/** After the transaction that queued `id` commits, sends it over SMTP (no-op with the outbox transport). */
export function relayAfterCommit(id: string, transport: EmailTransport = getTransport()): void {
  if (transport.name === "outbox") return;
  const attempt = (i: number) => {
    const timer = setTimeout(() => {
      prisma()
        .then((db) => relayQueuedEmail(db, id, transport))
        .then((outcome) => {
          if (outcome === "missing" && i + 1 < RELAY_DELAYS_MS.length) attempt(i + 1);
        })
        .catch((e: unknown) => console.error(`[referrals] email ${id} could not be relayed: ${e instanceof Error ? e.message : String(e)}`));
    }, RELAY_DELAYS_MS[i]);
    timer.unref?.();
  };
  attempt(0);
}
