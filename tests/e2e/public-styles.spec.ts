// The public style pages lead into the chooser: "use this style" on /headshot-types/{slug} opens
// /app/styles with that style picked, for the signed-in demo person at once and, for a signed-out
// visitor, after logging in (the log-in page brings them back with the style still named). The index
// and the backdrop and outfit catalogue filter in the browser, and an unknown style is a 404.
// Which card is picked depends on the engine's mode (a style, or with the CPU studio engine the
// backdrop standing for every style on it), so the check accepts any style on the same backdrop.
import { STYLES } from "@/prisma/seed/catalogue";
import { expect, hydrated, test, type Page } from "./support/test";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS, signInRequest } from "./support/roles";

type Locale = "en" | "de";
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

/** The chooser's cards that stand for `slug`: the style itself, or another style on its backdrop. */
function cardsFor(slug: string): string[] {
  const backdrop = STYLES.find((s) => s.slug === slug)!.backdrop;
  return STYLES.filter((s) => s.backdrop === backdrop).map((s) => s.slug);
}

async function expectPickedInChooser(page: Page, slug: string) {
  await expect(page).toHaveURL(/\/app\/styles$/);
  const grid = page.getByTestId("style-grid");
  const pressed = grid.locator('button[aria-pressed="true"]');
  await expect(pressed).toHaveCount(1);
  expect(cardsFor(slug)).toContain(await pressed.getAttribute("data-style"));
  await expect(page.getByTestId("style-counter")).toContainText(/^1\D/);
}

test("signed in: 'use this style' opens the chooser with that style picked", async ({ page }) => {
  const t = messages("en");
  await signInRequest(page.context().request, "user");
  await page.goto("/headshot-types");
  await expect(page.getByRole("heading", { level: 1, name: t("HeadshotTypes.title") })).toBeVisible();
  await page.locator('a[data-style-link="executive-navy-female"]').click();
  await expect(page).toHaveURL(/\/headshot-types\/executive-navy-female$/);
  await expect(page.getByRole("heading", { level: 1, name: "Executive Navy" })).toBeVisible();
  await page.getByTestId("use-style").first().click();
  await expectPickedInChooser(page, "executive-navy-female");
});

test("signed out: 'use this style' goes through log-in and arrives in the chooser with the style picked", async ({ page }) => {
  const t = messages("de");
  await page.goto(`${prefix("de")}/headshot-types/tech-founder-male`);
  await expect(page.getByRole("heading", { level: 1, name: "Tech-Gründer" })).toBeVisible();
  await page.getByRole("link", { name: t("HeadshotTypes.style.use") }).first().click();
  await expect(page).toHaveURL(/\/de\/auth\/login\?callbackUrl=.*style%3Dtech-founder-male/);
  await page.getByLabel(t("Auth.email")).fill(ROLE_EMAILS.user);
  await page.getByLabel(t("Auth.password")).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: t("Auth.login.submit"), exact: true }).click();
  await expectPickedInChooser(page, "tech-founder-male");
});

test("an unknown or bad ?style= is ignored by the chooser", async ({ page }) => {
  await signInRequest(page.context().request, "user");
  await page.goto("/app/styles?style=no-such-style");
  await expect(page.getByTestId("style-counter")).toContainText(/^0\D/);
});

test("the index and the catalogue filter in the browser; an unknown style is a 404", async ({ page }) => {
  const t = messages("en");
  await page.goto("/headshot-types");
  const female = page.locator('a[data-style-link="classic-corporate-female"]');
  const male = page.locator('a[data-style-link="classic-corporate-male"]');
  await expect(female).toBeVisible();
  await hydrated(page);
  await page.getByRole("group", { name: t("HeadshotTypes.filters.gender") }).getByRole("button", { name: t("HeadshotTypes.gender.MALE"), exact: true }).click();
  await expect(female).toBeHidden();
  await expect(male).toBeVisible();
  await page.getByRole("group", { name: t("HeadshotTypes.filters.kind") }).getByRole("button", { name: t("HeadshotTypes.kind.BOKEH"), exact: true }).click();
  await expect(male).toBeHidden();
  await expect(page.locator('a[data-style-link="city-evening-male"]')).toBeVisible();

  await page.goto("/backdrop-and-outfit");
  const office = page.locator('[data-backdrop="blurred-office"]');
  const navy = page.locator('[data-backdrop="navy"]');
  await hydrated(page);
  await page.getByTestId("filter-backdrops").getByRole("button", { name: t("Catalogue.kind.BLUR_OFFICE"), exact: true }).click();
  await expect(navy).toBeHidden();
  await expect(office).toBeVisible();
  await office.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/headshot-types\/modern-office-female$/);

  const missing = await page.goto("/headshot-types/no-such-style");
  expect(missing?.status()).toBe(404);
});
