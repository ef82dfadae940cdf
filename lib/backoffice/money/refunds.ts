// The back office's refund requests (/admin/refund): the facts the money-back guarantee depends on, and
// an admin's decision. Approving moves the REQUESTED refund to APPROVED with the admin as decider, in
// one transaction with the order row locked and a guarded status, then pays it through the product's
// own payRefund (lib/payments/refund.ts: the provider's refund keyed by the refund id, everything the
// order paid for withdrawn once). Two admins approving at once serialise on the order row: the second
// finds it decided (WRONG_STATE) and pays nothing. Denying sets REJECTED (the enum's "denied") with the
// admin and the reason, and writes the "refund-denied" email in the same transaction (queueEmail), so
// a double submit mails once. Both write their audit row with before/after in the same transaction.
import "server-only";
import { recordAudit, auditFields } from "@/lib/audit/record";
import type { Prisma, PrismaClient, Refund, RefundStatus } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { formatMoney } from "@/lib/payments/money";
import { lockOrder, orderLocale, PAYMENT_TX } from "@/lib/payments/order-tx";
import { payRefund, type RefundDeps, type RefundOutcome } from "@/lib/payments/refund";
import { DAY_MS, orderItem, relatedShootIds, usedEditCredits } from "@/lib/payments/refund-rules";
import { BackofficeError } from "../errors";
import type { RefundListQuery } from "./schemas";

const NS = "BackofficeMoney" as const;
const AUDITED = ["status", "decidedById", "decidedAt", "note"] as const satisfies readonly (keyof Refund)[];

/** A payout that an earlier approval left unfinished (lib/payments/refund.ts writes these notes). */
const UNFINISHED_NOTE = /^(provider refund failed|completion failed)/;

async function lockRefund(tx: Prisma.TransactionClient, refundId: string): Promise<Refund> {
  const found = await tx.refund.findUnique({ where: { id: refundId }, select: { orderId: true } });
  if (!found) throw new BackofficeError(NS, "NOT_FOUND");
  await lockOrder(tx, found.orderId);
  return tx.refund.findUniqueOrThrow({ where: { id: refundId } });
}

/**
 * An admin approves a REQUESTED refund: APPROVED with `decidedById`, then paid through payRefund. An
 * approved refund whose payout failed (its note says so) is paid again; anything else already decided
 * is WRONG_STATE. Returns payRefund's outcome.
 */
export async function approveRefund(db: PrismaClient, input: { refundId: string; actorId: string }, deps: RefundDeps & { now?: Date } = {}): Promise<RefundOutcome> {
  const now = deps.now ?? new Date();
  await db.$transaction(async (tx) => {
    const refund = await lockRefund(tx, input.refundId);
    if (refund.status === "APPROVED" && !refund.automatic && refund.note && UNFINISHED_NOTE.test(refund.note)) return;
    if (refund.status !== "REQUESTED") throw new BackofficeError(NS, "WRONG_STATE");
    const done = await tx.refund.updateMany({ where: { id: refund.id, status: "REQUESTED" }, data: { status: "APPROVED", decidedById: input.actorId, decidedAt: now } });
    if (done.count !== 1) throw new BackofficeError(NS, "CONFLICT");
    const after = await tx.refund.findUniqueOrThrow({ where: { id: refund.id } });
    await recordAudit(tx, {
      actorId: input.actorId, action: "refund.approve", target: ["Refund", refund.id],
      before: auditFields(refund, AUDITED), after: auditFields(after, AUDITED),
      data: { orderId: refund.orderId, amount: refund.amount, currency: refund.currency },
    });
  }, PAYMENT_TX);
  return payRefund(db, input.refundId, { ...deps, now });
}

/**
 * An admin denies a REQUESTED refund with a reason: REJECTED, the admin as decider, the reason kept in
 * the note (after the review facts), and the person told why in their language. Denying again (or a
 * refund decided otherwise) is WRONG_STATE: one email.
 */
export async function denyRefund(db: PrismaClient, input: { refundId: string; actorId: string; reason: string }, deps: { now?: Date; appUrl?: string; relay?: (id: string) => void } = {}): Promise<{ emailId: string | null }> {
  const now = deps.now ?? new Date();
  const reason = input.reason.trim();
  const out = await db.$transaction(async (tx) => {
    const refund = await lockRefund(tx, input.refundId);
    if (refund.status !== "REQUESTED") throw new BackofficeError(NS, "WRONG_STATE");
    const note = [refund.note, `denied: ${reason}`].filter(Boolean).join("; ").slice(0, 4000);
    const done = await tx.refund.updateMany({ where: { id: refund.id, status: "REQUESTED" }, data: { status: "REJECTED", decidedById: input.actorId, decidedAt: now, note } });
    if (done.count !== 1) throw new BackofficeError(NS, "CONFLICT");
    const after = await tx.refund.findUniqueOrThrow({ where: { id: refund.id } });
    await recordAudit(tx, {
      actorId: input.actorId, action: "refund.deny", target: ["Refund", refund.id],
      before: auditFields(refund, AUDITED), after: auditFields(after, AUDITED),
      data: { orderId: refund.orderId, amount: refund.amount, currency: refund.currency, reason },
    });
    const order = await tx.order.findUniqueOrThrow({
      where: { id: refund.orderId },
      select: { kind: true, quantity: true, metadata: true, package: { select: { name: true } }, user: { select: { email: true, name: true, locale: true, deletedAt: true } } },
    });
    if (!order.user || order.user.deletedAt) return null;
    const locale = orderLocale(order.metadata, order.user.locale);
    return queueEmail(tx, {
      to: order.user.email,
      template: "refund-denied",
      locale,
      data: {
        name: order.user.name ?? "", amount: formatMoney(refund.amount, refund.currency, locale), item: await orderItem(order, locale), reason,
        url: appLink(deps.appUrl ?? env.APP_URL, "/refund", locale),
      },
    });
  }, PAYMENT_TX);
  if (out) (deps.relay ?? ((id: string) => relayAfterCommit(id, { db })))(out);
  return { emailId: out };
}

// ─── The list ─────────────────────────────────────────────────────────────────

export type RefundRow = {
  id: string;
  status: RefundStatus;
  amount: number;
  currency: string;
  reason: string;
  note: string | null;
  automatic: boolean;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  orderId: string;
  orderStatus: string;
  orderKind: string;
  orderTotal: number;
  email: string | null;
  purchasedAt: Date;
  daysSincePurchase: number;
  downloads: number;
  editsUsed: number;
};

const INCLUDE = {
  decidedBy: { select: { email: true } },
  order: { select: { id: true, status: true, kind: true, total: true, paidAt: true, createdAt: true, metadata: true, user: { select: { email: true } }, shoots: { select: { id: true } }, refunds: { select: { id: true } } } },
} satisfies Prisma.RefundInclude;

type Loaded = Prisma.RefundGetPayload<{ include: typeof INCLUDE }>;

export function refundWhere(query: Pick<RefundListQuery, "q" | "status">): Prisma.RefundWhereInput {
  return {
    ...(query.status && query.status !== "all" ? { status: query.status } : {}),
    ...(query.q
      ? { OR: [{ orderId: query.q }, { id: query.q }, { order: { is: { user: { is: { email: { contains: query.q, mode: "insensitive" } } } } } }] }
      : {}),
  };
}

/** The facts per refund: downloads of what the order paid for, edits made on its shoots. */
async function withFacts(db: PrismaClient, rows: Loaded[], now: Date): Promise<RefundRow[]> {
  return Promise.all(
    rows.map(async (r) => {
      const shootIds = relatedShootIds(r.order);
      const [downloads, editsUsed] = await Promise.all([
        shootIds.length ? db.download.count({ where: { shootId: { in: shootIds } } }) : 0,
        // The guarantee's own rule: edit credits the order granted that are gone from the balance.
        usedEditCredits(db, r.order),
      ]);
      const purchasedAt = r.order.paidAt ?? r.order.createdAt;
      return {
        id: r.id, status: r.status, amount: r.amount, currency: r.currency, reason: r.reason, note: r.note, automatic: r.automatic,
        createdAt: r.createdAt, decidedAt: r.decidedAt, decidedBy: r.decidedBy?.email ?? null,
        orderId: r.order.id, orderStatus: r.order.status, orderKind: r.order.kind, orderTotal: r.order.total, email: r.order.user?.email ?? null,
        purchasedAt, daysSincePurchase: Math.floor((now.getTime() - purchasedAt.getTime()) / DAY_MS), downloads, editsUsed,
      };
    }),
  );
}

export async function findRefundPage(db: PrismaClient, query: RefundListQuery, now = new Date()): Promise<Page<RefundRow>> {
  const where = refundWhere(query);
  const [items, total] = await Promise.all([
    db.refund.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), include: INCLUDE }),
    db.refund.count({ where }),
  ]);
  return toPage(await withFacts(db, items, now), total, query);
}

export function refundBatches(db: PrismaClient, query: RefundListQuery, now = new Date()): AsyncGenerator<RefundRow[]> {
  const where = refundWhere(query);
  return eachBatch(async (after, take) =>
    withFacts(db, await db.refund.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, include: INCLUDE }), now),
  );
}
