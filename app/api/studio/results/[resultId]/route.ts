// GET /api/studio/results/{resultId}: every version of a headshot, the edits under way and the
// edit-credit balance (the editor polls it while an edit runs).
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";
import { studioErrorResponse } from "@/lib/studio/errors";
import { handleStudioResult } from "@/lib/studio/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ resultId: string }> };

export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const [{ resultId }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleStudioResult(request, { db, storage: getStorage(), userId: session?.user?.id, resultId });
  } catch (error) {
    return studioErrorResponse(requestLocale(request), error, "studio result route");
  }
}
