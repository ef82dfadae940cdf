"use client";

import NextLink from "next/link";
import { useParams } from "next/navigation";
import { useEffect } from "react";
import { errorStatus } from "@/components/shell/timing";
import { isLocale, localizePath, type Locale } from "@/lib/i18n/config";
import de from "@/messages/de/Errors.json";
import en from "@/messages/en/Errors.json";
import es from "@/messages/es/Errors.json";

// Its few strings in the three languages are part of the page itself: the error page must work on
// every page, the cached public ones included, which ship no translation runtime.
const STRINGS: Record<Locale, typeof en> = { en, de, es };

/** Route errors: the error's own status code when it has one, else 500. Redirect signals never get here. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const param = useParams()?.locale;
  const locale: Locale = typeof param === "string" && isLocale(param) ? param : "en";
  const t = STRINGS[locale];
  const status = errorStatus(error);
  useEffect(() => {
    window.dispatchEvent(new CustomEvent("lumen:route-error", { detail: { status, digest: error.digest } }));
  }, [error, status]);
  return (
    <main id="main" className="grid min-h-[70dvh] place-items-center px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand" data-testid="error-status">{status}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t.generic}</h1>
        <p className="mt-3 text-ink-soft">{t.genericHint}</p>
        {error.digest && <p className="mt-2 font-mono text-xs text-ink-soft">{t.reference.replace("{digest}", error.digest)}</p>}
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={reset} className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong">
            {t.retry}
          </button>
          <NextLink href={localizePath("/", locale)} className="rounded-md border border-line px-4 py-2 font-semibold text-ink hover:bg-mist">{t.home}</NextLink>
        </div>
      </div>
    </main>
  );
}
