// A new person's first steps, in German and in Spanish: the sign-up's consent links open the terms and
// the privacy policy in the same language; the emailed verification link lands on the page they were
// on their way to (an invitation's pricing page, or a sign-up's callbackUrl), not on /app; and the
// password form keeps what was typed through its mistakes, each error under its own field.
import { PARAMETER_DEFAULTS } from "../../lib/db/parameters-defaults";
import { expect, test, type Page } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { linkFromEmail } from "./support/mail";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const password = "correct horse battery";
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Fills the sign-up form and sends it; the person ends on "check your inbox". */
async function signUp(page: Page, t: ReturnType<typeof messages>, name: string, email: string) {
  await page.getByLabel(t("Auth.name")).fill(name);
  await page.getByLabel(t("Auth.email")).fill(email);
  await page.getByLabel(t("Auth.password")).fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("Auth.signup.submit") }).click();
  await expect(page.getByRole("heading", { name: t("Auth.verify.title") })).toBeVisible();
}

/** Follows a consent link (it opens in a new tab, so the form keeps what was typed) and returns that tab. */
async function openConsentLink(page: Page, testId: "consent-terms" | "consent-privacy"): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId(testId).click()]);
  await tab.waitForLoadState();
  return tab;
}

test("German: from an invitation through sign-up and the emailed link back to the pricing page", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const t = messages("de");
  await signInAs(page, ROLE_EMAILS.user, DEMO_PASSWORD);
  await page.goto("/de/app/invites");
  const invite = new URL(await page.getByTestId("invite-link").inputValue()).pathname;

  const context = await browser.newContext({ locale: "de-DE" });
  const friend = await context.newPage();
  await friend.goto(invite);
  await friend.getByRole("button", { name: t("InviteLanding.signup") }).click();
  await expect(friend).toHaveURL(/\/de\/auth\/signup\?callbackUrl=%2Fde%2Fpricing$/);

  // The consent names the terms as a link, opening the German terms.
  await friend.getByLabel(t("Auth.name")).fill("Dora Deutsch");
  const terms = await openConsentLink(friend, "consent-terms");
  await expect(terms).toHaveURL(/\/de\/legal\/terms$/);
  await expect(terms.getByRole("heading", { level: 1, name: t("Legal.terms.title") })).toBeVisible();
  await expect(terms.getByText(t("Legal.terms.sections.refunds.title"))).toBeVisible();
  await terms.close();
  await expect(friend.getByLabel(t("Auth.name"))).toHaveValue("Dora Deutsch");

  const email = uniqueEmail("invited-de");
  await signUp(friend, t, "Dora Deutsch", email);
  const link = await linkFromEmail(email, "/auth/verify");
  expect(new URL(link).pathname).toBe("/de/auth/verify");
  expect(new URL(link).searchParams.get("next")).toBe("/de/pricing");
  await friend.goto(link);
  await expect(friend).toHaveURL(/\/de\/pricing$/);
  await expect(friend.getByRole("heading", { level: 1, name: t("Pricing.title") })).toBeVisible();
  await context.close();
});

test("Spanish: sign-up with a callbackUrl lands there after verifying; the password form keeps its state", async ({ page }) => {
  test.setTimeout(120_000);
  const t = messages("es");
  await page.goto(`/es/auth/signup?callbackUrl=${encodeURIComponent("/es/pricing")}`);

  // The privacy policy, in Spanish, with the product's own retention number.
  const privacy = await openConsentLink(page, "consent-privacy");
  await expect(privacy).toHaveURL(/\/es\/legal\/privacy$/);
  await expect(privacy.getByRole("heading", { level: 1, name: t("Legal.privacy.title") })).toBeVisible();
  await expect(privacy.getByTestId("legal-retention")).toContainText(`se borran automáticamente ${PARAMETER_DEFAULTS["photos.retentionDays"]} días después`);
  await privacy.close();

  const email = uniqueEmail("callback-es");
  await signUp(page, t, "Sara Sánchez", email);
  await page.goto(await linkFromEmail(email, "/auth/verify"));
  await expect(page).toHaveURL(/\/es\/pricing$/);

  // The password form: a mismatch keeps every field and is shown under the repetition.
  await page.goto("/es/profile");
  const form = page.getByTestId("change-password-form");
  const current = form.getByLabel(t("Profile.password.current"));
  const fresh = form.getByLabel(t("Profile.password.new"), { exact: true });
  const again = form.getByLabel(t("Profile.password.confirm"));
  const submit = form.getByRole("button", { name: t("Profile.password.submit") });
  const newPassword = "una frase nueva y larga";
  await current.fill(password);
  await fresh.fill(newPassword);
  await again.fill("una frase nueva y larg");
  await submit.click();
  await expect(again).toHaveAccessibleDescription(t("Profile.errors.passwordMismatch"));
  await expect(current).toHaveValue(password);
  await expect(fresh).toHaveValue(newPassword);
  await expect(again).toHaveValue("una frase nueva y larg");
  await expect(fresh).toHaveAccessibleDescription(t("Profile.password.newHint"));

  // Fixing the repetition clears its error at once; a wrong current password is then shown under the
  // current password only, that field empties, and the new ones stay.
  await again.fill(newPassword);
  await expect(form.getByText(t("Profile.errors.passwordMismatch"))).toHaveCount(0);
  await current.fill("no es mi contraseña");
  await submit.click();
  await expect(current).toHaveAccessibleDescription(t("Profile.errors.wrongPassword"));
  await expect(form.getByText(t("Profile.errors.wrongPassword"))).toHaveCount(1);
  await expect(form.getByText(t("Profile.errors.passwordMismatch"))).toHaveCount(0);
  await expect(fresh).toHaveAccessibleDescription(t("Profile.password.newHint"));
  await expect(current).toHaveValue("");
  await expect(fresh).toHaveValue(newPassword);
  await expect(again).toHaveValue(newPassword);

  await current.fill(password);
  await expect(form.getByText(t("Profile.errors.wrongPassword"))).toHaveCount(0);
  await submit.click();
  await expect(page).toHaveURL(/\/es\/profile\?passwordChanged=1$/);
  await expect(page.getByTestId("change-password-form").getByText(t("Profile.password.done"))).toBeVisible();
});
