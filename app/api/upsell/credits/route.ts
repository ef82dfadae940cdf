// POST /api/upsell/credits: spend photo credits on extra headshots for a shoot, no payment (lib/payments/upsell-credits.ts).
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { handleSpendPhotoCredits, upsellRouteFailure } from "@/lib/payments/upsell-http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(request: Request): Promise<Response> {
  try {
    const [session, db] = await Promise.all([auth(), prisma()]);
    return await handleSpendPhotoCredits(request, { db, userId: session?.user?.id });
  } catch (error) {
    return upsellRouteFailure(request, error, "photo credits route");
  }
}
