// POST /api/results/zips `{ shootId, selection: "liked" | "all" }`: the owner (or a lead of a team shoot's organisation) asks for a zip; the
// worker makes it and GET /api/results/zips/{id} follows it. Rules and shapes: lib/results/zip.ts.
import { route } from "@/lib/http/route";
import { getBoss } from "@/lib/jobs/boss";
import { GALLERY_ROUTE, handleZipStart } from "@/lib/results/http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = route(GALLERY_ROUTE, async ({ request, db, principal }) =>
  handleZipStart(request, { db, storage: getStorage(), boss: await getBoss(), userId: principal.userId }),
);
