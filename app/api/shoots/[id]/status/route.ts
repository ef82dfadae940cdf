// GET /api/shoots/{id}/status: the shoot's state, progress, result count and failure reason, for its
// owner only (anyone else gets 404). The waiting page polls it or follows /events.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { UPLOAD_API_ROUTE } from "@/lib/shoots/photos-http";
import { getShootStatus } from "@/lib/shoots/status";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { ...UPLOAD_API_ROUTE, errors: { SHOOT_NOT_FOUND: 404 }, params: z.object({ id: z.string() }) },
  async ({ db, principal, params, refuse }) => (await getShootStatus(db, principal.userId, params.id)) ?? refuse("SHOOT_NOT_FOUND"),
);
