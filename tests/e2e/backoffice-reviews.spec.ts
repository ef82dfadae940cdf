// Reviews and surveys in a real browser. The demo admin finds the demo person's review waiting
// (prisma/seed/demo-backoffice-reviews.ts: sent through the review prompt), approves and features it,
// and sees it on /reviews and first on the home page (revalidatePublic empties the 5-second
// microcache, lib/http/page-microcache.ts; the checks still poll in case a render was under way), then
// unfeatures and unapproves it again so other specs find the demo as seeded. /admin/survey shows the
// demo survey's counts from the demo people's answers. A person with a ready gallery (the "account"
// after-shoot person, whose spec never looks below the gallery) answers the demo survey's card once.
import { expect, test, type Page } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const REVIEW_TEXT = "Uploaded a handful of selfies on my lunch break";

async function press(page: Page, label: string) {
  await page.getByTestId("quote-detail").getByRole("button", { name: label, exact: true }).click();
}

test("the admin approves and features a waiting review, sees it on /reviews and the home page, then takes it back", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);

  // The waiting review is listed under "waiting for approval".
  await page.goto("/admin/reviews?published=no");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeReviews.reviews.title") })).toBeVisible();
  const row = page.getByTestId("quote-list").locator("tbody tr", { hasText: REVIEW_TEXT });
  await expect(row).toBeVisible();
  await row.getByRole("link").first().click();
  await expect(page.getByTestId("quote-detail")).toBeVisible();
  await expect(page.getByTestId("quote-detail")).toContainText("user@demo.lumen.test");

  // Approve, then feature.
  await press(page, t("BackofficeReviews.reviews.published.on"));
  await expect(page.getByTestId("quote-detail").getByRole("button", { name: t("BackofficeReviews.reviews.published.off"), exact: true })).toBeVisible();
  await press(page, t("BackofficeReviews.reviews.featured.on"));
  await expect(page.getByTestId("quote-detail").getByRole("button", { name: t("BackofficeReviews.reviews.featured.off"), exact: true })).toBeVisible();
  const detail = page.url();

  // Public: on /reviews, and first on the home page.
  await expect(async () => {
    await page.goto("/reviews");
    await expect(page.getByTestId("reviews")).toContainText(REVIEW_TEXT, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    await page.goto("/");
    await expect(page.getByTestId("home-review").first()).toContainText(REVIEW_TEXT, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // Back as it was: unfeature and unapprove; it leaves /reviews.
  await page.goto(detail);
  await press(page, t("BackofficeReviews.reviews.featured.off"));
  await expect(page.getByTestId("quote-detail").getByRole("button", { name: t("BackofficeReviews.reviews.featured.on"), exact: true })).toBeVisible();
  await press(page, t("BackofficeReviews.reviews.published.off"));
  await expect(page.getByTestId("quote-detail").getByRole("button", { name: t("BackofficeReviews.reviews.published.on"), exact: true })).toBeVisible();
  await expect(async () => {
    await page.goto("/reviews");
    await expect(page.getByTestId("review-summary")).toBeVisible({ timeout: 1_000 });
    await expect(page.locator("main")).not.toContainText(REVIEW_TEXT, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test("the admin sees the demo survey's counts", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/survey");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeReviews.survey.title") })).toBeVisible();
  await page.getByTestId("survey-list").getByRole("link", { name: "after-results-2026" }).click();
  await expect(page.getByTestId("survey-detail")).toBeVisible();
  await expect(page.getByTestId("survey-responses")).not.toHaveText("0");
  // The demo person rated 5 and uses the photos on LinkedIn; their text answer is listed.
  await expect(page.getByTestId("survey-count-overall-5")).toHaveText("1");
  await expect(page.getByTestId("survey-count-use-linkedin")).not.toHaveText("0");
  await expect(page.getByTestId("text-answer-list")).toContainText("More outdoor backdrops would be lovely.");
  // The CSV export answers with a file.
  const response = await page.request.get(await page.getByTestId("survey-export").getAttribute("href") ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
});

test("a person answers the survey card under their gallery once", async ({ page }) => {
  const s = messages("en");
  await signInAs(page, AFTER_SHOOT_USERS.account.email);
  await page.goto("/app");
  await page.getByTestId("shoots").locator('a[href*="/app/results/"]').first().click();
  await expect(page).toHaveURL(/\/app\/results\/[^/]+$/);
  const card = page.getByTestId("survey-card");
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: s("Survey.afterResults.title") })).toBeVisible();
  await card.getByRole("group", { name: "How happy are you with your photos?" }).getByText("3", { exact: true }).click();
  await card.getByRole("radio", { name: "CV or application" }).check();
  await card.getByRole("textbox").fill("Quick and easy.");
  await card.getByRole("button", { name: s("Survey.submit") }).click();
  await expect(page.getByTestId("survey-card-thanks")).toHaveText(s("Survey.thanks"));
  // Answered: the card is not offered again.
  await page.reload();
  await expect(page.getByTestId("result-photo").first()).toBeVisible();
  await expect(page.getByTestId("survey-card")).toHaveCount(0);
});
