// GET and POST /api/v2/organization/invites.
import { createInvite, listInvites } from "@/lib/api/v2/invites";
import { OPERATIONS } from "@/lib/api/v2/operations";
import { apiRoute } from "@/lib/api/v2/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = apiRoute(OPERATIONS.listInvites, ({ db, apiKey, query, locale }) => listInvites(db, apiKey.organizationId, query, locale));
export const POST = apiRoute(OPERATIONS.createInvite, ({ db, apiKey, body, locale }) => createInvite(db, apiKey, body, locale));
