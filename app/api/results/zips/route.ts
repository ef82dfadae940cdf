// POST /api/results/zips `{ shootId, selection: "favorites" | "all" }`: the owner asks for a zip; the
// worker makes it and GET /api/results/zips/{id} follows it. Rules and shapes: lib/results/zip.ts.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { handleZipStart } from "@/lib/results/http";
import { errorResponse } from "@/lib/results/errors";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(request: Request): Promise<Response> {
  try {
    const [session, db, boss] = await Promise.all([auth(), prisma(), getBoss()]);
    return await handleZipStart(request, { db, storage: getStorage(), boss, userId: session?.user?.id });
  } catch (error) {
    return errorResponse(requestLocale(request), error, "zip start route");
  }
}
