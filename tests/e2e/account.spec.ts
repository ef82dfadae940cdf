// The account area as a person uses it: editing the profile, sending feedback, changing the password
// (this browser stays signed in, another one is signed out), and deleting the account (typed address
// and current password, signed out at once, the old password no longer works).
import { expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, E2E_PASSWORD, signInAs } from "./support/after-shoot-users";
import { subjectsTo } from "./support/mail";
import { messages } from "./support/messages";

const t = messages("en");

test("profile: name and job title are saved and still there after a reload", async ({ page }) => {
  const { email, name } = AFTER_SHOOT_USERS.account;
  await signInAs(page, email);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: t("Profile.title") })).toBeVisible();
  await expect(page.getByTestId("user-id")).not.toBeEmpty();

  const form = page.getByTestId("profile-details-form");
  const newName = `${name} Test`;
  const jobTitle = `Head of Portraits ${Date.now() % 10_000}`;
  await form.getByLabel(t("Profile.details.name")).fill(newName);
  await form.getByLabel(t("Profile.details.jobTitle")).fill(jobTitle);
  await form.getByLabel(t("Profile.details.phone")).fill("not a phone");
  await form.getByRole("button", { name: t("Profile.details.save") }).click();
  // A bad phone number is explained and nothing typed is lost.
  await expect(form.getByText(t("Profile.errors.phoneInvalid"))).toBeVisible();
  await expect(form.getByLabel(t("Profile.details.jobTitle"))).toHaveValue(jobTitle);
  await form.getByLabel(t("Profile.details.phone")).fill("+1 555 010 2030");
  await form.getByRole("button", { name: t("Profile.details.save") }).click();
  await expect(form.getByText(t("Profile.details.saved"))).toBeVisible();

  await page.reload();
  await expect(form.getByLabel(t("Profile.details.name"))).toHaveValue(newName);
  await expect(form.getByLabel(t("Profile.details.jobTitle"))).toHaveValue(jobTitle);
  await expect(form.getByLabel(t("Profile.details.phone"))).toHaveValue("+1 555 010 2030");

  // Other specs use this person's name (invoices): put it back.
  await form.getByLabel(t("Profile.details.name")).fill(name);
  await form.getByRole("button", { name: t("Profile.details.save") }).click();
  await expect(form.getByText(t("Profile.details.saved"))).toBeVisible();
});

test("profile: a wrong current password is refused when changing the password", async ({ page }) => {
  await signInAs(page, AFTER_SHOOT_USERS.account.email);
  await page.goto("/profile");
  const form = page.getByTestId("change-password-form");
  await form.getByLabel(t("Profile.password.current")).fill("not my password");
  await form.getByLabel(t("Profile.password.new"), { exact: true }).fill("a brand new secret");
  await form.getByLabel(t("Profile.password.confirm")).fill("a brand new secret");
  await form.getByRole("button", { name: t("Profile.password.submit") }).click();
  await expect(form.getByText(t("Profile.errors.wrongPassword"))).toBeVisible();
});

test("feedback: a rating and a few words, then the thank-you", async ({ page }) => {
  await signInAs(page, AFTER_SHOOT_USERS.account.email);
  await page.goto("/app/feedback");
  const form = page.getByTestId("feedback-form");
  await form.getByRole("button", { name: t("Feedback.submit") }).click();
  await expect(form.getByText(t("Feedback.errors.ratingRequired"))).toBeVisible();
  await form.getByRole("radio", { name: t("Feedback.ratingLabels.4"), exact: true }).check({ force: true });
  await form.getByLabel(t("Feedback.body")).fill("The studio light looks great. More outfits, please!");
  await form.getByRole("button", { name: t("Feedback.submit") }).click();
  await expect(page.getByTestId("feedback-thanks")).toBeVisible();
  await expect(page.getByText(t("Feedback.thanksTitle"))).toBeVisible();
});

test("password change, then delete account: typed email and password, signed out on the home page, the old password no longer works", async ({ page, browser }) => {
  const { email } = AFTER_SHOOT_USERS.deleteMe;
  const newPassword = "a fresh e2e secret 2026";
  await signInAs(page, email);
  // The same person signed in on another browser (or someone with a copied session cookie).
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "en-US" });
  const other = await elsewhere.newPage();
  await signInAs(other, email);
  await other.goto("/profile");
  await expect(other.getByTestId("profile")).toBeVisible();

  // Changing the password keeps this browser signed in and ends the other session.
  await page.goto("/profile");
  const form = page.getByTestId("change-password-form");
  await form.getByLabel(t("Profile.password.current")).fill(E2E_PASSWORD);
  await form.getByLabel(t("Profile.password.new"), { exact: true }).fill(newPassword);
  await form.getByLabel(t("Profile.password.confirm")).fill(newPassword);
  await form.getByRole("button", { name: t("Profile.password.submit") }).click();
  await expect(form.getByText(t("Profile.password.done"))).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("profile")).toBeVisible();
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/auth\/login\?callbackUrl=/);
  await elsewhere.close();

  await page.getByTestId("delete-account-open").click();
  const dialog = page.getByRole("dialog", { name: t("Profile.delete.dialogTitle") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t("Profile.delete.warnRefund"))).toBeVisible();
  const confirm = page.getByTestId("delete-account-confirm");
  const field = dialog.getByLabel(t("Profile.delete.confirmLabel", { email }));
  // The button stays off until the account's own address is typed.
  await field.fill("someone-else@example.test");
  await expect(confirm).toBeDisabled();
  await field.fill(email.toUpperCase());
  // …and the current password is typed too.
  await expect(confirm).toBeDisabled();
  const password = dialog.getByLabel(t("Profile.delete.passwordLabel"));
  await password.fill("not my password");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByText(t("Profile.errors.wrongPassword"))).toBeVisible();
  await expect(page).toHaveURL(/\/profile/);
  await password.fill(newPassword);
  await confirm.click();

  await expect(page).toHaveURL(/\/\?notice=account-deleted$/);
  await expect(page.getByTestId("notice-account-deleted")).toContainText(t("Profile.deleted.title"));
  await expect(page.getByRole("link", { name: t("Nav.login") })).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toHaveCount(0);

  // The account's pages now ask for a sign-in.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);

  // The old credentials do not sign in any more.
  await page.getByLabel(t("Auth.email")).fill(email);
  await page.getByLabel(t("Auth.password")).fill(newPassword);
  await page.getByRole("button", { name: t("Auth.login.submit") }).click();
  await expect(page.getByText(t("Auth.errors.invalidCredentials"))).toBeVisible();
  await expect(signInAs(page, email, newPassword)).rejects.toThrow(/sign-in as .* failed/);
  await expect(signInAs(page, email)).rejects.toThrow(/sign-in as .* failed/);

  // The confirmation went to the old address.
  await expect.poll(() => subjectsTo(email), { timeout: 15_000 }).toContain(t("Email.account-deleted.subject"));
});
