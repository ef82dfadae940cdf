// GET /api/studio/results/{resultId}: every version of a headshot, the edits under way and the
// edit-credit balance (the editor polls it while an edit runs).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { handleStudioResult, STUDIO_ROUTE } from "@/lib/studio/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ ...STUDIO_ROUTE, params: z.object({ resultId: z.string() }) }, ({ db, principal, params, locale }) =>
  handleStudioResult({ db, storage: getStorage(), userId: principal.userId, resultId: params.resultId, locale }),
);
