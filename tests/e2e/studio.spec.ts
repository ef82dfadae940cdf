// The studio, as a person with a finished Starter shoot and no edit credits uses it: /studio shows
// 0 credits and the way to buy them; after buying a pack (the test provider's payment page) the
// editor of one headshot takes a backdrop edit, shows it rendering, and the new version appears
// without a reload, with the original still listed.
import { expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";

const person = AFTER_SHOOT_USERS.studio;
const t = messages("en");

test("a person buys edit credits and edits a headshot's backdrop in the studio", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, person.email);

  // /studio: the finished shoot's headshots, and no edit credits (Starter comes with none).
  await page.goto("/studio");
  await expect(page.getByRole("heading", { level: 1, name: t("Studio.title") })).toBeVisible();
  await expect(page.getByTestId("studio-credits")).toHaveAttribute("data-credits", "0");
  await expect(page.getByTestId("studio-credits")).toHaveText(t("Studio.credits.balance", { count: 0 }));
  const tiles = page.getByTestId("studio-tile");
  await expect(tiles.first()).toBeVisible();
  const resultId = (await tiles.first().getAttribute("data-result"))!;
  const shootId = (await page.getByTestId("studio-shoot").first().getAttribute("data-shoot"))!;

  // The editor says what an edit costs, and Apply waits for credits.
  await tiles.first().click();
  await expect(page).toHaveURL(new RegExp(`/studio/${resultId}$`));
  const cost = page.getByTestId("studio-cost");
  await expect(cost).toHaveAttribute("data-cost", "1");
  await expect(cost).toHaveAttribute("data-credits", "0");
  await expect(page.getByTestId("studio-apply")).toBeDisabled();
  await expect(page.getByTestId("studio-editor-buy-credits")).toBeVisible();
  // The CPU studio engine cannot change the person: those options are folded away and, opened, off with the reason.
  await page.getByTestId("studio-locked").locator("summary").click();
  await expect(page.getByTestId("studio-option-emotion").getByRole("radio").first()).toBeDisabled();
  await expect(page.getByTestId("studio-option-emotion-note")).toHaveText(t("Studio.unavailable.needsGenerativeEngine"));

  // Buy credits: from /studio's link to the shoot's buy-credits page.
  await page.goto("/studio");
  await page.getByTestId("studio-buy-credits").click();
  await expect(page).toHaveURL(new RegExp(`/app/results/${shootId}/buy-credits`));
  // Selectors of the upsell pages (components/upsell, another part of the product), assumed here:
  //   a pack is a label `upsell-pack-{count}` (5 credits is the smallest default pack), the pay
  //   button is `upsell-pay`, the test provider's payment page (/checkout/redirect) confirms with
  //   `test-pay` and comes back to this page with ?order=…, where `credit-balance` shows the balance.
  await page.getByTestId("upsell-pack-5").click();
  await page.getByTestId("upsell-pay").click();
  await expect(page.getByTestId("test-payment")).toBeVisible();
  await page.getByTestId("test-pay").click();
  await expect(page).toHaveURL(new RegExp(`/app/results/${shootId}/buy-credits\\?order=`), { timeout: 20_000 });
  await expect(page.getByTestId("credit-balance")).toHaveAttribute("data-count", "5", { timeout: 20_000 });

  // Back in the studio the balance shows, and the editor applies a backdrop.
  await page.goto("/studio");
  await expect(page.getByTestId("studio-credits")).toHaveAttribute("data-credits", "5");
  await page.goto(`/studio/${resultId}`);
  const versions = page.getByTestId("studio-version");
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toHaveAttribute("data-version", "1");
  const backdrops = page.getByTestId("studio-option-backdrop");
  await backdrops.getByRole("radio").nth(1).check();
  await page.getByTestId("studio-apply").click();

  // While it renders the editor says so; then version 2 appears and is shown, without a reload.
  await expect(cost).toHaveAttribute("data-credits", "4");
  await expect(versions).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByText(t("Studio.editor.done", { version: 2 }))).toBeVisible();
  await expect(page.getByTestId("studio-photo")).toHaveAttribute("data-version", "2");
  await expect(versions.nth(0)).toHaveAttribute("data-version", "1");
  await expect(versions.nth(0)).toContainText(t("Studio.editor.original"));
  await expect(versions.nth(1)).toContainText(t("Studio.editor.version", { version: 2 }));

  // The original is still there to view and to download.
  await versions.nth(0).getByRole("button").click();
  await expect(page.getByTestId("studio-photo")).toHaveAttribute("data-version", "1");
  const saved = page.waitForEvent("download");
  await page.getByTestId("studio-download").click();
  const download = await saved;
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/^lumen-headshot-\d+-original\.jpg$/);
  // The same address requested from outside the site's pages (no Sec-Fetch-Site: same-origin) is refused.
  expect((await page.request.get(`/api/results/${resultId}/download`)).status()).toBe(403);

  // /studio counts the edit on the headshot's tile.
  await page.goto("/studio");
  await expect(page.locator(`[data-testid="studio-tile"][data-result="${resultId}"]`)).toHaveAttribute("data-edits", "1");
});
