// The team credit ledger: 1 credit = 1 member shoot.
//
// Organization.credits is what the organisation holds; creditsReserved is the part of it held for
// pending invites and joined members who have not submitted yet (free = credits − creditsReserved).
// Every change is ONE guarded UPDATE of the organisation row plus ONE CreditLedgerEntry (kind TEAM,
// with its action, delta and both balances after), in the caller's transaction:
//   PURCHASE     +n credits (a paid order, or a bank-transfer invoice issued or paid; idempotent per
//                order or invoice)
//   RESERVATION  +1 reserved (an invite sent, a managed member added): refused without a free credit
//   RELEASE      −1 reserved (an invite revoked or expired, a member removed before submitting)
//   DEDUCTION    −1 credits (a member submits; from their reservation if they hold one, else from a
//                free credit): refused without one; idempotent per shoot (a retried shoot is not charged again)
//   REFUND       −n credits (money refunded for credits not used yet)
//   ADJUSTMENT   ±n credits (a platform admin, never below what is held; idempotent per back-office form)
// The guards sit in the UPDATE's WHERE, so concurrent calls serialise on the row: the balance never
// goes negative (a CHECK constraint holds it too), no credit is spent twice, and the ledger's deltas
// always sum to the balance.
import "server-only";
import type { Prisma, PrismaClient, TeamCreditAction } from "@/lib/db";
import { BUY_CREDITS_PATH, TeamError } from "./errors";

type Tx = Prisma.TransactionClient;

export type CreditBalance = { credits: number; reserved: number; free: number };

type Change = {
  organizationId: string;
  action: TeamCreditAction;
  /** Change of Organization.credits. */
  delta: number;
  /** Change of Organization.creditsReserved. */
  reservedDelta: number;
  reason: string;
  refType?: string;
  refId?: string;
  createdById?: string | null;
  idempotencyKey?: string;
};

/**
 * Applies one change if its guard holds: credits + delta ≥ 0, reserved + reservedDelta ≥ 0 and
 * ≤ the new credits. Null when refused (nothing written). With an idempotency key already booked,
 * returns the balance as it is, without a second row.
 */
async function book(tx: Tx, change: Change): Promise<CreditBalance | null> {
  if (change.idempotencyKey) {
    const seen = await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey: change.idempotencyKey }, select: { id: true } });
    if (seen) return creditBalance(tx, change.organizationId);
  }
  return bookOnce(tx, change);
}

/**
 * `book` without the look for an earlier row with the key: the caller has looked, and a concurrent
 * twice-booking meets the key's unique index (P2002), which rolls the later transaction back.
 */
async function bookOnce(tx: Tx, change: Change): Promise<CreditBalance | null> {
  const rows = await tx.$queryRaw<{ credits: number; creditsReserved: number }[]>`
    UPDATE "Organization"
       SET "credits" = "credits" + ${change.delta}, "creditsReserved" = "creditsReserved" + ${change.reservedDelta}, "updatedAt" = now()
     WHERE "id" = ${change.organizationId}
       AND "credits" + ${change.delta} >= 0
       AND "creditsReserved" + ${change.reservedDelta} >= 0
       AND "creditsReserved" + ${change.reservedDelta} <= "credits" + ${change.delta}
    RETURNING "credits", "creditsReserved"`;
  const row = rows[0];
  if (!row) return null;
  await tx.creditLedgerEntry.create({
    data: {
      organizationId: change.organizationId, kind: "TEAM", action: change.action, delta: change.delta,
      balanceAfter: row.credits, reservedAfter: row.creditsReserved, reason: change.reason,
      refType: change.refType ?? null, refId: change.refId ?? null, createdById: change.createdById ?? null,
      idempotencyKey: change.idempotencyKey ?? null,
    },
  });
  return { credits: row.credits, reserved: row.creditsReserved, free: row.credits - row.creditsReserved };
}

function noCredits(): TeamError {
  return new TeamError("NO_CREDITS", {}, { details: { buyUrl: BUY_CREDITS_PATH } });
}

/** The organisation's balance now (zero for one that does not exist). */
export async function creditBalance(db: Tx | PrismaClient, organizationId: string): Promise<CreditBalance> {
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { credits: true, creditsReserved: true } });
  const credits = org?.credits ?? 0;
  const reserved = org?.creditsReserved ?? 0;
  return { credits, reserved, free: credits - reserved };
}

/** Credits bought with a paid order: booked once per order, however often the payment is reported. */
export async function addPurchasedCredits(tx: Tx, input: { organizationId: string; orderId: string; quantity: number; createdById?: string | null }): Promise<CreditBalance> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1) throw new Error(`credit purchase of ${input.quantity}`);
  const balance = await book(tx, {
    organizationId: input.organizationId, action: "PURCHASE", delta: input.quantity, reservedDelta: 0,
    reason: `${input.quantity} credits bought`, refType: "order", refId: input.orderId, createdById: input.createdById,
    idempotencyKey: `order:${input.orderId}:team-credits`,
  });
  if (!balance) throw new Error(`organisation ${input.organizationId} not found`);
  return balance;
}

/**
 * Credits bought by bank transfer (lib/teams/invoices/quotes.ts): booked once per invoice, whether on
 * issue or on payment, however often either is replayed. Returns whether this call booked them.
 */
export async function addInvoicedCredits(tx: Tx, input: { organizationId: string; invoiceId: string; quantity: number; createdById?: string | null }): Promise<{ booked: boolean; balance: CreditBalance }> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1) throw new Error(`credit purchase of ${input.quantity}`);
  const idempotencyKey = `invoice:${input.invoiceId}:team-credits`;
  const seen = await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey }, select: { id: true } });
  if (seen) return { booked: false, balance: await creditBalance(tx, input.organizationId) };
  const balance = await book(tx, {
    organizationId: input.organizationId, action: "PURCHASE", delta: input.quantity, reservedDelta: 0,
    reason: `${input.quantity} credits bought by invoice`, refType: "invoice", refId: input.invoiceId, createdById: input.createdById,
    idempotencyKey,
  });
  if (!balance) throw new Error(`organisation ${input.organizationId} not found`);
  return { booked: true, balance };
}

/**
 * Holds one free credit for an invite or a managed member (refType/refId name it). Throws
 * NO_CREDITS when none is free.
 */
export async function reserveCredit(tx: Tx, input: { organizationId: string; refType: "invite" | "membership"; refId: string; createdById?: string | null }): Promise<CreditBalance> {
  const balance = await book(tx, {
    organizationId: input.organizationId, action: "RESERVATION", delta: 0, reservedDelta: 1,
    reason: input.refType === "invite" ? "Held for an invite" : "Held for a member", refType: input.refType, refId: input.refId,
    createdById: input.createdById,
  });
  if (!balance) throw noCredits();
  return balance;
}

/** Gives a held credit back (invite revoked or expired, member removed before submitting). */
export async function releaseCredit(tx: Tx, input: { organizationId: string; refType: "invite" | "membership"; refId: string; reason: string; createdById?: string | null }): Promise<CreditBalance> {
  const balance = await book(tx, {
    organizationId: input.organizationId, action: "RELEASE", delta: 0, reservedDelta: -1,
    reason: input.reason, refType: input.refType, refId: input.refId, createdById: input.createdById,
  });
  if (!balance) throw new Error(`organisation ${input.organizationId} holds no reserved credit to release`);
  return balance;
}

/**
 * Takes the credit for a member's shoot when it is submitted: their held credit if `reserved`, else a
 * free one. Once per shoot: a shoot already charged (a granted retry submitted again) is not charged
 * twice. Throws NO_CREDITS when there is none. Returns whether this call charged it.
 */
export async function deductCreditForShoot(tx: Tx, input: { organizationId: string; shootId: string; reserved: boolean; createdById?: string | null }): Promise<{ charged: boolean; balance: CreditBalance }> {
  const key = `shoot:${input.shootId}:team-credit`;
  const seen = await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey: key }, select: { id: true } });
  if (seen) {
    // Charged before: a reservation still held (re-joined, say) is given back rather than kept forever.
    if (input.reserved) {
      await book(tx, { organizationId: input.organizationId, action: "RELEASE", delta: 0, reservedDelta: -1, reason: "Shoot already paid", refType: "shoot", refId: input.shootId });
    }
    return { charged: false, balance: await creditBalance(tx, input.organizationId) };
  }
  const balance = await book(tx, {
    organizationId: input.organizationId, action: "DEDUCTION", delta: -1, reservedDelta: input.reserved ? -1 : 0,
    reason: "Member shoot submitted", refType: "shoot", refId: input.shootId, createdById: input.createdById, idempotencyKey: key,
  });
  if (!balance) throw noCredits();
  return { charged: true, balance };
}

/** Takes back credits bought and not used (a refund of a credits order). Throws NO_CREDITS when fewer are free. */
export async function refundCredits(tx: Tx, input: { organizationId: string; quantity: number; refType: string; refId: string; reason: string; createdById?: string | null }): Promise<CreditBalance> {
  const balance = await book(tx, {
    organizationId: input.organizationId, action: "REFUND", delta: -input.quantity, reservedDelta: 0,
    reason: input.reason, refType: input.refType, refId: input.refId, createdById: input.createdById,
    idempotencyKey: `${input.refType}:${input.refId}:team-credit-refund`,
  });
  if (!balance) throw noCredits();
  return balance;
}

/**
 * A platform admin's correction (±n whole credits, with the reason given), booked as ADJUSTMENT. Never
 * below what is held for pending invites (the guarded UPDATE and the CHECK constraints): refused with
 * NO_CREDITS. With `idempotencyKey` (the back office form's one-time token) a second submission of the
 * same form books nothing and returns `booked: false`; two at once meet the key's unique index, and the
 * later transaction fails with P2002 (its caller treats that as "already booked").
 */
export async function adjustCredits(tx: Tx, input: { organizationId: string; delta: number; reason: string; createdById: string; idempotencyKey?: string }): Promise<{ booked: boolean; balance: CreditBalance }> {
  if (!Number.isInteger(input.delta) || input.delta === 0) throw new Error(`credit adjustment of ${input.delta}`);
  const idempotencyKey = input.idempotencyKey ? `adjustment:${input.idempotencyKey}` : undefined;
  if (idempotencyKey) {
    const seen = await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey }, select: { organizationId: true } });
    if (seen) return { booked: false, balance: await creditBalance(tx, input.organizationId) };
  }
  const balance = await bookOnce(tx, {
    organizationId: input.organizationId, action: "ADJUSTMENT", delta: input.delta, reservedDelta: 0,
    reason: input.reason, refType: "admin", refId: input.createdById, createdById: input.createdById, idempotencyKey,
  });
  if (!balance) throw noCredits();
  return { booked: true, balance };
}

export type LedgerRow = { id: string; action: TeamCreditAction | null; delta: number; balanceAfter: number; reservedAfter: number | null; reason: string; refType: string | null; refId: string | null; createdAt: Date };

/** The ledger, newest first, a page at a time, with the totals the credits page shows. */
export async function creditLedger(db: PrismaClient, organizationId: string, page: { skip: number; take: number }): Promise<{ rows: LedgerRow[]; total: number; used: number; bought: number }> {
  const where = { organizationId, kind: "TEAM" as const };
  const [rows, total, used, bought] = await Promise.all([
    db.creditLedgerEntry.findMany({
      where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: page.skip, take: page.take,
      select: { id: true, action: true, delta: true, balanceAfter: true, reservedAfter: true, reason: true, refType: true, refId: true, createdAt: true },
    }),
    db.creditLedgerEntry.count({ where }),
    db.creditLedgerEntry.aggregate({ where: { ...where, action: "DEDUCTION" }, _sum: { delta: true } }),
    db.creditLedgerEntry.aggregate({ where: { ...where, action: "PURCHASE" }, _sum: { delta: true } }),
  ]);
  // "+ 0" turns the -0 of no deduction yet into 0.
  return { rows, total, used: -(used._sum.delta ?? 0) + 0, bought: bought._sum.delta ?? 0 };
}
