import { describe, expect, it } from "vitest";
import { readMessages } from "@/lib/i18n/message-files";
import { consentConfig, escapeHtml } from "./consent-config";
import type { ConsentLabels } from "./consent-labels";

function labels(locale: "en" | "de" | "es"): ConsentLabels {
  return (readMessages(locale) as unknown as { Consent: ConsentLabels }).Consent;
}

const input = (locale: "en" | "de" | "es", userAgent = "Mozilla/5.0 Chrome/140") => ({ locale, labels: labels(locale), cookiesHref: `/${locale}/legal/cookies`, secure: true, userAgent });

describe("the consent banner's configuration", () => {
  it("asks first (opt-in), keeps the choice 12 months, and has necessary (always on) and analytics", () => {
    const c = consentConfig(input("en"), {});
    expect(c.mode).toBe("opt-in");
    expect(c.cookie).toMatchObject({ name: "lumen_consent", expiresAfterDays: 365, sameSite: "Lax", secure: true });
    expect(Object.keys(c.categories)).toEqual(["necessary", "analytics"]);
    expect(c.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(c.categories.analytics!.enabled).toBeUndefined();
    expect(c.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
  });

  it("speaks the page's language, with accept all, reject all and choose", () => {
    for (const [locale, accept, reject] of [["en", "Accept all", "Reject all"], ["de", "Alle akzeptieren", "Alle ablehnen"], ["es", "Aceptar todas", "Rechazar todas"]] as const) {
      const c = consentConfig(input(locale), {});
      expect(c.language.default).toBe(locale);
      const t = c.language.translations[locale] as Exclude<(typeof c.language.translations)[string], string | (() => unknown)>;
      expect(t.consentModal.acceptAllBtn).toBe(accept);
      expect(t.consentModal.acceptNecessaryBtn).toBe(reject);
      expect(t.consentModal.showPreferencesBtn).toBeTruthy();
      expect(t.consentModal.footer).toContain(`href="/${locale}/legal/cookies"`);
      expect(t.preferencesModal.sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual(["necessary", "analytics"]);
    }
  });

  it("does not show the banner to crawlers, and does show it in an automated browser", () => {
    expect(consentConfig(input("en", "Mozilla/5.0 (compatible; Googlebot/2.1)"), {}).autoShow).toBe(false);
    const c = consentConfig(input("en", "Mozilla/5.0 HeadlessChrome/140"), {});
    expect(c.autoShow).toBe(true);
    expect(c.hideFromBots).toBe(false);
  });

  it("escapes its strings, which the library puts into the page as HTML", () => {
    expect(escapeHtml(`<img src=x onerror="a">&'`)).toBe("&#60;img src=x onerror=&#34;a&#34;&#62;&#38;&#39;");
  });
});

describe("the recorded choice, read without the library", () => {
  it("reads the library's cookie: analytics on, off, and no (or a broken) choice", async () => {
    const { readConsent } = await import("./consent-client");
    const cookie = (categories: string[]) => `a=b; lumen_consent=${encodeURIComponent(JSON.stringify({ categories, revision: 0 }))}; c=d`;
    expect(readConsent(cookie(["necessary", "analytics"]))).toEqual({ analytics: true });
    expect(readConsent(cookie(["necessary"]))).toEqual({ analytics: false });
    expect(readConsent("a=b")).toBeNull();
    expect(readConsent("lumen_consent=%7Bbroken")).toBeNull();
    expect(readConsent(`lumen_consent=${encodeURIComponent(JSON.stringify({ categories: "analytics" }))}`)).toBeNull();
  });
});
