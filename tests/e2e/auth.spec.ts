import { expect, test, type Page } from "./support/test";
import { linkFromEmail } from "./support/mail";

const password = "correct horse battery";

async function logOut(page: Page) {
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
}

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

test("sign up, verify by the emailed link, log out, log in, reset the password", async ({ page }) => {
  const email = uniqueEmail("journey");

  await page.goto("/auth/signup");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  // The terms box was not ticked: the form says so and keeps what was typed.
  await expect(page.getByText("Please accept the terms to continue.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Not verified yet: logging in is refused with an explanation.
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Please confirm your email address first.")).toBeVisible();

  const verifyLink = await linkFromEmail(email, "/auth/verify");
  await page.goto(verifyLink);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId("signed-in-as")).toHaveText(email);
  await expect(page.getByTestId("no-shoots")).toBeVisible();

  // The link works once.
  await logOut(page);
  await page.goto(verifyLink);
  await expect(page.getByText("This link has already been used.")).toBeVisible();

  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong password!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("The email or password is not right.")).toBeVisible();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await logOut(page);

  const before = Date.now();
  await page.goto("/auth/reset-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If ${email} has an account`)).toBeVisible();
  const resetLink = await linkFromEmail(email, "/auth/reset-password", before);
  await page.goto(resetLink);
  const newPassword = "a brand new passphrase";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill("something else entirely");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("The email or password is not right.")).toBeVisible();
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test("a protected page sends a signed-out visitor to log in and back after it", async ({ page }) => {
  await page.goto("/de/admin/email?to=admin%40demo.lumen.test");
  await expect(page).toHaveURL(/\/de\/auth\/login\?callbackUrl=/);
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await page.getByLabel("E-Mail").fill("admin@demo.lumen.test");
  await page.getByLabel("Passwort").fill("lumen-demo-2026");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/de\/admin\/email\?to=admin%40demo\.lumen\.test$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
});

test("a magic link signs a new address in and creates the account", async ({ page }) => {
  const email = uniqueEmail("magic");
  await page.goto("/es/auth/email");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.locator("form[data-testid=magic-form] button[type=submit]").click();
  await expect(page.getByText(email)).toBeVisible();
  const link = await linkFromEmail(email, "/es/auth/token");
  await page.goto(link);
  await expect(page).toHaveURL(/\/es\/app$/);
  await expect(page.getByTestId("signed-in-as")).toHaveText(email);
});

test("repeated failed logins are rate-limited", async ({ page }) => {
  const email = uniqueEmail("locked");
  await page.goto("/auth/signup");
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.goto(await linkFromEmail(email, "/auth/verify"));
  await expect(page).toHaveURL(/\/app$/);
  await logOut(page);
  await page.goto("/auth/login");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`wrong-${i}-password`);
    await page.getByRole("button", { name: "Log in" }).click();
    // The answer has arrived when the form is reset (the password is cleared, the email kept).
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByText("The email or password is not right.")).toBeVisible();
  }
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  // Even the right password waits until the window has passed.
  await expect(page.getByText(/Too many attempts\. Please wait \d+ minutes?/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("signing out ends the session on the server: a copy of the cookie taken before is refused", async ({ page, browser }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill("user@demo.lumen.test");
  await page.getByLabel("Password").fill("lumen-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app$/);
  const copied = await page.context().cookies();
  expect(copied.some((c) => c.name.endsWith("authjs.session-token"))).toBe(true);
  await logOut(page);

  // Someone who copied the cookie before the sign-out.
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "en-US" });
  await elsewhere.addCookies(copied);
  const thief = await elsewhere.newPage();
  await thief.goto("/app");
  await expect(thief).toHaveURL(/\/auth\/login\?callbackUrl=/);
  expect((await thief.request.get("/api/auth/session").then((r) => r.json())) ?? null).toBeNull();
  await elsewhere.close();
});

test("pre-registration: someone signs up with another person's address; the owner signs in by magic link and the other password is refused", async ({ page, browser }) => {
  const victim = uniqueEmail("victim");
  const attackerPassword = "the attacker's passphrase";
  await page.goto("/auth/signup");
  await page.getByLabel("Full name").fill("Mallory");
  await page.getByLabel("Email").fill(victim);
  await page.getByLabel("Password").fill(attackerPassword);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  // The owner, in their own browser, signs in with a link sent to their address.
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "en-US" });
  const ownerPage = await owner.newPage();
  await ownerPage.goto("/auth/email");
  await ownerPage.getByLabel("Email").fill(victim);
  await ownerPage.locator("form[data-testid=magic-form] button[type=submit]").click();
  await expect(ownerPage.getByText(victim)).toBeVisible();
  await ownerPage.goto(await linkFromEmail(victim, "/auth/token"));
  await expect(ownerPage).toHaveURL(/\/app$/);
  await expect(ownerPage.getByTestId("signed-in-as")).toHaveText(victim);
  await owner.close();

  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(victim);
  await page.getByLabel("Password").fill(attackerPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("The email or password is not right.")).toBeVisible();
});

test("a verification link opened in another browser asks for the password chosen at sign-up", async ({ page, browser }) => {
  const email = uniqueEmail("phone");
  await page.goto("/auth/signup");
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "en-US" });
  const phonePage = await phone.newPage();
  await phonePage.goto(await linkFromEmail(email, "/auth/verify"));
  const field = phonePage.getByLabel("Password chosen at sign-up");
  await expect(field).toBeVisible();
  await field.fill("not the password");
  await phonePage.getByRole("button", { name: "Confirm my email" }).click();
  await expect(phonePage.getByText("That is not the password chosen at sign-up.")).toBeVisible();
  await phonePage.getByLabel("Password chosen at sign-up").fill(password);
  await phonePage.getByRole("button", { name: "Confirm my email" }).click();
  await expect(phonePage).toHaveURL(/\/app$/);
  await phone.close();

  // The password chosen at sign-up still works.
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app$/);
});
