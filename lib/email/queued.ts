// An email written to the outbox INSIDE the transaction that causes it, so it exists exactly when what
// it announces does: a transaction that rolls back or runs twice (its guard refusing the second time)
// never mails anyone. With SMTP configured the row is handed to the server once it is visible, i.e.
// after the commit (relayAfterCommit); with the embedded outbox transport the row is the delivery, and
// it is printed after the commit when EMAIL_PRINT is on, as sendEmail prints.
// Used by the referral reward (lib/referrals/release.ts) and the submission confirmation
// (lib/shoots/submit.ts).
import "server-only";
import { prisma, type Prisma, type PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { getTransport, prepareEmail, sentRow, type EmailInput } from "./index";
import { SECRET_VALUES, type EmailTemplate } from "./templates";
import type { EmailTransport } from "./transport";

/**
 * Renders the email and writes its outbox row (PENDING) in the caller's transaction; returns the row id.
 * The relay sends the stored body, which has secret values redacted, so a template with a secret link
 * cannot be queued this way (send it with sendEmail after the commit).
 */
export async function queueEmail<T extends EmailTemplate>(tx: Prisma.TransactionClient, input: EmailInput<T>): Promise<string> {
  if (SECRET_VALUES[input.template].length > 0) throw new Error(`${input.template} holds a secret link: it cannot be sent from its stored body`);
  const { row: data } = await prepareEmail(tx, input);
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
  if (transport.name === "outbox") {
    // The row is the delivery: nothing to claim or mark; the transport prints it when asked to.
    await transport.send({ from: env.EMAIL_FROM, to: row.to, subject: row.subject, html: row.html, text: row.text });
    return "sent";
  }
  const claimed = await db.emailOutbox.updateMany({ where: { id, status: "PENDING", attempts: 0 }, data: { attempts: 1 } });
  if (claimed.count !== 1) return "taken";
  try {
    await transport.send({ from: env.EMAIL_FROM, to: row.to, subject: row.subject, html: row.html, text: row.text });
    await db.emailOutbox.updateMany({ where: { id }, data: sentRow() });
    return "sent";
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`[email] ${row.template} ${id} to ${row.to} failed: ${message}`);
    await db.emailOutbox.updateMany({ where: { id }, data: { status: "FAILED", lastError: message } });
    return "failed";
  }
}

export type StalledRelay = { sent: number; failed: number; taken: number };

/**
 * The safety net of relayAfterCommit (an in-process timer: a restart between the commit and the
 * relay would lose the email): hands over every queued row still PENDING and never attempted that is
 * older than `olderThanMs`, each through the same guarded claim, so a row is never sent twice. With
 * the outbox transport the rows are the delivery: nothing to do. Run every few minutes by the
 * `email-relay` job.
 */
export async function relayStalledEmails(
  db: PrismaClient,
  options: { transport?: EmailTransport; olderThanMs?: number; limit?: number; now?: Date } = {},
): Promise<StalledRelay> {
  const transport = options.transport ?? getTransport();
  const run: StalledRelay = { sent: 0, failed: 0, taken: 0 };
  if (transport.name === "outbox") return run;
  const before = new Date((options.now ?? new Date()).getTime() - (options.olderThanMs ?? 60_000));
  const rows = await db.emailOutbox.findMany({
    where: { status: "PENDING", attempts: 0, html: { not: null }, text: { not: null }, createdAt: { lt: before } },
    orderBy: { createdAt: "asc" },
    take: options.limit ?? 100,
    select: { id: true },
  });
  for (const { id } of rows) {
    const outcome = await relayQueuedEmail(db, id, transport);
    if (outcome === "sent") run.sent++;
    else if (outcome === "failed") run.failed++;
    else run.taken++;
  }
  return run;
}

/** Waits between looks for the committed row: the transaction usually commits within milliseconds. */
const RELAY_DELAYS_MS = [200, 1_000, 3_000, 10_000, 30_000];

export type RelayOptions = {
  transport?: EmailTransport;
  /** The database the row was written to (default: the process's). */
  db?: PrismaClient;
  /** Called with the outcome of the last look (tests wait for it). */
  onSettled?: (outcome: "sent" | "failed" | "missing" | "taken" | "error") => void;
};

/** After the transaction that queued `id` commits, sends it over SMTP (with the outbox transport: prints it if EMAIL_PRINT). */
export function relayAfterCommit(id: string, options: RelayOptions = {}): void {
  const transport = options.transport ?? getTransport();
  const attempt = (i: number) => {
    const timer = setTimeout(() => {
      (options.db ? Promise.resolve(options.db) : prisma())
        .then((db) => relayQueuedEmail(db, id, transport))
        .then((outcome) => {
          if (outcome === "missing" && i + 1 < RELAY_DELAYS_MS.length) attempt(i + 1);
          else options.onSettled?.(outcome);
        })
        .catch((e: unknown) => {
          console.error(`[email] queued email ${id} could not be relayed: ${e instanceof Error ? e.message : String(e)}`);
          options.onSettled?.("error");
        });
    }, RELAY_DELAYS_MS[i]);
    timer.unref?.();
  };
  attempt(0);
}
