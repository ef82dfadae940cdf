// GET /api/shoots/{id}/events: server-sent events ("status", a ShootStatus JSON) whenever the shoot's
// state or progress changes, about once a second, until it is ACTIVE or FAILED or the client leaves.
import { currentPrincipal } from "@/lib/auth/guard";
import { prisma } from "@/lib/db";
import { EVENT_STREAM_HEADERS, shootEventStream } from "@/lib/shoots/events";
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
    const db = await prisma();
    const first = await getShootStatus(db, principal.userId, id);
    if (!first) return jsonError(locale, 404, "SHOOT_NOT_FOUND");
    return new Response(shootEventStream(db, principal.userId, first, request.signal), { headers: EVENT_STREAM_HEADERS });
  } catch (error) {
    console.error("[shoots] events:", error);
    return jsonError(locale, 500, "INTERNAL_ERROR");
  }
}
