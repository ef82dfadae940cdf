// Support tickets for platform admins: one page of the filtered list, and one ticket with its conversation.
import "server-only";
import type { Prisma, PrismaClient, TicketStatus } from "@/lib/db";
import { paginate, toPage, type Page } from "@/lib/lists/page";
import { ticketMessages, type TicketMessage } from "@/lib/support/tickets";
import type { TicketQuery } from "./schemas";

export type TicketRow = { id: string; email: string; subject: string; status: TicketStatus; createdAt: Date; updatedAt: Date; messages: number };

export function ticketWhere(query: Pick<TicketQuery, "q" | "status">): Prisma.SupportTicketWhereInput {
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { OR: [{ email: { contains: query.q, mode: "insensitive" } }, { subject: { contains: query.q, mode: "insensitive" } }, { body: { contains: query.q, mode: "insensitive" } }] } : {}),
  };
}

export async function findTicketPage(db: PrismaClient, query: TicketQuery): Promise<Page<TicketRow>> {
  const where = ticketWhere(query);
  const [rows, total] = await Promise.all([
    db.supportTicket.findMany({
      where,
      orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }],
      ...paginate(query),
      select: { id: true, email: true, subject: true, status: true, createdAt: true, updatedAt: true, messages: true },
    }),
    db.supportTicket.count({ where }),
  ]);
  return toPage(rows.map((r) => ({ ...r, messages: ticketMessages(r.messages).length })), total, query);
}

export type TicketDetail = {
  id: string;
  email: string;
  subject: string;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
  user: { id: string; email: string; name: string | null; locale: string } | null;
  messages: (TicketMessage & { authorEmail: string | null })[];
};

export async function findTicket(db: PrismaClient, id: string): Promise<TicketDetail | null> {
  const row = await db.supportTicket.findUnique({ where: { id }, include: { user: { select: { id: true, email: true, name: true, locale: true } } } });
  if (!row) return null;
  const messages = ticketMessages(row.messages);
  const authors = await db.user.findMany({ where: { id: { in: messages.flatMap((m) => (m.authorId ? [m.authorId] : [])) } }, select: { id: true, email: true } });
  const emailOf = new Map(authors.map((a) => [a.id, a.email]));
  return {
    id: row.id,
    email: row.email,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    user: row.user,
    messages: messages.map((m) => ({ ...m, authorEmail: m.authorId ? (emailOf.get(m.authorId) ?? null) : null })),
  };
}
