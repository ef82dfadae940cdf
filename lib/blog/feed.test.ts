// The RSS route (app/[locale]/(marketing)/blog/rss.xml/route.ts) on a real database: valid RSS 2.0
// with the language's published posts, absolute links on APP_URL, the right content type; an unknown
// language is a 404.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import { setDbForTests } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import { BLOG_POSTS } from "@/prisma/seed/content";

const messages = Object.fromEntries(["en", "de", "es"].map((l) => [l, readMessages(l as "en" | "de" | "es")])) as Record<string, MessageTree>;

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale]!, namespace: namespace as never, timeZone: "UTC" }),
  };
});
vi.mock("@/lib/env", async (original) => ({ env: { ...(await original<typeof import("@/lib/env")>()).env, APP_URL: "https://lumen.example" } }));

const { GET } = await import("@/app/[locale]/(marketing)/blog/rss.xml/route");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  setDbForTests(db);
  await runSeed(db.prisma, { demo: true });
  // A draft and a future post never reach the feed.
  await db.prisma.blogPost.create({ data: { slug: "a-draft", locale: "en", title: "Draft post", excerpt: "x", body: "x", authorName: "Clara Weiss", status: "DRAFT", publishedAt: new Date("2026-01-01") } });
  await db.prisma.blogPost.create({ data: { slug: "far-future", locale: "en", title: "Future post", excerpt: "x", body: "x", authorName: "Clara Weiss", status: "PUBLISHED", publishedAt: new Date("2999-01-01") } });
});
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

const feed = (locale: string) => GET(new Request(`https://lumen.example/${locale}/blog/rss.xml`), { params: Promise.resolve({ locale }) });

/** The <item>s of an RSS document: title and link of each (the XML's shape is checked by the patterns). */
function items(xml: string): { title: string; link: string }[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => ({
    title: /<title><!\[CDATA\[([\s\S]*?)\]\]><\/title>/.exec(body!)?.[1] ?? /<title>([\s\S]*?)<\/title>/.exec(body!)![1]!,
    link: /<link>([\s\S]*?)<\/link>/.exec(body!)![1]!,
  }));
}

describe("the blog's RSS feed", () => {
  it.each(["en", "de", "es"])("lists the published posts of %s with absolute links", async (locale) => {
    const res = await feed(locale);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toMatch(/<\/channel>\s*<\/rss>\s*$/);
    const prefix = locale === "en" ? "" : `/${locale}`;
    expect(xml).toContain(`<link>https://lumen.example${prefix}/blog</link>`);
    expect(xml).toContain(`<language>${{ en: "en-US", de: "de-DE", es: "es-ES" }[locale]}</language>`);
    const expected = BLOG_POSTS.filter((p) => p.locale === locale).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    const got = items(xml);
    expect(got.map((i) => i.title)).toEqual(expected.map((p) => p.title));
    expect(got.map((i) => i.link)).toEqual(expected.map((p) => `https://lumen.example${prefix}/blog/${encodeURIComponent(p.slug)}`));
    expect(xml).not.toContain("Draft post");
    expect(xml).not.toContain("Future post");
  });

  it("answers 404 for a language we do not have", async () => {
    expect((await feed("fr")).status).toBe(404);
  });
});
