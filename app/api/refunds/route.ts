// GET /api/refunds: the signed-in person's paid orders with what a refund would be and the refunds so far.
// POST /api/refunds { orderId, reason? }: asks for a refund (granted at once under the money-back
// guarantee, otherwise a request for the admins). Rules: lib/payments/refund.ts.
import { z } from "zod";
import { prisma } from "@/lib/db";
import { parseBody, withSession } from "@/lib/http/session-route";
import { listRefundableOrders, requestRefund, type RefundError } from "@/lib/payments/refund";
import { localizedError, requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const STATUS: Record<RefundError | "INTERNAL", number> = {
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
  INTERNAL: 500,
};

const bodySchema = z.object({ orderId: z.string().trim().min(1).max(64), reason: z.string().max(2000).optional(), locale: z.string().max(8).optional() });

function refused(request: Request, code: RefundError | "INTERNAL", extra: Record<string, unknown> = {}, locale?: string): Promise<Response> {
  return localizedError(requestLocale(request, locale), "Refund", code, STATUS[code], { extra });
}

export async function GET(request: Request): Promise<Response> {
  return withSession("refunds: list", (code) => refused(request, code), async (userId) => {
    const orders = await listRefundableOrders(await prisma(), userId, requestLocale(request));
    return Response.json({ orders }, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function POST(request: Request): Promise<Response> {
  const refuse = (code: "NOT_SIGNED_IN" | "INVALID_INPUT" | "INTERNAL") => refused(request, code);
  return withSession("refunds: request", refuse, async (userId) => {
    const body = await parseBody(request, bodySchema, refuse);
    if (!body.ok) return body.response;
    const outcome = await requestRefund(await prisma(), { userId, orderId: body.data.orderId, reason: body.data.reason ?? "" });
    if (!outcome.ok) return refused(request, outcome.error, outcome.refundId ? { refundId: outcome.refundId } : {}, body.data.locale);
    return Response.json(outcome, { headers: { "Cache-Control": "no-store" } });
  });
}
