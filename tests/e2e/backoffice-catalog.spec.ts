// The catalogue in a real browser: the demo admin changes the Executive package's euro price at
// /admin/catalog and the Spanish price list shows it (the production server keeps a public page five
// seconds, lib/http/page-microcache.ts, which the change empties; the page is reloaded until it shows),
// then sets it back (the specs share one server and database). Also: the free tools' stats open.
import { formatPrice } from "@/lib/catalog/currency";
import { expect, test, type Page } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const eur = (minor: number) => formatPrice(minor, "EUR", "es-ES");
const SLUG = "executive";

async function setEuroPrice(page: Page, amount: number) {
  await page.goto(`/admin/catalog#package-${SLUG}`);
  const price = page.getByTestId(`price-${SLUG}-EUR`);
  await price.getByLabel(t("BackofficeCatalog.catalog.price.amount", { currency: "EUR" })).fill(String(amount));
  await price.getByRole("button", { name: t("BackofficeCatalog.catalog.price.save") }).click();
  await expect(price.getByRole("status")).toHaveText(t("BackofficeCatalog.catalog.price.saved"));
  await expect(page.getByTestId(`package-row-${SLUG}`).getByTestId("package-row-price-EUR")).toHaveText(formatPrice(amount, "EUR", "en-US"));
}

/** The Spanish price list's Executive card, reloaded until it shows `amount` (the microcache lives 5 s at most). */
async function expectPricingShows(page: Page, amount: number) {
  await expect
    .poll(async () => {
      await page.goto("/es/pricing");
      return (await page.getByTestId(`package-${SLUG}`).innerText()).replace(/\s/g, " ");
    }, { timeout: 20_000, intervals: [500, 1000, 2000] })
    .toContain(eur(amount).replace(/\s/g, " "));
}

test("the admin changes a package's euro price and /es/pricing shows it at once", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/catalog");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeCatalog.catalog.title") })).toBeVisible();
  for (const slug of ["starter", "professional", "executive"]) await expect(page.getByTestId(`package-row-${slug}`)).toBeVisible();

  const input = page.getByTestId(`price-${SLUG}-EUR`).getByLabel(t("BackofficeCatalog.catalog.price.amount", { currency: "EUR" }));
  const original = Number(await input.inputValue());
  expect(original).toBeGreaterThan(0);
  const changed = original + 700;
  try {
    await setEuroPrice(page, changed);
    await expectPricingShows(page, changed);
  } finally {
    await setEuroPrice(page, original);
  }
  await expectPricingShows(page, original);

  // A bad price is a translated field error and changes nothing.
  await page.goto(`/admin/catalog#package-${SLUG}`);
  const price = page.getByTestId(`price-${SLUG}-EUR`);
  await price.getByLabel(t("BackofficeCatalog.catalog.price.amount", { currency: "EUR" })).fill("0");
  await price.evaluate((el) => el.querySelectorAll("input").forEach((i) => i.removeAttribute("min")));
  await price.getByRole("button", { name: t("BackofficeCatalog.catalog.price.save") }).click();
  await expect(price.getByText(t("BackofficeCatalog.errors.outOfRange"))).toBeVisible();
});

test("the free headshot tool's usage opens with a row per day", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  const res = await page.goto("/admin/tools/free-headshots");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeCatalog.freeTools.title") })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId("free-headshot-days").getByTestId(`free-tool-day-${today}`)).toBeVisible();
  await expect(page.getByTestId("free-headshot-days").locator("tbody tr")).toHaveCount(31); // the totals and 30 days
  await expect(page.getByTestId("conversion-total")).toBeVisible();
});
