// The blog's pages rendered on the server from the seeded database: the index and list pages, a post
// (author link, reading time, other-language links, related posts, Markdown body), the redirect of
// another language's slug to this language's version, 404s, and the author pages.
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { breadcrumbNames, jsonLdOf } from "@/lib/testing/json-ld";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ db: null as PrismaClient | null }));
const messages = Object.fromEntries(["en", "de", "es"].map((l) => [l, readMessages(l as "en" | "de" | "es")])) as Record<string, MessageTree>;

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale]!, namespace: namespace as never, timeZone: "UTC" }),
    setRequestLocale: () => {},
  };
});
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>) => ({ locale: (await params).locale, db: state.db }),
  pageDb: async () => state.db,
}));
vi.mock("@/i18n/link", () => ({
  Link: ({ href, locale, children, ...rest }: { href: string; locale?: string; children: ReactNode }) => (
    <a href={locale && locale !== "en" ? `/${locale}${href}` : href} {...rest}>{children}</a>
  ),
}));
// eslint-disable-next-line @next/next/no-img-element -- a stand-in for next/image
vi.mock("next/image", () => ({ default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} /> }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
  permanentRedirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT_PERMANENT ${to}`);
  },
}));

const { default: BlogPage } = await import("@/app/[locale]/(marketing)/blog/page");
const { default: BlogSlugPage, generateMetadata: slugMetadata } = await import("@/app/[locale]/(marketing)/blog/[slug]/page");
const { default: AuthorPage } = await import("@/app/[locale]/(marketing)/author/[[...name]]/page");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: true });
});
afterAll(async () => {
  await db?.cleanup();
});

/** Awaits the chain of async server components at the top of a page, then renders it. */
async function render(node: unknown): Promise<string> {
  let el = (await node) as ReactElement<object, (props: object) => ReactNode | Promise<ReactNode>>;
  while (el && typeof el.type === "function") {
    const next = el.type(el.props);
    if (!(next instanceof Promise)) break;
    el = (await next) as typeof el;
  }
  return renderToStaticMarkup(el);
}

const slugPage = (locale: string, slug: string) => render(BlogSlugPage({ params: Promise.resolve({ locale, slug }) }));

describe("/blog", () => {
  it("lists the posts of the language with the tags and the feed link", async () => {
    const html = await render(BlogPage({ params: Promise.resolve({ locale: "de" }) }));
    expect(html).toContain("Der Lumen-Blog");
    expect(html).toContain('href="/blog/selfies-fuer-ki-bewerbungsfotos"');
    expect(html).not.toContain("how-to-take-selfies-for-ai-headshots");
    expect(html).toContain('href="/blog/tag-ratgeber"');
    expect(html).toContain('href="/de/blog/rss.xml"');
    expect(html.match(/data-testid="blog-post-card"/g)).toHaveLength(6);
  });

  it("a tag page lists that tag's posts; an unknown tag or a page past the last is a 404; page-1 is /blog", async () => {
    const html = await slugPage("en", "tag-linkedin");
    expect(html).toContain("Articles tagged “linkedin”");
    expect(html.match(/data-testid="blog-post-card"/g)).toHaveLength(1);
    await expect(slugPage("en", "tag-nothing-here")).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(slugPage("en", "page-2")).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(slugPage("de", "page-1")).rejects.toThrow("NEXT_REDIRECT_PERMANENT /de/blog");
    await expect(slugPage("en", "tag-LinkedIn")).rejects.toThrow("NEXT_REDIRECT_PERMANENT /blog/tag-linkedin");
  });

  it("a list page's canonical is itself, with no hreflang to other languages, followed but not indexed", async () => {
    const meta = await slugMetadata({ params: Promise.resolve({ locale: "es", slug: "tag-equipos" }) });
    expect(meta.alternates).toMatchObject({ canonical: "/es/blog/tag-equipos", types: { "application/rss+xml": [{ url: "/es/blog/rss.xml" }] } });
    expect(meta.alternates?.languages).toBeUndefined();
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});

describe("/blog/{slug}", () => {
  it("shows the post: author link, date, reading time, tags, Markdown body, other languages, related posts", async () => {
    const html = await slugPage("en", "rolling-out-team-headshots");
    expect(html).toContain("How to roll out consistent headshots for your whole team");
    expect(html).toMatch(/<a href="\/author\/lumen-team"[^>]*data-testid="blog-post-author"/);
    expect(html).toMatch(/data-testid="blog-reading-time">\d+ min read</);
    expect(html).toContain("<table");
    expect(html).toContain('href="/de/blog/portraetfotos-fuer-das-ganze-team"');
    expect(html).toContain('href="/es/blog/retratos-para-todo-tu-equipo"');
    expect(html).toContain("Related articles");
    expect(html).toContain('href="/blog/ai-headshots-vs-studio-photographer"'); // shares "teams"
    const [article] = jsonLdOf(html);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "How to roll out consistent headshots for your whole team",
      inLanguage: "en-US",
      author: { "@type": "Person", name: "Lumen Team", url: expect.stringMatching(/\/author\/lumen-team$/) },
    });
    expect((article!.image as string[])[0]).toMatch(/\/api\/(blog\/images|og\/en\/blog)\//);
    expect(breadcrumbNames(html)).toEqual(["Home", "Blog", "How to roll out consistent headshots for your whole team"]);
  });

  it("another language's slug redirects to this language's version; an unknown slug is a 404", async () => {
    await expect(slugPage("de", "rolling-out-team-headshots")).rejects.toThrow("NEXT_REDIRECT /de/blog/portraetfotos-fuer-das-ganze-team");
    await expect(slugPage("en", "que-pasa-con-tus-fotos-de-la-cara")).rejects.toThrow("NEXT_REDIRECT /blog/what-happens-to-your-face-photos");
    await expect(slugPage("en", "no-such-post")).rejects.toThrow("NEXT_NOT_FOUND");
  });

  it("the post's hreflang alternates point at the translated slugs", async () => {
    const meta = await slugMetadata({ params: Promise.resolve({ locale: "es", slug: "retratos-para-todo-tu-equipo" }) });
    expect(meta.alternates?.canonical).toBe("/es/blog/retratos-para-todo-tu-equipo");
    expect(meta.alternates?.languages).toEqual({
      "x-default": "/blog/rolling-out-team-headshots",
      "en-US": "/blog/rolling-out-team-headshots",
      "de-DE": "/de/blog/portraetfotos-fuer-das-ganze-team",
      "es-ES": "/es/blog/retratos-para-todo-tu-equipo",
    });
    expect(meta.title).toBe("Retratos de equipo: un plan paso a paso");
    // A share image always: the cover, else the post's generated one; and a Twitter card.
    expect(meta.openGraph).toMatchObject({ type: "article", images: [{ url: expect.stringMatching(/^\/api\/(blog\/images|og\/es\/blog)\//) }] });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
  });
});

describe("/author", () => {
  it("lists the authors and shows one with their posts in the language", async () => {
    const index = await render(AuthorPage({ params: Promise.resolve({ locale: "es" }) }));
    expect(index).toContain("Clara Weiss");
    expect(index).toContain("Tomás Ibarra");
    expect(breadcrumbNames(index)).toEqual(["Inicio", "Autores"]);
    const one = await render(AuthorPage({ params: Promise.resolve({ locale: "de", name: ["tomas-ibarra"] }) }));
    expect(one).toContain("Datenschutz und Vertrauen");
    expect(one).toContain('href="/blog/was-mit-deinen-gesichtsfotos-passiert"');
    expect(breadcrumbNames(one)).toEqual(["Startseite", "Autorinnen und Autoren", "Tomás Ibarra"]);
    await expect(render(AuthorPage({ params: Promise.resolve({ locale: "en", name: ["nobody"] }) }))).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(render(AuthorPage({ params: Promise.resolve({ locale: "en", name: ["a", "b"] }) }))).rejects.toThrow("NEXT_NOT_FOUND");
  });
});
