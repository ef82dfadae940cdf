// GET /api/results/{resultId}/download?size=original|square1024|linkedin400|portrait1080x1350&format=jpg|png:
// one headshot as an attachment, for its owner; each download is recorded. Rules: lib/results.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { handleDownload } from "@/lib/results/http";
import { errorResponse } from "@/lib/results/errors";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ resultId: string }> };

async function serve(request: Request, context: Context): Promise<Response> {
  try {
    const [{ resultId }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleDownload(request, { db, storage: getStorage(), userId: session?.user?.id, resultId });
  } catch (error) {
    return errorResponse(requestLocale(request), error, "download route");
  }
}

export const GET = serve;
export const HEAD = serve;
