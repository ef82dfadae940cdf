// GET /api/team/results/favorites-zip/{zipId}: where the favourites zip is (queued, running with
// progress, ready with its download address, failed, cancelled or expired). The results page polls it.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { getStorage } from "@/lib/storage";
import { FAVORITES_ZIP_ROUTE, handleFavoritesZipStatus } from "@/lib/teams/results/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ ...FAVORITES_ZIP_ROUTE, params: z.object({ zipId: z.string() }) }, async ({ db, principal, params, locale }) =>
  handleFavoritesZipStatus({ db, storage: getStorage(), boss: await getBoss(), userId: principal.userId, zipId: params.zipId, locale }),
);
