// GET /api/shoots/{id}/status: the shoot's state, progress, result count and failure reason, for its
// owner only (anyone else gets 404). The waiting page polls it or follows /events.
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { getShootStatus } from "@/lib/shoots/status";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, context: Context): Promise<Response> {
  const locale = requestLocale(request);
  try {
    const principal = await currentPrincipal();
    if (!principal) return jsonError(locale, 401, "UNAUTHENTICATED");
    const { id } = await context.params;
    const status = await getShootStatus(await prisma(), principal.userId, id);
    if (!status) return jsonError(locale, 404, "SHOOT_NOT_FOUND");
    return Response.json(status, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[shoots] status:", error);
    return jsonError(locale, 500, "INTERNAL_ERROR");
  }
}
