// GET /api/shoots/{id}/events: server-sent events ("status", a ShootStatus JSON) whenever the shoot's
// state or progress changes, about once a second, until it is ACTIVE or FAILED or the client leaves.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { EVENT_STREAM_HEADERS, shootEventStream } from "@/lib/shoots/events";
import { UPLOAD_API_ROUTE } from "@/lib/shoots/photos-http";
import { getShootStatus } from "@/lib/shoots/status";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { ...UPLOAD_API_ROUTE, errors: { SHOOT_NOT_FOUND: 404 }, params: z.object({ id: z.string() }) },
  async ({ request, db, principal, params, refuse }) => {
    const first = (await getShootStatus(db, principal.userId, params.id)) ?? refuse("SHOOT_NOT_FOUND");
    return new Response(shootEventStream(db, principal.userId, first, request.signal), { headers: EVENT_STREAM_HEADERS });
  },
);
