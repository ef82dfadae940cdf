// The money-back guarantee's rules, shared by the requests and payouts (./refund.ts) and what /refund
// shows (./refund-overview.ts): what the guarantee covers, its window, whether an order still
// qualifies (nothing downloaded, no edit credit used, within the window), and how an order is named.
import "server-only";
import { createTranslator } from "use-intl/core";
import type { Order, Prisma, PrismaClient, Refund, RefundStatus } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { readShootParameter } from "@/lib/shoots/parameters";

type Reader = PrismaClient | Prisma.TransactionClient;

/** Orders paid by a gift card or a 100 % code: no money moved, nothing to give back. */
export const UNCHARGED_PROVIDERS = new Set(["giftcard", "none"]);
/** What the guarantee covers. */
export const REFUNDABLE_KINDS: ReadonlySet<Order["kind"]> = new Set(["PACKAGE", "UPSELL", "EDIT_CREDITS"]);
export const REFUNDABLE_STATUSES = new Set(["PAID", "PARTIALLY_REFUNDED"]);
export const OPEN_STATUSES: readonly RefundStatus[] = ["REQUESTED", "APPROVED"];
export const DAY_MS = 86_400_000;
/** The admin's `refunds.windowDays`, or the default when the row is missing or not a non-negative integer. */
export function refundWindowDays(db: Reader): Promise<number> {
  // The shoots' free retry reads the same window through the same reader.
  return readShootParameter(db, "refunds.windowDays");
}

/** The shoots whose downloads count against an order: its own, and the shoot an upsell order was bought for. */
export function relatedShootIds(order: Pick<Order, "metadata"> & { shoots: { id: string }[] }): string[] {
  const ids = order.shoots.map((s) => s.id);
  const forShoot = (order.metadata as { shootId?: unknown } | null)?.shootId;
  if (typeof forShoot === "string" && !ids.includes(forShoot)) ids.push(forShoot);
  return ids;
}

export type OrderToCheck = Pick<Order, "id" | "kind" | "paidAt" | "createdAt" | "metadata"> & { shoots: { id: string }[]; refunds: { id: string }[] };

/**
 * The first download of something the order paid for. A package: any photo of its shoots. Extra
 * headshots or edit credits bought for a finished shoot: only what was downloaded from the moment
 * they were paid for (the shoot's own photos downloaded before are the package's business), and the
 * headshots tagged with the order (`variant.orderId`).
 */
export async function firstDownload(db: Reader, order: OrderToCheck): Promise<Date | null> {
  const shootIds = relatedShootIds(order);
  if (order.kind === "PACKAGE") {
    if (!shootIds.length) return null;
    const first = await db.download.findFirst({ where: { shootId: { in: shootIds } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } });
    return first?.createdAt ?? null;
  }
  const since = order.paidAt ?? order.createdAt;
  const first = await db.download.findFirst({
    where: {
      OR: [
        ...(shootIds.length ? [{ shootId: { in: shootIds }, createdAt: { gte: since } }] : []),
        { result: { is: { variant: { path: ["orderId"], equals: order.id } } } },
      ],
    },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  return first?.createdAt ?? null;
}

/**
 * Edit credits the order granted that are gone from the buyer's balance: granted − already withdrawn
 * by an earlier refund of it − what is left (a balance holding more than the order granted means they
 * were not needed yet). Used credits are like a download: the guarantee no longer applies at once.
 */
export async function usedEditCredits(db: Reader, order: OrderToCheck): Promise<number> {
  const grants = await db.creditLedgerEntry.findMany({ where: { refType: "order", refId: order.id, kind: "EDIT", delta: { gt: 0 } }, select: { userId: true, delta: true } });
  const granted = new Map<string, number>();
  for (const g of grants) if (g.userId) granted.set(g.userId, (granted.get(g.userId) ?? 0) + g.delta);
  let used = 0;
  for (const [userId, count] of granted) {
    const withdrawn = order.refunds.length
      ? -((await db.creditLedgerEntry.aggregate({ where: { refType: "refund", refId: { in: order.refunds.map((r) => r.id) }, kind: "EDIT", userId }, _sum: { delta: true } }))._sum.delta ?? 0)
      : 0;
    const balance = (await db.user.findUnique({ where: { id: userId }, select: { editCredits: true } }))?.editCredits ?? 0;
    used += Math.max(0, count - withdrawn - balance);
  }
  return used;
}

export type GuaranteeCheck = {
  windowDays: number;
  /** The last moment of the money-back window. */
  deadline: Date;
  pastWindow: boolean;
  /** The first download of a photo the order paid for, if any. */
  downloadedAt: Date | null;
  /** Edit credits the order granted that were used (0: none). */
  usedEditCredits: number;
  /** Within the window, nothing downloaded and no granted edit credit used. */
  automatic: boolean;
};

export async function checkGuarantee(db: Reader, order: OrderToCheck, windowDays: number, now: Date): Promise<GuaranteeCheck> {
  const downloadedAt = await firstDownload(db, order);
  const used = await usedEditCredits(db, order);
  const deadline = new Date((order.paidAt ?? order.createdAt).getTime() + windowDays * DAY_MS);
  const pastWindow = now.getTime() > deadline.getTime();
  return { windowDays, deadline, pastWindow, downloadedAt, usedEditCredits: used, automatic: !pastWindow && !downloadedAt && used === 0 };
}

/** Why a request went to the admins (Refund.note, for them). */
export function reviewNote(check: GuaranteeCheck): string {
  const why: string[] = [];
  if (check.downloadedAt) why.push(`downloaded ${check.downloadedAt.toISOString()}`);
  if (check.usedEditCredits > 0) why.push(`used ${check.usedEditCredits} edit credits`);
  if (check.pastWindow) why.push(`past the ${check.windowDays}-day window`);
  return why.join("; ");
}

export type OrderForRefund = Order & {
  refunds: Refund[];
  shoots: { id: string }[];
  transactions: { providerRef: string; provider: string }[];
  package: { name: string } | null;
  user: { email: string; name: string | null; locale: string; deletedAt: Date | null } | null;
};

export const orderInclude = {
  refunds: { orderBy: { createdAt: "asc" } },
  shoots: { select: { id: true } },
  transactions: { where: { kind: "CHARGE", status: "SUCCEEDED" }, orderBy: { createdAt: "asc" }, select: { providerRef: true, provider: true } },
  package: { select: { name: true } },
  user: { select: { email: true, name: true, locale: true, deletedAt: true } },
} satisfies Prisma.OrderInclude;

/** The texts of the Refund namespace in `locale` (order descriptions in emails). */
export async function refundTranslator(locale: Locale) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Refund" });
  return (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
}

/** How an order is named to its buyer: the package, or what else it bought. */
export async function orderItem(order: Pick<Order, "kind" | "quantity"> & { package: { name: string } | null }, locale: Locale): Promise<string> {
  if (order.kind === "PACKAGE" && order.package) return order.package.name;
  return (await refundTranslator(locale))(`kinds.${order.kind}`, { count: order.quantity });
}
