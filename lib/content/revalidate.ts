// The cached public pages (app/[locale]/(marketing)) are rendered once and served to everyone until
// revalidated: every REVALIDATE seconds of their layout at the latest, and at once when something they
// show changes. Code that changes such content (a price, a style, a post, a review) calls
// `revalidatePublic` after its transaction commits, naming the public paths (unprefixed, as in the
// route registry: "/pricing", "/blog/[slug]") whose pages show it.
import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { LOCALES } from "@/lib/i18n/config";

/** The cache tag of the sitemap's data (app/sitemap.ts): any change of public content may add or drop a page. */
export const SITEMAP_TAG = "sitemap";

/** Marks the pages of `paths` stale in every language; a pattern with [segments] covers all its pages. */
export function revalidatePublic(...paths: string[]): void {
  try {
    revalidateTag(SITEMAP_TAG, "max");
  } catch (e) {
    if (!(e instanceof Error && /static generation store|outside a request|Invariant/i.test(e.message))) throw e;
  }
  for (const path of paths) {
    const suffix = path === "/" ? "" : path;
    try {
      if (path.includes("[")) revalidatePath(`/[locale]${suffix.replace(/\[\[(\w+)\]\]/g, "[[...$1]]")}`, "page");
      else for (const locale of LOCALES) revalidatePath(`/${locale}${suffix}`);
    } catch (e) {
      // Outside a request (a script, a job, a test) there is no cache to mark: the timer still applies.
      if (!(e instanceof Error && /static generation store|outside a request|Invariant/i.test(e.message))) throw e;
    }
  }
}
