// GET /api/v2/organization/models/{id}/photos?status&likedStatus&include.
import { listPhotos } from "@/lib/api/v2/models";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.listPhotos, ({ db, apiKey, params, query }) => listPhotos(db, getStorage(), apiKey.organizationId, params.id, query));
