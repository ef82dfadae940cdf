// The consent banner itself: vanilla-cookieconsent and its stylesheet (bundled, no CDN), loaded by
// ConsentManager after the page is interactive, so neither is on the page's critical path. Its dialogs
// are fixed overlays: showing them moves nothing on the page.
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent-theme.css";
import * as CookieConsent from "vanilla-cookieconsent";
import type { AnalyticsKeys } from "@/lib/analytics/config";
import { applyConsent } from "./analytics-loader";
import { consentConfig } from "./consent-config";
import type { ConsentLabels } from "./consent-labels";

export type ConsentStart = { locale: string; labels: ConsentLabels; cookiesHref: string; keys: AnalyticsKeys };

let startedFor: string | null = null;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Starts the banner (shown until the visitor chooses), or restarts it in another language. */
export async function start(input: ConsentStart): Promise<void> {
  if (startedFor === input.locale) return;
  if (startedFor !== null) CookieConsent.reset(false);
  startedFor = input.locale;
  const apply = () => applyConsent(CookieConsent.acceptedCategory("analytics"), input.keys);
  await CookieConsent.run(
    consentConfig(
      { locale: input.locale, labels: input.labels, cookiesHref: input.cookiesHref, secure: location.protocol === "https:", userAgent: navigator.userAgent },
      { onConsent: apply, onChange: apply },
    ),
  );
  markReady();
  // For the browser tests: the banner has started (and has decided whether to show itself).
  document.body.dataset.consent = "ready";
}

/** Opens the preferences (the footers' "Cookie settings"). */
export async function showPreferences(): Promise<void> {
  await ready;
  CookieConsent.showPreferences();
}
