// The public legal documents, content pages and job openings in a real browser (production build,
// demo seed): every document answers, the cookie policy names every cookie the browser really holds,
// content pages link their translations, openings show how to apply, and unknown addresses are 404s.
import { expect, test } from "./support/test";

test("every legal document answers in each language", async ({ page }) => {
  for (const prefix of ["", "/de", "/es"]) {
    for (const doc of ["terms", "privacy", "cookies", "security", "refund", "imprint"]) {
      const response = await page.goto(`${prefix}/legal/${doc}`);
      expect(response?.status(), `${prefix}/legal/${doc}`).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
    }
  }
  expect((await page.goto("/legal/warranty"))?.status()).toBe(404);
});

test("the cookie policy names every cookie the browser holds after visiting public pages and the sign-in page", async ({ page, context }) => {
  await page.goto("/legal/cookies");
  const listed = await page.getByTestId("cookie-table").locator("tbody tr td:first-child").allTextContents();
  expect(listed).toContain("i18n_redirected");
  await page.goto("/auth/login");
  await page.goto("/pricing");
  await page.goto("/jobs");
  for (const cookie of await context.cookies()) expect(listed, cookie.name).toContain(cookie.name);
});

test("content pages: the list, a page with its Markdown, hreflang to its translations, and 404s", async ({ page }) => {
  await page.goto("/content");
  await page.getByRole("link", { name: "Photo guide: what to upload" }).click();
  await expect(page).toHaveURL(/\/content\/photo-guide$/);
  await expect(page.getByRole("heading", { level: 2, name: "What works best" })).toBeVisible();
  // The alternates as a search engine reads them: the page loaded on its own. (After a client-side
  // navigation Next 16 leaves the previous page's alternates in the head beside the new ones.)
  await page.reload();
  const german = await page.locator('link[rel="alternate"][hreflang="de-DE"]').getAttribute("href");
  expect(new URL(german!, page.url()).pathname).toBe("/de/content/foto-ratgeber");
  expect((await page.goto("/content/no-such-page"))?.status()).toBe(404);
  expect((await page.goto("/content/foto-ratgeber"))?.status()).toBe(404);
});

test("jobs: the openings, one opening with how to apply, and 404s", async ({ page }) => {
  await page.goto("/es/jobs");
  await page.getByRole("link", { name: "Ingeniero/a full-stack sénior" }).click();
  await expect(page).toHaveURL(/\/es\/jobs\/ingeniero-full-stack-senior$/);
  const apply = page.getByTestId("job-apply");
  await expect(apply).toBeVisible();
  await expect(apply.getByRole("link").first()).toHaveAttribute("href", /^mailto:/);
  await expect(apply.getByRole("link", { name: "página de contacto" })).toHaveAttribute("href", "/es/contact");
  // The opening's JobPosting (the page's breadcrumb trail is another JSON-LD script).
  const scripts = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  const ld = JSON.parse(scripts.find((text) => text.includes('"JobPosting"'))!);
  expect(ld["@type"]).toBe("JobPosting");
  expect((await page.goto("/jobs/no-such-role"))?.status()).toBe(404);
});
