// PATCH /api/results/{resultId} `{ likedStatus?: "NONE" | "LIKED" | "LOVED", isFavorite?: boolean }`:
// the owner marks a headshot (one favourite per shoot). Rules and shapes: lib/results.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { handleMarks } from "@/lib/results/http";
import { errorResponse } from "@/lib/results/errors";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ resultId: string }> };

export async function PATCH(request: Request, context: Context): Promise<Response> {
  try {
    const [{ resultId }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handleMarks(request, { db, storage: getStorage(), userId: session?.user?.id, resultId });
  } catch (error) {
    return errorResponse(requestLocale(request), error, "marks route");
  }
}
