// Branding and profile pictures, in a real browser ("Teams, part 2": a profile-picture template
// re-renders a member's picture). The demo lead makes a new circle template the default with "Also update
// existing members"; the page follows the queued re-render to "n of n"; then, from the results pages,
// the lead downloads Greta Hoffmann's profile picture (the demo team's finished member) and it is the
// new template's: a PNG of its size, transparent outside the circle, the brand colour inside it.
import fs from "node:fs";
import sharp from "sharp";
import { expect, test, type Page } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/team-branding-${name}.png`, fullPage: true });
const FINISHED_MEMBER = "Greta Hoffmann";

test("a profile-picture template made the default re-renders a member's picture", async ({ page }) => {
  test.setTimeout(240_000);
  // A size of this run's own, so the picture downloaded below can only be this template's.
  const size = 300 + (Date.now() % 97);
  const name = `Navy circle ${Date.now()}`;

  await signInAs(page, ROLE_EMAILS.lead, DEMO_PASSWORD);
  await page.goto("/app/admin/branding");
  await expect(page.getByRole("heading", { level: 1, name: t("TeamBranding.title"), exact: true })).toBeVisible();
  await page.getByRole("link", { name: t("TeamBranding.templates.new"), exact: true }).click();
  await expect(page).toHaveURL(/\/app\/admin\/branding\?template=new$/);

  // The editor: every setting moves the live preview.
  const preview = page.getByTestId("pfp-preview");
  await page.getByLabel(t("TeamBranding.editor.name"), { exact: true }).fill(name);
  await page.getByRole("radio", { name: t("TeamBranding.editor.shapes.square"), exact: true }).check();
  await expect(preview).toHaveAttribute("data-shape", "square");
  await page.getByRole("radio", { name: t("TeamBranding.editor.shapes.circle"), exact: true }).check();
  await expect(preview).toHaveAttribute("data-shape", "circle");
  await page.getByLabel(t("TeamBranding.editor.size"), { exact: true }).fill(String(size));
  await expect(page.getByTestId("pfp-preview-size")).toHaveText(t("TeamBranding.preview.size", { size }));
  await page.getByLabel(t("TeamBranding.editor.background"), { exact: true }).selectOption({ label: t("TeamBranding.editor.backgrounds.brand") });
  await expect(preview).toHaveAttribute("data-background", "brand");
  const updateExisting = page.getByRole("checkbox", { name: t("TeamBranding.editor.updateExisting"), exact: true });
  await expect(updateExisting).toBeDisabled();
  await page.getByRole("checkbox", { name: t("TeamBranding.editor.makeDefault"), exact: true }).check();
  await updateExisting.check();
  await shot(page, "editor");
  await page.getByRole("button", { name: t("TeamBranding.editor.save"), exact: true }).click();

  // Saved, the default now, and every finished member's picture made again in the background.
  await expect(page).toHaveURL(/\/app\/admin\/branding\?template=[^&]+&saved=1$/);
  const row = page.getByTestId("template-row").filter({ hasText: name });
  await expect(row).toHaveAttribute("data-default", "true");
  await expect(row).toContainText(t("TeamBranding.templates.default"));
  const progress = page.getByTestId("render-progress");
  await expect(progress).toContainText(name);
  await expect(progress).toHaveAttribute("data-state", "done", { timeout: 180_000 });
  const status = (await page.getByTestId("render-progress-status").textContent()) ?? "";
  const counted = /(\d+) of (\d+)/.exec(status);
  expect(counted, status).not.toBeNull();
  expect(Number(counted![2])).toBeGreaterThanOrEqual(1);
  expect(status).toBe(t("TeamBranding.progress.done", { done: counted![2]!, total: counted![2]! }));
  await shot(page, "updated");

  // The lead takes the finished member's picture from the results pages: it is the new template's.
  await page.goto("/app/admin/results");
  const member = page.getByTestId("team-results").locator("tr", { hasText: FINISHED_MEMBER });
  await member.getByRole("link", { name: FINISHED_MEMBER }).click();
  await expect(page).toHaveURL(/\/app\/admin\/results\/[^/]+$/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t("TeamBranding.lead.download"), exact: true }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toBe("profile-picture-greta-hoffmann.png");
  const png = fs.readFileSync(await download.path());
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect((await sharp(png).metadata()).format).toBe("png");
  expect([info.width, info.height]).toEqual([size, size]);
  const at = (x: number, y: number) => [0, 1, 2, 3].map((c) => data[(y * info.width + x) * 4 + c]!);
  // Outside the circle: transparent. Inside the rim at the top: the demo organisation's first brand colour (#0F3D5E).
  for (const [x, y] of [[0, 0], [size - 1, 0], [0, size - 1], [size - 1, size - 1]] as const) expect(at(x, y)[3]).toBe(0);
  const [r, g, b, a] = at(Math.round(size / 2), 4);
  expect(a).toBe(255);
  expect(Math.abs(r! - 0x0f) + Math.abs(g! - 0x3d) + Math.abs(b! - 0x5e)).toBeLessThan(60);
  await shot(page, "results");
});
