// Spending photo credits (referral rewards, lib/referrals/reward.ts) on extra headshots: one credit is
// one extra headshot for a finished shoot, with no payment. The order is an extra-headshots UPSELL of
// total 0 (provider "credits") fulfilled by the same path as a paid one (fulfilInTx → deliverUpsellInTx:
// invoice, delivery plan, job dispatch), and the credits leave the balance through the ledger in the
// same transaction. Headshots that cannot be made give their credits back (upsell-credits-back.ts).
import "server-only";
import { z } from "zod";
import { currencyFor } from "@/lib/catalog/packages";
import type { Prisma, PrismaClient } from "@/lib/db";
import { LOCALES } from "@/lib/i18n/config";
import { readDelivery } from "@/lib/shoots/extra";
import { checkoutBlock } from "./blocked";
import { fulfilInTx } from "./fulfil";
import { PAYMENT_TX } from "./order-tx";
import type { UpsellError } from "./upsell";
import { upsellLabel, upsellPagePath, upsellTranslator, type UpsellMeta } from "./upsell-meta";
import { extraGenerationCheck, findUpsellShoot } from "./upsell-offer";

/** The provider recorded on an order paid with photo credits: no money moved. */
export const PHOTO_CREDITS_PROVIDER = "credits";
/** Headshots one spending may ask for (each is an engine run; a larger balance is spent in steps). */
export const MAX_CREDIT_HEADSHOTS = 200;

export const spendPhotoCreditsSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  shootId: z.string().trim().min(1).max(64),
  locale: z.enum(LOCALES),
  count: z.number().int().min(1).max(100_000),
  /** Chosen by the page once per spending: the same key again (a double click, a retry) spends once. */
  idempotencyKey: z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/),
});
export type SpendPhotoCreditsInput = z.input<typeof spendPhotoCreditsSchema>;

export type SpendPhotoCreditsResult =
  /** `url`: the page that follows the order, like a paid pack's return. `alreadySpent`: this key spent before. */
  | { ok: true; orderId: string; url: string; photoCredits: number; alreadySpent: boolean }
  | { ok: false; error: UpsellError };

/** Ends the transaction without a trace: nothing is spent when the headshots cannot be planned. */
class Refused extends Error {
  constructor(public readonly error: UpsellError) {
    super(error);
  }
}

const REFUSAL_AT_DELIVERY: Record<string, UpsellError> = { SHOOT_UNAVAILABLE: "SHOOT_NOT_READY", PHOTOS_MISSING: "PHOTOS_DELETED", NO_STYLES: "NO_STYLES" };

/**
 * Spends `count` of the person's photo credits on as many extra headshots for their shoot, in ONE
 * transaction with the person's row locked: an UPSELL order of total 0 PAID with its delivery queued
 * (the page's polling sends the job, as after a payment), the balance lowered with a ledger entry
 * (`order:{id}:photo-credits`). Refusals say why; nothing is half-done.
 */
export async function spendPhotoCredits(db: PrismaClient, raw: SpendPhotoCreditsInput, options: { now?: Date } = {}): Promise<SpendPhotoCreditsResult> {
  const parsed = spendPhotoCreditsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "INVALID_INPUT" };
  const input = parsed.data;
  if (input.count > MAX_CREDIT_HEADSHOTS) return { ok: false, error: "TOO_MANY_HEADSHOTS" };
  const now = options.now ?? new Date();

  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "NOT_SIGNED_IN" };
  if (await checkoutBlock(db, user.id)) return { ok: false, error: "BLOCKED" };
  const shoot = await findUpsellShoot(db, user.id, input.shootId);
  if (!shoot) return { ok: false, error: "SHOOT_NOT_FOUND" };

  const returnPath = upsellPagePath(shoot.id, "headshots", input.locale);
  const url = (orderId: string) => `${returnPath}?order=${encodeURIComponent(orderId)}`;
  const earlier = async (tx: PrismaClient | Prisma.TransactionClient) => {
    const order = await tx.order.findFirst({
      where: { userId: user.id, kind: "UPSELL", provider: PHOTO_CREDITS_PROVIDER, metadata: { path: ["photoCreditsKey"], equals: input.idempotencyKey } },
      select: { id: true, metadata: true, user: { select: { photoCredits: true } } },
    });
    if (!order) return null;
    // The key of another shoot's spending: a page bug, not a second spending.
    if ((order.metadata as { shootId?: unknown }).shootId !== shoot.id) return { ok: false as const, error: "INVALID_INPUT" as const };
    return { ok: true as const, orderId: order.id, url: url(order.id), photoCredits: order.user?.photoCredits ?? 0, alreadySpent: true };
  };
  // A repeat of a spending that went through is answered before the checks: its shoot may have moved on.
  const repeated = await earlier(db);
  if (repeated) return repeated;

  const check = await extraGenerationCheck(db, shoot, now);
  if (!check.ok) return { ok: false, error: check.reason };
  const t = await upsellTranslator(input.locale);
  const meta: UpsellMeta & { photoCreditsKey: string } = {
    type: "headshots", shootId: shoot.id, locale: input.locale, count: input.count, returnPath, unitAmount: 0, paidWith: "photoCredits",
    productName: upsellLabel(t, { type: "headshots", count: input.count, paidWith: "photoCredits" }, shoot.title, 1),
    photoCreditsKey: input.idempotencyKey,
  };

  try {
    return await db.$transaction(async (tx) => {
      // Every spending of this person waits here, so a balance is read and lowered by one at a time.
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
      const again = await earlier(tx);
      if (again) return again;
      const { photoCredits } = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { photoCredits: true } });
      if (input.count > photoCredits) throw new Refused("NOT_ENOUGH_CREDITS");

      const order = await tx.order.create({
        data: {
          userId: user.id, kind: "UPSELL", status: "PENDING", quantity: input.count, currency: currencyFor(input.locale), subtotal: 0, discount: 0, total: 0,
          provider: PHOTO_CREDITS_PROVIDER, styleIds: [], metadata: meta satisfies Prisma.InputJsonObject, createdAt: now,
        },
      });
      await fulfilInTx(tx, order.id, { provider: PHOTO_CREDITS_PROVIDER, providerRef: null, amount: 0 }, now);
      const delivery = readDelivery((await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { metadata: true } })).metadata);
      if (delivery?.state !== "queued") throw new Refused(REFUSAL_AT_DELIVERY[delivery?.code ?? ""] ?? "SHOOT_NOT_READY");

      const taken = await tx.user.updateMany({ where: { id: user.id, photoCredits: { gte: input.count } }, data: { photoCredits: { decrement: input.count } } });
      if (taken.count !== 1) throw new Refused("NOT_ENOUGH_CREDITS");
      const balance = photoCredits - input.count;
      await tx.creditLedgerEntry.create({
        data: {
          userId: user.id, kind: "PHOTO", delta: -input.count, balanceAfter: balance, reason: `${input.count} extra headshots`,
          refType: "order", refId: order.id, idempotencyKey: `order:${order.id}:photo-credits`, createdAt: now,
        },
      });
      return { ok: true as const, orderId: order.id, url: url(order.id), photoCredits: balance, alreadySpent: false };
    }, PAYMENT_TX);
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: e.error };
    throw e;
  }
}
