// Fulfilment of what was bought after the shoot, inside fulfilInTx's transaction (the order row is
// locked and known to be unfulfilled): order PAID, the charge, a gap-free invoice, then edit credits
// (balance + ledger, once) or extra headshots (styles added to the shoot, the plan of new results in the
// order's metadata). The generation job is sent by dispatchUpsellDeliveries, right when the buyer is
// back and every minute for payments only a webhook reported: pg-boss cannot be started inside this
// transaction, so the order's `delivery.state = "queued"` is the outbox. Likewise the refund owed when
// nothing can be made at payment (created APPROVED here) is paid back by that dispatch, after the commit.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { Prisma, PrismaClient } from "@/lib/db";
import { nextInvoiceNumber } from "@/lib/db/invoice-number";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES, SHOOT_HEARTBEAT_SECONDS, shootExpirySeconds } from "@/lib/jobs/queues";
import { failDelivery, lockShoot, planExtraResults, readDelivery, spreadOverStyles, type ExtraDelivery } from "@/lib/shoots/extra";
import { readShootParameter } from "@/lib/shoots/parameters";
import { payOwedUpsellRefunds } from "./upsell-refunds";
import { settleFailedDeliveryInTx, settleLeftDeliveries } from "./upsell-settle";
import { FulfilResult, OrderEmail, PaymentConfirmation } from "./fulfil-types";
import { PaymentError } from "./reasons";
import { sellerDetails } from "./seller";
import { readUpsellMeta, upsellLabel, upsellTranslator } from "./upsell-meta";

type Tx = Prisma.TransactionClient;

/** fulfilInTx's branch for UPSELL and EDIT_CREDITS orders. */
export async function deliverUpsellInTx(tx: Tx, orderId: string, payment: PaymentConfirmation, now: Date): Promise<{ result: FulfilResult; email: OrderEmail | null }> {
  const order = await tx.order.findUnique({ where: { id: orderId }, include: { user: { select: { id: true, email: true, name: true } } } });
  const meta = readUpsellMeta(order?.metadata);
  if (!order || !order.user || !meta || (order.kind !== "UPSELL" && order.kind !== "EDIT_CREDITS") || (order.kind === "EDIT_CREDITS") !== (meta.type === "editCredits")) {
    throw new PaymentError("UNSUPPORTED_ORDER", `order ${orderId} is not a purchase after the shoot`);
  }
  if (payment.amount !== order.total) throw new PaymentError("AMOUNT_MISMATCH", `order ${orderId} costs ${order.total} but ${payment.amount} was paid`);
  if (payment.currency && payment.currency.toUpperCase() !== order.currency) throw new PaymentError("CURRENCY_MISMATCH", `order ${orderId} is in ${order.currency}, paid in ${payment.currency}`);
  if (order.total > 0 && !payment.providerRef) throw new PaymentError("AMOUNT_MISMATCH", `order ${orderId}: a charge needs the provider's payment id`);
  const user = order.user;

  // Paid late (after the buyer replaced or left the checkout) is still paid: the money is real.
  await tx.order.update({ where: { id: orderId }, data: { status: "PAID", paidAt: now, canceledAt: null, provider: payment.provider } });
  if (order.total > 0) {
    await tx.transaction.create({ data: { orderId, provider: payment.provider, providerRef: payment.providerRef!, amount: payment.amount, currency: order.currency, kind: "CHARGE", status: "SUCCEEDED" } });
  }

  const shoot = await tx.shoot.findUnique({
    where: { id: meta.shootId },
    select: { id: true, title: true, state: true, deletedAt: true, photosPurgedAt: true, styleIds: true, package: { select: { headshots: true } } },
  });
  const t = await upsellTranslator(meta.locale);
  const quantity = meta.type === "styles" ? order.quantity : 1;
  const number = await nextInvoiceNumber(tx, now.getUTCFullYear());
  await tx.invoice.create({
    data: {
      number: number.number, year: number.year, sequence: number.sequence, orderId, userId: user.id, status: "PAID", currency: order.currency,
      // Prices are final prices, like a package's: no VAT is added or split out.
      subtotal: order.total, tax: 0, total: order.total,
      seller: sellerDetails(), buyer: { name: user.name ?? "", email: user.email }, locale: meta.locale,
      lines: [{ description: upsellLabel(t, meta, shoot?.title ?? "", quantity), quantity, unitAmount: meta.unitAmount, amount: order.subtotal }],
      issuedAt: now, paidAt: now,
    },
  });
  const result: FulfilResult = { status: "PAID", orderId, shootId: meta.shootId, invoiceNumber: number.number, alreadyFulfilled: false };

  if (meta.type === "editCredits") {
    const balance = await tx.user.update({ where: { id: user.id }, data: { editCredits: { increment: order.quantity } }, select: { editCredits: true } });
    await tx.creditLedgerEntry.create({
      data: { userId: user.id, kind: "EDIT", delta: order.quantity, balanceAfter: balance.editCredits, reason: `${order.quantity} edit credits bought`, refType: "order", refId: orderId, idempotencyKey: `order:${orderId}:edit-credits` },
    });
    return { result, email: null };
  }

  const queued = (plan: ExtraDelivery["plan"]): ExtraDelivery => ({ state: "queued", plan, planned: plan.reduce((n, e) => n + e.count, 0) });
  if (shoot) await lockShoot(tx, shoot.id);
  const current = shoot ? await tx.shoot.findUnique({ where: { id: shoot.id }, select: { state: true, deletedAt: true, photosPurgedAt: true, styleIds: true } }) : null;
  if (!shoot || !current || current.deletedAt || current.state !== "ACTIVE" || current.photosPurgedAt) {
    // Deleted, or its photos purged, between checkout and payment: nothing can be made, the money goes back.
    const reason = !current || current.deletedAt || current.state !== "ACTIVE" ? "SHOOT_UNAVAILABLE" : "PHOTOS_MISSING";
    const fresh = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { id: true, total: true, currency: true, metadata: true } });
    await settleFailedDeliveryInTx(tx, fresh, failDelivery({ state: "queued", plan: [], planned: meta.count }, { code: reason, reason: `at payment: ${reason}`, giveBack: true }));
    return { result, email: null };
  }

  let wants: { styleId: string; count: number }[];
  if (meta.type === "styles") {
    const per = meta.headshotsPerStyle ?? Math.max(1, Math.floor(meta.count / Math.max(1, order.styleIds.length)));
    // A style bought twice (two open checkouts, both paid) adds its headshots again, after the first ones.
    const added = order.styleIds.filter((id) => !current.styleIds.includes(id));
    if (added.length) await tx.shoot.update({ where: { id: shoot.id }, data: { styleIds: [...current.styleIds, ...added] } });
    wants = order.styleIds.map((styleId) => ({ styleId, count: per }));
  } else {
    const existing = await tx.style.findMany({ where: { id: { in: current.styleIds } }, select: { id: true } });
    wants = spreadOverStyles(current.styleIds.filter((id) => existing.some((s) => s.id === id)), meta.count);
  }
  const plan = await planExtraResults(tx, { id: shoot.id, packageHeadshots: shoot.package.headshots }, wants);
  if (plan.length === 0) {
    const fresh = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { id: true, total: true, currency: true, metadata: true } });
    await settleFailedDeliveryInTx(tx, fresh, failDelivery(queued(plan), { code: "NO_STYLES", reason: "at payment: the shoot has no style to add headshots to", giveBack: true }));
    return { result, email: null };
  }
  await tx.order.update({ where: { id: orderId }, data: { metadata: { ...(order.metadata as Prisma.JsonObject), delivery: queued(plan) } } });
  return { result, email: null };
}

/**
 * Sends the generation job of paid orders whose delivery is still queued (all of them, or those of one
 * order, shoot or person), each in a transaction that marks it sent: a job is never sent twice. Then
 * settles failed deliveries a lost worker left unsettled (upsell-settle.ts) and pays back the owed
 * refunds of failed deliveries nobody tried to pay yet (upsell-refunds.ts).
 * Returns how many jobs were sent.
 */
export async function dispatchUpsellDeliveries(db: PrismaClient, boss: PgBoss, filter: { orderId?: string; shootId?: string; userId?: string } = {}): Promise<number> {
  const waiting = await db.order.findMany({
    where: {
      kind: "UPSELL", status: "PAID",
      ...(filter.orderId ? { id: filter.orderId } : {}),
      ...(filter.userId ? { userId: filter.userId } : {}),
      AND: [{ metadata: { path: ["delivery", "state"], equals: "queued" } }, ...(filter.shootId ? [{ metadata: { path: ["shootId"], equals: filter.shootId } }] : [])],
    },
    orderBy: { paidAt: "asc" },
    select: { id: true },
    take: 50,
  });
  let sent = 0;
  for (const { id } of waiting) {
    const done = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${id} FOR UPDATE`;
      const order = await tx.order.findUnique({ where: { id }, select: { metadata: true } });
      const delivery = readDelivery(order?.metadata);
      if (!order || delivery?.state !== "queued") return false;
      const shootId = String((order.metadata as { shootId?: unknown }).shootId ?? "");
      const shoot = await tx.shoot.findUnique({ where: { id: shootId }, select: { package: { select: { printSize: true } } } });
      const retryLimit = await readShootParameter(tx, "shoots.maxAutoRetries");
      const jobId = await enqueue(boss, tx, QUEUES.shootExtra, { orderId: id }, {
        retryLimit, heartbeatSeconds: SHOOT_HEARTBEAT_SECONDS, expireInSeconds: shootExpirySeconds(delivery.planned, shoot?.package.printSize ?? null),
      });
      await tx.order.update({ where: { id }, data: { metadata: { ...(order.metadata as Prisma.JsonObject), delivery: { ...delivery, state: "generating", jobId } } } });
      return true;
    });
    if (done) sent++;
  }
  await settleLeftDeliveries(db, filter);
  await payOwedUpsellRefunds(db, filter);
  return sent;
}
