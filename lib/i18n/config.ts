export const LOCALES = ["en", "de", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags used for hreflang, Intl formatting and emails. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", de: "de-DE", es: "es-ES" };

/** The spec's locale cookie: 365 days, not secure, SameSite lax. */
export const LOCALE_COOKIE = { name: "i18n_redirected", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** "/de/app" -> { locale: "de", path: "/app" }; "/app" -> { locale: "en", path: "/app" } */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split("/")[1];
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, path: rest === "" ? "/" : rest };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}

/** The public path of an unprefixed path in a locale: en has no prefix. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
