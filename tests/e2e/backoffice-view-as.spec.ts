// "View the app as that person" in a real browser: the demo admin finds the demo person on the audit
// log, views the app as them (a banner on every page, their shoot), finds every change refused (the
// feedback form answers "read-only"; the back office itself is closed), stops, and the audit log lists
// the view (start, the pages seen, stop). Needs the demo seed (the demo person has a shoot).
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");

test("the admin views the app as the demo person, read-only, stops, and the audit log lists it", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);

  // The audit log filtered on the person offers "View as this person" (as /admin/user's detail does).
  await page.goto(`/admin/auditlog?actor=${encodeURIComponent(ROLE_EMAILS.user)}`);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeSupport.auditlog.title") })).toBeVisible();
  await page.getByTestId("view-as-start").getByRole("button", { name: t("BackofficeSupport.viewAs.start") }).click();
  await expect(page.getByRole("dialog")).toContainText(t("BackofficeSupport.viewAs.confirmTitle"));
  await page.getByRole("dialog").getByTestId("confirm-action").click();

  // The app, as the person: the banner, and their shoot.
  await expect(page).toHaveURL(/\/app$/);
  const banner = page.getByTestId("view-as-banner");
  await expect(banner).toContainText(t("BackofficeSupport.viewAs.banner", { email: ROLE_EMAILS.user }));
  await expect(page.getByTestId("shoots").getByRole("listitem").first()).toBeVisible();

  // Nothing can be changed: the feedback form is refused, and nothing is thanked for.
  await page.goto("/app/feedback");
  await expect(banner).toBeVisible();
  await page.getByTestId("feedback-form").locator(`label[title="${t("Feedback.ratingLabels.5")}"]`).click();
  await page.getByTestId("feedback-submit").click();
  await expect(page.getByTestId("feedback-form").getByText(t("Errors.form.readOnlyView"))).toBeVisible();
  await expect(page.getByTestId("feedback-thanks")).toHaveCount(0);

  // A POST to the API is refused too (the browser's own cookies).
  const post = await page.request.post("/api/results/zips", { data: { shootId: "any" } });
  expect(post.status()).toBe(403);
  expect((await post.json()).error.code).toBe("READ_ONLY_VIEW");

  // The back office stays closed while viewing: the admin must stop first.
  const closed = await page.goto("/admin/auditlog");
  expect(closed?.status()).toBe(403);
  await expect(banner).toBeVisible();

  // Stop: back to the person's page in the back office, without the banner.
  await banner.getByRole("button", { name: t("BackofficeSupport.viewAs.stop") }).click();
  await expect(page).toHaveURL(/\/admin\/user\?id=/);
  await expect(page.getByTestId("view-as-banner")).toHaveCount(0);

  // The audit log lists the view: its start, the pages seen, its stop.
  await page.goto("/admin/auditlog?action=user.view-as");
  const table = page.getByTestId("auditlog-table");
  for (const action of ["user.view-as.start", "user.view-as.page", "user.view-as.stop"]) await expect(table.getByText(action, { exact: true }).first()).toBeVisible();
  await expect(table).toContainText("/app/feedback");
});
