// Which addresses are public pages: the registry's anonymous routes in the "marketing" layout
// (lib/routes/registry.ts), less those that are no page of their own.
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { ROUTES, matchRoute, type RouteDef } from "@/lib/routes/registry";

/** Routes that exist but are no page of their own for a search engine. */
const NOT_LISTED = new Set(["/not-found"]);

/** The registry's public routes: anonymous, in the marketing layout. */
export function publicRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((r) => r.layout === "marketing" && r.who === "anon" && !NOT_LISTED.has(r.path));
}

const PUBLIC = new Set(publicRoutes().map((r) => r.path));

/** The public route an unprefixed path opens, else null. */
export function publicRouteOf(path: string): RouteDef | null {
  const match = matchRoute(path);
  return match && PUBLIC.has(match.route.path) ? match.route : null;
}

/** Whether an unprefixed path is a public page (pageMetadata gives those Open Graph and Twitter cards). */
export function isPublicPath(path: string): boolean {
  return publicRouteOf(path) !== null;
}

/** The Open Graph image's address (app/api/og) for a public page's unprefixed path in a language. */
export function ogImagePath(path: string, locale: Locale): string {
  return `/api/og/${locale}${path === "/" ? "" : path}`;
}
