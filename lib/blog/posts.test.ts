// The public blog's loaders on a real (PGlite) database: only published, due posts of the reader's
// language; related posts by shared tags; translations by translationKey; a slug of another language
// redirects to this language's version; the author by name; reading time from the Markdown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { blogListingPath, isReservedBlogSlug, parseBlogListing, readingMinutes } from "./addresses";
import { findBlogAuthor, listBlogAuthors } from "./authors";
import { isPublicBlogImage } from "./images";
import { blogPostMetadata } from "./metadata";
import { findBlogPost, latestBlogPosts, listBlogPosts, listBlogTags, relatedBlogPosts } from "./posts";

const NOW = new Date("2026-06-01T12:00:00Z");
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

let db: TestDb;

type PostInput = { slug: string; locale: string; key?: string; tags?: string[]; status?: "DRAFT" | "PUBLISHED" | "ARCHIVED"; publishedAt?: Date | null; body?: string; author?: string; coverKey?: string };
async function post(p: PostInput) {
  return db.prisma.blogPost.create({
    data: {
      slug: p.slug, locale: p.locale, translationKey: p.key ?? null, title: `Title ${p.slug}`, excerpt: `Excerpt ${p.slug}`,
      body: p.body ?? "## Heading\n\nSome text.", authorName: p.author ?? "Clara Weiss", tags: p.tags ?? [],
      status: p.status ?? "PUBLISHED", publishedAt: p.publishedAt === undefined ? day(-10) : p.publishedAt, coverKey: p.coverKey ?? null,
    },
  });
}

beforeAll(async () => {
  db = await openTestDb("pglite");
  await db.prisma.blogAuthor.create({ data: { slug: "clara-weiss", name: "Clara Weiss", role: { en: "Photography lead", de: "Leitung Fotografie" }, bio: { en: "Lights portraits." }, avatarKey: "blog/authors/clara.jpg" } });
  // One article in three languages.
  await post({ slug: "light", locale: "en", key: "light", tags: ["guide", "light"], publishedAt: day(-5), body: words(500), coverKey: "blog/covers/light.jpg" });
  await post({ slug: "licht", locale: "de", key: "light", tags: ["ratgeber"], publishedAt: day(-5) });
  await post({ slug: "luz", locale: "es", key: "light", tags: ["consejos"], publishedAt: day(-5), status: "DRAFT" });
  // Related by tags: two shared, one shared, none shared; plus a draft, a future and a German one sharing tags.
  await post({ slug: "two-shared", locale: "en", tags: ["guide", "light", "x"], publishedAt: day(-20) });
  await post({ slug: "one-shared", locale: "en", tags: ["light"], publishedAt: day(-1) });
  await post({ slug: "unrelated", locale: "en", tags: ["teams"], publishedAt: day(-2), author: "Someone Without A Page" });
  await post({ slug: "draft", locale: "en", tags: ["guide"], status: "DRAFT", publishedAt: day(-3) });
  await post({ slug: "archived", locale: "en", tags: ["guide"], status: "ARCHIVED", publishedAt: day(-3) });
  await post({ slug: "future", locale: "en", tags: ["guide"], publishedAt: day(2) });
  await post({ slug: "no-date", locale: "en", tags: ["guide"], publishedAt: null });
  await post({ slug: "german-guide", locale: "de", tags: ["guide"], publishedAt: day(-4) });
  // An English post with no other language: its slug in German is a 404.
  await post({ slug: "only-english", locale: "en", key: "lonely", tags: [], publishedAt: day(-30) });
});
afterAll(async () => {
  await db?.cleanup();
});

describe("listBlogPosts", () => {
  it("lists only published, due posts of the language, newest first", async () => {
    const list = await listBlogPosts(db.prisma, "en", { now: NOW });
    expect(list.posts.map((p) => p.slug)).toEqual(["one-shared", "unrelated", "light", "two-shared", "only-english"]);
    expect(list).toMatchObject({ page: 1, pages: 1, total: 5 });
    expect((await listBlogPosts(db.prisma, "de", { now: NOW })).posts.map((p) => p.slug)).toEqual(["german-guide", "licht"]);
    expect((await listBlogPosts(db.prisma, "es", { now: NOW })).posts).toEqual([]);
  });

  it("a post scheduled for later appears once its time has come", async () => {
    const later = await listBlogPosts(db.prisma, "en", { now: day(3) });
    expect(later.posts[0]!.slug).toBe("future");
  });

  it("pages and filters by tag", async () => {
    const page2 = await listBlogPosts(db.prisma, "en", { now: NOW, page: 2, perPage: 2 });
    expect(page2).toMatchObject({ page: 2, pages: 3, total: 5 });
    expect(page2.posts.map((p) => p.slug)).toEqual(["light", "two-shared"]);
    expect((await listBlogPosts(db.prisma, "en", { now: NOW, page: 9, perPage: 2 })).posts).toEqual([]);
    const tagged = await listBlogPosts(db.prisma, "en", { now: NOW, tag: "Light" });
    expect(tagged.posts.map((p) => p.slug)).toEqual(["one-shared", "light", "two-shared"]);
  });

  it("lists the language's tags with their counts", async () => {
    expect(await listBlogTags(db.prisma, "en", NOW)).toEqual([
      { tag: "light", count: 3 },
      { tag: "guide", count: 2 },
      { tag: "teams", count: 1 },
      { tag: "x", count: 1 },
    ]);
  });
});

describe("findBlogPost", () => {
  it("loads a post with its author, published translations, related posts and reading time", async () => {
    const found = await findBlogPost(db.prisma, "en", "light", NOW);
    expect(found?.kind).toBe("post");
    if (found?.kind !== "post") return;
    const { post } = found;
    expect(post.readingMinutes).toBe(3); // 500 words at 220 a minute
    expect(post.author).toEqual({ slug: "clara-weiss", name: "Clara Weiss", role: "Photography lead", bio: "Lights portraits.", avatarKey: "blog/authors/clara.jpg" });
    // The Spanish version is a draft: not offered.
    expect(post.translations).toEqual([{ locale: "de", slug: "licht", title: "Title licht" }]);
    // Two shared tags before one; same language only; never drafts, future posts or the post itself.
    expect(post.related.map((p) => p.slug)).toEqual(["two-shared", "one-shared"]);
  });

  it("gives the author's role in the reader's language, English when there is none", async () => {
    const de = await findBlogPost(db.prisma, "de", "licht", NOW);
    expect(de?.kind === "post" && de.post.author).toMatchObject({ role: "Leitung Fotografie", bio: "Lights portraits." });
    const unlinked = await findBlogPost(db.prisma, "en", "unrelated", NOW);
    expect(unlinked?.kind === "post" && unlinked.post.author).toBeNull();
  });

  it("redirects another language's slug to this language's version, else nothing", async () => {
    expect(await findBlogPost(db.prisma, "de", "light", NOW)).toEqual({ kind: "redirect", slug: "licht" });
    expect(await findBlogPost(db.prisma, "en", "licht", NOW)).toEqual({ kind: "redirect", slug: "light" });
    // No published Spanish version: 404.
    expect(await findBlogPost(db.prisma, "es", "light", NOW)).toBeNull();
    expect(await findBlogPost(db.prisma, "de", "only-english", NOW)).toBeNull();
    expect(await findBlogPost(db.prisma, "de", "unrelated", NOW)).toBeNull();
  });

  it("never finds drafts, archived, future or unknown posts", async () => {
    for (const slug of ["draft", "archived", "future", "no-date", "nope"]) expect(await findBlogPost(db.prisma, "en", slug, NOW), slug).toBeNull();
  });

  it("related posts of a post without tags are none", async () => {
    const lonely = await db.prisma.blogPost.findUniqueOrThrow({ where: { slug: "only-english" } });
    expect(await relatedBlogPosts(db.prisma, lonely, NOW)).toEqual([]);
  });
});

describe("blogPostMetadata", () => {
  it("points hreflang at each published translation's own slug and the canonical at the post", async () => {
    const found = await findBlogPost(db.prisma, "de", "licht", NOW);
    if (found?.kind !== "post") throw new Error("expected a post");
    const meta = blogPostMetadata(found.post, "de", "Lumen-Blog");
    expect(meta.alternates?.canonical).toBe("/de/blog/licht");
    expect(meta.alternates?.languages).toEqual({ "x-default": "/blog/light", "en-US": "/blog/light", "de-DE": "/de/blog/licht" });
    expect(meta.alternates?.types).toEqual({ "application/rss+xml": [{ title: "Lumen-Blog", url: "/de/blog/rss.xml" }] });
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: day(-5).toISOString() });
  });
});

describe("authors", () => {
  it("finds an author by slug with their posts in the language", async () => {
    const found = await findBlogAuthor(db.prisma, "en", "clara-weiss", NOW);
    expect(found?.author.name).toBe("Clara Weiss");
    expect(found?.posts.posts.map((p) => p.slug)).toEqual(["one-shared", "light", "two-shared", "only-english"]);
    expect(await findBlogAuthor(db.prisma, "en", "nobody", NOW)).toBeNull();
    expect(await listBlogAuthors(db.prisma, "de", NOW)).toEqual([expect.objectContaining({ slug: "clara-weiss", posts: 2 })]);
  });
});

describe("images and the feed's list", () => {
  it("serves only blog/ keys a published post or an author uses", async () => {
    expect(await isPublicBlogImage(db.prisma, "blog/covers/light.jpg", NOW)).toBe(true);
    expect(await isPublicBlogImage(db.prisma, "blog/authors/clara.jpg", NOW)).toBe(true);
    expect(await isPublicBlogImage(db.prisma, "blog/covers/other.jpg", NOW)).toBe(false);
    expect(await isPublicBlogImage(db.prisma, "shoots/x/photos/y.jpg", NOW)).toBe(false);
  });

  it("latestBlogPosts is the language's newest published posts", async () => {
    expect((await latestBlogPosts(db.prisma, "en", 2, NOW)).map((p) => p.slug)).toEqual(["one-shared", "unrelated"]);
  });
});

describe("addresses", () => {
  it("parses and builds the list addresses, one each", () => {
    expect(parseBlogListing("page-3")).toEqual({ tag: null, page: 3 });
    expect(parseBlogListing("tag-lighting")).toEqual({ tag: "lighting", page: 1 });
    expect(parseBlogListing("tag-two-words--page-2")).toEqual({ tag: "two-words", page: 2 });
    expect(parseBlogListing("tag-gu%C3%ADa")).toEqual({ tag: "guía", page: 1 });
    expect(parseBlogListing("page-0")).toBeNull();
    expect(parseBlogListing("page-x")).toBeNull();
    expect(parseBlogListing("how-to-take-selfies")).toBeNull();
    expect(blogListingPath({ tag: null, page: 1 })).toBe("/blog");
    expect(blogListingPath({ tag: null, page: 2 })).toBe("/blog/page-2");
    expect(blogListingPath({ tag: "guía", page: 2 })).toBe("/blog/tag-gu%C3%ADa--page-2");
    expect(isReservedBlogSlug("page-2")).toBe(true);
    expect(isReservedBlogSlug("pages-of-history")).toBe(false);
  });

  it("reading time counts words of the text, not the Markdown syntax, at 220 a minute, at least 1", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(220))).toBe(1);
    expect(readingMinutes(words(221))).toBe(2);
    expect(readingMinutes(`## ${words(100)}\n\n| a | b |\n| --- | --- |\n\n- ${words(200)}\n\n[link text](https://example.com/a/very/long/url)`)).toBe(2);
    expect(readingMinutes("- - - | | | ### ***")).toBe(1);
  });
});
