// GET /api/v2/organization/team?status=accepted|pending|finished&limit&offset.
import { listMembers } from "@/lib/api/v2/members";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.listTeamMembers, ({ db, apiKey, query }) => listMembers(db, apiKey.organizationId, query));
