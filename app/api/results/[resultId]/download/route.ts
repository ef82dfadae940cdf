// GET /api/results/{resultId}/download?size=original|square1024|linkedin400|portrait1080x1350&format=jpg|png:
// one headshot as an attachment, for its owner or a lead of its team shoot's organisation; each download is recorded. Rules: lib/results.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { GALLERY_ROUTE, handleDownload } from "@/lib/results/http";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = route({ ...GALLERY_ROUTE, deliverable: true, params: z.object({ resultId: z.string() }) }, ({ request, db, principal, params }) =>
  handleDownload(request, { db, storage: getStorage(), userId: principal.userId, resultId: params.resultId }),
);

export const GET = serve;
export const HEAD = serve;
