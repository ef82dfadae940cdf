// The back office's organisation screen in a real browser: the demo admin finds the demo organisation
// in the list, adjusts its credits by +5 with a reason and sees the ledger row, then switches bulk
// upload on and finds it still on after a reload. Needs the demo seed (the demo admin and
// "Northwind Consulting"; prisma/seed/demo-backoffice-organizations.ts adds a first adjustment).
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const ORGANIZATION = "Northwind Consulting";

test("the demo admin adjusts the demo organisation's credits and switches bulk upload on", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto(`/admin/organization?q=${encodeURIComponent(ORGANIZATION)}`);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeOrganizations.list.title") })).toBeVisible();
  await page.getByTestId("organization-link").filter({ hasText: ORGANIZATION }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: ORGANIZATION })).toBeVisible();

  // +5 credits with a reason: the newest ledger row says so.
  const reason = `E2E goodwill ${Date.now()}`;
  const credits = page.getByTestId("adjust-credits");
  await credits.getByLabel(t("BackofficeOrganizations.detail.credits.delta")).fill("5");
  await credits.getByLabel(t("Backoffice.common.reason"), { exact: true }).fill(reason);
  await credits.getByRole("button", { name: t("BackofficeOrganizations.detail.credits.submit") }).click();
  const row = page.getByTestId("ledger-row").filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("+5");
  await expect(row).toContainText(t("BackofficeOrganizations.detail.credits.actions.ADJUSTMENT"));

  // Bulk upload on (switched off first if the demo already has it on), and still on after a reload.
  const state = page.getByTestId("feature-bulkUpload");
  const label = t("BackofficeOrganizations.detail.features.bulkUpload.label");
  const on = t("BackofficeOrganizations.detail.features.on");
  const off = t("BackofficeOrganizations.detail.features.off");
  if ((await state.textContent())?.trim() === on) {
    await page.getByRole("button", { name: t("BackofficeOrganizations.detail.features.switchOff", { feature: label }) }).click();
    await expect(state).toHaveText(off);
  }
  await page.getByRole("button", { name: t("BackofficeOrganizations.detail.features.switchOn", { feature: label }) }).click();
  await expect(state).toHaveText(on);
  await page.reload();
  await expect(page.getByTestId("feature-bulkUpload")).toHaveText(on);
});
