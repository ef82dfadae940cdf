import { defineRouting } from "next-intl/routing";
import { LOCALES, DEFAULT_LOCALE } from "@/lib/i18n/config";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // Detection (cookie, then Accept-Language) happens in proxy.ts so it only ever redirects from "/".
  localeDetection: false,
  // The language switcher writes the spec's cookie itself (components/shell/LanguageSwitcher.tsx).
  localeCookie: false,
  // hreflang is in every public page's metadata (lib/i18n/metadata.ts); next-intl's Link header would
  // be built from a client's X-Forwarded-Host and kept by shared caches.
  alternateLinks: false,
});
