// Buying more after the shoot, as a person would: from the gallery to the edit-credit packs, a declined
// test payment that changes nothing, then a paid one whose credits show up at once; and the page for
// extra styles offering only styles the shoot does not have yet.
import { expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { buyEditCredits, creditBalance, finishedShootId } from "./support/upsell";

export { buyEditCredits } from "./support/upsell";

const person = AFTER_SHOOT_USERS.account;
const t = messages("en");

test("edit credits bought with the test provider are added once and shown without a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, person.email);
  const shootId = await finishedShootId(page);

  // The gallery leads to the credit packs.
  await page.goto(`/app/results/${shootId}`);
  await page.getByRole("link", { name: t("Upsell.entry.buyCredits") }).click();
  await expect(page).toHaveURL(new RegExp(`/app/results/${shootId}/buy-credits$`));
  await expect(page.getByRole("heading", { level: 1, name: t("Upsell.title.editCredits") })).toBeVisible();
  const start = await creditBalance(page);

  // A declined payment: back on the page, told nothing was charged, the balance as it was.
  await page.getByTestId("upsell-pack-5").click();
  await page.getByTestId("upsell-pay").click();
  await expect(page.getByText(t("Checkout.redirect.badge"), { exact: true })).toBeVisible();
  await expect(page.getByText(t("Upsell.packs.editCredits", { count: 5 }))).toBeVisible();
  await page.getByTestId("test-decline").click();
  await expect(page).toHaveURL(new RegExp(`/app/results/${shootId}/buy-credits\\?order=`));
  await expect(page.getByTestId("upsell-order")).toHaveAttribute("data-status", "FAILED");
  await expect(page.getByText(t("Upsell.order.failedTitle"))).toBeVisible();
  expect(await creditBalance(page)).toBe(start);

  // Paid: the page says so and the balance goes up by the pack, with no reload by the person.
  const { before, after } = await buyEditCredits(page, shootId, { pack: 5 });
  expect(before).toBe(start);
  await expect(page.getByText(t("Upsell.order.creditsTitle", { count: 5 }))).toBeVisible();
  await expect(page.getByTestId("credit-balance")).toHaveText(t("Upsell.credits.balance", { count: after }));

  // Coming back to the page later changes nothing: the credits were added once.
  await page.reload();
  expect(await creditBalance(page)).toBe(after);
  await page.screenshot({ path: "test-results/upsell-credits.png" });
});

test("extra styles offer only styles the shoot does not have, with their price", async ({ page }) => {
  await signInAs(page, person.email);
  const shootId = await finishedShootId(page);
  await page.goto(`/app/results/${shootId}`);
  await page.getByRole("link", { name: t("Upsell.entry.unlockMore") }).click();
  await expect(page).toHaveURL(new RegExp(`/app/results/${shootId}/unlock-more$`));
  await expect(page.getByRole("heading", { level: 1, name: t("Upsell.title.styles") })).toBeVisible();
  await expect(page.getByTestId("upsell-photos-until")).toBeVisible();

  const grid = page.getByTestId("upsell-style-grid");
  const first = grid.getByRole("button").first();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("upsell-total")).toHaveText("$9");
  await expect(page.getByTestId("upsell-pay")).toHaveText(t("Upsell.pay", { amount: "$9" }));

  // The choice survives a reload (the upsell store), and a second click takes the style out again.
  await page.reload();
  await expect(grid.getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
  await grid.getByRole("button").first().click();
  await expect(page.getByTestId("upsell-pay")).toBeDisabled();
});
