// GET /api/v2/openapi.json: the business API's OpenAPI 3.1 document, generated from its zod schemas
// (lib/api/v2/openapi.ts). Public, cached for five minutes.
import { openApiJson } from "@/lib/api/v2/openapi";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route({ caller: "public", namespace: "TeamApi" }, async () =>
  new Response(openApiJson(), { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" } }),
);
