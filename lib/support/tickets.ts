// Support tickets: a person's question (the contact form, in-app feedback) and the staff's replies.
// The conversation is the ticket's `messages` JSON, oldest first: { from: "user" | "staff", authorId?,
// body, at, locale? }. A staff reply is appended and its email ("support-reply", in the ticket owner's
// language) queued in ONE transaction with the ticket row locked, and audited ("support.reply"), so a
// reply exists exactly when its email does. Status changes are audited ("support.status").
import "server-only";
import { z } from "zod";
import type { Prisma, PrismaClient, TicketStatus } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";

export const TICKET_STATUSES = ["OPEN", "PENDING", "CLOSED"] as const satisfies readonly TicketStatus[];

/** `requestId`: a staff reply's one-time form id (a double submit is recognised by it); `emailId` its email. */
export type TicketMessage = { from: "user" | "staff"; authorId?: string | null; body: string; at: string; locale?: string; requestId?: string; emailId?: string };

const messageSchema = z.object({ from: z.enum(["user", "staff"]), authorId: z.string().nullish(), body: z.string(), at: z.string(), locale: z.string().optional(), requestId: z.string().optional(), emailId: z.string().optional() });

/** The stored conversation, entries that are not messages left out. */
export function ticketMessages(value: unknown): TicketMessage[] {
  return Array.isArray(value) ? value.flatMap((m) => { const p = messageSchema.safeParse(m); return p.success ? [p.data] : []; }) : [];
}

export const newTicketSchema = z.object({
  email: z.email().max(320),
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
});

export type NewTicket = z.input<typeof newTicketSchema> & { userId?: string | null; locale?: Locale; now?: Date };

/**
 * A new OPEN ticket with the person's message as the first of the conversation. `userId` when they
 * are signed in (their address wins over the typed one only for replies: the ticket keeps what was
 * typed); `locale` the language they wrote in, for the replies of someone without an account.
 */
export async function createSupportTicket(db: PrismaClient | Prisma.TransactionClient, input: NewTicket): Promise<{ id: string }> {
  const t = newTicketSchema.parse(input);
  const at = (input.now ?? new Date()).toISOString();
  const first: TicketMessage = { from: "user", body: t.body, at, locale: input.locale ?? DEFAULT_LOCALE };
  return db.supportTicket.create({
    data: { userId: input.userId ?? null, email: t.email.toLowerCase(), subject: t.subject, body: t.body, status: "OPEN", messages: [first] as Prisma.InputJsonValue },
    select: { id: true },
  });
}

export class TicketError extends Error {
  constructor(readonly code: "NOT_FOUND" | "WRONG_STATE" | "ACCOUNT_DELETED") {
    super(code);
  }
}

type Locked = { id: string; email: string; subject: string; status: TicketStatus; messages: unknown; userId: string | null };

async function lockTicket(tx: Prisma.TransactionClient, id: string): Promise<Locked> {
  const [row] = await tx.$queryRaw<Locked[]>`SELECT id, email, subject, status, messages, "userId" FROM "SupportTicket" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new TicketError("NOT_FOUND");
  return row;
}

/**
 * Where and in which language replies go: a ticket of a live account to the account's current address
 * and language (the person may have changed their email since); a ticket without an account to the
 * typed address, in the language they wrote in. A deleted account's ticket gets no reply
 * (ACCOUNT_DELETED): its address is no longer the person's to be written to.
 */
async function ownerLocale(tx: Prisma.TransactionClient, ticket: Locked, messages: TicketMessage[]): Promise<{ locale: Locale; name: string; to: string }> {
  const user = ticket.userId ? await tx.user.findUnique({ where: { id: ticket.userId }, select: { locale: true, name: true, email: true, deletedAt: true } }) : null;
  if (ticket.userId && (!user || user.deletedAt)) throw new TicketError("ACCOUNT_DELETED");
  const written = messages.find((m) => m.from === "user")?.locale;
  const locale = user && isLocale(user.locale) ? user.locale : isLocale(written) ? written : DEFAULT_LOCALE;
  return { locale, name: user?.name ?? "", to: user?.email ?? ticket.email };
}

export type TicketReply = { ticketId: string; actorId: string; body: string; status?: TicketStatus; now?: Date; appUrl?: string; requestId?: string };

/**
 * Appends the staff reply, queues its email to the ticket's address and sets the status (PENDING by
 * default: waiting for the person), all in one transaction with the audit row. The email is handed to
 * SMTP after the commit.
 */
export async function replyToTicket(db: PrismaClient, input: TicketReply, deps: { relay?: (emailId: string) => void } = {}): Promise<{ emailId: string; replayed?: true }> {
  const body = z.string().trim().min(1).max(10_000).parse(input.body);
  const at = (input.now ?? new Date()).toISOString();
  const out = await db.$transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.ticketId);
    const messages = ticketMessages(ticket.messages);
    // A double submit of the same form (same one-time request id), checked under the ticket's lock: the
    // reply and its email exist once.
    const sent = input.requestId ? messages.find((m) => m.from === "staff" && m.requestId === input.requestId) : undefined;
    if (sent) return { emailId: sent.emailId ?? "", replayed: true as const };
    const owner = await ownerLocale(tx, ticket, messages);
    const status = input.status ?? "PENDING";
    const id = await queueEmail(tx, {
      to: owner.to,
      template: "support-reply",
      locale: owner.locale,
      data: { name: owner.name, subject: ticket.subject, reply: body, url: appLink(input.appUrl ?? env.APP_URL, "/", owner.locale) },
    });
    const reply: TicketMessage = { from: "staff", authorId: input.actorId, body, at, ...(input.requestId ? { requestId: input.requestId, emailId: id } : {}) };
    const next = [...messages, reply];
    await tx.supportTicket.update({ where: { id: ticket.id }, data: { messages: next as Prisma.InputJsonValue, status } });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "support.reply",
      target: ["SupportTicket", ticket.id],
      before: { status: ticket.status, messages: messages.length },
      after: { status, messages: next.length },
      data: { emailId: id, locale: owner.locale },
    });
    return { emailId: id };
  });
  if ("replayed" in out) return out;
  (deps.relay ?? ((id: string) => relayAfterCommit(id, { db })))(out.emailId);
  return out;
}

/** Sets the status; unchanged writes nothing. Audited "support.status". */
export async function setTicketStatus(db: PrismaClient, input: { ticketId: string; actorId: string; status: TicketStatus }): Promise<{ changed: boolean }> {
  return db.$transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.ticketId);
    if (ticket.status === input.status) return { changed: false };
    await tx.supportTicket.update({ where: { id: ticket.id }, data: { status: input.status } });
    await recordAudit(tx, { actorId: input.actorId, action: "support.status", target: ["SupportTicket", ticket.id], before: { status: ticket.status }, after: { status: input.status } });
    return { changed: true };
  });
}
