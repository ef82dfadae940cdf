// POST /api/team/results/favorites-zip/{zipId}/cancel: the lead stops the favourites zip (a waiting job
// never starts, a running one stops before the next member and leaves no file).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { getStorage } from "@/lib/storage";
import { FAVORITES_ZIP_ROUTE, handleFavoritesZipCancel } from "@/lib/teams/results/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = route({ ...FAVORITES_ZIP_ROUTE, params: z.object({ zipId: z.string() }) }, async ({ db, principal, params, locale }) =>
  handleFavoritesZipCancel({ db, storage: getStorage(), boss: await getBoss(), userId: principal.userId, zipId: params.zipId, locale }),
);
