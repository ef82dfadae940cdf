import { decide, type GuardDecision, type Principal } from "./middleware";
import { matchRoute, type RouteDef } from "./registry";

/**
 * The proxy's decision for an unprefixed path. Paths outside the registry are left to the router (404);
 * the principal is only looked up for routes that declare middleware.
 */
export async function guardRequest(path: string, principal: () => Promise<Principal>, routes?: readonly RouteDef[]): Promise<GuardDecision> {
  const match = matchRoute(path, routes);
  if (!match) return { kind: "allow" };
  return decide(match.route, match.route.middleware.length > 0 ? await principal() : null);
}
