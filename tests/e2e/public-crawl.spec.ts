// The public site as a crawler sees it: from /, /de and /es and every sitemap entry, every internal
// link is followed (requests only, no browser pages). Public pages (the registry's anonymous marketing
// routes) are read and their links followed; any other internal address is asked once and must not
// fail (a private one may send to /auth/login), but is not crawled further. Every public page must
// answer 200 with a title, a meta description, a canonical link, hreflang alternates for every
// language and x-default, well-formed JSON-LD, and no message key shown instead of a text.
import { expect, test } from "./support/test";
import { LOCALE_TAGS, LOCALES, splitLocale } from "../../lib/i18n/config";
import { NAMESPACES } from "../../lib/i18n/namespaces";
import { isPublicPath } from "../../lib/seo/public-pages";

const MAX_PAGES = 3000;

/** A missing message as next-intl prints it: its key path ("Pricing.included.title", "Blog.title"). */
const KEY_PATH = /\b[A-Z][A-Za-z]+\.[a-z][A-Za-z0-9]*(?:\.[a-zA-Z0-9_]+)+\b/g;
const NAMESPACE_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-z][A-Za-z0-9]*\\b`, "g");
/** Text that looks like a key path but is not one (file names, domains). */
const NOT_A_KEY = /\.(?:js|ts|tsx|json|png|jpe?g|webp|svg|pdf|zip|csv|com|org|net|io|de|es|example|localhost)\b/i;

type Attrs = Record<string, string>;

function decode(s: string): string {
  return s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)));
}

function tags(html: string, name: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((m) => {
    const attrs: Attrs = {};
    for (const a of m[1]!.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attrs[a[1]!.toLowerCase()] = decode(a[2]!);
    return attrs;
  });
}

function visibleText(html: string): string {
  const body = html.replace(/<head\b[\s\S]*?<\/head>/i, " ");
  return decode(
    body
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
}

function messageKeys(text: string): string[] {
  const found = [...(text.match(KEY_PATH) ?? []), ...(text.match(NAMESPACE_KEY) ?? [])];
  return [...new Set(found.filter((k) => !NOT_A_KEY.test(k)))];
}

test("every public page and link answers, with title, description, canonical, hreflang and no message keys", async ({ request, baseURL }) => {
  test.setTimeout(20 * 60_000);
  const origin = new URL(baseURL!).origin;
  const failures: string[] = [];
  const fail = (url: string, why: string, from?: string) => failures.push(`${url}: ${why}${from ? ` (linked from ${from})` : ""}`);

  /** The path and query of an internal address, or null for another site, an API route or a file of Next's. */
  const internal = (href: string, base: string): string | null => {
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(href)) return null;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/_next/")) return null;
    return url.pathname + url.search;
  };
  const isPublic = (pathAndQuery: string) => isPublicPath(splitLocale(pathAndQuery.split("?")[0]!).path);

  // The sitemap: every entry, and the language versions each names.
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status(), "/sitemap.xml").toBe(200);
  const xml = await sitemap.text();
  const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g), ...xml.matchAll(/<xhtml:link[^>]*href="([^"]+)"/g)].map((m) => internal(decode(m[1]!), origin)).filter((p): p is string => p !== null));
  expect(listed.size, "sitemap entries").toBeGreaterThan(20);
  const robots = await request.get("/robots.txt");
  expect(robots.status(), "/robots.txt").toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const queue: { path: string; from?: string }[] = ["/", "/de", "/es", ...listed].map((path) => ({ path, from: listed.has(path) ? "sitemap.xml" : undefined }));
  const seen = new Set<string>();
  let pages = 0;
  let others = 0;

  while (queue.length > 0 && pages < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    // A public page renders the same for every query (it may not read one): crawl it once.
    const key = isPublic(path) ? path.split("?")[0]! : path;
    if (seen.has(key)) continue;
    seen.add(key);

    const res = await request.get(key, { maxRedirects: 0 });
    const status = res.status();
    if (status >= 400) {
      fail(key, `answered ${status}`, from);
      continue;
    }
    if (status >= 300) {
      const location = res.headers()["location"] ?? "";
      const target = internal(location, `${origin}${key}`);
      // Signed out: a private page sends to the sign-in page, which is fine and where we stop.
      if (target && !/^\/(?:(?:de|es)\/)?auth\/login\b/.test(target)) queue.push({ path: target, from: key });
      continue;
    }
    if (!isPublic(key)) {
      others++;
      continue;
    }
    pages++;
    const type = res.headers()["content-type"] ?? "";
    // The blog's feeds are linked from its pages: answered as RSS, they are fine and not pages.
    if (/\/blog\/rss\.xml$/.test(key) && type.includes("application/rss+xml")) {
      pages--;
      others++;
      continue;
    }
    if (!type.includes("text/html")) {
      fail(key, `is ${type}, not a page`, from);
      continue;
    }
    const html = await res.text();
    const head = /<head\b[\s\S]*?<\/head>/i.exec(html)?.[0] ?? "";
    const title = decode(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? "").trim();
    if (!title) fail(key, "has no <title>");
    const metas = tags(head, "meta");
    const description = metas.find((m) => m.name === "description")?.content?.trim();
    if (!description) fail(key, "has no meta description");
    const robotsMeta = metas.find((m) => m.name === "robots")?.content ?? "";
    if (/noindex/.test(robotsMeta) && listed.has(key)) fail(key, "is listed in the sitemap but says noindex");
    const links = tags(head, "link");
    const canonical = links.find((l) => l.rel === "canonical")?.href;
    if (!canonical) fail(key, "has no canonical link");
    const alternates = new Map(links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => [l.hreflang!, l.href!]));
    // A page search engines are told not to index (the blog's tag and later list pages) needs no language alternates.
    if (!/noindex/.test(robotsMeta)) for (const tag of [...LOCALES.map((l) => LOCALE_TAGS[l]), "x-default"]) if (!alternates.get(tag)) fail(key, `has no hreflang link for ${tag}`);

    for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      try {
        const data = JSON.parse(m[1]!) as unknown;
        for (const item of [data].flat() as { "@type"?: unknown; "@context"?: unknown }[]) if (!item?.["@type"] || !item["@context"]) fail(key, "has JSON-LD without @context or @type");
      } catch {
        fail(key, "has JSON-LD that does not parse");
      }
    }

    const keys = messageKeys(`${title} ${description ?? ""} ${visibleText(html)}`);
    if (keys.length > 0) fail(key, `shows message keys: ${keys.slice(0, 5).join(", ")}`);

    // Onwards: the page's links, and its canonical and language versions (they must answer too).
    const hrefs = [...tags(html, "a").map((a) => a.href ?? ""), canonical ?? "", ...alternates.values()];
    for (const href of hrefs) {
      const next = internal(href, `${origin}${key}`);
      if (next && !seen.has(isPublic(next) ? next.split("?")[0]! : next)) queue.push({ path: next, from: key });
    }
  }

  console.log(`public crawl: ${pages} public pages read, ${others} other internal addresses checked, ${listed.size} sitemap addresses`);
  expect(pages, "the crawl stopped at its limit: is something making endless addresses?").toBeLessThan(MAX_PAGES);
  expect(failures, failures.join("\n")).toEqual([]);
});
