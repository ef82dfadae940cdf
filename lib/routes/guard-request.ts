import { decide, type GuardDecision, type Principal } from "./middleware";
import { matchRoute, type RouteDef } from "./registry";

/** The proxy's decision for an unprefixed path. Paths outside the registry are left to the router (404). */
export function guardRequest(path: string, principal: Principal, routes?: readonly RouteDef[]): GuardDecision {
  const match = matchRoute(path, routes);
  return match ? decide(match.route, principal) : { kind: "allow" };
}
