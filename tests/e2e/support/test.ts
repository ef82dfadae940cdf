// The browser tests' `test`: Playwright's, plus a guard that fails any test whose pages report a
// Content-Security-Policy violation in the console (Chromium logs every blocked script, style,
// frame or connection there). It watches the test's own context and every context the test opens.
import { test as base, type BrowserContext } from "@playwright/test";

export * from "@playwright/test";

const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<{ cspGuard: void; cspViolations: string[] }>({
  /** What the guard collected; a test that provokes violations on purpose reads it and empties it. */
  cspViolations: async ({}, use) => {
    await use([]);
  },
  cspGuard: [
    async ({ browser, context, cspViolations: violations }, use) => {
      const watch = (ctx: BrowserContext) => {
        ctx.on("console", (message) => {
          if (CSP_VIOLATION.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
        });
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        watch(ctx);
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
