// GET /api/v2/organization/team/pending.
import { listMembers } from "@/lib/api/v2/members";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.listPendingMembers, ({ db, apiKey, query }) => listMembers(db, apiKey.organizationId, { ...query, status: "pending" }));
