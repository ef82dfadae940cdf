// The free headshot generator in a real browser, without an account: from the landing page through
// the 4 steps (a real public-domain portrait) to the result, downloaded as a 1024 px JPEG; the start
// page offering the made headshot again; three more tries in the same browser, the last refused by
// the day's limit with the offer to buy; and a photo without a face refused with its reason and the
// tips (and a photo too large for the browser's own check). The steps are cached pages: each island
// is used only once the page's React runs (`hydrated`).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { escapeRegExp, imageInfo } from "./support/gallery";
import { messages } from "./support/messages";
import { expect, hydrated, test, type Page } from "./support/test";

const t = messages("en");
const PORTRAIT = "/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg";
const NO_FACE = "/usr/lib/python3/dist-packages/skimage/data/coffee.png";
const f = (key: string, values?: Record<string, string | number>) => t(`ToolFreeHeadshot.${key}`, values);

/** A server message as a pattern: its placeholders (filled in by the server) match anything. */
const messagePattern = (key: string) => new RegExp(escapeRegExp(t(key)).replace(/\\\{\w+\\\}/g, ".+"));

/** The start step: the photo, the consent, the upload. */
async function upload(page: Page, file: string) {
  await expect(page.getByRole("heading", { level: 1, name: f("start.title") })).toBeVisible();
  await page.getByLabel(f("start.choose")).setInputFiles(file);
  await expect(page.getByText(f("start.chosen", { name: path.basename(file) }))).toBeVisible();
  await page.getByRole("checkbox", { name: f("start.consent") }).check();
  await page.getByRole("button", { name: f("start.submit") }).click();
}

/** The gender, edit and review steps, after an accepted photo; ends on the review step, not yet sent. */
async function choose(page: Page) {
  // The photo check is free work: it waits in the engine pool while paid work runs (the shoots the
  // test server is making for other specs), so it may take longer than a click's usual answer.
  await expect(page.getByRole("heading", { level: 1, name: f("gender.title") })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("heading", { level: 1, name: f("gender.title") })).toBeFocused();
  await expect(page.getByRole("navigation", { name: f("progress.label") })).toContainText(f("progress.step", { n: 2, total: 4 }));
  await page.getByRole("radio", { name: f("gender.options.unspecified") }).check();
  await page.getByRole("button", { name: f("actions.continue") }).click();

  await expect(page.getByRole("heading", { level: 1, name: f("edit.title") })).toBeFocused();
  await page.getByRole("radio", { name: f("edit.backdrops.navy") }).check();
  await page.getByRole("radio", { name: f("edit.framings.close.name") }).check();
  await page.getByRole("button", { name: f("actions.continue") }).click();

  await expect(page.getByRole("heading", { level: 1, name: f("review.title") })).toBeFocused();
  const summary = page.getByTestId("free-headshot-review");
  await expect(summary).toContainText(f("gender.options.unspecified"));
  await expect(summary).toContainText(f("edit.backdrops.navy"));
  await expect(summary).toContainText(f("edit.framings.close.name"));
  // The default limit is 3 a day (the admin parameter tools.freeHeadshotsPerDay).
  await expect(page.getByTestId("free-headshot-limit-note")).toHaveText(f("review.limit", { limit: 3 }));
}

/** Goes back to the start page for another try, dropping the earlier headshot from the offer. */
async function anotherTry(page: Page) {
  await page.goto("/tools/free-headshot-generator/start");
  await hydrated(page);
  const resume = page.getByTestId("free-headshot-resume");
  await expect(resume).toBeVisible();
  await resume.getByRole("button", { name: f("start.resume.startOver") }).click();
  await expect(resume).toHaveCount(0);
}

test("a free headshot from the landing page to the download, then the day's limit on the fourth", async ({ page }) => {
  // Four uploads through the quality gate and three headshots made by the engine.
  test.setTimeout(420_000);
  await test.step("the landing page and a 1024 px JPEG downloaded from the result", async () => {
    await page.goto("/tools/free-headshot-generator");
    await expect(page.getByRole("heading", { level: 1, name: f("landing.title") })).toBeVisible();
    await expect(page.getByTestId("free-headshot-sample")).toContainText(f("landing.sample.points.watermark"));
    await expect(page.getByTestId("free-headshot-limits")).toContainText(f("landing.limits.perDay", { limit: 3 }));
    await expect(page.getByTestId("free-headshot-offer").getByRole("link", { name: f("landing.offer.button") })).toHaveAttribute("href", "/pricing");
    await page.getByTestId("free-headshot-start-link").click();
    await expect(page).toHaveURL(/\/tools\/free-headshot-generator\/start$/);
    await hydrated(page);

    await upload(page, PORTRAIT);
    await choose(page);
    await page.getByRole("button", { name: f("review.submit") }).click();

    await expect(page).toHaveURL(/\/tools\/free-headshot-generator\/result\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: f("result.title") })).toBeVisible();
    const image = page.getByRole("img", { name: f("result.alt") });
    await expect(image).toBeVisible({ timeout: 180_000 });
    await expect(page.getByTestId("free-headshot-expires")).toContainText(/\d/);
    await expect(page.getByTestId("free-headshot-offer").getByRole("link", { name: f("result.offer.button") })).toHaveAttribute("href", "/pricing");

    const saved = page.waitForEvent("download");
    await page.getByRole("link", { name: f("result.download") }).click();
    const download = await saved;
    expect(await download.failure()).toBeNull();
    const bytes = fs.readFileSync((await download.path())!);
    const info = await imageInfo(bytes);
    expect(info.format).toBe("jpeg");
    expect(Math.max(info.width ?? 0, info.height ?? 0)).toBe(1024);
  });

  await test.step("the start page offers the made headshot again", async () => {
    await page.goto("/tools/free-headshot-generator/start");
    await hydrated(page);
    const resume = page.getByTestId("free-headshot-resume");
    await expect(resume).toContainText(f("start.resume.resultText"));
    await expect(resume.getByRole("link", { name: f("start.resume.result") })).toHaveAttribute("href", /\/tools\/free-headshot-generator\/result\/[^/]+$/);
  });

  await test.step("two more headshots in the same browser: both are accepted", async () => {
    for (let i = 0; i < 2; i++) {
      await anotherTry(page);
      await upload(page, PORTRAIT);
      await choose(page);
      await page.getByRole("button", { name: f("review.submit") }).click();
      await expect(page).toHaveURL(/\/tools\/free-headshot-generator\/result\/[^/]+$/);
    }
  });

  await test.step("the fourth is refused with the server's LIMIT_REACHED message and the offer (the limit is 3 by default)", async () => {
    await anotherTry(page);
    await upload(page, PORTRAIT);
    // An upload does not count (a refused or unused photo costs nothing): the limit is met when the headshot is asked for.
    await choose(page);
    await page.getByRole("button", { name: f("review.submit") }).click();
    const limit = page.getByTestId("free-headshot-limit");
    await expect(limit).toBeVisible();
    await expect(limit).toContainText(messagePattern("FreeToolsApi.errors.LIMIT_REACHED_UNTIL"));
    await expect(limit.getByRole("link", { name: f("landing.offer.button") })).toHaveAttribute("href", "/pricing");
    await expect(page).not.toHaveURL(/\/result\//);
  });
});

test("a photo without a face is refused with its reason and the tips; a photo too large never leaves the browser", async ({ page }, info) => {
  test.setTimeout(120_000);
  const bad = info.outputPath("coffee.jpg");
  fs.writeFileSync(bad, await sharp(NO_FACE).resize(800).jpeg().toBuffer());

  await page.goto("/tools/free-headshot-generator/start");
  await hydrated(page);

  // Larger than FREE_MAX_PHOTO_BYTES (15 MB): refused by the browser's check, nothing uploaded.
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/tools/free-headshots") uploads.push(r.url());
  });
  await page.getByLabel(f("start.choose")).setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(16 * 1024 * 1024, 0xff) });
  await expect(page.getByRole("alert").filter({ hasText: f("start.errors.tooLarge", { maxMb: 15 }) })).toBeVisible();
  await page.getByRole("button", { name: f("start.submit") }).click();
  await expect(page.getByRole("alert").filter({ hasText: f("start.errors.noPhoto") })).toBeVisible();
  expect(uploads).toEqual([]);

  await upload(page, bad);
  const refused = page.getByTestId("free-headshot-refused");
  await expect(refused).toBeVisible({ timeout: 60_000 });
  await expect(refused).toContainText(t("Engine.reasons.NO_FACE"));
  await expect(refused).toContainText(f("start.tipsTitle"));
  await expect(refused).toContainText(t("Upload.intro.do.alone"));
  // Still on the start step, the photo and the consent kept for another choice.
  await expect(page).toHaveURL(/\/tools\/free-headshot-generator\/start$/);
  await expect(page.getByRole("checkbox", { name: f("start.consent") })).toBeChecked();

  // A step opened without an accepted photo sends the visitor back to the start.
  await page.goto("/tools/free-headshot-generator/review");
  await expect(page).toHaveURL(/\/tools\/free-headshot-generator\/start$/);
});
