// hreflang alternates for content whose language versions have their own addresses (a content page
// or a job opening translated under another slug): each language links to its own version, and
// x-default to the English one (else the first there is). Languages without a version are left out.
import "server-only";
import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALE_TAGS, localizePath, type Locale } from "@/lib/i18n/config";

export function translatedAlternates(path: string, locale: Locale, versions: { locale: Locale; path: string }[]): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = {};
  const fallback = versions.find((v) => v.locale === DEFAULT_LOCALE) ?? versions[0];
  if (fallback) languages["x-default"] = localizePath(fallback.path, fallback.locale);
  for (const v of versions) languages[LOCALE_TAGS[v.locale]] = localizePath(v.path, v.locale);
  return { canonical: localizePath(path, locale), languages };
}
