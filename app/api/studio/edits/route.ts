// POST /api/studio/edits `{ resultId, options, idempotencyKey }`: the owner asks for an edit of a
// headshot; its credits are taken and the worker renders it. Rules and shapes: lib/studio.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { requestLocale } from "@/lib/http/errors";
import { activeEngineInfo } from "@/lib/studio/active-engine";
import { studioErrorResponse } from "@/lib/studio/errors";
import { handleEditRequest } from "@/lib/studio/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(request: Request): Promise<Response> {
  try {
    const [session, db, boss] = await Promise.all([auth(), prisma(), getBoss()]);
    return await handleEditRequest(request, { db, boss, engine: () => activeEngineInfo(db), userId: session?.user?.id });
  } catch (error) {
    return studioErrorResponse(requestLocale(request), error, "edit request route");
  }
}
