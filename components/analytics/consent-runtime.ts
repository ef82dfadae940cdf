// The consent library: vanilla-cookieconsent and its stylesheet (bundled, no CDN), loaded only when the
// visitor acts on our banner (ConsentManager) or opens the cookie settings (consent-client.ts). It keeps
// the choice (its cookie), runs the preferences dialog (a fixed overlay) and clears what analytics
// stored when consent is withdrawn; our banner is the first question, so its own is never shown.
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
      { locale: input.locale, labels: input.labels, cookiesHref: input.cookiesHref, secure: location.protocol === "https:", userAgent: navigator.userAgent, autoShow: false },
      { onConsent: apply, onChange: apply },
    ),
  );
  markReady();
}

/** The banner's "Accept all" and "Reject all" (the first choice starts or leaves analytics through onConsent). */
export function acceptAll(): void {
  CookieConsent.acceptCategory("all");
}

export function rejectAll(): void {
  CookieConsent.acceptCategory([]);
}

/** Opens the preferences (the footers' "Cookie settings"). */
export async function showPreferences(): Promise<void> {
  await ready;
  CookieConsent.showPreferences();
}
