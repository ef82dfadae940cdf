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

export type ConsentStart = { locale: string; banner: ConsentLabels["banner"]; cookiesHref: string; keys: AnalyticsKeys };

/** The preferences' strings, in this chunk's own copy of the page language's messages (not in every page). */
async function preferencesIn(locale: string): Promise<ConsentLabels["preferences"]> {
  const messages = locale === "de" ? await import("@/messages/de/Consent.json") : locale === "es" ? await import("@/messages/es/Consent.json") : await import("@/messages/en/Consent.json");
  return messages.default.preferences;
}

let startedFor: string | null = null;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

let starting: Promise<void> | null = null;

/** Starts the library once per page language (a second call waits for the first), never showing its own banner. */
export function start(input: ConsentStart): Promise<void> {
  if (startedFor === input.locale && starting) return starting;
  if (startedFor !== null) CookieConsent.reset(false);
  startedFor = input.locale;
  starting = run(input);
  return starting;
}

async function run(input: ConsentStart): Promise<void> {
  const apply = () => applyConsent(CookieConsent.acceptedCategory("analytics"), input.keys);
  const labels: ConsentLabels = { banner: input.banner, preferences: await preferencesIn(input.locale) };
  await CookieConsent.run(
    consentConfig(
      { locale: input.locale, labels, cookiesHref: input.cookiesHref, secure: location.protocol === "https:", userAgent: navigator.userAgent, autoShow: false },
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
