// GET /api/results/zips/{zipId}/file: the owner's finished zip as an attachment, streamed from storage
// (byte ranges for resumed downloads); records a download of each photo in it.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { GALLERY_ROUTE, handleZipFile } from "@/lib/results/http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = route({ ...GALLERY_ROUTE, deliverable: true, params: z.object({ zipId: z.string() }) }, async ({ request, db, principal, params }) =>
  handleZipFile(request, { db, storage: getStorage(), boss: await getBoss(), userId: principal.userId, zipId: params.zipId }),
);

export const GET = serve;
export const HEAD = serve;
