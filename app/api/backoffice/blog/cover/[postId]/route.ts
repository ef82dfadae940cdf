// GET /api/backoffice/blog/cover/{postId}: a post's cover for platform admins, whatever its status (the
// public route serves covers of published posts only); 404 to anyone else.
import { z } from "zod";
import { adminCoverResponse } from "@/lib/backoffice/content/blog";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { caller: { session: "optional" }, namespace: "BackofficeContent", params: z.object({ postId: z.string().min(1).max(64) }) },
  ({ db, principal, params }) => adminCoverResponse(db, getStorage(), principal, params.postId),
);
