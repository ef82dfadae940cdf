// GET /api/refunds: the signed-in person's paid orders with what a refund would be and the refunds so far.
// POST /api/refunds { orderId, reason? }: asks for a refund (granted at once under the money-back
// guarantee, otherwise a request for the admins). Rules: lib/payments/refund.ts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { requestRefund, type RefundError } from "@/lib/payments/refund";
import { listRefundableOrders } from "@/lib/payments/refund-overview";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const STATUS: Record<RefundError, number> = {
  INVALID_INPUT: 400,
  REASON_REQUIRED: 400,
  NOT_SIGNED_IN: 401,
  ORDER_NOT_FOUND: 404,
  NOT_PAID: 409,
  NOTHING_CHARGED: 409,
  ALREADY_REFUNDED: 409,
  PROVIDER_FAILED: 502,
  KIND_NOT_REFUNDABLE: 409,
  COMPLETION_FAILED: 503,
};

const bodySchema = z.object({ orderId: z.string().trim().min(1).max(64), reason: z.string().max(2000).optional(), locale: z.string().max(8).optional() });

export const GET = route({ caller: { session: "user" }, namespace: "Refund" }, async ({ db, principal, locale }) => ({
  orders: await listRefundableOrders(db, principal.userId, locale),
}));

export const POST = route({ caller: { session: "user" }, namespace: "Refund", errors: STATUS, body: bodySchema }, async ({ db, principal, body, answerIn, refuse }) => {
  answerIn(body.locale);
  const outcome = await requestRefund(db, { userId: principal.userId, orderId: body.orderId, reason: body.reason ?? "" });
  if (!outcome.ok) return refuse(outcome.error, { extra: outcome.refundId ? { refundId: outcome.refundId } : {} });
  return outcome;
});
