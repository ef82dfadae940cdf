import "server-only";
import type { Metadata } from "next";
import { isPublicPath, ogImagePath } from "@/lib/seo/public-pages";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizePath, type Locale } from "./config";

/** hreflang alternates (and the canonical link) for a public page's unprefixed path. */
export function alternatesFor(path: string, locale: Locale): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = { "x-default": localizePath(path, DEFAULT_LOCALE) };
  for (const l of LOCALES) languages[LOCALE_TAGS[l]] = localizePath(path, l);
  return { canonical: localizePath(path, locale), languages };
}

/** og:locale's form of a language: "de_DE". */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace("-", "_");

export type PageMetadataInput = {
  path: string;
  locale: Locale;
  title: string;
  description?: string;
  index?: boolean;
  /** A public page's own share image (absolute, or a site path), instead of its generated Open Graph image. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** An article (a blog post): og:type "article" with its dates and author. */
  article?: { publishedTime: Date; modifiedTime?: Date; authors?: string[] };
};

/**
 * A page's metadata: title, description, canonical and hreflang alternates; a public page (the
 * registry's anonymous marketing routes, lib/seo/public-pages.ts) that may be indexed also gets its
 * Open Graph and Twitter cards, with its generated image (/api/og/{locale}{path}) unless it names one.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const meta: Metadata = {
    title: input.title,
    description: input.description,
    alternates: alternatesFor(input.path, input.locale),
    robots: input.index === false ? { index: false, follow: false } : undefined,
  };
  if (input.index === false || !isPublicPath(input.path)) return meta;
  const image = input.image ?? { url: ogImagePath(input.path, input.locale), width: 1200, height: 630, alt: `${input.title} · Lumen` };
  const common = { title: input.title, ...(input.description ? { description: input.description } : {}) };
  meta.openGraph = {
    ...common,
    siteName: "Lumen",
    url: localizePath(input.path, input.locale),
    locale: ogLocale(input.locale),
    alternateLocale: LOCALES.filter((l) => l !== input.locale).map(ogLocale),
    images: [image],
    ...(input.article
      ? {
          type: "article",
          publishedTime: input.article.publishedTime.toISOString(),
          ...(input.article.modifiedTime ? { modifiedTime: input.article.modifiedTime.toISOString() } : {}),
          ...(input.article.authors?.length ? { authors: input.article.authors } : {}),
        }
      : { type: "website" }),
  };
  meta.twitter = { card: "summary_large_image", ...common, images: [image.url] };
  return meta;
}

/**
 * For a noindex page whose path holds a secret token (share, vote, phone upload): hreflang alternates
 * to the same page in each language, but no canonical, which would only repeat the token once more.
 * `path` is null when the token cannot be one of ours (the page answers 404 and gets no alternates).
 */
export function tokenPageMetadata(input: { path: string | null; title: string }): Metadata {
  return {
    title: input.title,
    robots: { index: false, follow: false },
    referrer: "no-referrer",
    ...(input.path ? { alternates: { languages: alternatesFor(input.path, DEFAULT_LOCALE).languages } } : {}),
  };
}

/** Adds feed links (`<link rel="alternate" type="application/rss+xml">`) to a page's metadata. */
export function withFeeds(metadata: Metadata, feeds: Record<string, string>): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/rss+xml": Object.entries(feeds).map(([title, url]) => ({ title, url })) } } };
}

/**
 * A page whose language versions have their own addresses (a blog post: each translation has its own
 * slug): the canonical is this version's path, and the hreflang alternates point at each published
 * version's path (x-default at the English one when there is one). `versions` includes this one.
 */
export function translatedPageMetadata(input: {
  locale: Locale;
  versions: { locale: Locale; path: string }[];
  title: string;
  description?: string;
  openGraph?: Metadata["openGraph"];
}): Metadata {
  const self = input.versions.find((v) => v.locale === input.locale);
  if (!self) throw new Error("translatedPageMetadata: the page's own version is missing");
  const languages: Record<string, string> = {};
  const english = input.versions.find((v) => v.locale === DEFAULT_LOCALE);
  if (english) languages["x-default"] = localizePath(english.path, DEFAULT_LOCALE);
  for (const l of LOCALES) {
    const v = input.versions.find((x) => x.locale === l);
    if (v) languages[LOCALE_TAGS[l]] = localizePath(v.path, l);
  }
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: localizePath(self.path, input.locale), languages },
    ...(input.openGraph ? { openGraph: input.openGraph } : {}),
  };
}
