// What the styles promise with the default CPU studio engine, which keeps the person's own clothes: the
// home page, the chooser, checkout, the upload advice, the style step and the confirmation show a style
// as a backdrop (named for it, one label each, "your own clothes"), never an outfit; a cart holding the
// woman's and the man's version of a style, or two styles on one backdrop, counts each look once. Then
// the gallery's filters: one chip per backdrop, in one format. In English and German.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { BACKDROPS, OUTFITS, STYLES } from "@/prisma/seed/catalogue";
import { expect, test, type Page } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { linkFromEmail } from "./support/mail";
import { messages } from "./support/messages";

type Locale = "en" | "de";
const PORTRAIT = "/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg";

const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const backdropName = (slug: string, locale: Locale) => {
  const b = BACKDROPS.find((x) => x.slug === slug)!;
  return locale === "en" ? b.name : b.translations[locale].name;
};
/**
 * Every outfit name and every style name of the seeded catalogue in `locale` (but those that are also a
 * backdrop's name, like "Markenfarbe"): none may be promised when the person's clothes are kept.
 */
const promises = (locale: Locale) => {
  const backdrops = new Set(BACKDROPS.map((b) => backdropName(b.slug, locale).toLowerCase()));
  return [
    ...OUTFITS.map((o) => (locale === "en" ? o.name : o.translations[locale].name)),
    ...STYLES.map((s) => (locale === "en" ? s.name : s.translations[locale].name)).filter((n) => !backdrops.has(n.toLowerCase())),
  ];
};

async function expectNoOutfit(locale: Locale, where: ReturnType<Page["getByTestId"]>) {
  const text = await where.innerText();
  for (const name of promises(locale)) expect(text, `"${name}" is promised`).not.toContain(name);
}

/** Four photos of one person (a public-domain portrait, varied). */
async function photos(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-styles-"));
  const base = fs.readFileSync(PORTRAIT);
  const made = [sharp(base).jpeg(), sharp(base).flop().jpeg(), sharp(base).resize(700).jpeg(), sharp(base).flop().resize(640).modulate({ brightness: 1.08 }).jpeg()];
  return Promise.all(made.map(async (img, i) => {
    const file = path.join(dir, `p${i}.jpg`);
    fs.writeFileSync(file, await img.toBuffer());
    return file;
  }));
}

async function signUp(page: Page, locale: Locale): Promise<void> {
  const t = messages(locale);
  const email = `styles-${locale}-${Date.now()}@example.test`;
  await page.goto(`${prefix(locale)}/auth/signup`);
  await page.getByLabel(t("Auth.name")).fill("Sam Styles");
  await page.getByLabel(t("Auth.email")).fill(email);
  await page.getByLabel(t("Auth.password")).fill("correct horse battery");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("Auth.signup.submit") }).click();
  await expect(page.getByRole("heading", { name: t("Auth.verify.title") })).toBeVisible();
  await page.goto(await linkFromEmail(email, "/auth/verify"));
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/app$`));
}

async function ownClothesJourney(page: Page, locale: Locale) {
  const t = messages(locale);
  const p = prefix(locale);
  const [grey, navy, charcoal] = [backdropName("studio-light-grey", locale), backdropName("navy", locale), backdropName("charcoal", locale)];

  // The home page promises backdrops and the person's own clothes.
  await page.goto(`${p}/`);
  await expect(page.getByTestId("home-intro")).toHaveText(t("Home.introOwnClothes"));
  await expect(page.getByTestId("style-previews").getByRole("img").first()).toHaveAttribute("alt", grey);
  await expect(page.getByText(t("Home.how.style.bodyOwnClothes"))).toBeVisible();

  await signUp(page, locale);
  // A cart from before: the woman's and the man's Classic Corporate, Clean White Shirt (the same grey
  // backdrop) and the man's Executive Navy. With clothes kept, that is two looks.
  await page.evaluate((slugs) => localStorage.setItem("lumen-cart", JSON.stringify({ state: { packageSlug: "starter", styleSlugs: slugs, code: "", currency: null, gender: null }, version: 1 })), [
    "classic-corporate-female", "classic-corporate-male", "clean-white-shirt-female", "executive-navy-male",
  ]);

  // The chooser: one card per backdrop, each saying the person's own clothes are kept; nothing asked about gender.
  await page.goto(`${p}/app/styles/starter`);
  await expect(page.getByTestId("style-intro")).toHaveText(t("Styles.catalogue.introOwnClothes"));
  const grid = page.getByTestId("style-grid");
  await expect(grid.getByRole("button")).toHaveCount(BACKDROPS.length);
  await expect(grid.getByText(t("Styles.ownClothes"), { exact: true })).toHaveCount(BACKDROPS.length);
  await expect(page.getByRole("group", { name: t("Styles.person.label") })).toHaveCount(0);
  await expectNoOutfit(locale, grid);
  await expect(page.getByTestId("style-counter")).toHaveText(t("Styles.counter", { chosen: 2, max: 4 }));
  await expect(grid.getByRole("button", { name: grey, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(grid.getByRole("button", { name: navy, exact: true })).toHaveAttribute("aria-pressed", "true");
  await grid.getByRole("button", { name: charcoal, exact: true }).click();
  await expect(page.getByTestId("style-counter")).toHaveText(t("Styles.counter", { chosen: 3, max: 4 }));
  await page.getByRole("button", { name: t("Styles.continue") }).click();

  // Checkout: one label per look.
  await expect(page).toHaveURL(new RegExp(`${p}/app/styles/checkout$`));
  await expect(page.getByTestId("checkout-styles").getByRole("listitem")).toHaveText([grey, navy, charcoal]);
  await page.getByTestId("checkout-pay").click();
  await page.getByTestId("test-pay").click();
  await expect(page).toHaveURL(new RegExp(`${p}/app/upload/intro\\?shoot=`), { timeout: 20_000 });

  // The upload advice: wear what you want to be seen in.
  const tips = page.getByTestId("upload-tips");
  await expect(tips).toContainText(t("Upload.intro.do.clothes"));
  await expect(tips).not.toContainText(t("Upload.intro.do.variety"));
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("Upload.intro.continue") }).click();

  // A man, who bought looks first saved as the woman's styles: nothing changes for him.
  await page.getByLabel(t("Upload.personalInfo.name.label")).fill("Sam Styles");
  await page.getByText(t("Upload.personalInfo.gender.options.male"), { exact: true }).click();
  await page.getByText(t("Upload.personalInfo.ageRange.options.35-44"), { exact: true }).click();
  await page.getByText(t("Upload.personalInfo.headshotFormat.options.square"), { exact: true }).click();
  await page.getByRole("button", { name: t("Upload.personalInfo.continue") }).click();
  await expect(page).toHaveURL(new RegExp(`${p}/app/upload/photos`));
  await page.locator("#photo-input").setInputFiles(await photos());
  await expect(page.getByTestId("photo-count")).toHaveText(t("Upload.photos.count", { accepted: 4, min: 4, max: 20 }), { timeout: 60_000 });
  await page.getByRole("link", { name: t("Upload.photos.continue") }).click();

  // The style step: the same looks, the same names, own clothes said, no gender filter.
  await expect(page.getByTestId("style-own-clothes")).toHaveText(t("Upload.styles.ownClothes"));
  await expect(page.getByTestId("style-count")).toHaveText(t("Upload.styles.count", { chosen: 3, max: 4 }));
  await expect(page.getByRole("group", { name: t("Upload.styles.filter.label") })).toHaveCount(0);
  await expectNoOutfit(locale, page.getByTestId("style-grid"));
  await page.getByRole("button", { name: t("Upload.styles.continue") }).click();

  // The confirmation: one label per look, own clothes said, no warning about another gender's outfits.
  await expect(page).toHaveURL(new RegExp(`${p}/app/upload/confirm`));
  await expect(page.getByTestId("confirm-styles").getByRole("listitem")).toHaveText([grey, navy, charcoal]);
  await expect(page.getByTestId("confirm-own-clothes")).toHaveText(t("Upload.confirm.ownClothes"));
  await expect(page.getByTestId("confirm-other-gender")).toHaveCount(0);
  await page.screenshot({ path: `test-results/styles-${locale}-confirm.png` });
}

async function galleryFilters(page: Page, locale: Locale) {
  const t = messages(locale);
  await signInAs(page, AFTER_SHOOT_USERS.gallery.email);
  await page.goto(`${prefix(locale)}/app`);
  await page.getByTestId("shoots").locator('a[href*="/app/results/"]').first().click();
  await expect(page.getByTestId("result-photo")).toHaveCount(6);
  // The seeded shoot's styles: Classic Corporate and Modern Office (the woman's): their backdrops.
  const filter = page.getByRole("group", { name: t("Results.filter.label") });
  const chips = filter.getByRole("button");
  await expect(chips).toHaveCount(3);
  await expect(chips.nth(1)).toContainText(backdropName("studio-light-grey", locale));
  await expect(chips.nth(2)).toContainText(backdropName("blurred-office", locale));
  await expectNoOutfit(locale, page.locator("main"));
}

for (const locale of ["en", "de"] as const) {
  test(`with the studio engine a style is a backdrop, in your own clothes, one label each (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    await ownClothesJourney(page, locale);
  });

  test(`the gallery filters by backdrop, one chip each, no outfit named (${locale})`, async ({ page }) => {
    await galleryFilters(page, locale);
  });
}
