// Not server-only: the production server (scripts/serve.ts, lib/http/page-microcache.ts) reads it too.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./config";

/** Accept-Language → languages by preference (q-values honoured, q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: (tag ?? "").trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.q > 0 && !Number.isNaN(l.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The spec's order: the locale cookie first, then the browser's languages, else English. */
export function detectLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const base = tag.split("-")[0];
    const hit = LOCALES.find((l) => l === base);
    if (hit) return hit;
  }
  return DEFAULT_LOCALE;
}
