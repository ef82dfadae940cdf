// GET /api/refunds: the signed-in person's paid orders with what a refund would be and the refunds so far.
// POST /api/refunds { orderId, reason? }: asks for a refund (granted at once under the money-back
// guarantee, otherwise a request for the admins). Rules: lib/payments/refund.ts.
import { z } from "zod";
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { jsonBodyError, readJsonBody } from "@/lib/http/json-body";
import { listRefundableOrders, requestRefund, type RefundError } from "@/lib/payments/refund";
import { requestLocale, translatorFor } from "@/lib/storage/http";

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

async function refused(request: Request, code: RefundError | "INTERNAL", extra: Record<string, unknown> = {}, locale?: string): Promise<Response> {
  const t = await translatorFor(requestLocale(request, locale), "Refund");
  return Response.json({ error: { code, message: t(`errors.${code}`) }, ...extra }, { status: STATUS[code], headers: { "Cache-Control": "no-store" } });
}

export async function GET(request: Request): Promise<Response> {
  try {
    const session = await auth();
    if (!session?.user?.id) return refused(request, "NOT_SIGNED_IN");
    const orders = await listRefundableOrders(await prisma(), session.user.id, requestLocale(request));
    return Response.json({ orders }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[refunds] list", error);
    return refused(request, "INTERNAL");
  }
}

export async function POST(request: Request): Promise<Response> {
  try {
    const session = await auth();
    if (!session?.user?.id) return refused(request, "NOT_SIGNED_IN");
    const json = await readJsonBody(request);
    if (!json.ok) return jsonBodyError(request, json.error);
    const body = bodySchema.safeParse(json.data);
    if (!body.success) return refused(request, "INVALID_INPUT");
    const outcome = await requestRefund(await prisma(), { userId: session.user.id, orderId: body.data.orderId, reason: body.data.reason ?? "" });
    if (!outcome.ok) return refused(request, outcome.error, outcome.refundId ? { refundId: outcome.refundId } : {}, body.data.locale);
    return Response.json(outcome, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[refunds] request", error);
    return refused(request, "INTERNAL");
  }
}
