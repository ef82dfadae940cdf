// The back office's operations screens in a real browser: the demo admin changes photos.minPerShoot
// at /admin/parameters (a word is refused with a field error), a person at the photos step sees the new
// minimum without a restart, and the admin resets it to the default (other specs rely on 4); then the
// admin replies to the demo support ticket and finds the email in /admin/email.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const KEY = "photos.minPerShoot";
const person = AFTER_SHOOT_USERS.opsUpload;

async function resetMinimum(page: Page) {
  await page.goto("/admin/parameters");
  const reset = page.getByTestId(`parameter-reset-${KEY}`);
  await reset.getByRole("button", { name: t("BackofficeOperations.parameters.reset") }).click();
  await page.getByRole("dialog").getByTestId("confirm-action").click();
  await expect(page.getByTestId(`parameter-${KEY}`).getByTestId("parameter-current")).toHaveText("4");
}

test("an admin's new photo minimum reaches the photos step at once, and is reset", async ({ page, browser, baseURL }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/parameters");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeOperations.parameters.title") })).toBeVisible();
  const item = page.getByTestId(`parameter-${KEY}`);
  const form = page.getByTestId(`parameter-form-${KEY}`);
  const field = form.getByRole("textbox");
  try {
    // Text in a number field: a field error in the admin's language, nothing saved.
    await field.fill("six");
    await form.getByRole("button", { name: t("BackofficeOperations.parameters.save") }).click();
    await expect(form.getByText(t("BackofficeOperations.errors.notANumber"))).toBeVisible();
    await expect(item.getByTestId("parameter-current")).toHaveText("4");

    await field.fill("6");
    await form.getByRole("button", { name: t("BackofficeOperations.parameters.save") }).click();
    await expect(form.getByText(t("BackofficeOperations.parameters.saved"))).toBeVisible();
    await expect(item.getByTestId("parameter-current")).toHaveText("6");
    await item.locator("summary").click();
    await expect(page.getByTestId(`parameter-history-${KEY}`)).toContainText(ROLE_EMAILS.admin);

    // The person at the photos step (another browser) is asked for 6.
    const context = await browser.newContext({ baseURL, locale: "en-US" });
    try {
      const upload = await context.newPage();
      await signInAs(upload, person.email);
      await upload.goto("/app/upload/photos");
      await expect(upload.getByTestId("photo-count")).toHaveText(t("Upload.photos.count", { accepted: 0, min: 6, max: 20 }));
    } finally {
      await context.close();
    }
  } finally {
    await resetMinimum(page);
  }
});

test("an admin replies to the demo support ticket and the email is in the outbox", async ({ page }) => {
  const subject = "Can I change the backdrop after my shoot?";
  const reply = `Yes: open the studio from your gallery and pick a darker backdrop (${Date.now()}).`;
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto(`/admin/support?q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeOperations.support.title") })).toBeVisible();
  await page.getByTestId("support-tickets").getByRole("link", { name: subject }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();

  const form = page.getByTestId("support-reply");
  await form.getByLabel(t("BackofficeOperations.support.replyLabel")).fill(reply);
  await form.getByRole("button", { name: t("BackofficeOperations.support.send") }).click();
  await expect(form.getByText(t("BackofficeOperations.support.sent"))).toBeVisible();
  await expect(page.getByTestId("support-messages").locator('[data-from="staff"]').last()).toContainText(reply);

  await page.goto(`/admin/email?q=${encodeURIComponent(ROLE_EMAILS.user)}&template=support-reply`);
  const outbox = page.getByTestId("outbox");
  // Newest first: the reply just sent (its body may already be handed to SMTP and not kept).
  await expect(outbox.getByText(`Re: ${subject}`).first()).toBeVisible();
});
