import { expect, test } from "./support/test";

// The landing pages (/lp, /lp/*): served from the public cache, one call to action in the page's own
// content, which sticks in view while the page scrolls and leads to the price list or a checkout.
const PAGES = ["/lp", "/lp/7-reasons-why-ai-headshots", "/lp/linkedin-profile-picture", "/lp/professional-headshots", "/lp/v2"];

for (const path of PAGES) {
  test(`${path}: one call to action, in view from top to bottom, in every language`, async ({ page }) => {
    for (const prefix of ["", "/de", "/es"]) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const main = page.locator("main");
      await expect(main.locator("a")).toHaveCount(1);
      const cta = main.getByTestId("landing-cta");
      await expect(cta).toBeInViewport();
      await page.mouse.wheel(0, 1200);
      await expect(cta).toBeInViewport();
      const href = await cta.getAttribute("href");
      expect(href).toMatch(path === "/lp" ? new RegExp(`^${prefix}/pricing$`) : new RegExp(`^${prefix}/checkout\\?package=[a-z0-9-]+$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${prefix}${path}$`));
    }
  });
}

test("the call to action opens the checkout of the package it names", async ({ page }) => {
  await page.goto("/lp/v2");
  const cta = page.getByTestId("landing-cta");
  const slug = new URL((await cta.getAttribute("href"))!, "http://x").searchParams.get("package");
  await cta.click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?package=${slug}$`));
});
