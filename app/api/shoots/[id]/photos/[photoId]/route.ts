// Removes one uploaded photo while the shoot is still in ONBOARDING. Rules: lib/shoots/photos.ts.
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { handlePhotoDelete } from "@/lib/shoots/photos";
import { getStorage } from "@/lib/storage";
import { requestLocale } from "@/lib/http/errors";
import { jsonError } from "@/lib/storage/http";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; photoId: string }> };

export async function DELETE(request: Request, context: Context): Promise<Response> {
  try {
    const [{ id, photoId }, session, db] = await Promise.all([context.params, auth(), prisma()]);
    return await handlePhotoDelete(request, { db, storage: getStorage(), userId: session?.user?.id, shootId: id, photoId });
  } catch (error) {
    console.error("[photos]", error);
    return jsonError(requestLocale(request), 500, "INTERNAL_ERROR");
  }
}
