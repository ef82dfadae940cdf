import { expect, hydrated, request as playwrightRequest, test } from "./support/test";
import { signInRequest } from "./support/roles";

test("the root path follows the cookie first, then the browser language, and only the root redirects", async ({ browser, baseURL }) => {
  const german = await browser.newContext({ baseURL, locale: "de-DE", extraHTTPHeaders: { "accept-language": "de-DE,de;q=0.9" } });
  const page = await german.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/auth\/login$/); // no detection away from the root
  await german.addCookies([{ name: "i18n_redirected", value: "es", url: baseURL! }]);
  await page.goto("/");
  await expect(page).toHaveURL(/\/es$/);
  await german.close();
});

test("switching language stores the cookie and moves to the prefixed path", async ({ page, context }) => {
  await page.goto("/auth/login?callbackUrl=%2Fapp");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.getByTestId("language-switcher").selectOption("de");
  await expect(page).toHaveURL(/\/de\/auth\/login\?callbackUrl=%2Fapp$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("de");
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.secure).toBe(false);
  // 365 days, give or take the test's own duration.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

  await page.getByTestId("language-switcher").selectOption("en");
  await expect(page).toHaveURL(/localhost:\d+\/auth\/login\?callbackUrl=%2Fapp$/);
  await page.goto("/");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("public pages carry hreflang alternates for all three languages", async ({ page }) => {
  await page.goto("/es");
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute("hreflang"), new URL(e.getAttribute("href")!).pathname])),
  );
  expect(alternates).toMatchObject({ "en-US": "/", "de-DE": "/de", "es-ES": "/es", "x-default": "/" });
  await expect(page.getByTestId("packages").getByRole("listitem").filter({ hasText: "€" }).first()).toBeVisible();
});

test("unknown paths show the 404 page in the visitor's language", async ({ page }) => {
  const res = await page.goto("/de/this/does/not/exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toHaveText("Diese Seite wurde nicht gefunden");
  const en = await page.goto("/not-found");
  expect(en?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toHaveText("This page could not be found");
});

test("a signed-in user without the role gets the 403 page", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill("user@demo.lumen.test");
  await page.getByLabel("Password").fill("lumen-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app$/);
  const res = await page.goto("/admin");
  expect(res?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  // Guest-only pages send a signed-in person on.
  await page.goto("/auth/signup");
  await expect(page).toHaveURL(/\/app$/);
});

test("page views reach the dataLayer after 250 ms, and the offline state is shown", async ({ page, context }) => {
  await page.goto("/auth/login");
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view")))
    .toEqual([expect.objectContaining({ route_name: "auth/login", page_type: "auth", page_title: expect.stringContaining("Log in") })]);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view").map((e) => e.route_name)))
    .toEqual(["auth/login", "auth/signup"]);

  await context.setOffline(true);
  await expect(page.getByTestId("online-status")).toHaveText(/offline/);
  await context.setOffline(false);
  await expect(page.getByTestId("online-status")).toHaveText(/back online/);
});

test("page requests never rewrite the session cookie, so a response in flight cannot undo a logout", async ({ baseURL }) => {
  const ctx = await playwrightRequest.newContext({ baseURL });
  await signInRequest(ctx, "user");
  for (const path of ["/app", "/de/app", "/", "/auth/login"]) {
    const res = await ctx.get(path, { maxRedirects: 0 });
    const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    expect(cookies.filter((c) => c.includes("session-token")), path).toEqual([]);
  }
  await ctx.dispose();
});

test("a chunk-load failure reloads the page once, and not again within 60 seconds", async ({ page }) => {
  await page.goto("/auth/login");
  await hydrated(page);
  const fail = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
      window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
    });
  const reloaded = page.waitForEvent("load");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await fail();
  await reloaded;
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem("lumen:chunk-reload-at"))).toMatch(/^\d+$/);

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
  await fail();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
});
