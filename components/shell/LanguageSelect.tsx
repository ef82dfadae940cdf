"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { LOCALE_COOKIE, LOCALES, localizePath, splitLocale, type Locale } from "@/lib/i18n/config";

const NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", es: "Español" };

/**
 * Stores the choice in the locale cookie (365 days, lax, not secure) and moves to the same page in that
 * language. No translation runtime: the label comes from the server (LanguageSwitcher).
 */
export function LanguageSelect({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function change(next: Locale) {
    document.cookie = `${LOCALE_COOKIE.name}=${next}; path=/; max-age=${LOCALE_COOKIE.maxAgeSeconds}; samesite=lax`;
    const target = localizePath(splitLocale(pathname).path, next) + window.location.search;
    startTransition(() => router.replace(target));
  }

  return (
    <label className="inline-flex items-center gap-2 text-sm text-ink-soft">
      <span className="sr-only">{label}</span>
      <select
        data-testid="language-switcher"
        value={locale}
        disabled={pending}
        onChange={(e) => change(e.target.value as Locale)}
        className="rounded-md border border-line bg-paper px-2 py-1 text-sm text-ink"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
