// GET /api/team/results/favorites-zip/{zipId}/file: the finished favourites zip as an attachment
// (team-photos-YYYY-MM-DD.zip), streamed from storage, with byte ranges for resumed downloads.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { getStorage } from "@/lib/storage";
import { FAVORITES_ZIP_ROUTE, handleFavoritesZipFile } from "@/lib/teams/results/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// A paid deliverable: refused while a platform admin views the app as someone (lib/http/route.ts).
const serve = route({ ...FAVORITES_ZIP_ROUTE, deliverable: true, params: z.object({ zipId: z.string() }) }, async ({ request, db, principal, params }) =>
  handleFavoritesZipFile(request, { db, storage: getStorage(), boss: await getBoss(), userId: principal.userId, zipId: params.zipId }),
);

export const GET = serve;
export const HEAD = serve;
