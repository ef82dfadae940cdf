// The one way to write a route handler (app/api/**/route.ts):
//
//   export const POST = route(
//     { caller: { session: "user" }, namespace: "Refund", errors: REFUND_STATUS, body: refundBody },
//     async ({ body, principal, refuse }) => { ... return { refund }; },
//   );
//
// The wrapper says who may call (public, a signed-in person with at least a role, or an API key with
// scopes), reads the body only through the size-capped JSON reader, parses body, query and params with
// their zod schemas (a failure is a 400 with field errors), answers a thrown Refusal (or the route's
// `refuse(code)`) with the one localised refusal shape, and turns anything else into a logged 500 that
// shows no internals. A handler returns a Response, or a value sent as JSON (never cached).
//
// The business API (/api/v2, `envelope: "v2"`) answers in the market's envelope instead:
// `{ success: true, data }` and `{ success: false, error, code }` (error: the message in the caller's
// language; code: one of V2_ERROR_CODES, house codes mapped onto them, validation errors with
// `details.fieldErrors`). Its `apiKey` callers also pass lib/api/gate.ts (the organisation's rate limit
// and the key's usage), and every answer after that carries the X-RateLimit-* headers.
import "server-only";
import type { z } from "zod";
import { admitApiCall } from "@/lib/api/gate";
import { authenticateApiKey, type ApiKeyCaller, type ApiScope } from "@/lib/api/keys";
import { requestMfaPending } from "@/lib/auth/mfa-gate";
import { principalFromRequest } from "@/lib/auth/request-principal";
import { sessionOfRequest } from "@/lib/auth/session-id";
import { viewAsCookieOf, viewedPrincipal } from "@/lib/auth/view-as";
import { prisma, type PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import type { Namespace } from "@/lib/i18n/namespaces";
import { decide, type Principal } from "@/lib/routes/middleware";
import { AUDIENCE_MIDDLEWARE } from "@/lib/routes/registry";
import { localizedError, Refusal, refusalResponse, requestLocale, SHARED_NAMESPACE, type RefusalOptions } from "./errors";
import { jsonBodyError, MAX_JSON_BYTES, readJsonBody } from "./json-body";

export type Role = "user" | "member" | "lead" | "admin";
export type SignedIn = NonNullable<Principal>;

/** Who may call: anyone, anyone with their session if they have one, a signed-in role, or an API key. */
export type Caller = "public" | { session: Role | "optional" } | { apiKey: readonly ApiScope[] };

type Who<C extends Caller> = C extends { session: Role }
  ? { principal: SignedIn; apiKey: null }
  : C extends { apiKey: readonly ApiScope[] }
    ? { principal: null; apiKey: ApiKeyCaller }
    : { principal: Principal; apiKey: null };

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteSpec<C extends Caller, B, Q, P> = {
  caller: C;
  /** The messages namespace of the route's refusals (`<namespace>.errors.<CODE>`). */
  namespace: Namespace;
  /** The route's own refusal codes and their HTTP status, for `refuse(code)`. */
  errors?: Readonly<Record<string, number>>;
  body?: B;
  query?: Q;
  params?: P;
  /** The JSON body's cap in bytes (default MAX_JSON_BYTES). */
  maxBodyBytes?: number;
  /** The route's own code (in `namespace`) for a caller not signed in, where its clients know one (default NOT_SIGNED_IN). */
  signedOutCode?: string;
  /** The route's own code (in `namespace`) for an unexpected failure, where its clients know one (default INTERNAL). */
  internalCode?: string;
  /** The business API's envelope (see the file comment); default the house's. */
  envelope?: "v2";
  /** The status of a value's answer (default 200; 201 for a v2 create). */
  successStatus?: number;
  /** Hands out a paid deliverable and records it (a download): refused while an admin views as someone. */
  deliverable?: boolean;
};

export type RouteContext<C extends Caller, B, Q, P> = Who<C> & {
  request: Request;
  /** The caller's language: the request's (cookie, Accept-Language), or the one answerIn() chose. */
  locale: Locale;
  db: PrismaClient;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** Says "no" with one of the route's codes (status from `errors`, else 400). Never returns. */
  refuse(code: string, options?: RefusalOptions & { status?: number }): never;
  /**
   * Answers from now on (refusals and failures too) in the language the request names itself, e.g. a
   * `?locale=` parameter or a form's field, when it is a supported one, else in the request's. Returns it.
   */
  answerIn(explicit: unknown): Locale;
};

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context: NextContext) => Promise<Response>;

const NO_STORE = { "Cache-Control": "no-store" };

/** `{ field: firstMessage }` for a zod error (the path's first segment; the form's whole error as "form"). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}

async function parseInput<S>(schema: S | undefined, input: () => Promise<unknown> | unknown): Promise<{ ok: true; data: Out<S> } | { ok: false; error: z.ZodError }> {
  if (!schema) return { ok: true, data: undefined as Out<S> };
  const parsed = (schema as unknown as z.ZodType).safeParse(await input());
  return parsed.success ? { ok: true, data: parsed.data as Out<S> } : { ok: false, error: parsed.error };
}

/** The business API's error codes (market-behaviour C), each answer's `code` in the v2 envelope. */
export const V2_ERROR_CODES = [
  "INVALID_REQUEST", "INVALID_EMAIL", "ALREADY_EXISTS", "ALREADY_DELETED", "UNAUTHORIZED", "INSUFFICIENT_CREDITS",
  "FORBIDDEN", "NOT_FOUND", "RATE_LIMIT_EXCEEDED", "INVITE_LIMIT_EXCEEDED", "INTERNAL_ERROR",
] as const;
export type V2ErrorCode = (typeof V2_ERROR_CODES)[number];

/** The house's shared codes as the API's. */
const HOUSE_TO_V2: Record<string, V2ErrorCode> = {
  API_KEY_MISSING: "UNAUTHORIZED", API_KEY_INVALID: "UNAUTHORIZED", NOT_SIGNED_IN: "UNAUTHORIZED",
  API_DISABLED: "FORBIDDEN", INSUFFICIENT_SCOPE: "FORBIDDEN",
  INVALID_INPUT: "INVALID_REQUEST", INVALID_BODY: "INVALID_REQUEST", BODY_TOO_LARGE: "INVALID_REQUEST",
  NO_CREDITS: "INSUFFICIENT_CREDITS", RATE_LIMITED: "RATE_LIMIT_EXCEEDED", INTERNAL: "INTERNAL_ERROR",
};

/** Any other code by its status, so a v2 answer never carries a code outside the list. */
function v2Code(code: string, status: number): V2ErrorCode {
  if ((V2_ERROR_CODES as readonly string[]).includes(code)) return code as V2ErrorCode;
  const mapped = HOUSE_TO_V2[code];
  if (mapped) return mapped;
  if (status >= 500) return "INTERNAL_ERROR";
  const byStatus: Record<number, V2ErrorCode> = { 401: "UNAUTHORIZED", 402: "INSUFFICIENT_CREDITS", 403: "FORBIDDEN", 404: "NOT_FOUND", 409: "ALREADY_EXISTS", 429: "RATE_LIMIT_EXCEEDED" };
  return byStatus[status] ?? "INVALID_REQUEST";
}

/** A house refusal (`{ error: { code, message, ...details } }`) in the v2 envelope, same status and headers. */
async function toV2(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } & Record<string, unknown> };
  const { code = "INTERNAL", message = "", ...details } = body.error ?? {};
  const out = { success: false, error: message, code: v2Code(code, response.status), ...(Object.keys(details).length ? { details } : {}) };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json(out, { status: response.status, headers });
}

type Admitted = { principal: Principal; apiKey: ApiKeyCaller | null };

async function whoIsCalling(caller: Caller, request: Request, db: PrismaClient, namespace: Namespace, signedOut: () => Refusal, admitted: (gate: { headers: Record<string, string>; counted: Promise<void> }) => void, deliverable = false): Promise<Admitted> {
  if (caller === "public") return { principal: null, apiKey: null };
  if ("apiKey" in caller) {
    const check = await authenticateApiKey(db, request.headers.get("authorization"));
    if (!check.ok && check.code === "API_DISABLED") throw new Refusal(SHARED_NAMESPACE, check.code, 403);
    if (!check.ok) throw new Refusal(SHARED_NAMESPACE, check.code, 401, { headers: { "WWW-Authenticate": "Bearer" } });
    // Counted (rate limit, usage) before the scope check: a refused call is a call.
    admitted(await admitApiCall(db, check.key));
    const missing = caller.apiKey.find((scope) => !check.key.scopes.includes(scope));
    if (missing) throw new Refusal(SHARED_NAMESPACE, "INSUFFICIENT_SCOPE", 403, { values: { scope: missing } });
    return { principal: null, apiKey: check.key };
  }
  // Fresh, not the proxy's short cache: a session ended a moment ago is refused here at once.
  let principal = await principalFromRequest(request, { fresh: true }, { db: async () => db });
  // An admin viewing the app as someone (lib/auth/view-as.ts): reads only, as that person.
  const ticket = principal?.role === "admin" ? viewAsCookieOf(request) : null;
  if (ticket) {
    const viewed = await viewedPrincipal(db, principal, ticket, (await sessionOfRequest(request))?.sid);
    if (viewed) {
      if ((request.method !== "GET" && request.method !== "HEAD") || deliverable) throw new Refusal("BackofficeSupport", "READ_ONLY_VIEW", 403);
      principal = viewed;
    }
  }
  if (caller.session === "optional") return { principal, apiKey: null };
  const decision = decide({ middleware: [...AUDIENCE_MIDDLEWARE[caller.session]] }, principal);
  if (decision.kind === "login") throw signedOut();
  // The route's own wording when its namespace has one, else the shared one (refusalMessage).
  if (decision.kind !== "allow") throw new Refusal(namespace, "FORBIDDEN", 403);
  // The team lead area under MFA (lib/auth/mfa-gate.ts): a session that has not proved its code is refused.
  if (caller.session === "lead" && principal && (await requestMfaPending(db, request, principal.userId))) throw new Refusal(SHARED_NAMESPACE, "MFA_REQUIRED", 401);
  return { principal, apiKey: null };
}

/** Wraps a handler: see the file comment. `tag` names the route in logs. */
export function route<C extends Caller, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<C, B, Q, P>,
  handler: (ctx: RouteContext<C, B, Q, P>) => Promise<Response | unknown>,
): RouteHandler {
  const refuse = (code: string, options: RefusalOptions & { status?: number } = {}): never => {
    throw new Refusal(spec.namespace, code, options.status ?? spec.errors?.[code] ?? 400, options);
  };
  // In the route's own words where its namespace has them ("sign in again to see your invoices"), else the shared ones.
  const signedOut = () => new Refusal(spec.namespace, spec.signedOutCode ?? "NOT_SIGNED_IN", 401);
  const v2 = spec.envelope === "v2";
  return async function handle(request, context) {
    // The rate limit's headers, once the caller was counted (v2 answers carry them, refusals too), and
    // the usage count written meanwhile (lib/api/gate.ts), awaited before any answer leaves.
    let limitHeaders: Record<string, string> = {};
    let counted: Promise<void> = Promise.resolve();
    const answer = async (response: Response): Promise<Response> => {
      await counted.catch((e: unknown) => console.error("[route] API usage not counted:", e));
      if (!v2) return response;
      const out = response.ok || response.headers.get("content-type")?.startsWith("application/json") !== true ? response : await toV2(response);
      for (const [name, value] of Object.entries(limitHeaders)) out.headers.set(name, value);
      return out;
    };
    let locale = requestLocale(request);
    const invalid = async (error: z.ZodError) => answer(await localizedError(locale, spec.namespace, "INVALID_INPUT", 400, { details: { fieldErrors: fieldErrorsOf(error) } }));
    try {
      const db = await prisma();
      const who = await whoIsCalling(spec.caller, request, db, spec.namespace, signedOut, (gate) => ((limitHeaders = gate.headers), (counted = gate.counted)), spec.deliverable);
      const params = await parseInput(spec.params, async () => (context ? await context.params : {}));
      if (!params.ok) return await invalid(params.error);
      const query = await parseInput(spec.query, () => Object.fromEntries(new URL(request.url).searchParams));
      if (!query.ok) return await invalid(query.error);
      let body: Out<B> = undefined as Out<B>;
      if (spec.body) {
        const json = await readJsonBody(request, spec.maxBodyBytes ?? MAX_JSON_BYTES);
        if (!json.ok) return await answer(await jsonBodyError(request, json.error));
        const parsed = await parseInput(spec.body, () => json.data);
        if (!parsed.ok) return await invalid(parsed.error);
        body = parsed.data;
      }
      const answerIn = (explicit: unknown) => (locale = requestLocale(request, explicit));
      const ctx = { ...who, request, get locale() { return locale; }, answerIn, db, body, query: query.data, params: params.data, refuse } as unknown as RouteContext<C, B, Q, P>;
      const result = await handler(ctx);
      if (result instanceof Response) return await answer(result);
      if (v2) return await answer(Response.json({ success: true, data: result ?? null }, { status: spec.successStatus ?? 200, headers: NO_STORE }));
      return await answer(Response.json(result ?? null, { status: spec.successStatus ?? 200, headers: NO_STORE }));
    } catch (error) {
      if (error instanceof Refusal) return answer(await refusalResponse(locale, error));
      console.error(`[route ${new URL(request.url).pathname}]`, error);
      return answer(await localizedError(locale, spec.namespace, spec.internalCode ?? "INTERNAL", 500));
    }
  };
}
