import type { MetadataRoute } from "next";
import { unstable_cache } from "next/cache";
import { SITEMAP_TAG } from "@/lib/content/revalidate";
import { env } from "@/lib/env";
import { pageDb } from "@/lib/http/page";
import { loadSitemapDocuments, sitemapEntries } from "@/lib/seo/sitemap";

// /sitemap.xml: every public page in every language it exists in (lib/seo/sitemap.ts).
// Next prerenders a metadata route at build time unless it is dynamic, and the build has no database:
// so the route is dynamic, and its data is cached instead (an hour at most, and dropped at once by
// revalidatePublic, which every change of public content calls).
export const dynamic = "force-dynamic";

const REVALIDATE_SECONDS = 3600;

const cachedDocuments = unstable_cache(async () => loadSitemapDocuments(await pageDb()), ["sitemap-documents"], { revalidate: REVALIDATE_SECONDS, tags: [SITEMAP_TAG] });

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await cachedDocuments(), env.APP_URL);
}
