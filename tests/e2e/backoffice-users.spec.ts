// The back office's people screen in a real browser (/admin/user): the demo admin finds the demo person
// by email, opens them, grants 3 photo credits with a reason and sees the new balance and the audit
// entry; ending sessions asks first in a dialog (cancelled here, so the demo person stays signed in
// wherever another journey uses them). Needs the demo seed (the demo admin and person; the people
// screen's demo grant, prisma/seed/demo-backoffice-users.ts).
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");

test("the demo admin finds the demo person, grants 3 photo credits and sees the balance and the audit entry", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/user");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeUsers.users.title") })).toBeVisible();

  // Find the person by email.
  await page.getByLabel(t("BackofficeUsers.users.search")).fill(ROLE_EMAILS.user);
  await page.getByRole("search").getByRole("button").first().click();
  await expect(page).toHaveURL(/[?&]q=user%40demo\.lumen\.test/);
  const link = page.getByTestId("user-link").filter({ hasText: ROLE_EMAILS.user });
  await expect(link).toHaveCount(1);
  await link.click();

  // The detail view.
  await expect(page).toHaveURL(/\/admin\/user\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: ROLE_EMAILS.user })).toBeVisible();
  await expect(page.getByTestId("user-facts")).toContainText(ROLE_EMAILS.user);
  // The seeded grant is in the audit trail already.
  await expect(page.getByTestId("user-audit-table").locator('[data-action="user.credits.grant"]').first()).toBeVisible();
  const before = Number(await page.getByTestId("photo-credits").innerText());

  // Grant 3 photo credits with a reason.
  const reason = `E2E goodwill ${Date.now()}`;
  const form = page.getByTestId("grant-credits-form");
  await form.getByLabel(t("BackofficeUsers.detail.credits.kind")).selectOption("PHOTO");
  await form.getByLabel(t("BackofficeUsers.detail.credits.amount")).fill("3");
  await form.getByLabel(t("Backoffice.common.reason")).fill(reason);
  await form.getByRole("button", { name: t("BackofficeUsers.detail.credits.grant") }).click();
  await expect(form.getByRole("status")).toContainText(t("BackofficeUsers.detail.credits.granted"));

  await expect(page.getByTestId("photo-credits")).toHaveText(String(before + 3));
  const entry = page.getByTestId("user-audit-table").locator('[data-action="user.credits.grant"]').filter({ hasText: reason });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`photoCredits: ${before} → ${before + 3}`);
  await expect(entry).toContainText(ROLE_EMAILS.admin);
  await expect(page.getByTestId("user-ledger")).toContainText(reason);
});

test("a bad amount is a field error, and ending sessions asks in a dialog first", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto(`/admin/user?q=${encodeURIComponent(ROLE_EMAILS.user)}`);
  await page.getByTestId("user-link").filter({ hasText: ROLE_EMAILS.user }).click();
  await expect(page.getByRole("heading", { level: 1, name: ROLE_EMAILS.user })).toBeVisible();
  const before = await page.getByTestId("photo-credits").innerText();

  // A negative amount: the field says why (the browser's own min check is bypassed on purpose).
  const form = page.getByTestId("grant-credits-form");
  await form.locator('input[name="amount"]').evaluate((el: HTMLInputElement) => el.removeAttribute("min"));
  await form.getByLabel(t("BackofficeUsers.detail.credits.amount")).fill("-5");
  await form.getByLabel(t("Backoffice.common.reason")).fill("Should not be booked");
  await form.getByRole("button", { name: t("BackofficeUsers.detail.credits.grant") }).click();
  await expect(form.getByText(t("BackofficeUsers.errors.amountTooSmall"))).toBeVisible();
  await expect(page.getByTestId("photo-credits")).toHaveText(before);

  // Ending sessions: the button opens a dialog naming what happens; cancelling changes nothing.
  const sessions = page.getByTestId("end-sessions-form");
  await sessions.getByRole("button", { name: t("BackofficeUsers.detail.sessions.end") }).click();
  const dialog = page.getByRole("dialog", { name: t("BackofficeUsers.detail.sessions.confirmTitle") });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t("BackofficeUsers.detail.sessions.confirmBody", { email: ROLE_EMAILS.user }));
  await expect(dialog.getByTestId("confirm-action")).toHaveText(t("BackofficeUsers.detail.sessions.confirm"));
  await dialog.getByRole("button", { name: t("Backoffice.common.cancel") }).click();
  await expect(dialog).toBeHidden();
});
