// Extra headshots for a finished (ACTIVE) shoot, bought after the shoot (lib/payments/deliver-upsell.ts):
// the plan of what to make, and the job that makes it while the gallery stays open.
//
// The plan lives in the order's metadata (`delivery`), written in the payment's transaction. Each entry
// is one style: `count` results at indices `start…start+count-1` (ids from resultIdFor, after every index
// the style's results or an earlier purchase's plan already use, so ids never collide) and engine
// variations from `variationOffset` on (past every variation the shoot used so far: new light, framing,
// crop and source-photo combinations). An entry's rows are written in one transaction once its files are
// stored, with the order row locked and the order still PAID (a refund meanwhile stops the job and its
// files go), so an entry with rows is done and a redelivered job skips it. A delivery that fails (or ends
// short: images the engine dropped) is marked failed here with why and whether what was not made is owed
// back; giving it back (money or photo credits) is the payments' business (lib/payments/upsell-settle.ts),
// which the job handlers (lib/jobs/handlers.ts) call once this module reports how the delivery ended.
import "server-only";
import { z } from "zod";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { isUndeliverable } from "@/lib/email/undeliverable";
import { EngineError, type EngineStyle, type GeneratedImage, type OutputSize } from "@/lib/engine/engine";
import { isLocale } from "@/lib/i18n/config";
import { PORTRAIT_SIZE, resultIdFor, splitHeadshots, type GenerationServices } from "./generate";
import { engineSubject } from "./personal-info";
import { resultPrefix, storeResultFiles } from "./result-files";

type Tx = Prisma.TransactionClient;

const planEntry = z.object({ styleId: z.string().min(1), start: z.number().int().min(0), count: z.number().int().min(1), variationOffset: z.number().int().min(0) });
export type ExtraPlanEntry = z.infer<typeof planEntry>;

const deliverySchema = z.object({
  /** queued: paid, job not sent yet · generating: job sent · done · failed (a refund was requested when money is owed). */
  state: z.enum(["queued", "generating", "done", "failed"]),
  plan: z.array(planEntry),
  /** Results planned in all (sum of the entries' counts). */
  planned: z.number().int().min(0),
  jobId: z.string().optional(),
  code: z.string().optional(),
  refundId: z.string().optional(),
  /** Failed: why, for the audit entry and the refund. Dropped once settled. */
  reason: z.string().optional(),
  /** Failed: whether what was not made is owed back (not when the order stopped being PAID). Dropped once settled. */
  giveBack: z.boolean().optional(),
  /** Failed and not settled by the payments yet (lib/payments/upsell-settle.ts): what is owed back and the audit entry are still to come. */
  unsettled: z.literal(true).optional(),
});
export type ExtraDelivery = z.infer<typeof deliverySchema>;

/** The delivery an order's metadata holds, or null (not an extra-headshots order, or malformed). */
export function readDelivery(metadata: unknown): ExtraDelivery | null {
  const parsed = deliverySchema.safeParse((metadata as { delivery?: unknown } | null)?.delivery);
  return parsed.success ? parsed.data : null;
}

/** The ids of every result a plan makes. */
export function plannedResultIds(shootId: string, plan: ExtraPlanEntry[]): string[] {
  return plan.flatMap((e) => Array.from({ length: e.count }, (_, k) => resultIdFor(shootId, e.styleId, e.start + k)));
}

/** Results of a plan already made. */
export async function countDelivered(db: PrismaClient | Tx, shootId: string, plan: ExtraPlanEntry[]): Promise<number> {
  const ids = plannedResultIds(shootId, plan);
  return ids.length ? db.result.count({ where: { id: { in: ids } } }) : 0;
}

/** Extra headshots in the shoot's styles: `count` spread evenly over them (the first ones one more). */
export function spreadOverStyles(styleIds: string[], count: number): { styleId: string; count: number }[] {
  const counts = splitHeadshots(count, styleIds.length);
  return styleIds.map((styleId, i) => ({ styleId, count: counts[i]! })).filter((w) => w.count > 0);
}

const FULFILLED = ["PAID", "REFUNDED", "PARTIALLY_REFUNDED"] as const;

/**
 * Where each wanted style's extra results go. Call it inside the payment's transaction with the shoot
 * row locked (`lockShoot`), so two purchases for one shoot are planned one after the other.
 */
export async function planExtraResults(tx: Tx, shoot: { id: string; packageHeadshots: number }, wants: { styleId: string; count: number }[]): Promise<ExtraPlanEntry[]> {
  const rows = await tx.result.groupBy({ by: ["styleId"], where: { shootId: shoot.id, version: 1, parentResultId: null }, _count: { _all: true } });
  const earlier = await tx.order.findMany({ where: { kind: "UPSELL", status: { in: [...FULFILLED] }, metadata: { path: ["shootId"], equals: shoot.id } }, select: { metadata: true } });
  const next = new Map<string, number>();
  for (const r of rows) if (r.styleId) next.set(r.styleId, r._count._all);
  let cursor = shoot.packageHeadshots;
  for (const o of earlier) {
    for (const e of readDelivery(o.metadata)?.plan ?? []) {
      next.set(e.styleId, Math.max(next.get(e.styleId) ?? 0, e.start + e.count));
      cursor = Math.max(cursor, e.variationOffset + e.count);
    }
  }
  const plan: ExtraPlanEntry[] = [];
  for (const want of wants) {
    if (want.count <= 0) continue;
    const start = next.get(want.styleId) ?? 0;
    plan.push({ styleId: want.styleId, start, count: want.count, variationOffset: cursor });
    next.set(want.styleId, start + want.count);
    cursor += want.count;
  }
  return plan;
}

export async function lockShoot(tx: Tx, shootId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Shoot" WHERE "id" = ${shootId} FOR UPDATE`;
}

/** The order row can be held a moment by a payment or a refund completing. */
const ENTRY_TX = { maxWait: 15_000, timeout: 30_000 } as const;

async function lockOrderRow(tx: Tx, orderId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
}

/**
 * The delivery failed for good, or ended short: failed, with why and whether what was not made is owed
 * back, left unsettled for the payments to give it back (settleExtraDelivery in lib/payments/upsell-settle.ts).
 */
export function failDelivery(delivery: ExtraDelivery, failure: { code: string; reason: string; giveBack: boolean }): ExtraDelivery {
  return { ...delivery, state: "failed", code: failure.code, reason: failure.reason, giveBack: failure.giveBack, unsettled: true };
}

/**
 * Moves a delivery from one state to another, once (the order row is locked; a state already left is not
 * changed). True when this call changed it.
 */
async function changeDelivery(db: PrismaClient, orderId: string, change: (delivery: ExtraDelivery) => ExtraDelivery): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockOrderRow(tx, orderId);
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { metadata: true } });
    const delivery = order ? readDelivery(order.metadata) : null;
    if (!order || !delivery || delivery.state === "done" || delivery.state === "failed") return false;
    const next = change(delivery);
    if (next !== delivery) await tx.order.update({ where: { id: orderId }, data: { metadata: { ...((order.metadata ?? {}) as Prisma.JsonObject), delivery: next } } });
    return true;
  }, ENTRY_TX);
}

export type ExtraJob = {
  orderId: string;
  /** 0 on the first delivery, then 1, 2… (pg-boss's retryCount). */
  attempt: number;
  retryLimit: number;
  signal?: AbortSignal;
};

export type ExtraOutcome =
  | { status: "done"; results: number }
  | { status: "skipped"; reason: string }
  | { status: "failed"; code: string }
  | { status: "retry"; code: string; error: Error }
  | { status: "aborted" };

class ExtraFailure extends Error {
  constructor(public readonly code: string, message: string, public readonly retryable: boolean) {
    super(message);
  }
}

/** The order stopped being PAID (refunded) or its delivery was settled while the job ran: nothing more is written. */
class DeliveryStopped extends Error {}

const sizeKey = (s: OutputSize) => `${s.width}x${s.height}`;

/**
 * Makes (or finishes) the extra results of one paid order. The shoot stays ACTIVE throughout: each
 * style's new results appear in the gallery as soon as they are committed. Never throws for a failure
 * of the delivery itself: see the outcome ("retry" asks the queue to try again later).
 */
export async function runExtraGeneration(services: GenerationServices, job: ExtraJob): Promise<ExtraOutcome> {
  const { db, storage } = services;
  const order = await db.order.findUnique({ where: { id: job.orderId }, select: { id: true, kind: true, status: true, metadata: true } });
  const delivery = order ? readDelivery(order.metadata) : null;
  const shootId = (order?.metadata as { shootId?: unknown } | null)?.shootId;
  if (!order || order.kind !== "UPSELL" || !delivery || typeof shootId !== "string") return { status: "skipped", reason: "not an extra-headshots order" };
  if (delivery.state === "done" || delivery.state === "failed") return { status: "skipped", reason: `already ${delivery.state}` };
  if (order.status !== "PAID") {
    // Refunded before it was made: nothing is owed any more.
    await changeDelivery(db, order.id, (d) => failDelivery(d, { code: "ORDER_NOT_PAID", reason: `order is ${order.status}`, giveBack: false }));
    return { status: "skipped", reason: `order ${order.status}` };
  }

  try {
    const shoot = await db.shoot.findUnique({
      where: { id: shootId },
      include: {
        package: { select: { outputSize: true, printSize: true } },
        organization: { select: { brandColors: true } },
        user: { select: { email: true, name: true, locale: true, deletedAt: true } },
      },
    });
    const available = async () => {
      const now = await db.shoot.findUnique({ where: { id: shootId }, select: { state: true, deletedAt: true } });
      if (!now || now.deletedAt || now.state !== "ACTIVE") throw new ExtraFailure("SHOOT_UNAVAILABLE", `shoot ${shootId} is ${now?.state ?? "gone"}`, false);
    };
    if (!shoot) throw new ExtraFailure("SHOOT_UNAVAILABLE", `shoot ${shootId} is gone`, false);
    await available();

    const photoRows = await db.uploadedPhoto.findMany({ where: { shootId, accepted: true, deletedAt: null }, orderBy: { createdAt: "asc" }, select: { storageKey: true } });
    const photos: Buffer[] = [];
    for (const p of photoRows) {
      const bytes = await storage.get(p.storageKey);
      if (bytes) photos.push(bytes);
    }
    if (!photos.length) throw new ExtraFailure("PHOTOS_MISSING", `none of the ${photoRows.length} accepted photos is in storage`, false);

    const styleRows = await db.style.findMany({ where: { id: { in: delivery.plan.map((e) => e.styleId) } }, include: { backdrop: true, outfit: true } });
    const sizes: OutputSize[] = [{ width: shoot.package.outputSize, height: shoot.package.outputSize }, PORTRAIT_SIZE];
    const print = shoot.package.printSize ? { width: shoot.package.printSize, height: shoot.package.printSize } : null;
    if (print) sizes.push(print);
    const engine = await services.engine();

    if (delivery.state === "queued") await changeDelivery(db, order.id, (d) => ({ ...d, state: "generating" }));

    const runEntry = async (entry: ExtraPlanEntry) => {
      const ids = Array.from({ length: entry.count }, (_, k) => resultIdFor(shootId, entry.styleId, entry.start + k));
      if ((await db.result.count({ where: { id: { in: ids } } })) > 0) return;
      await available();
      const style = styleRows.find((s) => s.id === entry.styleId);
      if (!style) throw new ExtraFailure("STYLE_GONE", `style ${entry.styleId} no longer exists`, false);
      // Files a previous delivery stored for this entry before it was stopped.
      for (const id of ids) await storage.deletePrefix(resultPrefix(shootId, id));

      const engineStyle: EngineStyle = {
        id: style.slug,
        backdrop: { kind: style.backdrop.kind, colors: style.backdrop.colors },
        outfit: { slug: style.outfit.slug, description: style.outfit.name },
        brandColors: shoot.organization?.brandColors.length ? shoot.organization.brandColors : undefined,
      };
      const generated = await engine.generate({
        photos, style: engineStyle, count: entry.count, variationOffset: entry.variationOffset, sizes,
        subject: engineSubject(shoot), signal: job.signal,
      });
      const byVariant = new Map<string, GeneratedImage[]>();
      for (const img of generated.images) {
        const key = JSON.stringify(img.variant);
        byVariant.set(key, [...(byVariant.get(key) ?? []), img]);
      }
      const rows: Prisma.ResultCreateManyInput[] = [];
      for (const images of byVariant.values()) {
        const find = (s: OutputSize) => images.find((img) => img.width === s.width && img.height === s.height);
        const main = find(sizes[0]!);
        if (!main || rows.length >= entry.count) continue;
        const id = ids[rows.length]!;
        const files = await storeResultFiles(storage, shootId, id, { main, portrait: find(PORTRAIT_SIZE), print: print ? find(print) : undefined });
        rows.push({
          id, shootId, styleId: style.id, storageKey: files.main, width: main.width, height: main.height, likeness: main.likeness ?? null,
          variant: {
            ...main.variant, engine: engine.id, files, orderId: order.id,
            sizes: { main: sizeKey(main), ...(files.portrait ? { portrait: sizeKey(PORTRAIT_SIZE) } : {}), ...(files.print && print ? { print: sizeKey(print) } : {}) },
          },
        });
      }
      if (!rows.length) throw new ExtraFailure("NO_USABLE_RESULT", `style ${style.slug}: the engine returned no usable image`, false);
      // Written only while the order is still PAID and its delivery open, under the order's row lock: a
      // refund completing meanwhile (which hides the order's results) is either before this or after it.
      const stopped = await db.$transaction(async (tx) => {
        await lockOrderRow(tx, order.id);
        const now = await tx.order.findUnique({ where: { id: order.id }, select: { status: true, metadata: true } });
        if (!now || now.status !== "PAID") return `order ${now?.status ?? "gone"}`;
        if (readDelivery(now.metadata)?.state === "failed") return "delivery already settled";
        await tx.result.createMany({ data: rows, skipDuplicates: true });
        return null;
      }, ENTRY_TX);
      if (stopped) {
        const kept = new Set((await db.result.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id));
        for (const row of rows) if (row.id && !kept.has(row.id)) await storage.deletePrefix(resultPrefix(shootId, row.id));
        throw new DeliveryStopped(stopped);
      }
    };

    // Two entries side by side (the CPU studio engine has two workers); the first failure stops the rest.
    let next = 0;
    let failure: unknown = null;
    const lane = async () => {
      while (failure === null && next < delivery.plan.length && !job.signal?.aborted) {
        const entry = delivery.plan[next++]!;
        await runEntry(entry).catch((e: unknown) => { failure ??= e; });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(services.styleLanes ?? 2, delivery.plan.length)) }, lane));
    if (failure !== null) throw failure;
    if (job.signal?.aborted) return { status: "aborted" };

    // The engine may drop images (likeness check): what was paid for and not made is owed back, once.
    const results = await countDelivered(db, shootId, delivery.plan);
    const settled = results < delivery.planned
      ? await changeDelivery(db, order.id, (d) => failDelivery(d, { code: "SHORT_DELIVERY", reason: `the engine made ${results} of ${d.planned} usable headshots`, giveBack: true }))
      : await changeDelivery(db, order.id, (d) => ({ ...d, state: "done" }));
    if (settled && results > 0 && !isUndeliverable(shoot.user.email) && !shoot.user.deletedAt) {
      const locale = isLocale(shoot.user.locale) ? shoot.user.locale : "en";
      await sendEmail(db, {
        to: shoot.user.email, template: "shoot-ready", locale,
        data: { name: shoot.user.name ?? "", url: appLink(services.appUrl, `/app/results/${shoot.id}`, locale), title: shoot.title, count: String(results) },
      }).catch((err: unknown) => console.error(`[upsell] ready email for order ${order.id} failed:`, err));
    }
    return { status: "done", results };
  } catch (err) {
    if (err instanceof DeliveryStopped) {
      await changeDelivery(db, order.id, (d) => failDelivery(d, { code: "ORDER_NOT_PAID", reason: err.message, giveBack: false }));
      return { status: "skipped", reason: err.message };
    }
    if (job.signal?.aborted) return { status: "aborted" };
    const error = err instanceof Error ? err : new Error(String(err));
    const code = err instanceof ExtraFailure || err instanceof EngineError ? err.code : "INTERNAL";
    const retryable = err instanceof ExtraFailure || err instanceof EngineError ? err.retryable : true;
    if (retryable && job.attempt < job.retryLimit) {
      console.warn(`[upsell] order ${order.id}: attempt ${job.attempt + 1} failed (${code}: ${error.message}); retrying`);
      return { status: "retry", code, error };
    }
    await changeDelivery(db, order.id, (d) => failDelivery(d, { code, reason: `${code}: ${error.message}`, giveBack: true }));
    console.error(`[upsell] order ${order.id}: extra headshots failed: ${code}: ${error.message}`);
    return { status: "failed", code };
  }
}

/**
 * The queue gave up on an order's job without the handler settling it (its worker was lost on every
 * attempt): the delivery fails, what was not made owed back. Nothing to do if it ended.
 */
export async function markExtraLost(db: PrismaClient, orderId: string): Promise<boolean> {
  return changeDelivery(db, orderId, (d) => failDelivery(d, { code: "WORKER_LOST", reason: "the job was lost on every attempt", giveBack: true }));
}
