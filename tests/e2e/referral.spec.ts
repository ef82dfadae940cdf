// Referral and gift cards as people use them: a customer copies their invite link, a friend opens it
// in another browser, sees the offer, signs up and buys with the referral discount, and the customer's
// reward is pending until the friend's money-back period is over (released by the hourly job, tested in
// lib/referrals); a buyer lists their gift cards and downloads the CSV.
import fs from "node:fs";
import { expect, test } from "./support/test";
import { PARAMETER_DEFAULTS } from "../../lib/db/parameters-defaults";
import { DEMO_GIFT_CARDS } from "../../prisma/seed/giftcards";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { linkFromEmail, subjectsTo } from "./support/mail";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const PERCENT = PARAMETER_DEFAULTS["referral.discountPercent"];
const CREDITS = PARAMETER_DEFAULTS["referral.rewardCredits"];
const WINDOW_DAYS = PARAMETER_DEFAULTS["refunds.windowDays"];
const MAX_REWARDS = PARAMETER_DEFAULTS["referral.maxRewardsPerMonth"];

test.describe.configure({ mode: "serial" });

test("a friend opens the invite link, signs up, buys with the referral discount, and the referrer's reward is pending", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = AFTER_SHOOT_USERS.account;
  await signInAs(page, account.email);
  await page.goto("/app/invites");
  await expect(page.getByRole("heading", { level: 1, name: t("Invites.title") })).toBeVisible();
  const link = await page.getByTestId("invite-link").inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("button", { name: t("UI.copy") })).toBeVisible();

  // A fresh browser: the landing with the offer, and the code remembered for the sign-up.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname);
  const heading = friend.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(t("InviteLanding.headingNamed", { name: "§", percent: PERCENT }).split("§")[1]!);
  await expect(friend.getByText(t("InviteLanding.lead", { percent: PERCENT }))).toBeVisible();
  await expect.poll(async () => (await friendContext.cookies()).some((c) => c.name === "lumen_ref" && c.httpOnly)).toBe(true);

  // An unknown code has its own page, not an error.
  const stranger = await friendContext.newPage();
  await stranger.goto("/invite/no-such-code-here");
  await expect(stranger.getByTestId("invite-unknown")).toBeVisible();
  await expect(stranger.getByRole("heading", { name: t("InviteLanding.unknown.title") })).toBeVisible();
  await stranger.close();

  // Sign up through the invitation.
  const email = `referred-${Date.now()}@example.test`;
  await friend.getByRole("button", { name: t("InviteLanding.signup") }).click();
  await expect(friend).toHaveURL(/\/auth\/signup/);
  await friend.getByLabel(t("Auth.name")).fill("Rafa Referred");
  await friend.getByLabel(t("Auth.email")).fill(email);
  await friend.getByLabel(t("Auth.password")).fill("correct horse battery");
  await friend.getByRole("checkbox").check();
  await friend.getByRole("button", { name: t("Auth.signup.submit") }).click();
  await expect(friend.getByRole("heading", { name: t("Auth.verify.title") })).toBeVisible();

  // The referrer sees the new friend at once, waiting for a first purchase.
  await page.reload();
  const row = page.getByTestId("invites-people").getByRole("row", { name: /Rafa/ });
  await expect(row).toContainText(t("Invites.people.waiting"));

  // The friend confirms the address and buys: the checkout shows the referral discount.
  await friend.goto(await linkFromEmail(email, "/auth/verify"));
  await expect(friend).not.toHaveURL(/\/auth\/verify/);
  await friend.goto("/checkout?package=starter");
  await expect(friend.getByTestId("checkout-discount")).toContainText(t("Invites.checkout.line", { percent: PERCENT }));
  await expect(friend.getByTestId("checkout-total")).toHaveText("$23.20");
  await friend.getByTestId("checkout-pay").click();
  // The test payment page names the discount as checkout did, with its percent.
  await expect(friend.getByTestId("test-payment-discount")).toContainText(t("Invites.checkout.line", { percent: PERCENT }));
  await friend.getByTestId("test-pay").click();
  await expect(friend.getByRole("heading", { name: t("Checkout.success.title") })).toBeVisible();
  await friendContext.close();

  // The referrer's reward is pending: the credits and their email come once the friend's money-back
  // period is over, not now (a refund inside it cancels the reward).
  await page.reload();
  const paidRow = page.getByTestId("invites-people").getByRole("row", { name: /Rafa/ });
  await expect(paidRow).toContainText(t("Invites.people.pending", { count: CREDITS, date: "§" }).split("§")[0]!);
  await expect(paidRow).not.toContainText(t("Invites.people.rewarded"));
  await expect(page.getByTestId("invites-pending")).toContainText(t("Invites.stats.pending", { count: CREDITS }));
  await expect(page.getByTestId("invites-earned")).toContainText(t("Invites.stats.earned", { count: 0 }));
  await expect(page.getByText(t("Invites.how.reward", { credits: CREDITS, days: WINDOW_DAYS, max: MAX_REWARDS, capDays: 30 }))).toBeVisible();
  expect(await subjectsTo(account.email)).not.toContain(t("Email.referral-reward.subject", { credits: CREDITS }));
});

test("a buyer sees their gift cards, copies a redeem URL and downloads the CSV", async ({ page, request }) => {
  // Signed out, the export refuses.
  expect((await request.get("/api/giftcards/export")).status()).toBe(401);

  await signInAs(page, ROLE_EMAILS.user, DEMO_PASSWORD);
  await page.goto("/app/giftcards");
  await expect(page.getByRole("heading", { level: 1, name: t("GiftCards.title") })).toBeVisible();
  const mine = DEMO_GIFT_CARDS.filter((c) => c.buyer === "user");
  for (const card of mine) await expect(page.locator(`[data-testid="giftcard-row"][data-code="${card.code}"]`)).toBeVisible();
  // Another buyer's (the demo organisation's) codes are never listed.
  for (const card of DEMO_GIFT_CARDS.filter((c) => c.buyer === "organization")) await expect(page.getByText(card.code)).toHaveCount(0);
  const unusedRow = page.locator(`[data-testid="giftcard-row"][data-code="${mine.find((c) => !c.used)!.code}"]`);
  await expect(unusedRow).toContainText(t("GiftCards.states.unused"));
  await expect(unusedRow.getByRole("button", { name: t("GiftCards.copyUrl") })).toBeVisible();
  await expect(page.locator(`[data-testid="giftcard-row"][data-code="${mine.find((c) => c.used)!.code}"]`)).toContainText(t("GiftCards.states.used"));

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("giftcards-export-all").click()]);
  expect(download.suggestedFilename()).toMatch(/^lumen-gift-cards-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(["code", "tier", "status", "created", "redeemed", "url"].map((k) => t(`GiftCards.csv.${k}`)).join(","));
  expect(lines).toHaveLength(mine.length + 1);
  for (const card of mine) expect(csv).toContain(`/redeem?code=${card.code}`);
});
