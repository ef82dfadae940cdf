// PATCH /api/results/{resultId} `{ likedStatus?: "NONE" | "LIKED" | "LOVED", isFavorite?: boolean }`:
// the owner marks a headshot (one favourite per shoot). Rules and shapes: lib/results.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { GALLERY_ROUTE, handleMarks } from "@/lib/results/http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const PATCH = route({ ...GALLERY_ROUTE, params: z.object({ resultId: z.string() }) }, ({ request, db, principal, params }) =>
  handleMarks(request, { db, storage: getStorage(), userId: principal.userId, resultId: params.resultId }),
);
