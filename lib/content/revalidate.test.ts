// revalidatePublic after a commit: inside a request it marks the named pages in every language (and
// the sitemap's data) stale; outside one (a script, a job, this test) Next has no cache and the call
// is a no-op instead of throwing; any other failure is still thrown.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROJECT_ROOT } from "@/lib/db/migrate";

describe("revalidatePublic outside a request", () => {
  afterEach(() => {
    vi.doUnmock("next/cache");
    vi.resetModules();
  });

  it("does nothing and throws nothing (Next's real functions, no request store)", async () => {
    const { revalidatePublic, revalidateEveryPublicPage } = await import("./revalidate");
    expect(() => revalidatePublic("/", "/pricing", "/blog/[slug]", "/legal/[[file]]")).not.toThrow();
    expect(() => revalidateEveryPublicPage()).not.toThrow();
  });
});

describe("revalidatePublic in a request", () => {
  afterEach(() => {
    vi.doUnmock("next/cache");
    vi.resetModules();
  });

  it("marks each page in every language, patterns as the app's folders, and the sitemap", async () => {
    const revalidatePath = vi.fn();
    const revalidateTag = vi.fn();
    vi.doMock("next/cache", () => ({ revalidatePath, revalidateTag }));
    const { revalidatePublic, revalidateEveryPublicPage, SITEMAP_TAG } = await import("./revalidate");
    revalidatePublic("/", "/pricing", "/legal/[[file]]");
    expect(revalidateTag).toHaveBeenCalledWith(SITEMAP_TAG, "max");
    expect(revalidatePath.mock.calls).toEqual([["/en"], ["/de"], ["/es"], ["/en/pricing"], ["/de/pricing"], ["/es/pricing"], ["/[locale]/(marketing)/legal/[[...file]]", "page"]]);
    revalidatePath.mockClear();
    revalidateEveryPublicPage();
    const marked = revalidatePath.mock.calls.map((c) => c[0] as string);
    expect(marked).toEqual(expect.arrayContaining(["/en", "/de/company-headshots", "/es/lp/v2", "/[locale]/(marketing)/blog/[slug]", "/[locale]/(marketing)/headshot-types/[[...slug]]", "/de/blog/rss.xml"]));
    expect(marked.some((p) => /\/(app|auth)(\/|$)/.test(p))).toBe(false);
  });

  it("names, for every dynamic public page, the page file Next tags it with (route group included)", async () => {
    const revalidatePath = vi.fn();
    vi.doMock("next/cache", () => ({ revalidatePath, revalidateTag: vi.fn() }));
    const { revalidateEveryPublicPage } = await import("./revalidate");
    revalidateEveryPublicPage();
    const patterns = revalidatePath.mock.calls.filter((c) => c[1] === "page").map((c) => c[0] as string);
    expect(patterns.length).toBeGreaterThanOrEqual(5);
    for (const pattern of patterns) expect(fs.existsSync(path.join(PROJECT_ROOT, "app", pattern, "page.tsx")), pattern).toBe(true);
  });

  it("still throws any other error (a call during a render is a bug)", async () => {
    vi.doMock("next/cache", () => ({
      revalidateTag: () => {},
      revalidatePath: () => {
        throw new Error("Route /en used \"revalidatePath /en\" during render which is unsupported.");
      },
    }));
    const { revalidatePublic } = await import("./revalidate");
    expect(() => revalidatePublic("/")).toThrow(/during render/);
  });
});
