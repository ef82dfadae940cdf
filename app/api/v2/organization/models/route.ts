// GET /api/v2/organization/models?limit&offset&status&teamId.
import { listModels } from "@/lib/api/v2/models";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.listModels, ({ db, apiKey, query }) => listModels(db, apiKey.organizationId, query));
