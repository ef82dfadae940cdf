// POST /api/studio/edits `{ resultId, options, idempotencyKey }`: the owner asks for an edit of a
// headshot; its credits are taken and the worker renders it. Rules and shapes: lib/studio.
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { activeEngineInfo } from "@/lib/shoots/active-engine";
import { handleEditRequest, STUDIO_ROUTE } from "@/lib/studio/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = route(STUDIO_ROUTE, async ({ request, db, principal, locale }) =>
  handleEditRequest(request, { db, boss: await getBoss(), engine: () => activeEngineInfo(db), userId: principal.userId, locale }),
);
