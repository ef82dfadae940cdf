// GET /api/v2/organization/invites/{email}.
import { getInviteByEmail } from "@/lib/api/v2/invites";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.getInvite, ({ db, apiKey, params, locale }) => getInviteByEmail(db, apiKey.organizationId, params.email, locale));
