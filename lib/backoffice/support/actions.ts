"use server";
// /admin/support: reply to a ticket (by email, lib/support/tickets.ts) and change its status.
import "server-only";
import { z } from "zod";
import { adminAction } from "@/lib/backoffice/action";
import { BackofficeError } from "@/lib/backoffice/errors";
import { replyToTicket, setTicketStatus, TICKET_STATUSES, TicketError } from "@/lib/support/tickets";

const id = z.string().trim().min(1).max(64);

async function ticketCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof TicketError) throw new BackofficeError("BackofficeOperations", e.code);
    throw e;
  }
}

export const replyToTicketAction = adminAction(
  z.object({
    ticketId: id,
    /** The form's one-time id (a hidden field): the same form sent twice sends one reply. */
    requestId: z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "badRequest" }),
    body: z.string({ error: "replyRequired" }).trim().min(1, { error: "replyRequired" }).max(10_000, { error: "replyTooLong" }),
    status: z.enum(TICKET_STATUSES, { error: "badStatus" }).default("PENDING"),
  }),
  async (input, { actorId, db }) => {
    await ticketCall(() => replyToTicket(db, { ticketId: input.ticketId, actorId, body: input.body, status: input.status, requestId: input.requestId }));
    return { ok: true };
  },
);

export const setTicketStatusAction = adminAction(z.object({ ticketId: id, status: z.enum(TICKET_STATUSES, { error: "badStatus" }) }), async (input, { actorId, db }) => {
  await ticketCall(() => setTicketStatus(db, { ticketId: input.ticketId, actorId, status: input.status }));
  return { ok: true };
});
