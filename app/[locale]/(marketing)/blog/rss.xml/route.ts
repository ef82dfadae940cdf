// GET /{locale}/blog/rss.xml: the blog's RSS feed in one language (English too is prefixed: a path
// with a dot skips proxy.ts, so next-intl never adds the locale; this folder takes it from the URL).
// Cached like the blog pages: made on the first request, then revalidated every REVALIDATE seconds
// and when a post changes (revalidatePublic). Nothing of the request is read.
import { getTranslations } from "next-intl/server";
import { publishedBlogFeed } from "@/lib/blog/feed";
import { env } from "@/lib/env";
import { isLocale } from "@/lib/i18n/config";

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const t = await getTranslations({ locale, namespace: "Blog" });
  const xml = await publishedBlogFeed(locale, env.APP_URL, {
    title: t("feed.title"),
    description: t("feed.description"),
    copyright: t("feed.copyright", { year: new Date().getUTCFullYear() }),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
