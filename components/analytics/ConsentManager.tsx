"use client";

import { useEffect, useState } from "react";
import type { AnalyticsKeys } from "@/lib/analytics/config";
import { openConsentPreferences, readConsent, registerConsent, startedRuntime } from "./consent-client";
import type { ConsentLabels } from "./consent-labels";

const button = "inline-flex h-10 flex-1 items-center justify-center rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * The cookie banner on every page (app/[locale]/layout.tsx). A visitor who has chosen gets the analytics
 * they agreed to and no banner; a new visitor gets this small box (a fixed overlay: nothing on the page
 * moves) with three equal buttons. The consent library is fetched only when they use it
 * (consent-client.ts). Strings and the configured keys come from the server as props.
 */
export function ConsentManager({ locale, banner, cookiesHref, keys }: { locale: string; banner: ConsentLabels["banner"]; cookiesHref: string; keys: AnalyticsKeys }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    registerConsent({ locale, banner, cookiesHref, keys });
    const choice = readConsent(document.cookie);
    if (choice?.analytics) void import("./analytics-loader").then((m) => m.applyConsent(true, keys));
    setOpen(choice === null && !/bot|crawl|spider|slurp|teoma/i.test(navigator.userAgent));
    // For the browser tests: the banner has decided whether to show itself.
    document.body.dataset.consent = "ready";
  }, [locale, banner, cookiesHref, keys]);

  if (!open) return null;
  const b = banner;
  // The box stays until the choice is recorded (the library is fetched first), so leaving the page at
  // once cannot lose it.
  const choose = (act: "acceptAll" | "rejectAll") => {
    setBusy(true);
    void startedRuntime()
      .then((r) => r?.[act]())
      .finally(() => setOpen(false));
  };
  return (
    <div role="dialog" aria-label={b.label} aria-describedby="consent-description" data-testid="consent-banner" className="fixed inset-x-3 bottom-3 z-[150] rounded-2xl border border-line bg-paper p-4 text-ink shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96">
      <p className="font-semibold">{b.title}</p>
      <p id="consent-description" className="mt-1 text-sm text-ink-soft">{b.description}</p>
      <div className="mt-3 flex gap-2">
        <button type="button" className={`${button} border-brand bg-brand text-white hover:bg-brand-strong`} disabled={busy} onClick={() => choose("acceptAll")}>{b.acceptAll}</button>
        <button type="button" className={`${button} border-brand bg-brand text-white hover:bg-brand-strong`} disabled={busy} onClick={() => choose("rejectAll")}>{b.rejectAll}</button>
        <button type="button" className={`${button} border-line bg-paper hover:bg-mist`} disabled={busy} onClick={() => { setOpen(false); openConsentPreferences(); }}>{b.choose}</button>
      </div>
      <a href={cookiesHref} className="mt-2 inline-block text-xs text-ink-soft underline-offset-2 hover:underline">{b.policy}</a>
    </div>
  );
}
