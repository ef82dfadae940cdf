// Removes one uploaded photo while the shoot is still in ONBOARDING. Rules: lib/shoots/photos.ts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { handlePhotoDelete, UPLOAD_API_ROUTE } from "@/lib/shoots/photos-http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

export const DELETE = route({ ...UPLOAD_API_ROUTE, params: z.object({ id: z.string(), photoId: z.string() }) }, ({ request, db, principal, params, answerIn }) =>
  handlePhotoDelete(request, { db, storage: getStorage(), userId: principal.userId, shootId: params.id, photoId: params.photoId, answerIn }),
);
