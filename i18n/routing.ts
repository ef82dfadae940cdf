import { defineRouting } from "next-intl/routing";
import { LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE } from "@/lib/i18n/config";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // Detection (cookie, then Accept-Language) happens in proxy.ts so it only ever redirects from "/".
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE.name, maxAge: LOCALE_COOKIE.maxAgeSeconds, sameSite: "lax", secure: false },
  alternateLinks: true,
});
