// The style screens in a real browser: the demo admin adds a backdrop and a style on it at /admin/style,
// writes the style's page texts in English and German at /admin/style/seo, and the German public page
// /de/headshot-types/{slug} shows them at once (revalidated after the commit); a signed-in person finds
// the style offered in the chooser (/app/styles: with the CPU studio engine a look is its backdrop, so
// the new backdrop makes the new style a card of its own). At the end the style and the backdrop are
// deactivated again, so the other specs (styles.spec.ts counts the backdrops on offer) see the catalogue
// as seeded. Also: /admin/avatar lists the demo's preview faces.
import { expect, test, type Page } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS, signInRequest } from "./support/roles";

const t = messages("en");

async function deactivate(page: Page, styleId: string | null, backdropSlug: string) {
  await page.context().clearCookies({ name: /^(?!lumen_consent$)/ });
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  if (styleId) {
    await page.goto(`/admin/style?id=${styleId}`);
    const toggle = page.getByTestId("style-detail").locator("form[data-testid^='style-toggle-']");
    if (await toggle.getByRole("button", { name: t("BackofficeStyles.styles.deactivate") }).isVisible()) {
      await toggle.getByRole("button", { name: t("BackofficeStyles.styles.deactivate") }).click();
      await toggle.getByTestId("confirm-action").click();
      await expect(toggle.getByRole("button", { name: t("BackofficeStyles.styles.activate") })).toBeVisible();
    }
  }
  await page.goto("/admin/style");
  const item = page.getByTestId(`backdrop-${backdropSlug}`);
  if (await item.count()) {
    await item.locator("summary").click();
    const form = page.getByTestId(`backdrop-edit-${backdropSlug}`);
    await form.getByLabel(t("BackofficeStyles.backdrops.form.active"), { exact: true }).uncheck();
    await form.getByRole("button", { name: t("BackofficeStyles.styles.form.save") }).click();
    await expect(form.getByRole("status")).toBeVisible();
  }
}

test("the admin adds a style with German page texts; the German page shows them and the chooser offers it", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const backdropSlug = `e2e-teal-${tag}`;
  const slug = `e2e-teal-studio-${tag}`;
  const names = { backdrop: `E2E Teal ${tag}`, backdropDe: `E2E Petrol ${tag}`, style: `E2E Teal Studio ${tag}`, styleDe: `E2E Petrol-Studio ${tag}` };
  const texts = {
    en: { title: `Teal studio headshots ${tag}`, description: "A calm teal backdrop for team pages.", body: `Calm teal, made for team pages ${tag}.\n\nEvery detail stays sharp.` },
    de: { title: `Porträtfotos in Petrol ${tag}`, description: "Ein ruhiger Petrol-Hintergrund für Teamseiten.", body: `Ruhiges Petrol für Teamseiten ${tag}.\n\nJedes Detail bleibt scharf ${tag}.` },
  };
  let styleId: string | null = null;

  try {
    await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
    await page.goto("/admin/style");
    await expect(page.getByRole("heading", { level: 1, name: t("BackofficeStyles.styles.title") })).toBeVisible();

    // A backdrop of its own.
    const backdropForm = page.getByTestId("backdrop-form");
    await backdropForm.getByLabel(t("BackofficeStyles.backdrops.form.slug"), { exact: true }).fill(backdropSlug);
    await backdropForm.getByLabel(t("BackofficeStyles.styles.form.name"), { exact: true }).fill(names.backdrop);
    await backdropForm.getByLabel(t("BackofficeStyles.styles.form.nameDe"), { exact: true }).fill(names.backdropDe);
    await backdropForm.getByLabel(t("BackofficeStyles.backdrops.form.kind"), { exact: true }).selectOption("SOLID");
    await backdropForm.getByLabel(t("BackofficeStyles.backdrops.form.colors"), { exact: true }).fill("#1f6f6f");
    await backdropForm.getByRole("button", { name: t("BackofficeStyles.backdrops.form.create") }).click();
    await expect(backdropForm.getByRole("status")).toContainText(backdropSlug);
    await expect(page.getByTestId(`backdrop-${backdropSlug}`)).toBeVisible();

    // A bad slug is a translated field error.
    const styleForm = page.getByTestId("style-form");
    await styleForm.getByLabel(t("BackofficeStyles.styles.form.slug"), { exact: true }).fill("Not a slug!");
    await styleForm.getByLabel(t("BackofficeStyles.styles.form.name"), { exact: true }).fill(names.style);
    await styleForm.getByRole("button", { name: t("BackofficeStyles.styles.form.create") }).click();
    await expect(styleForm.getByText(t("BackofficeStyles.errors.slugFormat"))).toBeVisible();

    // The style, for everyone, on that backdrop; creating it opens its page.
    await styleForm.getByLabel(t("BackofficeStyles.styles.form.slug"), { exact: true }).fill(slug);
    await styleForm.getByLabel(t("BackofficeStyles.styles.form.name"), { exact: true }).fill(names.style);
    await styleForm.getByLabel(t("BackofficeStyles.styles.form.nameDe"), { exact: true }).fill(names.styleDe);
    await styleForm.getByLabel(t("BackofficeStyles.styles.form.gender"), { exact: true }).selectOption("UNISEX");
    await styleForm.getByLabel(t("BackofficeStyles.styles.form.backdrop"), { exact: true }).selectOption({ label: names.backdrop });
    await styleForm.getByRole("button", { name: t("BackofficeStyles.styles.form.create") }).click();
    await expect(page).toHaveURL(/\/admin\/style\?id=/);
    styleId = new URL(page.url()).searchParams.get("id");
    await expect(page.getByRole("heading", { level: 1, name: t("BackofficeStyles.styles.detailTitle", { slug }) })).toBeVisible();

    // Its page texts in English and German.
    await page.getByRole("link", { name: t("BackofficeStyles.styles.editSeo") }).click();
    await expect(page).toHaveURL(/\/admin\/style\/seo\?id=/);
    for (const lang of ["en", "de"] as const) {
      const form = page.getByTestId(`seo-form-${lang}`);
      await form.getByLabel(t("BackofficeStyles.seo.seoTitle"), { exact: true }).fill(texts[lang].title);
      await form.getByLabel(t("BackofficeStyles.seo.seoDescription"), { exact: true }).fill(texts[lang].description);
      await form.getByLabel(t("BackofficeStyles.seo.body"), { exact: true }).fill(texts[lang].body);
      await form.getByRole("button", { name: t("BackofficeStyles.seo.save") }).click();
      await expect(form.getByRole("status")).toHaveText(t("BackofficeStyles.seo.saved"));
    }
    // A title over 70 characters is refused.
    const tooLong = page.getByTestId("seo-form-en");
    await tooLong.getByLabel(t("BackofficeStyles.seo.seoTitle"), { exact: true }).fill("x".repeat(71));
    await tooLong.getByRole("button", { name: t("BackofficeStyles.seo.save") }).click();
    await expect(tooLong.getByText(t("BackofficeStyles.errors.seoTitleTooLong"))).toBeVisible();

    // The German public page, with the German texts.
    const res = await page.goto(`/de/headshot-types/${slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: names.styleDe })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(texts.de.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", texts.de.description);
    await expect(page.getByText(`Jedes Detail bleibt scharf ${tag}.`)).toBeVisible();

    // A signed-in person is offered it in the chooser.
    await page.context().clearCookies({ name: /^(?!lumen_consent$)/ });
    await signInRequest(page.context().request, "user");
    await page.goto("/app/styles");
    const card = page.getByTestId("style-grid").locator(`button[data-style="${slug}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(new RegExp(`${names.backdrop}|${names.style}`));
  } finally {
    await deactivate(page, styleId, backdropSlug);
  }

  // Gone from the public pages once deactivated.
  const gone = await page.goto(`/de/headshot-types/${slug}`);
  expect(gone?.status()).toBe(404);
});

test("the preview faces screen lists the demo's faces with the styles that use them", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  const res = await page.goto("/admin/avatar");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeStyles.avatars.title") })).toBeVisible();
  await expect(page.locator("main section[data-testid^='avatar-'] img").first()).toBeVisible();
  await expect(page.getByTestId("avatar-form")).toBeVisible();
});
