// PUT and DELETE /api/v2/organization/teams/{teamId}.
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";
import { deleteTeam, renameTeam } from "@/lib/api/v2/teams";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const PUT = apiRoute(OPERATIONS.updateTeam, ({ db, apiKey, params, body }) => renameTeam(db, apiKey.organizationId, params.teamId, body.name));
export const DELETE = apiRoute(OPERATIONS.deleteTeam, ({ db, apiKey, params }) => deleteTeam(db, apiKey.organizationId, params.teamId));
