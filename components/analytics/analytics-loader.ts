// Starts the analytics services once the visitor has agreed to analytics, and only those whose keys
// are configured: the tag manager (its script from googletagmanager.com) and PostHog (posthog-js, a
// chunk of our own that is downloaded only now, sending to the configured host). Before that nothing
// is requested from any analytics host.
import { setAnalyticsClient } from "@/lib/analytics/client";
import { type AnalyticsKeys, posthogOptions } from "@/lib/analytics/config";

let tagManagerLoaded = false;
let posthogLoading: Promise<void> | null = null;

/** The tag manager's loader, as its snippet does it, with the page's CSP nonce when the page has one. */
export function loadTagManager(id: string): void {
  if (tagManagerLoaded) return;
  tagManagerLoaded = true;
  (window.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  // A page rendered per request carries a nonce on Next.js's scripts (the browser hides the attribute,
  // not the property): the tag manager passes it on to the tags it adds.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

export function loadPosthog(key: string, host: string): Promise<void> {
  posthogLoading ??= import("posthog-js").then(({ default: posthog }) => {
    posthog.init(key, { ...posthogOptions(host), loaded: (instance) => setAnalyticsClient(instance) });
  });
  return posthogLoading;
}

/** What PostHog kept in this browser (the consent library clears the cookies, not local storage). */
function forgetPosthog(): void {
  try {
    for (const name of Object.keys(localStorage)) if (name.startsWith("ph_")) localStorage.removeItem(name);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

/** Called with the visitor's choice on every page load once they have chosen, and whenever they change it. */
export function applyConsent(analytics: boolean, keys: AnalyticsKeys): void {
  if (!analytics) {
    setAnalyticsClient(null);
    forgetPosthog();
    return;
  }
  if (keys.gtmId) loadTagManager(keys.gtmId);
  if (keys.posthog) void loadPosthog(keys.posthog.key, keys.posthog.host);
}
