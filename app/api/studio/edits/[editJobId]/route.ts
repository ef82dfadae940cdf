// GET /api/studio/edits/{editJobId}: where one of the person's edits is (pending, running, done, failed).
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { requestLocale } from "@/lib/http/errors";
import { studioErrorResponse } from "@/lib/studio/errors";
import { handleEditStatus } from "@/lib/studio/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ editJobId: string }> };

export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const [{ editJobId }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleEditStatus(request, { db, userId: session?.user?.id, editJobId });
  } catch (error) {
    return studioErrorResponse(requestLocale(request), error, "edit status route");
  }
}
