// GET /api/results/zips/{zipId}: where the owner's zip is (queued, running with progress, ready with
// its download address, failed or expired). The gallery polls it.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { GALLERY_ROUTE, handleZipStatus } from "@/lib/results/http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ ...GALLERY_ROUTE, params: z.object({ zipId: z.string() }) }, async ({ db, principal, params, locale }) =>
  handleZipStatus({ db, storage: getStorage(), boss: await getBoss(), userId: principal.userId, zipId: params.zipId, locale }),
);
