// GET and POST /api/v2/organization/teams.
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";
import { createTeam, listTeams } from "@/lib/api/v2/teams";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.listTeams, ({ db, apiKey }) => listTeams(db, apiKey.organizationId));
export const POST = apiRoute(OPERATIONS.createTeam, ({ db, apiKey, body }) => createTeam(db, apiKey.organizationId, body.name));
