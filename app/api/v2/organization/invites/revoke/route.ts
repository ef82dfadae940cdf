// POST /api/v2/organization/invites/revoke.
import { revokeInviteByEmail } from "@/lib/api/v2/invites";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = apiRoute(OPERATIONS.revokeInvite, ({ db, apiKey, body, locale }) => revokeInviteByEmail(db, apiKey, body.email, locale));
