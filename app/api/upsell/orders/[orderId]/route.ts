// GET /api/upsell/orders/{id}: how a purchase after the shoot stands (paid? headshots made so far?).
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { handleUpsellOrder, upsellRouteFailure } from "@/lib/payments/upsell-http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(request: Request, context: { params: Promise<{ orderId: string }> }): Promise<Response> {
  try {
    const [{ orderId }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleUpsellOrder(request, { db, userId: session?.user?.id, orderId, boss: getBoss });
  } catch (error) {
    return upsellRouteFailure(request, error, "order status route");
  }
}
