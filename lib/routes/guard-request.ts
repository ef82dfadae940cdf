import "server-only";
import { decide, type GuardDecision, type Principal } from "./middleware";
import { matchRoute, type RouteDef } from "./registry";

/**
 * The proxy's decision for an unprefixed path. Paths outside the registry are left to the router (404);
 * the principal is only looked up for routes that declare middleware. `principal` is told when the
 * route sends signed-in people away (guest pages): that answer must be fresh, never cached, or a session
 * just ended elsewhere would bounce between the login page and the app.
 */
export async function guardRequest(path: string, principal: (options: { fresh: boolean }) => Promise<Principal>, routes?: readonly RouteDef[]): Promise<GuardDecision> {
  const match = matchRoute(path, routes);
  if (!match) return { kind: "allow" };
  const { middleware } = match.route;
  return decide(match.route, middleware.length > 0 ? await principal({ fresh: middleware.includes("guest") }) : null);
}
