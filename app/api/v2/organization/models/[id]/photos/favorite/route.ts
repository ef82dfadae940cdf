// GET /api/v2/organization/models/{id}/photos/favorite.
import { favoritePhoto } from "@/lib/api/v2/models";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";
import { getStorage } from "@/lib/storage";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.getFavoritePhoto, ({ db, apiKey, params, query }) => favoritePhoto(db, getStorage(), apiKey.organizationId, params.id, query));
