// Photo credits that paid for extra headshots which could not be made go back to the person: no money
// moved, so no refund is owed, but the credits are. Called by settleFailedDeliveryInTx (upsell-settle.ts)
// inside its transaction.
import "server-only";
import type { Prisma } from "@/lib/db";

type Tx = Prisma.TransactionClient;

/** The ledger key of the credits one order gives back (at most once). */
export const photoCreditsBackKey = (orderId: string) => `order:${orderId}:photo-credits-back`;

/**
 * Gives back `undelivered` of the photo credits order `orderId` spent (never more than it spent), once:
 * a second call finds the ledger entry and changes nothing. Returns the credits given back now (0 for an
 * order not paid with photo credits).
 */
export async function returnPhotoCreditsInTx(tx: Tx, orderId: string, undelivered: number, now = new Date()): Promise<number> {
  if (undelivered <= 0) return 0;
  const spent = await tx.creditLedgerEntry.findFirst({ where: { refType: "order", refId: orderId, kind: "PHOTO", delta: { lt: 0 } }, select: { userId: true, delta: true } });
  if (!spent?.userId) return 0;
  const key = photoCreditsBackKey(orderId);
  if (await tx.creditLedgerEntry.findUnique({ where: { idempotencyKey: key }, select: { id: true } })) return 0;
  const credits = Math.min(undelivered, -spent.delta);
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${spent.userId} FOR UPDATE`;
  const balance = await tx.user.update({ where: { id: spent.userId }, data: { photoCredits: { increment: credits } }, select: { photoCredits: true } });
  await tx.creditLedgerEntry.create({
    data: {
      userId: spent.userId, kind: "PHOTO", delta: credits, balanceAfter: balance.photoCredits, reason: `${credits} extra headshots not made: photo credits given back`,
      refType: "order", refId: orderId, idempotencyKey: key, createdAt: now,
    },
  });
  return credits;
}

/** Photo credits order `orderId` gave back so far. */
export async function photoCreditsGivenBack(db: Pick<Tx, "creditLedgerEntry">, orderId: string): Promise<number> {
  const entry = await db.creditLedgerEntry.findUnique({ where: { idempotencyKey: photoCreditsBackKey(orderId) }, select: { delta: true } });
  return entry?.delta ?? 0;
}
