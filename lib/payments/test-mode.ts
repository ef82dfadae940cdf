// The built-in test provider's payment page (/checkout/redirect) confirms or declines through these:
// the same fulfilment as a real payment, for the order's owner only, and only while no real provider
// is configured.
import type { PrismaClient } from "@/lib/db";
import { failOrder } from "./fail";
import { fulfilOrder } from "./fulfil";
import type { FulfilResult } from "./fulfil-types";
import { getPaymentProvider } from "./provider";
import type { PaymentProvider } from "./providers/types";
import { PaymentError } from "./reasons";

async function ownPendingTestOrder(db: PrismaClient, orderId: string, userId: string, provider: PaymentProvider) {
  if (provider.name !== "test") throw new PaymentError("TEST_MODE_OFF", "test payments are off: a real payment provider is configured");
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, userId: true, status: true, total: true, currency: true, provider: true } });
  if (!order || order.userId !== userId) throw new PaymentError("NOT_YOUR_ORDER", `order ${orderId} is not this person's`);
  if (order.provider !== "test") throw new PaymentError("UNSUPPORTED_ORDER", `order ${orderId} is not a test-provider order`);
  return order;
}

/** "Pay (test)": fulfils the order as if the money arrived. A second click returns the same shoot. */
export async function confirmTestPayment(
  db: PrismaClient,
  input: { orderId: string; userId: string },
  provider: PaymentProvider = getPaymentProvider(),
): Promise<FulfilResult | { status: "FAILED" | "CANCELED" }> {
  const order = await ownPendingTestOrder(db, input.orderId, input.userId, provider);
  // An order that already ended (declined, replaced, expired) cannot be paid on this page.
  if (order.status === "FAILED" || order.status === "CANCELED") return { status: order.status };
  return fulfilOrder(db, order.id, { provider: "test", providerRef: `test_${order.id}`, amount: order.total, currency: order.currency });
}

/** "Decline (test)": the order FAILS and its coupon is released. A paid order stays paid. */
export async function declineTestPayment(db: PrismaClient, input: { orderId: string; userId: string }, provider: PaymentProvider = getPaymentProvider()) {
  const order = await ownPendingTestOrder(db, input.orderId, input.userId, provider);
  return failOrder(db, order.id, { reason: "declined (test)", provider: "test" });
}
