// The cookie banner (components/analytics) in a real browser, for a visitor who has not chosen yet
// (these tests start without the "necessary only" cookie that support/test.ts gives every other spec).
// The test server runs with analytics keys, PostHog's host being a stand-in on loopback
// (playwright.config.ts, tests/e2e/support/analytics-sink.ts): nothing may leave before the choice
// or after "reject all", and after "accept all" page views and events really arrive there.
import type { Page, Request } from "@playwright/test";
import { CONSENT_COOKIE } from "../../lib/analytics/consent-cookie";
import { expect, hydrated, test } from "./support/test";
import { messages } from "./support/messages";

// PostHog drops events from browsers that look like bots (headless Chromium's user agent and brands,
// navigator.webdriver): these visitors present themselves as the Chrome release the Debian browser is.
test.use({ consentDecided: false, userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
    Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
  });
});

type Locale = "en" | "de" | "es";

const banner = (page: Page, locale: Locale) => page.getByRole("dialog", { name: messages(locale)("Consent.banner.label") });
const preferences = (page: Page, locale: Locale) => page.getByRole("dialog", { name: messages(locale)("Consent.preferences.title") });

/** Waits until the banner's script has started on this page (and has shown itself or not). */
async function consentStarted(page: Page) {
  await hydrated(page);
  await expect(page.locator("body[data-consent=ready]")).toBeAttached();
}

const SINK = `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT ?? 3198}`;
type SinkEvent = { event: string; properties: Record<string, unknown> };
const sinkEvents = async (): Promise<SinkEvent[]> => (await fetch(`${SINK}/__events`)).json() as Promise<SinkEvent[]>;

/**
 * Every request this page makes to a host other than ours and the tag manager's (which answers with a
 * stand-in script that records that it ran): the tag manager's URLs and the other hosts, apart.
 */
async function watchForeign(page: Page, ours: string) {
  const seen = { tagManager: [] as string[], other: [] as string[] };
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: "window.__tagManagerRan = (window.__tagManagerRan || 0) + 1;" }),
  );
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host === ours) return;
    (url.host === "www.googletagmanager.com" ? seen.tagManager : seen.other).push(request.url());
  });
  return seen;
}

test("with analytics keys set, nothing leaves before the choice; after “accept all” the tag manager starts and PostHog gets page views and events without personal data", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await fetch(`${SINK}/__events`, { method: "DELETE" });
  const seen = await watchForeign(page, new URL(baseURL!).host);
  const t = messages("en");

  await page.goto("/");
  await consentStarted(page);
  await expect(banner(page, "en")).toBeVisible();
  // An overlay: the page under it is where it was.
  await expect(banner(page, "en")).toHaveCSS("position", "fixed");
  // Before the choice: not one request to an analytics or tag host, nothing at the stand-in.
  await page.waitForTimeout(1_000);
  expect(seen).toEqual({ tagManager: [], other: [] });
  expect(await sinkEvents()).toEqual([]);

  await banner(page, "en").getByRole("button", { name: t("Consent.banner.acceptAll"), exact: true }).click();
  await expect(banner(page, "en")).toBeHidden();

  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE.name);
  expect(cookie, "the choice is kept in the consent cookie").toBeDefined();
  expect(JSON.parse(decodeURIComponent(cookie!.value)).categories).toEqual(["necessary", "analytics"]);
  // Kept for 12 months (365 days, give or take the test's own minutes).
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // The tag manager's script, with our container id, ran in the page.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerRan?: number }).__tagManagerRan ?? 0)).toBe(1);
  expect(seen.tagManager.some((u) => u.includes("id=GTM-E2ETEST"))).toBe(true);
  // PostHog (posthog-js, loaded only now) sends the page view to the configured host: the stand-in.
  await expect.poll(async () => (await sinkEvents()).filter((e) => e.event === "$pageview").map((e) => e.properties.$pathname ?? e.properties.page_url), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/\/$/));

  // A client-side navigation (the page view is sent 250 ms later), then a tool: its event.
  await page.getByRole("contentinfo").getByRole("link", { name: t("Footer.toolHeadline") }).click();
  await expect(page).toHaveURL(/\/tools\/free-linkedin-headline-generator$/);
  await expect(page.getByRole("heading", { level: 1, name: t("ToolLinkedIn.headline.title") })).toBeVisible();
  await hydrated(page);
  const form = page.getByTestId("linkedin-generator");
  // On a busy machine the island may (re)start after the first keystrokes and clear them: typed again until it answers.
  await expect(async () => {
    await form.getByLabel(t("ToolLinkedIn.form.role"), { exact: true }).fill("Head of Data");
    await form.getByLabel(t("ToolLinkedIn.form.seniority"), { exact: true }).selectOption("senior");
    await form.getByLabel(t("ToolLinkedIn.form.skills"), { exact: true }).fill("SQL, forecasting");
    await form.getByLabel(t("ToolLinkedIn.form.name"), { exact: true }).fill("Grace Example");
    await form.getByLabel(t("ToolLinkedIn.form.tones.professional"), { exact: true }).check();
    await form.getByRole("button", { name: t("ToolLinkedIn.form.generate") }).click();
    await expect(page.getByTestId("linkedin-option").first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  // posthog-js sends in batches: on a busy machine (two specs at a time) a batch may take a while.
  await expect.poll(async () => (await sinkEvents()).map((e) => e.event), { timeout: 30_000 }).toEqual(expect.arrayContaining(["$pageview", "tool_used"]));
  const events = await sinkEvents();
  expect(events.filter((e) => e.event === "$pageview").length).toBeGreaterThanOrEqual(2);
  expect(events.find((e) => e.event === "tool_used")?.properties).toMatchObject({ tool: "linkedin-headline", locale: "en" });
  // What the visitor typed never leaves the browser.
  expect(JSON.stringify(events)).not.toMatch(/Grace Example|Head of Data/);
  // Only the tag manager's host and the stand-in were ever contacted.
  expect(seen.other.filter((u) => !u.startsWith(SINK))).toEqual([]);
});

test("the banner speaks German on /de, and after “reject all” it stays away, also after a reload, and nothing leaves", async ({ page, baseURL }) => {
  const seen = await watchForeign(page, new URL(baseURL!).host);
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
  await page.waitForTimeout(500);
  expect(seen, "after “reject all” nothing goes to an analytics or tag host").toEqual({ tagManager: [], other: [] });
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
