// vanilla-cookieconsent's configuration, from the server's strings: two categories (necessary, always
// on; analytics), opt-in, the choice kept 12 months, buttons of equal weight (rejecting is as easy as
// accepting). A type import only: the library is loaded by consent-runtime.ts, lazily.
import type { CookieConsentConfig } from "vanilla-cookieconsent";
import { CONSENT_COOKIE } from "@/lib/analytics/consent-cookie";
import type { ConsentLabels } from "./consent-labels";

/** The library puts its strings into the page as HTML: ours are text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CRAWLER = /bot|crawl|spider|slurp|teoma/i;

export function consentConfig(
  input: { locale: string; labels: ConsentLabels; cookiesHref: string; secure: boolean; userAgent: string; autoShow?: boolean },
  events: Pick<CookieConsentConfig, "onConsent" | "onChange">,
): CookieConsentConfig {
  const { locale, labels, cookiesHref, secure, userAgent, autoShow = true } = input;
  const b = labels.banner;
  const p = labels.preferences;
  const e = escapeHtml;
  return {
    mode: "opt-in",
    // Crawlers see the page, not the banner. The library's own bot test also hides it from every
    // automated browser (navigator.webdriver), the browser tests' included: ours looks at the user agent only.
    hideFromBots: false,
    autoShow: autoShow && !CRAWLER.test(userAgent),
    // The tag manager and PostHog are started by our loader, not by <script type="text/plain"> tags.
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE.name, expiresAfterDays: CONSENT_COOKIE.expiresAfterDays, sameSite: "Lax", secure, path: "/" },
    guiOptions: {
      consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {
        // Withdrawing consent removes what the analytics services stored and reloads the page, which
        // unloads their scripts.
        autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_gid/ }, { name: /^_gat/ }, { name: /^ph_/ }], reloadPage: true },
      },
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            label: e(b.label),
            title: e(b.title),
            description: e(b.description),
            acceptAllBtn: e(b.acceptAll),
            acceptNecessaryBtn: e(b.rejectAll),
            showPreferencesBtn: e(b.choose),
            footer: `<a href="${e(cookiesHref)}">${e(b.policy)}</a>`,
          },
          preferencesModal: {
            title: e(p.title),
            acceptAllBtn: e(p.acceptAll),
            acceptNecessaryBtn: e(p.rejectAll),
            savePreferencesBtn: e(p.save),
            closeIconLabel: e(p.close),
            sections: [
              { description: e(p.intro) },
              { title: e(p.necessary.title), description: e(p.necessary.description), linkedCategory: "necessary" },
              { title: e(p.analytics.title), description: e(p.analytics.description), linkedCategory: "analytics" },
              { title: e(p.more.title), description: `${e(p.more.description)} <a href="${e(cookiesHref)}">${e(b.policy)}</a>` },
            ],
          },
        },
      },
    },
    ...events,
  };
}
