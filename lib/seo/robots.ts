// What robots.txt (app/robots.ts) says: the public site may be crawled, the private areas (signed-in
// app, back office, checkout, token links) may not, in every language's address.
import "server-only";
import type { MetadataRoute } from "next";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/config";

/**
 * Private areas, unprefixed (a rule is a prefix: "/auth/", not "/auth", which would also match
 * /author). "/api/" (the routes) but not "/api" (the public API reference page).
 */
export const PRIVATE_PREFIXES = [
  "/app", "/admin", "/auth/", "/checkout", "/profile", "/studio", "/team-member", "/invite", "/vote", "/photo-upload",
  "/join", "/team-access", "/organization", "/redeem", "/refund", "/retry", "/deeplink", "/track", "/invoice", "/design-system",
] as const;

/** Route handlers public pages point at (the Open Graph images): crawlable although under /api/. */
export const PUBLIC_API_PREFIXES = ["/api/og/"] as const;

export function robotsFile(baseUrl: string): MetadataRoute.Robots {
  const base = baseUrl.replace(/\/+$/, "");
  const prefixed = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  const disallow = ["/api/", ...PRIVATE_PREFIXES.flatMap((p) => [p, ...prefixed.map((l) => `/${l}${p}`)])];
  return {
    rules: [{ userAgent: "*", allow: ["/", ...PUBLIC_API_PREFIXES], disallow }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
