// The business API's test bed: an organisation (lib/testing/teams.ts) with API keys made the way a
// team lead makes them (lib/api/manage.ts), and a caller of the /api/v2 route handlers with a key.
import type { PrismaClient } from "@/lib/db";
import type { ApiScope } from "@/lib/api/keys";
import { API_SCOPES } from "@/lib/api/keys";
import { createApiKey } from "@/lib/api/manage";
import type { RouteHandler } from "@/lib/http/route";

/** A new key of the organisation with `scopes` (default all), made by `actorId`. */
export async function makeApiKey(db: PrismaClient, organizationId: string, actorId: string, scopes: readonly ApiScope[] = API_SCOPES): Promise<{ id: string; secret: string }> {
  const key = await createApiKey(db, { organizationId, actorId, name: `Key ${Math.random().toString(36).slice(2, 8)}`, scopes });
  return { id: key.id, secret: key.secret };
}

export type ApiCall = { status: number; body: { success: boolean; data?: unknown; error?: string; code?: string; details?: { fieldErrors?: Record<string, string> } }; headers: Headers };

/** Calls a v2 route handler as an API client would: `key` as the Bearer token (null: none), JSON body, params. */
export async function callApi(
  handler: RouteHandler,
  path: string,
  options: { key?: string | null; method?: string; body?: unknown; params?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<ApiCall> {
  const headers = new Headers(options.headers);
  if (options.key) headers.set("authorization", `Bearer ${options.key}`);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const res = await handler(
    new Request(new URL(path, "http://lumen.test"), { method: options.method ?? "GET", headers, body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
    { params: Promise.resolve(options.params ?? {}) },
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}
