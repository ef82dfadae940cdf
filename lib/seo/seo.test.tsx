// The sitemap's pages and the Open Graph images, on a real database: which pages are listed (public
// ones only, in the languages they exist in, with their alternates), and that the image route answers a
// PNG for a public page and 404 for anything else, whatever text the address carries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/og/[locale]/[[...path]]/route";
import { pageMetadata } from "@/lib/i18n/metadata";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { seedCatalogue } from "@/lib/testing/fixtures";
import { routeCaller, type RouteCaller } from "@/lib/testing/http";
import { ogCard, ogPageKey } from "./og";
import { publicRoutes } from "./public-pages";
import { robotsFile } from "./robots";
import { loadSitemapDocuments, sitemapEntries, staticPages } from "./sitemap";
import { readMessages } from "@/lib/i18n/message-files";
import { LOCALES } from "@/lib/i18n/config";

const BASE = "https://lumen.example";
let db: TestDb;
let caller: RouteCaller;
let styleSlugs: string[];
let inactiveStyle: string;

const day = 24 * 3600_000;
const now = new Date();

beforeAll(async () => {
  db = await openTestDb("pglite");
  caller = routeCaller(db);
  const catalogue = await seedCatalogue(db.prisma);
  styleSlugs = catalogue.styleSlugs;
  inactiveStyle = catalogue.inactiveStyleSlug;
  const post = (slug: string, locale: string, extra: object = {}) =>
    db.prisma.blogPost.create({ data: { slug, locale, title: `Title ${slug}`, excerpt: "x", body: "x", authorName: "Lumen Team", status: "PUBLISHED", publishedAt: new Date(now.getTime() - day), ...extra } });
  await post("selfie-tips", "en", { translationKey: "selfies" });
  await post("selfie-tipps", "de", { translationKey: "selfies", authorName: "Jürgen Groß" });
  await post("consejos-selfie", "es", { translationKey: "selfies", authorName: "Equipo de Lumen", seoTitle: "Consejos para selfies" });
  await post("solo-post", "en");
  await post("draft-post", "en", { status: "DRAFT" });
  await post("future-post", "en", { publishedAt: new Date(now.getTime() + day), authorName: "Future Author" });
  for (const [slug, name] of [["lumen-team", "Lumen Team"], ["jurgen-gross", "Jürgen Groß"], ["equipo-de-lumen", "Equipo de Lumen"], ["future-author", "Future Author"], ["no-posts", "Nobody Yet"]]) {
    await db.prisma.blogAuthor.create({ data: { slug: slug!, name: name! } });
  }
  await db.prisma.jobPosting.create({ data: { slug: "engineer", title: "Engineer", location: "Remote", body: "x", published: true } });
  await db.prisma.jobPosting.create({ data: { slug: "designer", locale: "en", translationKey: "design", title: "Designer", location: "Remote", body: "x", published: true } });
  await db.prisma.jobPosting.create({ data: { slug: "disenador", locale: "es", translationKey: "design", title: "Diseñador", location: "Remoto", body: "x", published: true } });
  const page = (slug: string, locale: string, extra: object = {}) =>
    db.prisma.contentPage.create({ data: { slug, locale, translationKey: "guide", title: `Page ${slug}`, description: "d", body: "b", status: "PUBLISHED", publishedAt: new Date(now.getTime() - day), ...extra } });
  await page("guide", "en");
  await page("leitfaden", "de");
  await page("guia", "es", { status: "DRAFT" });
  await db.prisma.jobPosting.create({ data: { slug: "hidden-job", title: "Hidden", location: "Remote", body: "x", published: false } });
}, 60_000);

afterAll(async () => {
  await db?.cleanup();
});

describe("the sitemap", () => {
  it("lists the registry's public pages in every language, and none of the private or placeholder ones", () => {
    const paths = staticPages().map((d) => d.versions.en);
    expect(paths).toEqual(expect.arrayContaining(["/", "/pricing", "/api", "/blog", "/jobs", "/reviews", "/legal", "/headshot-types", "/lp/v2", "/ugly", "/author", "/content"]));
    expect(paths).not.toContain("/not-found");
    expect(paths.some((p) => p!.startsWith("/app") || /^\/auth(\/|$)/.test(p!) || p!.includes("["))).toBe(false);
    for (const d of staticPages()) expect(Object.keys(d.versions).sort()).toEqual(["de", "en", "es"]);
  });

  it("adds active styles, published posts per language, published jobs, legal documents and authors", async () => {
    const docs = await loadSitemapDocuments(db.prisma, now);
    const entries = sitemapEntries(docs, `${BASE}/`);
    const urls = entries.map((e) => e.url);
    for (const slug of styleSlugs) expect(urls).toEqual(expect.arrayContaining([`${BASE}/headshot-types/${slug}`, `${BASE}/de/headshot-types/${slug}`, `${BASE}/es/headshot-types/${slug}`]));
    expect(urls.some((u) => u.includes(inactiveStyle))).toBe(false);
    expect(urls).toEqual(expect.arrayContaining([`${BASE}/blog/selfie-tips`, `${BASE}/de/blog/selfie-tipps`, `${BASE}/es/blog/consejos-selfie`, `${BASE}/blog/solo-post`]));
    // Each language version only in its own language: no /de/blog/selfie-tips.
    expect(urls).not.toContain(`${BASE}/de/blog/selfie-tips`);
    expect(urls).not.toContain(`${BASE}/es/jobs/engineer`); // an opening exists in its own language only
    expect(urls.some((u) => u.includes("draft-post") || u.includes("future-post") || u.includes("hidden-job"))).toBe(false);
    expect(urls).toEqual(expect.arrayContaining([`${BASE}/jobs/engineer`, `${BASE}/legal/terms`, `${BASE}/de/legal/imprint`]));
    expect(urls).toEqual(expect.arrayContaining([`${BASE}/author/lumen-team`, `${BASE}/de/author/jurgen-gross`, `${BASE}/es/author/equipo-de-lumen`]));
    expect(urls).not.toContain(`${BASE}/author/future-author`);
    expect(urls.some((u) => u.includes("/author/no-posts"))).toBe(false);
    expect(urls).not.toContain(`${BASE}/de/author/lumen-team`);
    expect(urls).toEqual(expect.arrayContaining([`${BASE}/author`, `${BASE}/de/content`, `${BASE}/content/guide`, `${BASE}/de/content/leitfaden`]));
    expect(urls.some((u) => u.includes("/guia"))).toBe(false);
    expect(entries.find((e) => e.url === `${BASE}/de/content/leitfaden`)!.alternates.languages).toEqual({
      "en-US": `${BASE}/content/guide`, "de-DE": `${BASE}/de/content/leitfaden`, "x-default": `${BASE}/content/guide`,
    });
    // A job's translations are its alternates; each language version only under its own language.
    expect(entries.find((e) => e.url === `${BASE}/es/jobs/disenador`)!.alternates.languages).toEqual({
      "en-US": `${BASE}/jobs/designer`, "es-ES": `${BASE}/es/jobs/disenador`, "x-default": `${BASE}/jobs/designer`,
    });
    expect(urls).not.toContain(`${BASE}/de/jobs/designer`);
    expect(new Set(urls).size).toBe(urls.length);

    const german = entries.find((e) => e.url === `${BASE}/de/blog/selfie-tipps`)!;
    expect(german.alternates.languages).toEqual({
      "en-US": `${BASE}/blog/selfie-tips`, "de-DE": `${BASE}/de/blog/selfie-tipps`, "es-ES": `${BASE}/es/blog/consejos-selfie`, "x-default": `${BASE}/blog/selfie-tips`,
    });
    expect(german.lastModified).toMatch(/^\d{4}-\d\d-\d\dT/);
    const pricing = entries.find((e) => e.url === `${BASE}/es/pricing`)!;
    expect(pricing.alternates.languages).toEqual({ "en-US": `${BASE}/pricing`, "de-DE": `${BASE}/de/pricing`, "es-ES": `${BASE}/es/pricing`, "x-default": `${BASE}/pricing` });
    expect(entries.find((e) => e.url === `${BASE}/de`)).toBeDefined();
  });

});

describe("the proxy", () => {
  it("leaves /robots.txt, /sitemap.xml and the Open Graph images to Next (its matcher skips files and /api/)", async () => {
    const source = (await import("node:fs")).readFileSync("proxy.ts", "utf8");
    const literal = /matcher:\s*("(?:[^"\\]|\\.)*")/.exec(source)![1]!;
    const matcher = new RegExp(`^${JSON.parse(literal) as string}$`);
    for (const path of ["/robots.txt", "/sitemap.xml", "/api/og/de/pricing"]) expect(matcher.test(path), path).toBe(false);
    for (const path of ["/pricing", "/de/blog/x", "/api"]) expect(matcher.test(path), path).toBe(true);
  });
});

describe("robots.txt", () => {
  const robots = robotsFile(BASE);
  const rule = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules;
  const disallow = [rule.disallow ?? []].flat();
  const allow = [rule.allow ?? []].flat();
  /** Google's reading: the longest matching rule wins, allow on a tie. */
  const blocked = (path: string) => {
    const d = Math.max(-1, ...disallow.filter((p) => path.startsWith(p)).map((p) => p.length));
    const a = Math.max(-1, ...allow.filter((p) => path.startsWith(p)).map((p) => p.length));
    return d > a;
  };

  it("names the sitemap", () => {
    expect(robots.sitemap).toBe(`${BASE}/sitemap.xml`);
  });

  it.each(["", "/de", "/es"])("lets every public page be crawled, in %s", (prefix) => {
    for (const d of staticPages()) expect(blocked(`${prefix}${d.versions.en === "/" ? "" : d.versions.en}` || "/"), d.versions.en).toBe(false);
    for (const p of ["/author/lumen-team", "/blog/x", "/jobs/x", "/headshot-types/x", "/legal/refund", "/api"]) expect(blocked(`${prefix}${p}`), p).toBe(false);
  });

  it.each(["", "/de", "/es"])("keeps the private areas out, in %s", (prefix) => {
    if (prefix === "") expect(blocked("/api/v2/teams")).toBe(true);
    for (const p of ["/app", "/app/admin/members", "/admin/user", "/auth/login", "/checkout?package=starter", "/profile", "/studio/x", "/team-member", "/invite/abc", "/vote/t", "/photo-upload/t", "/join/x", "/team-access", "/organization/join/x", "/redeem", "/refund", "/retry", "/deeplink/x", "/track/x", "/invoice/x"]) {
      expect(blocked(`${prefix}${p}`), p).toBe(true);
    }
  });

  it("lets the Open Graph images be fetched", () => {
    expect(blocked("/api/og/de/pricing")).toBe(false);
  });
});

describe("Open Graph images", () => {
  it("have a headline for every static public page in every language", () => {
    for (const locale of LOCALES) {
      const pages = readMessages(locale).Seo.og.pages as Record<string, string>;
      for (const r of publicRoutes()) {
        if (r.path.includes("[") && !r.path.includes("[[")) continue;
        expect(pages[ogPageKey(r.path)], `${locale} ${r.path}`).toBeTruthy();
      }
    }
  });

  it("and a short name for the breadcrumb of every static public page (Seo.breadcrumb.pages)", () => {
    for (const locale of LOCALES) {
      const names = (readMessages(locale).Seo.breadcrumb as { pages: Record<string, string> }).pages;
      for (const r of publicRoutes()) {
        if (r.path === "/" || (r.path.includes("[") && !r.path.includes("[["))) continue;
        expect(names[ogPageKey(r.path)], `${locale} ${r.path}`).toBeTruthy();
      }
    }
  });

  it("find the headline themselves: messages, or the database", async () => {
    expect(await ogCard(db.prisma, "de", "/pricing")).toMatchObject({ title: "Einfache Preise, einmal bezahlt", section: null });
    expect(await ogCard(db.prisma, "es", "/blog/consejos-selfie")).toMatchObject({ title: "Consejos para selfies", section: "Blog" });
    expect(await ogCard(db.prisma, "en", "/jobs/engineer")).toMatchObject({ title: "Engineer", section: "Jobs" });
    expect(await ogCard(db.prisma, "en", `/headshot-types/${styleSlugs[0]}`)).toMatchObject({ title: "Style 0" });
    expect(await ogCard(db.prisma, "de", "/legal/imprint")).toMatchObject({ title: "Impressum" });
    expect(await ogCard(db.prisma, "de", "/author/jurgen-gross")).toMatchObject({ title: "Jürgen Groß" });
    expect(await ogCard(db.prisma, "de", "/content/leitfaden")).toMatchObject({ title: "Page leitfaden" });
    expect(await ogCard(db.prisma, "es", "/content/guia")).toBeNull();
    expect(await ogCard(db.prisma, "en", "/content/leitfaden")).toBeNull();
    for (const path of ["/blog/draft-post", "/blog/future-post", "/jobs/hidden-job", `/headshot-types/${inactiveStyle}`, "/legal/nonsense", "/not-found", "/app", "/auth/login", "/pricing/extra", "/nope"]) {
      expect(await ogCard(db.prisma, "en", path), path).toBeNull();
    }
  });

  const get = (path: string[]) => caller.call(GET, new Request(`${BASE}/api/og/${path.join("/")}`), null, { locale: path[0]!, ...(path.length > 1 ? { path: path.slice(1) } : {}) });

  it("answer a 1200 × 630 PNG for a public page", async () => {
    for (const path of [["en"], ["de", "pricing"], ["es", "blog", "consejos-selfie"]]) {
      const res = await get(path);
      expect(res.status, path.join("/")).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toContain("public");
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      if (process.env.OG_DUMP) (await import("node:fs")).writeFileSync(`${process.env.OG_DUMP}/${path.join("-")}.png`, png);
    }
  }, 60_000);

  it("answer 404 for anything that is not a public page: no text from the address is drawn", async () => {
    for (const path of [["en", "Buy cheap pills"], ["en", "blog", "draft-post"], ["fr", "pricing"], ["en", "app"], ["de", "legal", "x"], ["en", "a", "b", "c", "d", "e"]]) {
      const res = await get(path);
      expect(res.status, path.join("/")).toBe(404);
    }
  });
});

describe("page metadata of a public page", () => {
  it("carries Open Graph and Twitter cards with the page's generated image", () => {
    const meta = pageMetadata({ path: "/pricing", locale: "de", title: "Preise", description: "Drei Pakete" });
    expect(meta.openGraph).toMatchObject({
      title: "Preise", description: "Drei Pakete", url: "/de/pricing", locale: "de_DE", alternateLocale: ["en_US", "es_ES"], siteName: "Lumen", type: "website",
      images: [{ url: "/api/og/de/pricing", width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: "Preise", images: ["/api/og/de/pricing"] });
    expect(pageMetadata({ path: "/", locale: "en", title: "Lumen" }).openGraph).toMatchObject({ url: "/", images: [{ url: "/api/og/en" }] });
  });

  it("a blog post is an article, and may name its own image", () => {
    const meta = pageMetadata({ path: "/blog/x", locale: "en", title: "X", image: { url: "/cover.jpg" }, article: { publishedTime: new Date("2026-01-01T00:00:00Z"), authors: ["Lumen Team"] } });
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: "2026-01-01T00:00:00.000Z", authors: ["Lumen Team"], images: [{ url: "/cover.jpg" }] });
  });

  it("pages that are not public, or not indexed, get none", () => {
    expect(pageMetadata({ path: "/auth/login", locale: "en", title: "Sign in" }).openGraph).toBeUndefined();
    expect(pageMetadata({ path: "/pricing", locale: "en", title: "P", index: false }).openGraph).toBeUndefined();
    expect(pageMetadata({ path: "/auth/login", locale: "en", title: "Sign in" }).twitter).toBeUndefined();
  });
});
