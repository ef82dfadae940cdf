import "server-only";
import type { RouteDef } from "./registry";

/**
 * Who is asking. `orgRole` is the strongest role the user holds in any organisation. `viewingAs`: a
 * platform admin is viewing the app as this person, read-only (lib/auth/view-as.ts).
 */
export type Principal = { userId: string; role: "user" | "admin"; orgRole: "member" | "lead" | null; viewingAs?: { adminId: string } } | null;

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "login" }
  | { kind: "forbidden" }
  | { kind: "redirect"; to: string }
  | { kind: "error"; status: 500; message: string };

type Middleware = (principal: Principal) => GuardDecision | null;

const isAdmin = (p: Principal) => p?.role === "admin";

/** Named page middleware. A page declares names; the guard runs them in order; the first decision wins. */
export const MIDDLEWARE: Record<string, Middleware> = {
  // Signed-out only: a signed-in user is sent on to their home.
  guest: (p) => (p ? { kind: "redirect", to: homeFor(p) } : null),
  auth: (p) => (p ? null : { kind: "login" }),
  // A team lead belongs to their organisation, so they may open member pages too.
  member: (p) => (p && (p.orgRole || isAdmin(p)) ? null : { kind: "forbidden" }),
  lead: (p) => (p && (p.orgRole === "lead" || isAdmin(p)) ? null : { kind: "forbidden" }),
  admin: (p) => (isAdmin(p) ? null : { kind: "forbidden" }),
};

export class UnknownMiddlewareError extends Error {
  readonly statusCode = 500;
  constructor(public readonly middlewareName: string) {
    super(`Unknown middleware ${middlewareName}`);
    this.name = "UnknownMiddlewareError";
  }
}

export function resolveMiddleware(name: string): Middleware {
  const mw = Object.prototype.hasOwnProperty.call(MIDDLEWARE, name) ? MIDDLEWARE[name] : undefined;
  if (!mw) throw new UnknownMiddlewareError(name);
  return mw;
}

/** Runs a route's declared middleware for a principal. Never throws: an unknown name is a 500 decision. */
export function decide(route: Pick<RouteDef, "middleware">, principal: Principal): GuardDecision {
  try {
    const chain = route.middleware.map(resolveMiddleware);
    for (const mw of chain) {
      const decision = mw(principal);
      if (decision) return decision;
    }
    return { kind: "allow" };
  } catch (e) {
    if (e instanceof UnknownMiddlewareError) return { kind: "error", status: 500, message: e.message };
    throw e;
  }
}

/** Where a signed-in person lands after login when no target was asked for. */
export function homeFor(p: NonNullable<Principal>): string {
  return p.role === "admin" ? "/admin" : "/app";
}
