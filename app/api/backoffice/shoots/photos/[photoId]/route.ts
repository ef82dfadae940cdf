// GET /api/backoffice/shoots/photos/{photoId}(?size=full): an uploaded photo's thumbnail (or the stored
// photo) for platform admins while its file exists under the privacy rules; 404 to anyone else.
import { z } from "zod";
import { adminPhotoResponse } from "@/lib/backoffice/shoots/files";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { caller: { session: "optional" }, namespace: "BackofficeShoots", params: z.object({ photoId: z.string().min(1).max(64) }), query: z.object({ size: z.enum(["thumb", "full"]).optional() }) },
  ({ db, principal, params, query }) => adminPhotoResponse(db, getStorage(), principal, params.photoId, query.size === "full"),
);
