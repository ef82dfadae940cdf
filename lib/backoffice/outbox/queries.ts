// The email outbox for platform admins: one page of a filtered, sorted list, and the same selection in
// batches for the CSV export. The rows hold secret links redacted, and no body once handed to SMTP.
import "server-only";
import type { EmailStatus, Prisma, PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import type { OutboxQuery } from "./schemas";

export type OutboxEntry = { id: string; to: string; subject: string; text: string | null; template: string; locale: string; status: EmailStatus; lastError: string | null; createdAt: Date };

const SELECT = { id: true, to: true, subject: true, text: true, template: true, locale: true, status: true, lastError: true, createdAt: true } as const;

export function outboxWhere(query: Pick<OutboxQuery, "q" | "status" | "template">): Prisma.EmailOutboxWhereInput {
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.template ? { template: query.template } : {}),
    ...(query.q ? { OR: [{ to: { contains: query.q, mode: "insensitive" } }, { subject: { contains: query.q, mode: "insensitive" } }] } : {}),
  };
}

export async function findOutboxPage(db: PrismaClient, query: OutboxQuery): Promise<Page<OutboxEntry>> {
  const where = outboxWhere(query);
  const [items, total] = await Promise.all([
    db.emailOutbox.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.emailOutbox.count({ where }),
  ]);
  return toPage(items, total, query);
}

/** Everything the filter selects, in batches (the export). */
export function outboxBatches(db: PrismaClient, query: OutboxQuery): AsyncGenerator<OutboxEntry[]> {
  const where = outboxWhere(query);
  return eachBatch((after, take) => db.emailOutbox.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT }));
}
