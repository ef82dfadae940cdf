// GET /api/results/zips/{zipId}: where the owner's zip is (queued, running with progress, ready with
// its download address, failed or expired). The gallery polls it.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { handleZipStatus } from "@/lib/results/http";
import { errorResponse } from "@/lib/results/errors";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ zipId: string }> };

export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const [{ zipId }, session, db, boss] = await Promise.all([context.params, auth(), prisma(), getBoss()]);
    return await handleZipStatus(request, { db, storage: getStorage(), boss, userId: session?.user?.id, zipId });
  } catch (error) {
    return errorResponse(requestLocale(request), error, "zip status route");
  }
}
