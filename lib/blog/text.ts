// The blog's text rules that the browser needs too (the back office's editor suggests a slug and shows
// the reading time as the admin types): no server-only here, nothing but pure functions.

/** A post's or changelog entry's slug: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** The lists' own forms under /blog ("page-2", "tag-x"): a post's slug never starts with them. */
export function isReservedBlogSlug(slug: string): boolean {
  return /^(page|tag)-/i.test(slug);
}

/** A slug from a title: accents dropped (ß → ss), anything else but letters and digits becomes one hyphen. */
export function suggestSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** Reading time in minutes: words of the Markdown's text (syntax left out) at 220 a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`|~-]+/g, " ");
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 220));
}
