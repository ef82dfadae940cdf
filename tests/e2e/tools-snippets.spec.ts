// The snippet tools in a real browser: the email signature generator (a name with markup in it comes
// out escaped, another layout, "copy HTML source" puts the signature's HTML on the clipboard) and the
// team page generator (two people added, the preview and the copied snippet carry both names and the
// chosen accent colour). Both previews are sandboxed frames (sandbox="", no scripts): the test reads
// what they show from their srcdoc, the document the frame displays.
import { expect, hydrated, test } from "./support/test";
import { messages } from "./support/messages";

const t = messages("en");

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
});

test("the email signature: details escaped, another layout, the HTML source on the clipboard", async ({ page }) => {
  await page.goto("/tools/free-email-signature-generator");
  await expect(page.getByRole("heading", { level: 1, name: t("ToolSignature.title") })).toBeVisible();
  await expect(page.getByTestId("signature-guide").locator("li")).toHaveCount(5);
  await expect(page.getByTestId("signature-cta")).toHaveAttribute("href", "/pricing");
  await hydrated(page);

  const form = page.getByTestId("signature-generator");
  const field = (key: string) => form.getByLabel(t(`ToolSignature.form.fields.${key}`), { exact: true });
  await expect(page.getByTestId("signature-preview-empty")).toBeVisible();
  await field("name").fill("<b>Ada</b> Lovelace");
  await field("title").fill("Chief Engineer");
  await field("company").fill("Analytical Engines");
  await field("email").fill("ada@example.com");
  await form.getByLabel(t("ToolSignature.form.layout"), { exact: true }).selectOption("stacked");

  // A bad address gets the message in the visitor's language and holds the preview back.
  await field("website").fill("javascript:alert(1)");
  await expect(form.getByText(t("ToolSignature.form.errors.urlInvalid"))).toBeVisible();
  await expect(page.getByTestId("signature-copy-source")).toBeDisabled();
  await field("website").fill("https://example.com");
  await expect(form.getByText(t("ToolSignature.form.errors.urlInvalid"))).toHaveCount(0);

  const preview = page.getByTestId("signature-preview");
  await expect(preview).toHaveAttribute("sandbox", "");
  await expect(preview).toHaveAttribute("srcdoc", /&lt;b&gt;Ada&lt;\/b&gt; Lovelace/);
  await expect(preview).toHaveAttribute("srcdoc", /Chief Engineer · Analytical Engines/);

  const copy = page.getByTestId("signature-copy-source");
  await copy.click();
  await expect(copy).toHaveText(t("ToolSignature.form.copied"));
  const html = await page.evaluate(() => navigator.clipboard.readText());
  expect(html).toContain("&lt;b&gt;Ada&lt;/b&gt; Lovelace");
  expect(html).not.toContain("<b>Ada</b>");
  expect(html).toContain("Chief Engineer");
  expect(html).toContain("Analytical Engines");
  expect(html).toContain('href="mailto:ada@example.com"');
  expect(html).toContain('href="https://example.com/"');
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\sclass=/i);
  expect(html).toMatch(/^<table border="0" cellpadding="0" cellspacing="0"/);
  // the stacked layout: the accent rule under the text, no photo given
  expect(html).toContain('width="64" height="4"');
  expect(html).not.toContain("<img");
});

test("the team page: two people in the preview and in the copied snippet, with the chosen accent colour", async ({ page }) => {
  await page.goto("/tools/free-team-page-generator");
  await expect(page.getByRole("heading", { level: 1, name: t("ToolTeamPage.title") })).toBeVisible();
  await expect(page.getByTestId("teampage-cta")).toHaveAttribute("href", "/company-headshots");
  await hydrated(page);

  const form = page.getByTestId("teampage-generator");
  const add = page.getByTestId("teampage-add-person");
  await expect(page.getByTestId("teampage-preview-empty")).toBeVisible();
  await add.click();
  await add.click();
  const person = (i: number) => form.getByTestId(`teampage-person-${i}`);
  await person(0).getByLabel(t("ToolTeamPage.form.name"), { exact: true }).fill("Grace Hopper");
  await person(0).getByLabel(t("ToolTeamPage.form.title"), { exact: true }).fill("Rear Admiral");
  await person(1).getByLabel(t("ToolTeamPage.form.name"), { exact: true }).fill("Katherine Johnson");
  await person(1).getByLabel(t("ToolTeamPage.form.photoUrl"), { exact: true }).fill("http://example.com/k.jpg");
  await expect(person(1).getByText(t("ToolTeamPage.form.errors.urlInvalid"))).toBeVisible();
  await person(1).getByLabel(t("ToolTeamPage.form.photoUrl"), { exact: true }).fill("");
  await form.getByLabel(t("ToolTeamPage.form.accent"), { exact: true }).fill("#0e7490");
  await form.getByLabel(t("ToolTeamPage.form.layout"), { exact: true }).selectOption("list");

  const preview = page.getByTestId("teampage-preview");
  await expect(preview).toHaveAttribute("sandbox", "");
  await expect(preview).toHaveAttribute("srcdoc", /Grace Hopper/);
  await expect(preview).toHaveAttribute("srcdoc", /Katherine Johnson/);

  // Reorder: Katherine first.
  await person(1).getByRole("button", { name: new RegExp(`^${t("ToolTeamPage.form.moveUp")}`) }).click();
  await expect(person(0).getByLabel(t("ToolTeamPage.form.name"), { exact: true })).toHaveValue("Katherine Johnson");

  const copy = page.getByTestId("teampage-copy");
  await copy.click();
  await expect(copy).toHaveText(t("ToolTeamPage.form.copied"));
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toMatch(/^<section class="lumen-team-[0-9a-z]+">/);
  expect(snippet).toContain("Grace Hopper");
  expect(snippet).toContain("Katherine Johnson");
  expect(snippet.indexOf("Katherine Johnson")).toBeLessThan(snippet.indexOf("Grace Hopper"));
  expect(snippet).toContain("#0e7490");
  expect(snippet).toContain("auto-fill");
  expect(snippet).not.toMatch(/<script/i);
});
