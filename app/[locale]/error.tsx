"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { errorStatus } from "@/components/shell/timing";
import { Link } from "@/i18n/navigation";

/** Route errors: the error's own status code when it has one, else 500. Redirect signals never get here. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Errors");
  const status = errorStatus(error);
  useEffect(() => {
    window.dispatchEvent(new CustomEvent("lumen:route-error", { detail: { status, digest: error.digest } }));
  }, [error, status]);
  return (
    <main id="main" className="grid min-h-[70dvh] place-items-center px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand" data-testid="error-status">{status}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t("generic")}</h1>
        <p className="mt-3 text-ink-soft">{t("genericHint")}</p>
        {error.digest && <p className="mt-2 font-mono text-xs text-ink-soft">{t("reference", { digest: error.digest })}</p>}
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={reset} className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong">
            {t("retry")}
          </button>
          <Link href="/" className="rounded-md border border-line px-4 py-2 font-semibold text-ink hover:bg-mist">{t("home")}</Link>
        </div>
      </div>
    </main>
  );
}
