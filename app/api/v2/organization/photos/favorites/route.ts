// GET /api/v2/organization/photos/favorites.
import { listFavorites } from "@/lib/api/v2/models";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.listFavorites, ({ db, apiKey, query }) => listFavorites(db, getStorage(), apiKey.organizationId, query));
