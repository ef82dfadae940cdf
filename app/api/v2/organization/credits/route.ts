// GET /api/v2/organization/credits.
import { getCredits } from "@/lib/api/v2/organization";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.getCredits, ({ db, apiKey }) => getCredits(db, apiKey.organizationId));
