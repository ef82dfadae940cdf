// POST /api/team/results/favorites-zip `{ team? }`: a lead asks for the zip of every member's favourite
// (or one sub-team's); GET /api/team/results/favorites-zip/{id} follows it. Rules: lib/teams/results/favorites-zip.ts.
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { getStorage } from "@/lib/storage";
import { FAVORITES_ZIP_ROUTE, favoritesZipStartBody, handleFavoritesZipStart } from "@/lib/teams/results/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = route({ ...FAVORITES_ZIP_ROUTE, body: favoritesZipStartBody }, async ({ db, principal, body }) =>
  handleFavoritesZipStart({ db, storage: getStorage(), boss: await getBoss(), userId: principal.userId, team: body.team }),
);
