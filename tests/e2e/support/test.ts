// The browser tests' `test`: Playwright's, plus a guard that fails any test whose pages report a
// Content-Security-Policy violation in the console (Chromium logs every blocked script, style,
// frame or connection there). It watches the test's own context and every context the test opens.
//
// Every context also starts with the cookie choice made ("necessary only"), so the consent banner
// (components/analytics) does not cover what the specs click; tests/e2e/consent.spec.ts turns that off
// with `test.use({ consentDecided: false })`.
import { test as base, type BrowserContext } from "@playwright/test";
import { CONSENT_COOKIE } from "../../../lib/analytics/consent-cookie";

export * from "@playwright/test";

/** vanilla-cookieconsent's cookie for a visitor who chose "reject all" (necessary cookies only). */
export function necessaryOnlyConsentCookie(url: string) {
  const now = new Date().toISOString();
  const value = {
    categories: ["necessary"],
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: "00000000-0000-4000-8000-000000000000",
    services: { necessary: [], analytics: [] },
    languageCode: "en",
    lastConsentTimestamp: now,
    expirationTime: Date.now() + CONSENT_COOKIE.expiresAfterDays * 86_400_000,
  };
  return { name: CONSENT_COOKIE.name, value: encodeURIComponent(JSON.stringify(value)), url };
}

const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<{ cspGuard: void; cspViolations: string[]; consentDecided: boolean }>({
  /** Whether contexts start with the cookie choice made (necessary only): true but in the consent spec. */
  consentDecided: [true, { option: true }],
  /** What the guard collected; a test that provokes violations on purpose reads it and empties it. */
  cspViolations: async ({}, use) => {
    await use([]);
  },
  cspGuard: [
    async ({ browser, context, baseURL, consentDecided, cspViolations: violations }, use) => {
      const watch = async (ctx: BrowserContext, url: string | undefined) => {
        ctx.on("console", (message) => {
          if (CSP_VIOLATION.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
        });
        if (consentDecided && url) await ctx.addCookies([necessaryOnlyConsentCookie(url)]);
      };
      await watch(context, baseURL);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        await watch(ctx, args[0]?.baseURL ?? baseURL);
        return ctx;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      base.expect(violations, "pages reported Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the page's React is running: the shell's page-view tracker has sent the first page view
 * (components/shell/PageViewTracker.tsx). A cached public page starts its scripts only after it is
 * painted (lib/http/paint-first.ts), so a test that uses an island at once waits for this first.
 */
export async function hydrated(page: import("@playwright/test").Page): Promise<void> {
  await base.expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length)).toBeGreaterThan(0);
}
