// The back office's shoots in a real browser: the demo admin finds the demo shoot that failed (made by
// prisma/seed/demo-backoffice-shoots.ts: Dana Okoye's Starter shoot, failed by the generator with an
// engine error), retries it, and watches it reach ACTIVE: the CPU studio engine makes its 40 headshots in
// the test server's worker. Then /admin/upload shows the rejected upload from the same seed, with its reason.
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
/** prisma/seed/demo-backoffice-shoots.ts DEMO_FAILED_SHOOT_PERSON (not imported: that module is server code). */
const DANA = "dana.okoye@demo.lumen.test";

test("the admin retries the failed demo shoot and watches it finish", async ({ page }) => {
  test.setTimeout(300_000);
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto(`/admin/model?state=FAILED&q=${encodeURIComponent(DANA)}`);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeShoots.shoots.title") })).toBeVisible();
  const row = page.getByTestId("shoots").locator("tbody tr").first();
  await expect(row).toContainText(DANA);
  await row.getByRole("link").first().click();

  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeShoots.shoot.title") })).toBeVisible();
  const state = page.getByTestId("shoot-state");
  await expect(state).toHaveAttribute("data-state", "FAILED");
  await expect(page.getByTestId("shoot-facts")).toContainText("ENGINE_FAILED");
  await expect(page.getByTestId("shoot-photos").getByTestId("shoot-photo")).toHaveCount(6);

  await page.getByRole("button", { name: t("BackofficeShoots.shoot.retry") }).click();
  // Queued: the retry form goes (it is offered to FAILED shoots only) and the shoot moves on.
  await expect(state).not.toHaveAttribute("data-state", "FAILED", { timeout: 30_000 });
  // The page follows the shoot by itself; reloading as well keeps the check independent of that.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId("shoot-state").getAttribute("data-state");
      },
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBe("ACTIVE");
  await expect(page.getByTestId("shoot-results").getByTestId("style-results")).toHaveCount(4);
  await expect(page.getByTestId("shoot-history")).toContainText("admin retry");
});

test("the admin sees a rejected upload with its reason on /admin/upload", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto(`/admin/upload?verdict=rejected&q=${encodeURIComponent(DANA)}`);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeShoots.uploads.title") })).toBeVisible();
  await expect(page.getByTestId("reason-counts").locator("tbody tr").first()).toBeVisible();
  const row = page.getByTestId("uploads").locator("tbody tr").first();
  await expect(row).toContainText(t("BackofficeShoots.verdict.rejected"));
  await expect(row.getByTestId("upload-reasons")).toHaveText(/[A-Z_]{4,}/);
  await expect(row).toContainText(t("BackofficeShoots.file.notKept"));
});
