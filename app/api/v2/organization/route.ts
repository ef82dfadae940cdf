// GET /api/v2/organization (business API; operations: lib/api/v2/operations.ts).
import { getOrganization } from "@/lib/api/v2/organization";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.getOrganization, ({ db, apiKey }) => getOrganization(db, apiKey.organizationId));
