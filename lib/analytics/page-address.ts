// Addresses as analytics may see them. A real address can carry secrets and people's ids
// (/auth/token?token=…, /vote/<token>, /app/results/share/<token>, /admin/user?id=…), so page views
// and PostHog's own URL properties carry the route's pattern in the page's language instead
// ("/de/app/results/[id]"), never a query or a fragment, and another site only as its origin.
import { localizePath, splitLocale } from "@/lib/i18n/config";
import { matchRoute } from "@/lib/routes/registry";

export type PageAddress = { url: string; path: string; routeName: string; pageType: string; locale: string };

/** The page at `href` (an absolute address on `origin`) as analytics may name it. */
export function pageAddress(href: string, origin: string): PageAddress {
  let pathname = "/";
  try {
    pathname = new URL(href, origin).pathname;
  } catch {
    // Not an address: counted as an unknown page.
  }
  const { locale, path } = splitLocale(pathname);
  const route = matchRoute(path)?.route;
  const safe = localizePath(route?.path ?? "/not-found", locale);
  return { url: `${origin}${safe}`, path: safe, routeName: route?.name ?? "not-found", pageType: route?.area ?? "unknown", locale };
}

/** One URL-like property value made safe: ours as its pattern, another site's as its origin, anything else as it was. */
export function safeAddressValue(value: string, origin: string): string {
  if (value.startsWith("/") && !value.startsWith("//")) return pageAddress(`${origin}${value}`, origin).path;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value; // "$direct" and other markers
  }
  return url.origin === origin ? pageAddress(value, origin).url : url.origin;
}

const ADDRESS_KEY = /(url|pathname|referrer)$/i;

/** PostHog's event properties (and its $set / $set_once) with every address made safe, in place. */
export function scrubAddresses(properties: Record<string, unknown> | undefined, origin: string): void {
  if (!properties) return;
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === "string" && ADDRESS_KEY.test(key)) properties[key] = safeAddressValue(value, origin);
    else if ((key === "$set" || key === "$set_once") && value && typeof value === "object") scrubAddresses(value as Record<string, unknown>, origin);
  }
}
