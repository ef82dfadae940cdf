// The BreadcrumbList of a public page: Home › each ancestor that is a page of its own › the page.
// Every static public page (and the index of an optional-segment route) is named by
// Seo.breadcrumb.pages.<ogPageKey>; a page from the database (a post, a style, a job) passes its own
// title as `names[path]`.
import "server-only";
import { getTranslations } from "next-intl/server";
import type { BreadcrumbList, WithContext } from "schema-dts";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { ogPageKey } from "./og";
import { publicRouteOf } from "./public-pages";
import { breadcrumbJsonLd } from "./structured-data";

/** The registry pattern a path is the page of, when it is a static page or an optional route's index; else null. */
function staticRouteOf(path: string): string | null {
  const route = publicRouteOf(path);
  if (!route) return null;
  const bare = route.path.replace(/\/\[\[\w+\]\]$/, "") || "/";
  return bare === path && !bare.includes("[") ? route.path : null;
}

export async function publicBreadcrumb(locale: Locale, path: string, names: Record<string, string> = {}): Promise<WithContext<BreadcrumbList>> {
  const t = await getTranslations({ locale, namespace: "Seo" });
  const all: Record<string, string> = {};
  const segments = path.split("/").filter(Boolean);
  for (let i = 1; i <= segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join("/")}`;
    const route = staticRouteOf(prefix);
    const key = route && `breadcrumb.pages.${ogPageKey(route)}`;
    if (key && t.has(key)) all[prefix] = t(key);
  }
  return breadcrumbJsonLd({ baseUrl: env.APP_URL, locale, path, homeName: t("breadcrumb.home"), names: { ...all, ...names } });
}
