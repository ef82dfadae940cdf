// The upload flow's photos step: POST one photo (multipart, field "file"), GET the shoot's photos.
// Rules and JSON shapes: lib/shoots/photos.ts (the upload reads its own body, capped as it streams).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { handlePhotoList, handlePhotoUpload, UPLOAD_API_ROUTE } from "@/lib/shoots/photos-http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";

const spec = { ...UPLOAD_API_ROUTE, params: z.object({ id: z.string() }) };

export const POST = route(spec, ({ request, db, principal, params, answerIn }) =>
  handlePhotoUpload(request, { db, storage: getStorage(), userId: principal.userId, shootId: params.id, answerIn }),
);

export const GET = route(spec, ({ request, db, principal, params, answerIn }) =>
  handlePhotoList(request, { db, storage: getStorage(), userId: principal.userId, shootId: params.id, answerIn }),
);
