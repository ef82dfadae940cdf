// How a purchase after the shoot stands, for the pages that follow it without a reload: the order (paid?
// how many new headshots made so far?) and the shoot's deliveries under way, with the credit balance.
import "server-only";
import type { PgBoss } from "pg-boss";
import type { OrderStatus, PrismaClient } from "@/lib/db";
import { countDelivered, readDelivery, type ExtraDelivery } from "@/lib/shoots/extra";
import { dispatchUpsellDeliveries } from "./deliver-upsell";
import { syncOrderWithProvider } from "./orders";
import { photoCreditsGivenBack } from "./upsell-credits-back";
import { orderIdSchema } from "./schemas";
import { readUpsellMeta, type UpsellKind } from "./upsell-meta";
import { payOwedUpsellRefunds } from "./upsell-refunds";

export type DeliveryProgress = { state: ExtraDelivery["state"]; planned: number; delivered: number; refundRequested: boolean };

export type UpsellOrderStatus = {
  id: string;
  status: OrderStatus;
  provider: string;
  type: UpsellKind;
  /** Headshots (styles × per style, or the pack) or edit credits bought. */
  count: number;
  shootId: string;
  currency: string;
  total: number;
  /** Extra headshots: the plan and how far it is (null for credits, and before the payment). */
  delivery: DeliveryProgress | null;
  /** The buyer's edit-credit balance now. */
  editCredits: number;
  /** Paid with photo credits (no money): how many came back because their headshots could not be made, and the balance now. */
  photoCredits: { returned: number; balance: number } | null;
};

async function progress(db: PrismaClient, shootId: string, delivery: ExtraDelivery | null): Promise<DeliveryProgress | null> {
  if (!delivery) return null;
  return { state: delivery.state, planned: delivery.planned, delivered: await countDelivered(db, shootId, delivery.plan), refundRequested: Boolean(delivery.refundId) };
}

/** The order if it is `userId`'s and was bought after the shoot; null otherwise. */
export async function getUpsellOrderStatus(db: PrismaClient, input: { userId: string; orderId: string }): Promise<UpsellOrderStatus | null> {
  const id = orderIdSchema.safeParse(input.orderId);
  if (!id.success) return null;
  const order = await db.order.findUnique({
    where: { id: id.data },
    select: { id: true, userId: true, kind: true, status: true, provider: true, currency: true, total: true, metadata: true, user: { select: { editCredits: true, photoCredits: true } } },
  });
  const meta = readUpsellMeta(order?.metadata);
  if (!order || order.userId !== input.userId || !meta || (order.kind !== "UPSELL" && order.kind !== "EDIT_CREDITS")) return null;
  return {
    id: order.id, status: order.status, provider: order.provider, type: meta.type, count: meta.count, shootId: meta.shootId, currency: order.currency, total: order.total,
    delivery: await progress(db, meta.shootId, readDelivery(order.metadata)),
    editCredits: order.user?.editCredits ?? 0,
    photoCredits: meta.paidWith === "photoCredits" ? { returned: await photoCreditsGivenBack(db, order.id), balance: order.user?.photoCredits ?? 0 } : null,
  };
}

/** Back from Stripe before its webhook: Stripe is asked at most this often per order while a page follows it. */
const SYNC_EVERY_MS = 5_000;
const lastSync = new Map<string, number>();

/**
 * The order as a page following it should see it, moved on where it can be: still unpaid at Stripe →
 * ask Stripe (like the success page); paid with its extra headshots still queued → send their job.
 */
export async function followUpsellOrder(db: PrismaClient, input: { userId: string; orderId: string }, boss: () => Promise<PgBoss>, now = Date.now()): Promise<UpsellOrderStatus | null> {
  let status = await getUpsellOrderStatus(db, input);
  if (!status) return null;
  if (status.status === "PENDING" && status.provider !== "test" && now - (lastSync.get(status.id) ?? 0) > SYNC_EVERY_MS) {
    if (lastSync.size > 10_000) lastSync.clear();
    lastSync.set(status.id, now);
    await syncOrderWithProvider(db, status.id).catch((e: unknown) => console.warn(`[upsell] sync of order ${status?.id} failed: ${e instanceof Error ? e.message : String(e)}`));
    status = await getUpsellOrderStatus(db, input);
  }
  if (status?.status === "PAID" && status.delivery?.state === "queued") {
    await dispatchUpsellDeliveries(db, await boss(), { orderId: status.id });
    status = await getUpsellOrderStatus(db, input);
  } else if (status?.status === "PAID" && status.delivery?.state === "failed" && status.delivery.refundRequested) {
    // Nothing could be made at payment: the money owed goes back now rather than at the next minute's dispatch.
    if ((await payOwedUpsellRefunds(db, { orderId: status.id })) > 0) status = await getUpsellOrderStatus(db, input);
  }
  return status;
}

export type ShootDeliveries = {
  /** Generated results the gallery shows (editor versions and removed ones left out). */
  results: number;
  editCredits: number;
  photoCredits: number;
  /** Paid extra headshots not finished yet (queued or being made). */
  pending: ({ orderId: string } & DeliveryProgress)[];
};

/** getShootDeliveries for a page following them: extra headshots still queued get their job sent first. */
export async function followShootDeliveries(db: PrismaClient, input: { userId: string; shootId: string }, boss: () => Promise<PgBoss>): Promise<ShootDeliveries | null> {
  const deliveries = await getShootDeliveries(db, input);
  if (!deliveries?.pending.some((d) => d.state === "queued")) return deliveries;
  await dispatchUpsellDeliveries(db, await boss(), { shootId: input.shootId, userId: input.userId });
  return getShootDeliveries(db, input);
}

/** The extra headshots under way for `userId`'s shoot; null when the shoot is not theirs. */
export async function getShootDeliveries(db: PrismaClient, input: { userId: string; shootId: string }): Promise<ShootDeliveries | null> {
  if (input.shootId.length === 0 || input.shootId.length > 64) return null;
  const shoot = await db.shoot.findFirst({ where: { id: input.shootId, userId: input.userId, deletedAt: null }, select: { id: true, user: { select: { editCredits: true, photoCredits: true } } } });
  if (!shoot) return null;
  const [results, orders] = await Promise.all([
    db.result.count({ where: { shootId: shoot.id, version: 1, parentResultId: null, deletedAt: null } }),
    db.order.findMany({
      where: {
        userId: input.userId, kind: "UPSELL", status: "PAID",
        metadata: { path: ["shootId"], equals: shoot.id },
        OR: [{ metadata: { path: ["delivery", "state"], equals: "queued" } }, { metadata: { path: ["delivery", "state"], equals: "generating" } }],
      },
      orderBy: { paidAt: "asc" },
      select: { id: true, metadata: true },
    }),
  ]);
  const pending: ShootDeliveries["pending"] = [];
  for (const o of orders) {
    const delivery = readDelivery(o.metadata);
    if (delivery?.state !== "queued" && delivery?.state !== "generating") continue;
    pending.push({ orderId: o.id, ...(await progress(db, shoot.id, delivery))! });
  }
  return { results, editCredits: shoot.user.editCredits, photoCredits: shoot.user.photoCredits, pending };
}
