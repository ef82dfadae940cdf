// No raw HTML from the editor reaches a page: a post written through the admin's action with hostile
// Markdown, published, read back by the public blog's loader and rendered by the public post's body
// renderer (components/content/Markdown.tsx, which the editor's preview uses too) keeps its text and
// loses everything active: no script, no frame, no event attribute, no javascript: or data: address.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Markdown } from "@/components/content/Markdown";
import { findBlogPost } from "@/lib/blog/posts";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { saveBlogPostAction } from "./actions";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
vi.mock("@/lib/blog/revalidate", () => ({ revalidateBlog: () => {} }));
const bed = adminActionBed(request);

beforeAll(async () => {
  await bed.p.blogAuthor.create({ data: { slug: "clara", name: "Clara Weiss" } });
});

const HOSTILE: [string, string][] = [
  ["an inline script", "Before <script>alert(1)</script> after"],
  ["a script block", '<script src="https://evil.example/x.js"></script>'],
  ["an image with onerror", "<img src=x onerror=alert(1)>"],
  ["a javascript: link", "[x](javascript:alert(1))"],
  ["a javascript: link in capitals and entities", "[x](JaVaScRiPt:alert(1)) and [y](&#106;avascript:alert(1))"],
  ["a data: link", "[x](data:text/html,<script>alert(1)</script>)"],
  ["a base64 data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["an iframe", '<iframe src="https://evil.example"></iframe>'],
  ["a javascript: image", "![x](javascript:alert(1))"],
  ["a data: svg image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
  ["a link with an event attribute", '<a href="#" onclick="alert(1)">x</a>'],
  ["an svg with onload", '<svg onload="alert(1)"></svg>'],
  ["a reference-style javascript: link", "[x][evil]\n\n[evil]: javascript:alert(1)"],
];

let n = 0;
/** The post's body as the public page renders it, after the admin saved and published it. */
async function publishAndRender(body: string): Promise<string> {
  const slug = `hostile-${++n}`;
  bed.as("admin");
  const answer = await submitForm(saveBlogPostAction, {
    language: "en", title: `Hostile ${n}`, slug, excerpt: "x", body: `Visible text ${n}.\n\n${body}`, seoTitle: "", seoDescription: "", authorName: "Clara Weiss", tags: "", status: "published", publishAt: "",
  });
  expect(answer).toHaveProperty("redirect");
  const found = await findBlogPost(bed.p, "en", slug);
  if (found?.kind !== "post") throw new Error("the post is not public");
  const html = renderToStaticMarkup(<Markdown data-testid="blog-post-body">{found.post.body}</Markdown>);
  expect(html).toContain(`Visible text ${n}.`);
  return html;
}

function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  // What is left as text is escaped text; no attribute may hold an active address.
  for (const [, url] of html.matchAll(/\s[a-z-]+="([^"]*)"/gi)) expect((url ?? "").replace(/\s/g, "")).not.toMatch(/^(javascript|data|vbscript):/i);
  expect(html).not.toMatch(/<(object|embed|form|style|link|meta)\b/i);
  // An emptied address leaves no link and no image behind (an empty src or href would load the page itself again).
  expect(html).not.toMatch(/\s(href|src)=""/);
}

describe("Markdown from the blog editor on the public page", () => {
  it.each(HOSTILE)("renders %s inert", async (_label, body) => {
    expectInert(await publishAndRender(body));
  });

  it("renders everything at once inert, and keeps ordinary Markdown working", async () => {
    const html = await publishAndRender(`${HOSTILE.map(([, b]) => b).join("\n\n")}\n\n## Heading\n\n[pricing](/pricing) and **bold**`);
    expectInert(html);
    expect(html).toMatch(/<h2[^>]*>Heading<\/h2>/);
    expect(html).toMatch(/<a href="\/pricing"[^>]*>pricing<\/a>/);
    expect(html).toContain("<strong>bold</strong>");
  });
});
