// GET /api/results/zips/{zipId}/file: the owner's finished zip as an attachment, streamed from storage
// (byte ranges for resumed downloads); records a download of each photo in it.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { handleZipFile } from "@/lib/results/http";
import { errorResponse } from "@/lib/results/errors";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ zipId: string }> };

async function serve(request: Request, context: Context): Promise<Response> {
  try {
    const [{ zipId }, session, db, boss] = await Promise.all([context.params, auth(), prisma(), getBoss()]);
    return await handleZipFile(request, { db, storage: getStorage(), boss, userId: session?.user?.id, zipId });
  } catch (error) {
    return errorResponse(requestLocale(request), error, "zip file route");
  }
}

export const GET = serve;
export const HEAD = serve;
