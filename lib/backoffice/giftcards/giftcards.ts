// Gift cards issued by platform admins (/admin/giftcard): a batch of 1-500 codes bound to a package
// (lib/giftcards/codes.ts makes the codes), the list with its filters and CSV, and voiding a card
// nobody redeemed. Every change writes its audit row in its own transaction. Redeeming stays in
// lib/payments (redeem.ts, fulfil.ts): a voided card is INACTIVE there, and fulfil only takes an UNUSED one.
import "server-only";
import type { GiftCardStatus, Prisma, PrismaClient } from "@/lib/db";
import { auditFields, recordAudit } from "@/lib/audit/record";
import { newGiftCardCode } from "@/lib/giftcards/codes";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import { BackofficeError } from "../errors";
import type { AdminGiftCardQuery, GiftCardBatchInput } from "./schemas";

const NS = "BackofficeCoupons";
const TX = { maxWait: 20_000, timeout: 30_000 } as const;
export const GIFT_CARD_AUDIT_FIELDS = ["code", "packageId", "status", "expiresAt", "batchId", "redeemedById", "redeemedAt"] as const;
const BATCH_AUDIT_FIELDS = ["label", "packageId", "quantity", "expiresAt"] as const;

export type IssuedBatch = { id: string; label: string; codes: string[]; replayed: boolean };

/**
 * Issues `quantity` new codes for `packageId` as one batch. `requestId` is the batch's id: a second
 * submit of the same form returns the batch it issued, nothing doubled.
 */
export async function issueGiftCardBatch(db: PrismaClient, input: GiftCardBatchInput & { actorId: string; now?: Date }): Promise<IssuedBatch> {
  const now = input.now ?? new Date();
  const earlier = async (): Promise<IssuedBatch | null> => {
    const batch = await db.giftCardBatch.findUnique({ where: { id: input.requestId }, include: { cards: { select: { code: true }, orderBy: { code: "asc" } } } });
    return batch && { id: batch.id, label: batch.label, codes: batch.cards.map((c) => c.code), replayed: true };
  };
  const seen = await earlier();
  if (seen) return seen;
  const pkg = await db.package.findUnique({ where: { id: input.packageId }, select: { id: true, slug: true, name: true } });
  if (!pkg) throw new BackofficeError(NS, "UNKNOWN_PACKAGE");
  const label = input.label ?? `${pkg.name} × ${input.quantity}, ${now.toISOString().slice(0, 10)}`;
  try {
    return await db.$transaction(async (tx) => {
      const batch = await tx.giftCardBatch.create({
        data: { id: input.requestId, label, packageId: pkg.id, quantity: input.quantity, expiresAt: input.expiresAt, createdById: input.actorId, createdAt: now },
      });
      const codes = new Set<string>();
      // 60 random bits a code: a collision with an existing card is all but impossible, but is retried, not failed.
      while (codes.size < input.quantity) {
        const wanted = Array.from({ length: input.quantity - codes.size }, newGiftCardCode).filter((c) => !codes.has(c));
        const clash = new Set((await tx.giftCard.findMany({ where: { code: { in: wanted } }, select: { code: true } })).map((c) => c.code));
        const clashCoupon = new Set((await tx.coupon.findMany({ where: { code: { in: wanted } }, select: { code: true } })).map((c) => c.code));
        for (const c of wanted) if (!clash.has(c) && !clashCoupon.has(c) && codes.size < input.quantity) codes.add(c);
      }
      await tx.giftCard.createMany({
        data: [...codes].map((code) => ({ code, packageId: pkg.id, tier: pkg.slug, expiresAt: input.expiresAt, batchId: batch.id, createdAt: now })),
      });
      await recordAudit(tx, {
        actorId: input.actorId, action: "giftcard.batch.issue", target: ["GiftCardBatch", batch.id],
        after: auditFields(batch, BATCH_AUDIT_FIELDS), data: { codes: codes.size },
      });
      return { id: batch.id, label, codes: [...codes].sort(), replayed: false };
    }, TX);
  } catch (e) {
    // The same form submitted twice at once: the batch's primary key lets one through.
    if ((e as { code?: string }).code === "P2002") {
      const again = await earlier();
      if (again) return again;
    }
    throw e;
  }
}

/** Voids a card nobody redeemed (it answers INACTIVE at checkout and /redeem); a redeemed one is WRONG_STATE. */
export async function voidGiftCard(db: PrismaClient, input: { giftCardId: string; actorId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "GiftCard" WHERE "id" = ${input.giftCardId} FOR UPDATE`;
    if (!rows[0]) throw new BackofficeError(NS, "NOT_FOUND");
    const before = await tx.giftCard.findUniqueOrThrow({ where: { id: input.giftCardId } });
    if (before.status === "VOID") return; // voided already: a double submit changes nothing
    if (before.status !== "UNUSED") throw new BackofficeError(NS, "WRONG_STATE");
    // A card someone is paying with right now (an open checkout holds it) is not pulled from under them.
    const pending = await tx.order.count({ where: { giftCardId: before.id, status: "PENDING" } });
    if (pending > 0) throw new BackofficeError(NS, "WRONG_STATE");
    const after = await tx.giftCard.update({ where: { id: before.id }, data: { status: "VOID" } });
    await recordAudit(tx, { actorId: input.actorId, action: "giftcard.void", target: ["GiftCard", after.id], before: auditFields(before, GIFT_CARD_AUDIT_FIELDS), after: auditFields(after, GIFT_CARD_AUDIT_FIELDS) });
  });
}

export type AdminGiftCardRow = {
  id: string; code: string; status: GiftCardStatus; packageName: string; batchId: string | null; batchLabel: string | null;
  redeemedBy: string | null; redeemedAt: Date | null; expiresAt: Date | null; createdAt: Date;
};

const SELECT = {
  id: true, code: true, status: true, batchId: true, redeemedAt: true, expiresAt: true, createdAt: true,
  package: { select: { name: true } }, batch: { select: { label: true } }, redeemedBy: { select: { email: true } },
} as const;
type Selected = Prisma.GiftCardGetPayload<{ select: typeof SELECT }>;
const row = (c: Selected): AdminGiftCardRow => ({
  id: c.id, code: c.code, status: c.status, packageName: c.package.name, batchId: c.batchId, batchLabel: c.batch?.label ?? null,
  redeemedBy: c.redeemedBy?.email ?? null, redeemedAt: c.redeemedAt, expiresAt: c.expiresAt, createdAt: c.createdAt,
});

export function adminGiftCardWhere(query: Pick<AdminGiftCardQuery, "q" | "status" | "packageId" | "batchId">): Prisma.GiftCardWhereInput {
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.packageId ? { packageId: query.packageId } : {}),
    ...(query.batchId ? { batchId: query.batchId } : {}),
    ...(query.q ? { OR: [{ code: { contains: query.q, mode: "insensitive" } }, { redeemedBy: { email: { contains: query.q, mode: "insensitive" } } }] } : {}),
  };
}

export async function findAdminGiftCardPage(db: PrismaClient, query: AdminGiftCardQuery): Promise<Page<AdminGiftCardRow>> {
  const where = adminGiftCardWhere(query);
  const [items, total] = await Promise.all([
    db.giftCard.findMany({ where, orderBy: [{ [query.sort.field]: query.sort.desc ? "desc" : "asc" }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.giftCard.count({ where }),
  ]);
  return toPage(items.map(row), total, query);
}

/** Everything the filter selects, in batches (the CSV export). */
export function adminGiftCardBatches(db: PrismaClient, query: AdminGiftCardQuery): AsyncGenerator<AdminGiftCardRow[]> {
  const where = adminGiftCardWhere(query);
  return eachBatch(async (after, take) => (await db.giftCard.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT })).map(row));
}

/** The batches, newest first (the filter's choices and the batch list). */
export async function giftCardBatchList(db: PrismaClient, take = 100) {
  const batches = await db.giftCardBatch.findMany({ orderBy: { createdAt: "desc" }, take, select: { id: true, label: true, quantity: true, createdAt: true, expiresAt: true, package: { select: { name: true } } } });
  const used = await db.giftCard.groupBy({ by: ["batchId"], where: { batchId: { in: batches.map((b) => b.id) }, status: "USED" }, _count: { _all: true } });
  const usedBy = new Map(used.map((u) => [u.batchId, u._count._all]));
  return batches.map((b) => ({ ...b, packageName: b.package.name, redeemed: usedBy.get(b.id) ?? 0 }));
}

/** The export's header: code, package, status, redeemed by, the dates, the batch (labels in the admin's language). */
export function giftCardCsvHeader(t: (key: string) => string): string[] {
  return ["code", "package", "status", "redeemedBy", "redeemedAt", "expiresAt", "createdAt", "batch"].map((k) => t(`giftcard.columns.${k}`));
}
