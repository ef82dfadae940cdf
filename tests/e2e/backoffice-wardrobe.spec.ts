// The catalogue editor in a real browser, as the demo admin: a hairstyle made with its names in three
// languages shows on /admin/hairstyles, is deactivated through the confirm dialog and shows as inactive;
// a wardrobe group made on /admin/wardrobe gets an outfit on its own page. Also: a missing German name
// is a translated field error, not a new row.
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const w = (key: string, values?: Record<string, string | number>) => t(`BackofficeWardrobe.${key}`, values);

test("the admin makes a hairstyle in three languages, sees it listed and deactivates it", async ({ page }) => {
  test.setTimeout(120_000);
  const slug = `e2e-bob-${Date.now().toString(36)}`;
  const name = `Sleek bob ${slug.slice(-5)}`;
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/hairstyles");
  await expect(page.getByRole("heading", { level: 1, name: w("hairstyle.title") })).toBeVisible();

  const form = page.getByTestId("catalogue-form");
  await form.getByLabel(w("fields.slug"), { exact: true }).fill(slug);
  await form.getByLabel(w("fields.nameEn")).fill(name);
  await form.getByLabel(w("fields.nameDe")).fill("   ");
  await form.getByLabel(w("fields.nameEs")).fill("Bob liso");
  await form.getByLabel(w("fields.gender")).selectOption("FEMALE");
  await form.getByLabel(w("fields.prompt")).fill("sleek chin-length bob");
  // A German name of spaces only (the browser lets it through): refused with the translated message, what was typed kept.
  await form.getByRole("button", { name: w("create") }).click();
  await expect(form.getByText(w("errors.nameRequired"))).toBeVisible();
  await expect(form.getByLabel(w("fields.nameEn"))).toHaveValue(name);

  await form.getByLabel(w("fields.nameDe")).fill("Glatter Bob");
  await form.getByRole("button", { name: w("create") }).click();
  await expect(form.getByRole("status")).toContainText(slug);
  await expect(page.getByTestId("catalogue-list")).toBeVisible();
  // The list, searched for it (earlier runs' hairstyles may fill the first page).
  await page.goto(`/admin/hairstyles?q=${slug}`);
  const row = page.getByTestId("catalogue-list").getByRole("row").filter({ hasText: slug });
  await expect(row.getByRole("link", { name })).toBeVisible();
  await expect(row).toContainText(w("state.active"));

  await row.getByTestId(`toggle-${slug}`).getByRole("button", { name: w("deactivate") }).click();
  await page.getByRole("dialog").getByTestId("confirm-action").click();
  await expect(row).toContainText(w("state.inactive"));
  await expect(row.getByTestId(`toggle-${slug}`).getByRole("button", { name: w("activate") })).toBeVisible();

  // Its page names it in every language.
  await row.getByRole("link", { name }).click();
  await expect(page.getByTestId("catalogue-facts")).toContainText("Glatter Bob");
  await expect(page.getByTestId("catalogue-facts")).toContainText("Bob liso");
});

test("the admin makes a wardrobe group and puts an outfit in it", async ({ page }) => {
  test.setTimeout(120_000);
  const slug = `e2e-group-${Date.now().toString(36)}`;
  const name = `Creative ${slug.slice(-5)}`;
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/wardrobe");
  await expect(page.getByRole("heading", { level: 1, name: w("wardrobeGroup.title") })).toBeVisible();
  // The demo's groups are there.
  await expect(page.getByTestId("catalogue-list").getByRole("link", { name: "Business formal" })).toBeVisible();

  const form = page.getByTestId("catalogue-form");
  await form.getByLabel(w("fields.slug"), { exact: true }).fill(slug);
  await form.getByLabel(w("fields.nameEn")).fill(name);
  await form.getByLabel(w("fields.nameDe")).fill(`Kreativ ${slug.slice(-5)}`);
  await form.getByLabel(w("fields.nameEs")).fill(`Creativo ${slug.slice(-5)}`);
  await form.getByRole("button", { name: w("create") }).click();
  await expect(form.getByRole("status")).toContainText(slug);

  await page.goto(`/admin/wardrobe?q=${slug}`);
  await page.getByTestId("catalogue-list").getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("wardrobe-outfits")).toContainText(w("wardrobeGroup.noOutfits"));

  // An outfit in no group if there is one, else one that moves here from its group.
  const add = page.getByTestId("wardrobe-add-outfit");
  const select = add.getByLabel(w("wardrobeGroup.outfit"));
  const options = await select.locator("option").allTextContents();
  const index = Math.max(0, options.findIndex((o) => !o.includes(w("inOtherGroup"))));
  const outfit = options[index]!.split(" (")[0]!;
  await select.selectOption({ index });
  await add.getByRole("button", { name: w("wardrobeGroup.add") }).click();
  await expect(page.getByTestId("wardrobe-outfits").getByRole("link", { name: outfit })).toBeVisible();
  await expect(page.getByTestId("catalogue-facts")).toContainText(w("usage.outfits", { count: 1 }));
});
