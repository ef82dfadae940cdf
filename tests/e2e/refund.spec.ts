// The money-back guarantee as people meet it at /refund: before any download the refund is granted at
// once; after a download the same form sends a request to our team instead.
import { expect, test, type Page } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";

const t = messages("en");

/** The person's finished shoot, found the way they would: its card on /app links to the gallery. */
async function finishedShootId(page: Page): Promise<string> {
  await page.goto("/app");
  const href = await page.getByTestId("shoots").locator('a[href*="/app/results/"]').first().getAttribute("href");
  const id = /\/app\/results\/([^/?#]+)/.exec(href ?? "")?.[1];
  if (!id) throw new Error(`no finished shoot on /app (link: ${href})`);
  return id;
}

/** Opens the refund form of the person's only order and sends it. */
async function askForRefund(page: Page, opts: { reason: string; automatic: boolean }) {
  await page.goto("/refund");
  const order = page.getByTestId("refund-order").first();
  await expect(order.getByTestId("refund-badge")).toHaveText(opts.automatic ? t("Refund.badge.AUTOMATIC") : t("Refund.badge.REVIEW"));
  await order.getByRole("button", { name: t("Refund.form.open") }).click();
  const form = order.getByTestId("refund-form");
  await form.getByLabel(t("Refund.form.reasonLabel")).fill(opts.reason);
  await form.getByRole("checkbox", { name: opts.automatic ? t("Refund.form.confirmAutomatic") : t("Refund.form.confirmReview") }).check();
  await form.getByTestId("refund-submit").click();
  return order;
}

test("a refund asked before any download is granted at once and the shoot leaves the account", async ({ page }) => {
  const person = AFTER_SHOOT_USERS.refundEarly;
  await signInAs(page, person.email);
  const shootId = await finishedShootId(page);

  const order = await askForRefund(page, { reason: "", automatic: true });
  await expect(order.getByTestId("refund-result")).toContainText(t("Refund.result.REFUNDED", { amount: "" }).split(":")[0]!);
  await expect(order.getByTestId("refund-badge")).toHaveText(t("Refund.badge.REFUNDED"));
  await expect(order.getByTestId("refund-history").locator('[data-status="COMPLETED"]')).toHaveCount(1);

  // Reloaded, the order stays refunded and offers nothing more to ask.
  await page.reload();
  await expect(page.getByTestId("refund-order").first().getByTestId("refund-badge")).toHaveText(t("Refund.badge.REFUNDED"));
  await expect(page.getByRole("button", { name: t("Refund.form.open") })).toHaveCount(0);

  // What the refund paid for is withdrawn: the gallery is gone.
  const gallery = await page.goto(`/app/results/${shootId}`);
  expect(gallery?.status()).toBe(404);
});

test("after a download, a refund becomes a request to our team", async ({ page }) => {
  const person = AFTER_SHOOT_USERS.refundLate;
  await signInAs(page, person.email);
  const shootId = await finishedShootId(page);

  // Download one headshot from the gallery, as a person would.
  await page.goto(`/app/results/${shootId}`);
  await page.getByRole("button", { name: t("GalleryActions.download.menu", { number: 1 }) }).first().click();
  const downloaded = page.waitForResponse((r) => /\/api\/results\/[^/]+\/download/.test(r.url()) && r.request().method() === "GET");
  await page.getByRole("menuitem", { name: t("GalleryActions.download.sizes.square1024") }).click();
  expect((await downloaded).status()).toBe(200);

  // The reason is required for a request.
  await page.goto("/refund");
  const order = page.getByTestId("refund-order").first();
  await expect(order).toContainText(/downloaded on/i);
  await order.getByRole("button", { name: t("Refund.form.open") }).click();
  await order.getByRole("checkbox", { name: t("Refund.form.confirmReview") }).check();
  await order.getByTestId("refund-submit").click();
  await expect(order.getByText(t("Refund.errors.REASON_REQUIRED"))).toBeVisible();

  await order.getByLabel(t("Refund.form.reasonLabel")).fill("The headshots don't look like me.");
  await order.getByTestId("refund-submit").click();
  await expect(order.getByTestId("refund-result")).toHaveText(t("Refund.result.REQUESTED"));
  await expect(order.getByTestId("refund-badge")).toHaveText(t("Refund.badge.REQUESTED"));
  await expect(order.getByText(/request sent to our team/i)).toBeVisible();

  // Nothing was taken back: the gallery is still there.
  const gallery = await page.goto(`/app/results/${shootId}`);
  expect(gallery?.status()).toBe(200);
});
