// The wizard's last step, done by the fulfilment of its first credits order (lib/payments/deliver-credits.ts),
// in the payment's transaction: "payment" saved and the team lead area opened (setupCompletedAt).
import "server-only";
import type { Prisma } from "@/lib/db";

/** Finishes the wizard of `organizationId` if it is not finished yet; true when this call finished it. */
export async function finishSetupInTx(tx: Prisma.TransactionClient, organizationId: string, now: Date): Promise<boolean> {
  const changed = await tx.$executeRaw`
    UPDATE "Organization"
       SET "setupCompletedAt" = ${now},
           "setupSteps" = CASE WHEN 'payment' = ANY("setupSteps") THEN "setupSteps" ELSE array_append("setupSteps", 'payment') END,
           "updatedAt" = now()
     WHERE "id" = ${organizationId} AND "setupCompletedAt" IS NULL`;
  return changed > 0;
}
