import { describe, expect, it } from "vitest";
import { isReservedBlogSlug, SLUG_PATTERN, suggestSlug } from "./text";

describe("suggestSlug", () => {
  it.each([
    ["What to wear for your headshot", "what-to-wear-for-your-headshot"],
    ["Was anziehen für Porträtfotos?", "was-anziehen-fur-portratfotos"],
    ["Große Straße", "grosse-strasse"],
    ["¿Qué ropa llevar? ¡Señales!", "que-ropa-llevar-senales"],
    ["  --Light & shadow--  ", "light-shadow"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["", ""],
  ])("%s → %s", (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });

  it("stays within 120 characters and never ends on a hyphen", () => {
    const slug = suggestSlug("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("knows the lists' reserved forms", () => {
    expect(isReservedBlogSlug("page-2")).toBe(true);
    expect(isReservedBlogSlug("tag-light")).toBe(true);
    expect(isReservedBlogSlug("pages-of-light")).toBe(false);
  });
});
