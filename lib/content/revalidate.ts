// The cached public pages (app/[locale]/(marketing)) are rendered once and served to everyone until
// revalidated: every REVALIDATE seconds of their layout at the latest, and at once when something they
// show changes. Code that changes such content (a price, a style, a post, a review, a parameter) calls
// `revalidatePublic` after its transaction commits, naming the public paths (unprefixed, as in the
// route registry: "/pricing", "/blog/[slug]") whose pages show it, or `revalidateEveryPublicPage`
// when the change shows on many of them (a business parameter, the active engine).
import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { clearPageMicroCache } from "@/lib/http/page-microcache";
import { LOCALES } from "@/lib/i18n/config";
import { publicRoutes } from "@/lib/seo/public-pages";

/** The cache tag of the sitemap's data (app/sitemap.ts): any change of public content may add or drop a page. */
export const SITEMAP_TAG = "sitemap";

/**
 * Runs a cache invalidation; outside a request (a script, a job, a test) Next has no cache to mark and
 * says so ("Invariant: static generation store missing in revalidatePath(…)"): then nothing is done,
 * the pages' timer still applies. Any other error (a call during a render, inside a cache scope) is a
 * bug and is thrown.
 */
function outsideRequestSafe(mark: () => void): void {
  try {
    mark();
  } catch (e) {
    if (!(e instanceof Error && /static generation store missing/.test(e.message))) throw e;
  }
}

/** Marks the pages of `paths` stale in every language; a pattern with [segments] covers all its pages. */
export function revalidatePublic(...paths: string[]): void {
  // The production server's few seconds of shared cache (lib/http/page-microcache.ts) start afresh too.
  clearPageMicroCache();
  outsideRequestSafe(() => revalidateTag(SITEMAP_TAG, "max"));
  for (const path of paths) {
    const suffix = path === "/" ? "" : path;
    // A pattern names the page's file route, route group included (Next tags a page with its file
    // route, e.g. /[locale]/(marketing)/blog/[slug]/page): without the group nothing would match.
    if (path.includes("[")) outsideRequestSafe(() => revalidatePath(`/[locale]/(marketing)${suffix.replace(/\[\[(\w+)\]\]/g, "[[...$1]]")}`, "page"));
    else for (const locale of LOCALES) outsideRequestSafe(() => revalidatePath(`/${locale}${suffix}`));
  }
}

/** Every public page (the registry's public routes): after a change that shows on many of them. */
export function revalidateEveryPublicPage(): void {
  revalidatePublic(...publicRoutes().map((r) => r.path), "/blog/rss.xml");
}
