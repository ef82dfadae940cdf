// The OpenAPI 3.1 document of the business API, generated (never written by hand) by zod-openapi from
// the operations table and its zod schemas (lib/api/v2/operations.ts, schemas.ts): the same schemas
// the route handlers parse their input with. Served at /api/v2/openapi.json and rendered at /api.
import "server-only";
import { z } from "zod";
import { createDocument, type ZodOpenApiObject, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { env } from "@/lib/env";
import { V2_ERROR_CODES } from "@/lib/http/route";
import { OPERATIONS, type Operation } from "./operations";

const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.string().meta({ description: "What went wrong, in the language of the request's Accept-Language." }),
  code: z.enum(V2_ERROR_CODES),
  details: z.object({ fieldErrors: z.record(z.string(), z.string()).optional() }).optional().meta({ description: "INVALID_REQUEST: the first problem of each field." }),
}).meta({ id: "Error" });

const rateHeaders = z.object({
  "X-RateLimit-Limit": z.string().meta({ description: "Requests allowed per minute for the organisation (all its keys together).", example: "300" }),
  "X-RateLimit-Remaining": z.string().meta({ description: "Requests left in the current minute.", example: "299" }),
  "X-RateLimit-Reset": z.string().meta({ description: "When the current window ends (ISO 8601).", format: "date-time" }),
});

const ERROR_TEXT: Record<number, string> = {
  400: "INVALID_REQUEST, INVALID_EMAIL, ALREADY_EXISTS or ALREADY_DELETED",
  401: "UNAUTHORIZED: no key, or a wrong or revoked one",
  402: "INSUFFICIENT_CREDITS",
  403: "FORBIDDEN: the key lacks the scope, or the API is switched off for the organisation",
  404: "NOT_FOUND: no such object in this organisation",
  429: "RATE_LIMIT_EXCEEDED (300 requests a minute per organisation) or INVITE_LIMIT_EXCEEDED",
  500: "INTERNAL_ERROR",
};

function operationObject(name: string, op: Operation): ZodOpenApiOperationObject {
  const json = (schema: z.ZodType) => ({ "application/json": { schema } });
  const success = z.object({ success: z.literal(true), data: op.response });
  const errors = [400, 401, 403, ...(op.errors ?? []), 429, 500].sort((a, b) => a - b);
  return {
    operationId: name,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: `${op.description}\n\nScopes: ${op.scopes.join(", ")}.` } : { description: `Scopes: ${op.scopes.join(", ")}.` }),
    ...(op.query || op.params ? { requestParams: { ...(op.query ? { query: op.query as z.ZodObject } : {}), ...(op.params ? { path: op.params as z.ZodObject } : {}) } } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
    responses: {
      [String(op.status ?? 200)]: { description: op.status === 201 ? "Created" : "OK", headers: rateHeaders, content: json(success) },
      ...Object.fromEntries(errors.map((status) => [String(status), { description: ERROR_TEXT[status]!, content: json(errorEnvelope) }])),
    },
  };
}

export function buildOpenApiDocument(baseUrl = env.APP_URL): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, op] of Object.entries(OPERATIONS) as [string, Operation][]) {
    (paths[op.path] ??= {})[op.method] = operationObject(name, op);
  }
  const document: ZodOpenApiObject = {
    openapi: "3.1.0",
    info: {
      title: "Lumen Business API",
      version: "2.0.0",
      description: "Your organisation's members, invites, sub-teams, models (member shoots) and photos. Send an API key from /app/admin/api as `Authorization: Bearer <key>`. Answers are `{ success: true, data }` or `{ success: false, error, code }`. 300 requests a minute per organisation.",
    },
    servers: [{ url: `${baseUrl.replace(/\/+$/, "")}/api/v2` }],
    security: [{ bearer: [] }],
    tags: ["Organization", "Team members", "Invites", "Teams", "Models", "Photos"].map((name) => ({ name })),
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "An API key (lum_live_…) made at /app/admin/api." } } },
    paths,
  };
  return createDocument(document);
}

let cached: { baseUrl: string; json: string } | null = null;

/** The document as JSON text, built once per process and base address. */
export function openApiJson(baseUrl = env.APP_URL): string {
  if (cached?.baseUrl !== baseUrl) cached = { baseUrl, json: JSON.stringify(buildOpenApiDocument(baseUrl)) };
  return cached.json;
}
