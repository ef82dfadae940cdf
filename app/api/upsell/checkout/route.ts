// POST /api/upsell/checkout: buy extra styles, extra headshots or edit credits for a shoot (lib/payments/upsell.ts).
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { handleUpsellCheckout, upsellRouteFailure } from "@/lib/payments/upsell-http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(request: Request): Promise<Response> {
  try {
    const [session, db] = await Promise.all([auth(), prisma()]);
    return await handleUpsellCheckout(request, { db, userId: session?.user?.id });
  } catch (error) {
    return upsellRouteFailure(request, error, "checkout route");
  }
}
