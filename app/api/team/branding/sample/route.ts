// GET /api/team/branding/sample?kind=cutout|photo: the template editor's preview picture (leads only).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStorage } from "@/lib/storage";
import { BRANDING_ROUTE, handleBrandingSample, SAMPLE_KINDS } from "@/lib/teams/branding/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route(
  { ...BRANDING_ROUTE, caller: { session: "lead" }, query: z.object({ kind: z.enum(SAMPLE_KINDS) }) },
  async ({ db, principal, query }) => handleBrandingSample({ db, storage: getStorage(), userId: principal.userId, kind: query.kind }),
);
