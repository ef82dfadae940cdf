// GET /api/backoffice/shoots/results/{resultId}: a result's thumbnail for platform admins; 404 to anyone else.
import { z } from "zod";
import { adminResultThumbResponse } from "@/lib/backoffice/shoots/files";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { caller: { session: "optional" }, namespace: "BackofficeShoots", params: z.object({ resultId: z.string().min(1).max(64) }) },
  ({ db, principal, params }) => adminResultThumbResponse(db, getStorage(), principal, params.resultId),
);
