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
import "server-only";
import type { z } from "zod";
import { authenticateApiKey, type ApiKeyCaller, type ApiScope } from "@/lib/api/keys";
import { requestMfaPending } from "@/lib/auth/mfa-gate";
import { principalFromRequest } from "@/lib/auth/request-principal";
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

async function whoIsCalling(caller: Caller, request: Request, db: PrismaClient, namespace: Namespace, signedOut: () => Refusal): Promise<{ principal: Principal; apiKey: ApiKeyCaller | null }> {
  if (caller === "public") return { principal: null, apiKey: null };
  if ("apiKey" in caller) {
    const check = await authenticateApiKey(db, request.headers.get("authorization"));
    if (!check.ok) throw new Refusal(SHARED_NAMESPACE, check.code, 401, { headers: { "WWW-Authenticate": "Bearer" } });
    const missing = caller.apiKey.find((scope) => !check.key.scopes.includes(scope));
    if (missing) throw new Refusal(SHARED_NAMESPACE, "INSUFFICIENT_SCOPE", 403, { values: { scope: missing } });
    return { principal: null, apiKey: check.key };
  }
  // Fresh, not the proxy's short cache: a session ended a moment ago is refused here at once.
  const principal = await principalFromRequest(request, { fresh: true }, { db: async () => db });
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
  return async function handle(request, context) {
    let locale = requestLocale(request);
    const invalid = (error: z.ZodError) => localizedError(locale, spec.namespace, "INVALID_INPUT", 400, { details: { fieldErrors: fieldErrorsOf(error) } });
    try {
      const db = await prisma();
      const who = await whoIsCalling(spec.caller, request, db, spec.namespace, signedOut);
      const params = await parseInput(spec.params, async () => (context ? await context.params : {}));
      if (!params.ok) return await invalid(params.error);
      const query = await parseInput(spec.query, () => Object.fromEntries(new URL(request.url).searchParams));
      if (!query.ok) return await invalid(query.error);
      let body: Out<B> = undefined as Out<B>;
      if (spec.body) {
        const json = await readJsonBody(request, spec.maxBodyBytes ?? MAX_JSON_BYTES);
        if (!json.ok) return await jsonBodyError(request, json.error);
        const parsed = await parseInput(spec.body, () => json.data);
        if (!parsed.ok) return await invalid(parsed.error);
        body = parsed.data;
      }
      const answerIn = (explicit: unknown) => (locale = requestLocale(request, explicit));
      const ctx = { ...who, request, get locale() { return locale; }, answerIn, db, body, query: query.data, params: params.data, refuse } as unknown as RouteContext<C, B, Q, P>;
      const result = await handler(ctx);
      return result instanceof Response ? result : Response.json(result ?? null, { headers: NO_STORE });
    } catch (error) {
      if (error instanceof Refusal) return refusalResponse(locale, error);
      console.error(`[route ${new URL(request.url).pathname}]`, error);
      return localizedError(locale, spec.namespace, spec.internalCode ?? "INTERNAL", 500);
    }
  };
}
