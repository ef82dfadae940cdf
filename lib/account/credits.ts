// A person's own credit balances (User.photoCredits, User.editCredits) grown by a grant: an admin's
// grant from the back office (lib/backoffice/users/manage.ts) and anything else that adds credits with a
// reason. The user row is locked (FOR UPDATE) for the read of the balance before, then incremented in
// SQL (`x = x + n`), so two grants at the same moment both count (no lost update) and the ledger's
// `balanceAfter` is exact. Every grant is one CreditLedgerEntry (kind PHOTO or EDIT); an idempotency
// key, when given, books it once.
import "server-only";
import type { Prisma } from "@/lib/db";

type Tx = Prisma.TransactionClient;

export type PersonalCreditKind = "PHOTO" | "EDIT";

const FIELD = { PHOTO: "photoCredits", EDIT: "editCredits" } as const;

export type CreditGrant = {
  userId: string;
  kind: PersonalCreditKind;
  /** A positive whole number. */
  amount: number;
  reason: string;
  /** Who granted it (the ledger's createdById). */
  createdById?: string | null;
  refType?: string | null;
  refId?: string | null;
  idempotencyKey?: string | null;
};

export type CreditGrantResult =
  | { status: "granted"; before: number; after: number; entryId: string }
  /** The idempotency key was booked already: nothing changed. */
  | { status: "duplicate" }
  /** No such account, or it is deleted. */
  | { status: "noAccount" };

/** Adds `amount` credits of `kind` to a live account inside the caller's transaction. */
export async function grantPersonalCreditsInTx(tx: Tx, grant: CreditGrant): Promise<CreditGrantResult> {
  if (!Number.isSafeInteger(grant.amount) || grant.amount <= 0) throw new RangeError(`credit grant: ${grant.amount} is not a positive whole number`);
  if (grant.idempotencyKey && (await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey: grant.idempotencyKey }, select: { id: true } }))) return { status: "duplicate" };
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "id" = ${grant.userId} AND "deletedAt" IS NULL FOR UPDATE`;
  if (locked.length !== 1) return { status: "noAccount" };
  const field = FIELD[grant.kind];
  const current = await tx.user.findUniqueOrThrow({ where: { id: grant.userId }, select: { photoCredits: true, editCredits: true } });
  const updated = await tx.user.update({ where: { id: grant.userId }, data: { [field]: { increment: grant.amount } }, select: { photoCredits: true, editCredits: true } });
  const entry = await tx.creditLedgerEntry.create({
    data: {
      userId: grant.userId,
      kind: grant.kind,
      delta: grant.amount,
      balanceAfter: updated[field],
      reason: grant.reason,
      refType: grant.refType ?? null,
      refId: grant.refId ?? null,
      createdById: grant.createdById ?? null,
      idempotencyKey: grant.idempotencyKey ?? null,
    },
    select: { id: true },
  });
  return { status: "granted", before: current[field], after: updated[field], entryId: entry.id };
}
