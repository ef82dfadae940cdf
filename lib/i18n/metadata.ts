import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizePath, type Locale } from "./config";

/** hreflang alternates (and the canonical link) for a public page's unprefixed path. */
export function alternatesFor(path: string, locale: Locale): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = { "x-default": localizePath(path, DEFAULT_LOCALE) };
  for (const l of LOCALES) languages[LOCALE_TAGS[l]] = localizePath(path, l);
  return { canonical: localizePath(path, locale), languages };
}

export function pageMetadata(input: { path: string; locale: Locale; title: string; description?: string; index?: boolean }): Metadata {
  return {
    title: input.title,
    description: input.description,
    alternates: alternatesFor(input.path, input.locale),
    robots: input.index === false ? { index: false, follow: false } : undefined,
  };
}
