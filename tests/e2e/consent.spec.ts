// The cookie banner (components/analytics) in a real browser, for a visitor who has not chosen yet
// (these tests start without the "necessary only" cookie that support/test.ts gives every other spec).
// The test server runs without analytics keys (playwright.config.ts), so even after "accept all"
// nothing may leave for the tag manager, PostHog or any host but ours.
import type { Page, Request } from "@playwright/test";
import { CONSENT_COOKIE } from "../../lib/analytics/consent-cookie";
import { expect, hydrated, test } from "./support/test";
import { messages } from "./support/messages";

test.use({ consentDecided: false });

type Locale = "en" | "de" | "es";

const banner = (page: Page, locale: Locale) => page.getByRole("dialog", { name: messages(locale)("Consent.banner.label") });
const preferences = (page: Page, locale: Locale) => page.getByRole("dialog", { name: messages(locale)("Consent.preferences.title") });

/** Waits until the banner's script has started on this page (and has shown itself or not). */
async function consentStarted(page: Page) {
  await hydrated(page);
  await expect(page.locator("body[data-consent=ready]")).toBeAttached();
}

test("without analytics keys, accepting all still sends nothing to any host but ours", async ({ page, baseURL }) => {
  const ours = new URL(baseURL!).host;
  const foreign: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.host !== ours) foreign.push(request.url());
  });
  const t = messages("en");

  await page.goto("/");
  await consentStarted(page);
  await expect(banner(page, "en")).toBeVisible();
  // An overlay: the page under it is where it was.
  await expect(banner(page, "en")).toHaveCSS("position", "fixed");
  await banner(page, "en").getByRole("button", { name: t("Consent.banner.acceptAll"), exact: true }).click();
  await expect(banner(page, "en")).toBeHidden();

  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE.name);
  expect(cookie, "the choice is kept in the consent cookie").toBeDefined();
  expect(JSON.parse(decodeURIComponent(cookie!.value)).categories).toEqual(["necessary", "analytics"]);
  // Kept for 12 months (365 days, give or take the test's own minutes).
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.goto("/pricing");
  await consentStarted(page);
  await expect(banner(page, "en")).toBeHidden();
  // A client-side navigation too (the page view of the new route is recorded 250 ms later).
  await page.getByRole("contentinfo").getByRole("link", { name: t("Footer.reviews") }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await page.waitForTimeout(1_000);

  expect(foreign).toEqual([]);
  expect(foreign.join(" ")).not.toMatch(/googletagmanager|google-analytics|posthog/);
});

test("the banner speaks German on /de, and after “reject all” it stays away, also after a reload", async ({ page }) => {
  const t = messages("de");
  await page.goto("/de");
  await consentStarted(page);
  const dialog = banner(page, "de");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t("Consent.banner.title"))).toBeVisible();
  await expect(dialog.getByRole("button", { name: t("Consent.banner.acceptAll"), exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: t("Consent.banner.choose"), exact: true })).toBeVisible();

  await dialog.getByRole("button", { name: t("Consent.banner.rejectAll"), exact: true }).click();
  await expect(dialog).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE.name);
  expect(JSON.parse(decodeURIComponent(cookie!.value)).categories).toEqual(["necessary"]);

  await page.reload();
  await consentStarted(page);
  await expect(banner(page, "de")).toBeHidden();
  await page.goto("/de/pricing");
  await consentStarted(page);
  await expect(banner(page, "de")).toBeHidden();
});

test("“Choose” lets the visitor pick categories, and the footer's cookie settings reopen them", async ({ page }) => {
  const t = messages("en");
  await page.goto("/pricing");
  await consentStarted(page);
  await banner(page, "en").getByRole("button", { name: t("Consent.banner.choose"), exact: true }).click();
  const prefs = preferences(page, "en");
  await expect(prefs).toBeVisible();
  // Each category is a section whose title button opens its description.
  await expect(prefs.getByRole("button", { name: t("Consent.preferences.necessary.title"), exact: true })).toBeVisible();
  await expect(prefs.getByRole("button", { name: t("Consent.preferences.analytics.title"), exact: true })).toBeVisible();
  await prefs.getByRole("button", { name: t("Consent.preferences.save"), exact: true }).click();
  await expect(prefs).toBeHidden();
  // Saved without switching analytics on: necessary only.
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE.name);
  expect(JSON.parse(decodeURIComponent(cookie!.value)).categories).toEqual(["necessary"]);

  // The public footer's button …
  await page.getByRole("contentinfo").getByRole("button", { name: t("Consent.footerButton"), exact: true }).click();
  await expect(prefs).toBeVisible();
  await prefs.getByRole("button", { name: t("Consent.preferences.acceptAll"), exact: true }).click();
  await expect(prefs).toBeHidden();
  const after = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE.name);
  expect(JSON.parse(decodeURIComponent(after!.value)).categories).toEqual(["necessary", "analytics"]);

  // … and after a reload (the choice made, no banner) it still opens them.
  await page.reload();
  await consentStarted(page);
  await expect(banner(page, "en")).toBeHidden();
  await page.getByRole("contentinfo").getByRole("button", { name: t("Consent.footerButton"), exact: true }).click();
  await expect(preferences(page, "en")).toBeVisible();
});
