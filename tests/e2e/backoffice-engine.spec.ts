// The engine back office in a real browser: the demo admin runs the playground on a public-domain test
// portrait (the one the upload journeys use) with the first catalogue style and sees the quality gate's
// verdict, the output image (served by the admin-only route) and the time of each stage; the ComfyUI
// workflows list shows the seeded built-in workflow, active; a signed link opens its file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const PORTRAIT = "/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg";

test("the demo admin runs the playground on a portrait and sees the verdict, the image and the stage timings", async ({ page }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-playground-"));
  const file = path.join(dir, "portrait.jpg");
  fs.writeFileSync(file, await sharp(PORTRAIT).jpeg({ quality: 92 }).toBuffer());

  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/playground");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeEngine.playground.title") })).toBeVisible();

  const form = page.getByTestId("playground-form");
  await form.getByTestId("playground-photo").setInputFiles(file);
  await form.getByLabel(t("BackofficeEngine.playground.size")).selectOption("1024");
  await form.getByRole("button", { name: t("BackofficeEngine.playground.run") }).click();
  await expect(form.getByRole("status")).toHaveText(t("BackofficeEngine.playground.done"), { timeout: 90_000 });

  const run = page.getByTestId("playground-run");
  await expect(run.getByTestId("playground-verdict")).toHaveAttribute("data-accepted", "true");
  await expect(run.getByTestId("playground-verdict")).toContainText(/Accepted \(score \d+\)/);

  const image = run.getByRole("img", { name: t("BackofficeEngine.playground.outputAlt") });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1024);

  const timings = run.getByTestId("playground-timings");
  for (const stage of ["decode", "gate", "render", "total"]) {
    await expect(timings.locator(`tr[data-stage="${stage}"]`)).toContainText(/\d/);
  }
  await expect(timings.locator('tr[data-stage^="engine."]').first()).toBeVisible();

  // The output is the admin's alone: signed out, the same address is not found.
  const src = await image.getAttribute("src");
  const anonymous = await page.context().browser()!.newContext();
  expect((await anonymous.request.get(new URL(src!, page.url()).toString())).status()).toBe(404);
  await anonymous.close();
});

test("the seeded ComfyUI workflow is listed, active, and a signed link opens a stored file", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/comfy-workflows");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeEngine.workflows.title") })).toBeVisible();
  const row = page.locator('[data-testid="comfy-workflow-row"][data-name="lumen-default-img2img"][data-version="1"]');
  await expect(row).toHaveAttribute("data-active", "true");

  await page.goto("/admin/sign-image");
  const recentKey = (await page.getByTestId("signed-recent").locator("td.font-mono").first().textContent())?.trim();
  expect(recentKey).toBeTruthy();
  const form = page.getByTestId("sign-image-form");
  await form.getByLabel(t("BackofficeEngine.sign.key")).fill(recentKey!);
  await form.getByLabel(t("BackofficeEngine.sign.lifetime")).fill("5");
  await form.getByRole("button", { name: t("BackofficeEngine.sign.submit") }).click();
  const link = page.getByTestId("signed-link").getByRole("link");
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const anonymous = await page.context().browser()!.newContext();
  expect((await anonymous.request.get(new URL(href!, page.url()).toString())).status()).toBe(200);
  await anonymous.close();
});
