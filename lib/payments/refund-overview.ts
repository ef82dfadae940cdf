// What /refund and /profile/refund show: the person's paid orders, each with what a refund would be
// under the guarantee (./refund-rules.ts) and the refunds so far.
import "server-only";
import type { Order, PrismaClient, RefundStatus } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { checkGuarantee, OPEN_STATUSES, orderInclude, orderItem, REFUNDABLE_KINDS, refundWindowDays, UNCHARGED_PROVIDERS } from "./refund-rules";

export type RefundEligibility =
  /** Refunded at once when asked. */
  | { kind: "AUTOMATIC"; windowDays: number; deadline: Date }
  /** Goes to the admins: something was downloaded, edit credits it granted were used and/or the window is over. */
  | { kind: "REVIEW"; windowDays: number; deadline: Date; pastWindow: boolean; downloadedAt: Date | null; usedEditCredits: number }
  /** A request or refund is under way; nothing to ask. `retry`: the automatic refund's payment failed, asking again retries it. */
  | { kind: "OPEN"; status: "REQUESTED" | "APPROVED"; retry: boolean }
  | { kind: "REFUNDED" }
  /** Paid with a gift card or a 100 % code. */
  | { kind: "NOTHING_CHARGED" }
  /** Team credits or gift cards: not covered by the guarantee (support handles them). */
  | { kind: "NOT_REFUNDABLE" };

export type RefundView = { id: string; status: RefundStatus; amount: number; currency: string; automatic: boolean; reason: string; createdAt: Date; decidedAt: Date | null };

export type RefundableOrder = {
  id: string;
  /** The package's name, or what else the order bought (in the reader's language). */
  item: string;
  paidAt: Date;
  total: number;
  refundedAmount: number;
  currency: string;
  status: Order["status"];
  eligibility: RefundEligibility;
  refunds: RefundView[];
};

/** The person's paid orders, newest first, each with what a refund would be and the refunds so far. */
export async function listRefundableOrders(db: PrismaClient, userId: string, locale: Locale, now = new Date()): Promise<RefundableOrder[]> {
  const [orders, windowDays] = await Promise.all([
    db.order.findMany({
      where: { userId, status: { in: ["PAID", "PARTIALLY_REFUNDED", "REFUNDED"] } },
      orderBy: [{ paidAt: "desc" }, { createdAt: "desc" }],
      take: 100,
      include: orderInclude,
    }),
    refundWindowDays(db),
  ]);
  const out: RefundableOrder[] = [];
  for (const order of orders) {
    const open = order.refunds.find((r) => OPEN_STATUSES.includes(r.status));
    let eligibility: RefundEligibility;
    if (open) {
      eligibility = { kind: "OPEN", status: open.status as "REQUESTED" | "APPROVED", retry: open.status === "APPROVED" && open.automatic && open.note !== null };
    } else if (order.status === "REFUNDED") {
      eligibility = { kind: "REFUNDED" };
    } else if (!REFUNDABLE_KINDS.has(order.kind)) {
      eligibility = { kind: "NOT_REFUNDABLE" };
    } else if (order.total <= 0 || UNCHARGED_PROVIDERS.has(order.provider) || order.transactions.length === 0) {
      eligibility = { kind: "NOTHING_CHARGED" };
    } else {
      const check = await checkGuarantee(db, order, windowDays, now);
      eligibility = check.automatic
        ? { kind: "AUTOMATIC", windowDays, deadline: check.deadline }
        : { kind: "REVIEW", windowDays, deadline: check.deadline, pastWindow: check.pastWindow, downloadedAt: check.downloadedAt, usedEditCredits: check.usedEditCredits };
    }
    out.push({
      id: order.id,
      item: await orderItem(order, locale),
      paidAt: order.paidAt ?? order.createdAt,
      total: order.total,
      refundedAmount: order.refundedAmount,
      currency: order.currency,
      status: order.status,
      eligibility,
      refunds: order.refunds.map((r) => ({ id: r.id, status: r.status, amount: r.amount, currency: r.currency, automatic: r.automatic, reason: r.reason, createdAt: r.createdAt, decidedAt: r.decidedAt })),
    });
  }
  return out;
}

/** What /refund and /profile/refund show: the person's paid orders (as above) and the guarantee's window in days. */
export async function readRefundOverview(db: PrismaClient, userId: string, locale: Locale): Promise<{ orders: RefundableOrder[]; days: number }> {
  const [orders, days] = await Promise.all([listRefundableOrders(db, userId, locale), refundWindowDays(db)]);
  return { orders, days };
}
