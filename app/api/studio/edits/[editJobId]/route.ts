// GET /api/studio/edits/{editJobId}: where one of the person's edits is (pending, running, done, failed).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { handleEditStatus, STUDIO_ROUTE } from "@/lib/studio/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ ...STUDIO_ROUTE, params: z.object({ editJobId: z.string() }) }, ({ db, principal, params, locale }) =>
  handleEditStatus({ db, userId: principal.userId, editJobId: params.editJobId, locale }),
);
