// The upload flow's photos step: POST one photo (multipart, field "file"), GET the shoot's photos.
// Rules and JSON shapes: lib/shoots/photos.ts.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { handlePhotoList, handlePhotoUpload } from "@/lib/shoots/photos";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const [{ id }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handlePhotoUpload(request, { db, storage: getStorage(), userId: session?.user?.id, shootId: id });
  } catch (error) {
    console.error("[photos]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}

export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const [{ id }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handlePhotoList(request, { db, storage: getStorage(), userId: session?.user?.id, shootId: id });
  } catch (error) {
    console.error("[photos]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}
