// The blog editor in a real browser: the demo admin writes an English post with a cover image whose
// Markdown tries to run script (a <script> element and a javascript: link), watches the live preview,
// publishes it, adds the German version from the edit page and publishes that too; then, signed out,
// the public English post and (through its language link) the German one show the text and the cover,
// and nothing ran: no window.__pwned, no javascript: address, no script inside the body. The changelog
// editor opens with the seeded entries and previews as team leads read it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, necessaryOnlyConsentCookie, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const PORTRAIT = "/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg";

const stamp = Date.now().toString(36);
const EN = { title: `Window light for headshots ${stamp}`, slug: `window-light-for-headshots-${stamp}` };
const DE = { title: `Fensterlicht für Porträtfotos ${stamp}`, slug: `fensterlicht-fur-portratfotos-${stamp}` };
const BODY = [
  "Stand half a metre from a window and face it.",
  "",
  "<script>window.__pwned=1</script>",
  "",
  "Then [click](javascript:window.__pwned=2) nothing at all.",
].join("\n");

/** Nothing from the Markdown ran or stayed active on the public page. */
async function expectInert(page: Page) {
  const body = page.getByTestId("blog-post-body");
  await expect(body).toContainText("Stand half a metre from a window and face it.");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(body.locator("script")).toHaveCount(0);
  const link = body.getByText("click", { exact: true });
  await expect(link).toBeVisible();
  expect((await link.getAttribute("href")) ?? "").not.toMatch(/javascript:/i);
  const active = await body.evaluate((el) =>
    [...el.querySelectorAll("*")].flatMap((node) => [...node.attributes].filter((a) => /^on/i.test(a.name) || /^\s*(javascript|data):/i.test(a.value)).map((a) => `${node.tagName} ${a.name}`)),
  );
  expect(active).toEqual([]);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

test("an admin writes a post with a cover and hostile Markdown, adds the German version, and both public posts are inert", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-blog-cover-"));
  const cover = path.join(dir, "cover.jpg");
  fs.writeFileSync(cover, await sharp(PORTRAIT).resize(1200, 630, { fit: "cover" }).jpeg({ quality: 88 }).toBuffer());

  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeContent.blog.title") })).toBeVisible();
  await expect(page.locator("main table tbody tr").first()).toBeVisible();
  await page.getByTestId("blog-new").click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  const editor = page.getByTestId("blog-editor");
  await editor.getByTestId("editor-title").fill(EN.title);
  // The slug follows the title.
  await expect(editor.getByTestId("editor-slug")).toHaveValue(EN.slug);
  await editor.getByTestId("editor-excerpt").fill("Soft, even light from the nearest window.");
  await editor.getByTestId("editor-body").fill(BODY);
  await editor.getByTestId("editor-tags").fill("Lighting, tips");
  await editor.getByTestId("editor-cover").setInputFiles(cover);
  // The live preview renders as the public page does: the text, but no script and no javascript: link.
  const preview = editor.getByTestId("editor-preview");
  await expect(preview).toContainText("Stand half a metre from a window and face it.");
  await expect(preview.locator("script")).toHaveCount(0);
  expect((await preview.getByText("click", { exact: true }).getAttribute("href")) ?? "").not.toMatch(/javascript:/i);
  await expect(editor.getByTestId("editor-reading-time")).toHaveText(t("BackofficeContent.editor.readingTime").replace("{minutes}", "1"));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await editor.getByTestId("editor-status").selectOption("published");
  await editor.getByTestId("editor-save").click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[^/?]+\?saved=1$/, { timeout: 30_000 });
  await expect(page.getByTestId("content-facts").getByTestId("content-state")).toHaveText(t("BackofficeContent.states.published"));
  await expect(page.getByTestId("content-facts")).toContainText(/blog\/covers\/[0-9a-f]{24}-[0-9a-f]{12}\.webp/);
  const adminCover = page.getByTestId("cover-preview");
  await expect.poll(() => adminCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The German version, prefilled from the English one.
  await page.getByTestId("add-version-de").click();
  await expect(page).toHaveURL(/\/admin\/blog\/new\?from=[^&]+&language=de$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("BackofficeContent.blogNew.translationTitle").replace("{language}", t("BackofficeContent.languages.de")));
  const de = page.getByTestId("blog-editor");
  await expect(de.getByTestId("editor-body")).toHaveValue(BODY);
  await expect(de.getByTestId("editor-language")).toHaveValue("de");
  await de.getByTestId("editor-title").fill(DE.title);
  await expect(de.getByTestId("editor-slug")).toHaveValue(DE.slug);
  await de.getByTestId("editor-excerpt").fill("Weiches, gleichmäßiges Licht vom nächsten Fenster.");
  await de.getByTestId("editor-status").selectOption("published");
  await de.getByTestId("editor-save").click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[^/?]+\?saved=1$/, { timeout: 30_000 });
  await expect(page.getByTestId("language-version-en")).toContainText(EN.title);

  // The public posts, as a visitor.
  const baseURL = test.info().project.use.baseURL!;
  const visitor = await browser.newContext({ baseURL, locale: "en-US" });
  await visitor.addCookies([necessaryOnlyConsentCookie(baseURL)]);
  const reader = await visitor.newPage();
  const pageErrors: string[] = [];
  reader.on("pageerror", (e) => pageErrors.push(e.message));
  await reader.goto(`/blog/${EN.slug}`);
  await expect(reader.getByRole("heading", { level: 1, name: EN.title })).toBeVisible();
  await expectInert(reader);
  const coverImage = reader.locator("#post img").first();
  await expect(coverImage).toBeVisible();
  await expect.poll(() => coverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await reader.getByTestId("blog-post-translations").getByRole("link", { name: "Deutsch" }).click();
  await expect(reader).toHaveURL(new RegExp(`/de/blog/${DE.slug}$`));
  await expect(reader.getByRole("heading", { level: 1, name: DE.title })).toBeVisible();
  await expectInert(reader);
  expect(pageErrors.filter((m) => /pwned/.test(m))).toEqual([]);
  await visitor.close();
});

test("the changelog editor lists the seeded entries and previews an entry as team leads read it", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/changelog");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeContent.changelog.title") })).toBeVisible();
  await page.locator("main table tbody tr a[href*='/admin/changelog/edit/']").first().click();
  await expect(page).toHaveURL(/\/admin\/changelog\/edit\/[^/?]+$/);
  const editor = page.getByTestId("changelog-editor");
  await editor.getByTestId("editor-body").fill("Faster results.\n\n- <b>one</b>\n- two");
  const preview = editor.getByTestId("editor-preview");
  await expect(preview.locator("li")).toHaveText(["<b>one</b>", "two"]);
  await expect(preview.locator("b")).toHaveCount(0);
});
