// What the payment modules share about an order, kept apart from the fulfilment so that the refund
// module (which the fulfilment reaches through the extra headshots' settling) need not import it.
import "server-only";
import type { Prisma } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/config";

/** Interactive transactions here wait for row locks under load (20 concurrent checkouts in the tests). */
export const PAYMENT_TX = { maxWait: 30_000, timeout: 30_000 } as const;

export function orderLocale(metadata: unknown, fallback: string | null | undefined): Locale {
  const l = (metadata as { locale?: unknown } | null)?.locale;
  return isLocale(l) ? l : isLocale(fallback) ? fallback : "en";
}

export async function lockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
}
