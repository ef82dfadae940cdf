// GET /api/v2/photos/{id}/file?file=main|original&exp&sig: a photo's file behind the signed URL the
// photo endpoints hand out (lib/api/v2/photo-links.ts). The signature is the credential (no key: an
// <img> or a download tool fetches it), it expires after 24 hours, and each download is recorded.
// Not an operation of the document: its URLs come only from the API's answers.
import { z } from "zod";
import { servePhotoFile } from "@/lib/api/v2/photo-links";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = route(
  {
    caller: "public", namespace: "TeamApi", envelope: "v2",
    params: z.object({ id: z.string().min(1).max(64) }),
    query: z.object({ file: z.string().max(16), exp: z.string().max(16), sig: z.string().max(100) }),
  },
  ({ db, request, params, query }) => servePhotoFile(db, getStorage(), request, params.id, query),
);

export const GET = serve;
export const HEAD = serve;
