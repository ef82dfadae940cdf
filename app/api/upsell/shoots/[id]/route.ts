// GET /api/upsell/shoots/{id}: the shoot's extra headshots being made, its result count and the credit balance.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { handleShootDeliveries, upsellRouteFailure } from "@/lib/payments/upsell-http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const [{ id }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleShootDeliveries(request, { db, userId: session?.user?.id, shootId: id, boss: getBoss });
  } catch (error) {
    return upsellRouteFailure(request, error, "shoot deliveries route");
  }
}
