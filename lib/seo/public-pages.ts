// Which addresses are public pages: the registry's anonymous routes in a cached layout (the public site
// and the free tools: isCachedLayout, lib/routes/registry.ts), less those that are no page of their own.
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { isCachedLayout, ROUTES, matchRoute, type RouteDef } from "@/lib/routes/registry";

/**
 * Routes that are no page of their own for a search engine: the 404 page, and the free headshot
 * generator's steps and results (one visitor's own).
 */
const NOT_LISTED = new Set([
  "/not-found",
  "/tools/free-headshot-generator/start",
  "/tools/free-headshot-generator/gender",
  "/tools/free-headshot-generator/edit",
  "/tools/free-headshot-generator/review",
  "/tools/free-headshot-generator/result/[id]",
]);

/** The registry's public routes: anonymous, in a cached layout. */
export function publicRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((r) => isCachedLayout(r.layout) && r.who === "anon" && !NOT_LISTED.has(r.path));
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
