// Team lead MFA in a real browser (issue "Teams, part 2", "How it is checked"): the lead of an
// organisation that requires MFA (tests/e2e/support/seed-mfa-lead.ts, made through the product's own
// code) signs in, is shown the code screen inside the team lead area, reads the 6-digit code from the
// email in the mail sink and gets in (the settings' security tab shows MFA on). In a second browser, a
// wrong code five times voids the code: the boxes go, and a new code has to be asked for.
import { expect, test, type Page } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { mailsTo } from "./support/mail";
import { messages } from "./support/messages";
import { MFA_LEAD } from "./support/seed-mfa-lead";

const t = messages("en");

/** Waits for a code email to `address` received at or after `after` and returns its 6-digit code. */
async function codeFromEmail(address: string, after: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(address)).filter((m) => m.receivedAt >= after).reverse()) {
          const text = mail.raw.replace(/=\r?\n/g, "");
          const match = /\bis (\d{6})\b/.exec(text);
          if (match) {
            code = match[1]!;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a sign-in code email to ${address}` },
    )
    .toBe(true);
  return code;
}

async function codeScreen(page: Page, path: string): Promise<number> {
  const sent = Date.now() - 1000;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: t("TeamSettings.mfa.title") })).toBeVisible();
  await expect(page.getByText(t("TeamSettings.mfa.sent", { email: MFA_LEAD.email }))).toBeVisible();
  return sent;
}

const firstDigit = (page: Page) => page.getByLabel(t("TeamSettings.mfa.digit", { n: 1, total: 6 }));

test.describe("team lead MFA", () => {
  test("the lead gets in with the code from the email", async ({ page }) => {
    await signInAs(page, MFA_LEAD.email);
    const sent = await codeScreen(page, "/app/admin/settings?tab=security");
    const code = await codeFromEmail(MFA_LEAD.email, sent);
    await firstDigit(page).fill(code);
    await page.getByRole("button", { name: t("TeamSettings.mfa.confirm") }).click();

    await expect(page.getByRole("heading", { level: 1, name: t("TeamSettings.title") })).toBeVisible();
    await expect(page.getByRole("link", { name: t("TeamSettings.tabs.security") })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("checkbox", { name: new RegExp(t("TeamSettings.security.mfa")) })).toBeChecked();
    // The verified session opens the rest of the team lead area too.
    await page.getByRole("link", { name: t("TeamSettings.tabs.roles") }).click();
    await expect(page.getByTestId("roles-list")).toContainText(MFA_LEAD.email);
    await page.goto("/app/admin/members");
    await expect(page.getByRole("heading", { level: 1, name: t("TeamSettings.mfa.title") })).toHaveCount(0);
  });

  test("five wrong codes void the code", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, MFA_LEAD.email);
    const sent = await codeScreen(page, "/app/admin/members");
    const code = await codeFromEmail(MFA_LEAD.email, sent);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let left = 4; left >= 1; left--) {
      await firstDigit(page).fill(wrong);
      await page.getByRole("button", { name: t("TeamSettings.mfa.confirm") }).click();
      await expect(page.getByRole("alert").filter({ hasText: t("TeamSettings.mfa.errors.code_wrong", { left }) })).toBeVisible();
    }
    await firstDigit(page).fill(wrong);
    await page.getByRole("button", { name: t("TeamSettings.mfa.confirm") }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("TeamSettings.mfa.errors.code_voided") })).toBeVisible();
    // No boxes any more: even the right code cannot be typed; a new code must be asked for.
    await expect(firstDigit(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: t("TeamSettings.mfa.errors.code_voided") })).toBeVisible();
    await expect(firstDigit(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: new RegExp(`^${t("TeamSettings.mfa.resend")}`) })).toBeVisible();
    await context.close();
  });
});
