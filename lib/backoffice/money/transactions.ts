// Every payment and refund the providers moved (/admin/transactions): Transaction rows with their order
// and who paid (a person or an organisation), filtered and searched; the CSV export reads the same
// selection in batches.
import "server-only";
import type { Prisma, PrismaClient, TransactionKind, TransactionStatus } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { dayRange, type TransactionListQuery } from "./schemas";

export type TransactionRow = {
  id: string;
  provider: string;
  providerRef: string;
  providerSessionId: string | null;
  kind: TransactionKind;
  status: TransactionStatus;
  amount: number;
  currency: string;
  createdAt: Date;
  orderId: string;
  orderKind: string;
  orderStatus: string;
  email: string | null;
  userId: string | null;
  organization: { id: string; name: string } | null;
};

const INCLUDE = {
  order: { select: { id: true, kind: true, status: true, providerSessionId: true, userId: true, user: { select: { email: true } }, organization: { select: { id: true, name: true } } } },
} satisfies Prisma.TransactionInclude;

type Loaded = Prisma.TransactionGetPayload<{ include: typeof INCLUDE }>;

export function transactionWhere(query: Pick<TransactionListQuery, "q" | "status" | "kind" | "currency" | "from" | "to">): Prisma.TransactionWhereInput {
  const range = dayRange(query);
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.currency ? { currency: { equals: query.currency, mode: "insensitive" } } : {}),
    ...(range ? { createdAt: range } : {}),
    ...(query.q
      ? {
          OR: [
            { providerRef: { contains: query.q, mode: "insensitive" } },
            { orderId: query.q },
            { order: { is: { providerSessionId: query.q } } },
            { order: { is: { user: { is: { email: { contains: query.q, mode: "insensitive" } } } } } },
          ],
        }
      : {}),
  };
}

function toRow(t: Loaded): TransactionRow {
  return {
    id: t.id, provider: t.provider, providerRef: t.providerRef, providerSessionId: t.order.providerSessionId, kind: t.kind, status: t.status,
    amount: t.amount, currency: t.currency, createdAt: t.createdAt, orderId: t.order.id, orderKind: t.order.kind, orderStatus: t.order.status,
    email: t.order.user?.email ?? null, userId: t.order.userId, organization: t.order.organization,
  };
}

export async function findTransactionPage(db: PrismaClient, query: TransactionListQuery): Promise<Page<TransactionRow>> {
  const where = transactionWhere(query);
  const [items, total] = await Promise.all([
    db.transaction.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), include: INCLUDE }),
    db.transaction.count({ where }),
  ]);
  return toPage(items.map(toRow), total, query);
}

export function transactionBatches(db: PrismaClient, query: TransactionListQuery): AsyncGenerator<TransactionRow[]> {
  const where = transactionWhere(query);
  return eachBatch(async (after, take) => (await db.transaction.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, include: INCLUDE })).map(toRow));
}
