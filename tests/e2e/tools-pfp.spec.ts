// The profile-picture maker in a real browser: the public-domain portrait uploaded with the consent,
// the engine's cut-out on the server, a circle chosen, the 400 px PNG downloaded (400 x 400, its corner
// transparent), then the 1024 px one; a reload resumes the editor from localStorage.
import fs from "node:fs";
import sharp from "sharp";
import { imageInfo } from "./support/gallery";
import { messages } from "./support/messages";
import { expect, hydrated, test } from "./support/test";

const t = messages("en");
const PORTRAIT = "/usr/lib/python3/dist-packages/skimage/data/astronaut.png";

async function cornerAlpha(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  return data[3]!;
}

test("a circle profile picture from the portrait, downloaded at 400 and 1024 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/tools/free-pfp-generator");
  await expect(page.getByRole("heading", { level: 1, name: t("ToolPfp.title") })).toBeVisible();
  await expect(page.getByTestId("pfp-guide").locator("li")).toHaveCount(5);
  await expect(page.getByTestId("pfp-cta")).toHaveAttribute("href", "/pricing");
  await hydrated(page);

  await page.getByTestId("pfp-file").setInputFiles(PORTRAIT);
  await expect(page.getByTestId("pfp-file-name")).toHaveText("astronaut.png");
  // Without the consent nothing is sent.
  await page.getByTestId("pfp-upload").click();
  await expect(page.getByTestId("pfp-error")).toHaveText(t("ToolPfp.form.errors.consent"));
  await page.getByTestId("pfp-consent").check();
  await page.getByTestId("pfp-upload").click();

  const editor = page.getByTestId("pfp-editor");
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("pfp-shape-circle").check();
  await page.getByTestId("pfp-bg-none").check();
  // The preview is the server's own 400 px picture for the chosen options.
  await expect(page.getByTestId("pfp-preview")).toHaveAttribute("src", /shape=circle.*bg=none/);
  await expect.poll(() => page.getByTestId("pfp-preview").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);

  const small = page.waitForEvent("download");
  await page.getByTestId("pfp-download-400").click();
  const download400 = await small;
  expect(download400.suggestedFilename()).toBe("profile-picture-400.png");
  const png400 = fs.readFileSync(await download400.path());
  expect(await imageInfo(png400)).toEqual({ format: "png", width: 400, height: 400 });
  expect(await cornerAlpha(png400)).toBe(0);

  const large = page.waitForEvent("download");
  await page.getByTestId("pfp-download-1024").click();
  const download1024 = await large;
  expect(download1024.suggestedFilename()).toBe("profile-picture-1024.png");
  const png1024 = fs.readFileSync(await download1024.path());
  expect(await imageInfo(png1024)).toEqual({ format: "png", width: 1024, height: 1024 });
  expect(await cornerAlpha(png1024)).toBe(0);

  // A reload resumes the editor with the same options.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("pfp-editor")).toBeVisible();
  await expect(page.getByTestId("pfp-shape-circle")).toBeChecked();
  await expect(page.getByTestId("pfp-bg-none")).toBeChecked();
});
