// The email templates editor in a real browser: the demo admin goes from the outbox to the templates,
// opens "shoot-ready" (the headshots are ready) in Spanish, is refused a variable the email does not
// have, saves a text, sees it in the preview (subject, text and the sandboxed HTML) filled with the
// sample values, sends a test to themselves and finds it in the mail sink and the outbox, and resets
// the email to the built-in text at the end (specs share one server and database). The next real such
// email uses it: the admin regenerates one style of a Spanish person's finished shoot (/admin/model/{id}),
// and when the engine has made it again the "ready" email that reaches the person reads the admin's text.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { subjectsTo } from "./support/mail";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const es = messages("es");
const EDITOR = "/admin/email/create?template=shoot-ready&locale=es";

/** Back to the built-in Spanish text, if this spec (or an earlier, failed run) left one. */
async function resetToBuiltIn(page: Page) {
  await page.goto(EDITOR);
  const state = page.getByTestId("email-template-state");
  if ((await state.getAttribute("data-edited")) === "true") {
    await page.getByTestId("email-template-reset").getByRole("button", { name: t("BackofficeEmails.create.reset.label") }).click();
    await page.getByRole("dialog").getByTestId("confirm-action").click();
  }
  await expect(state).toHaveAttribute("data-edited", "false");
  await expect(page.getByTestId("email-preview-subject")).toHaveText(es("Email.shoot-ready.subject"));
}

test("an admin rewrites the Spanish “headshots are ready” email, previews it, sends a test to themselves and resets it", async ({ page }) => {
  test.setTimeout(300_000);
  // Short and ASCII only: the subject is read from the raw message the mail sink keeps.
  const marker = `e2e-${Date.now()}`;
  const subject = `{name}: {count} retratos ${marker}`;
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await resetToBuiltIn(page);
  try {
    // From the outbox to the templates, then the Spanish "shoot-ready".
    await page.goto("/admin/email");
    await page.getByTestId("email-templates-link").click();
    await expect(page.getByRole("heading", { level: 1, name: t("BackofficeEmails.create.title") })).toBeVisible();
    const row = page.getByTestId("email-template-shoot-ready");
    await expect(row).toContainText(t("BackofficeEmails.templates.shoot-ready"));
    await row.getByTestId("email-template-shoot-ready-es").click();
    const language = t("BackofficeEmails.create.languages.es");
    await expect(page.getByRole("heading", { level: 1, name: t("BackofficeEmails.create.editTitle", { template: "shoot-ready", language }) })).toBeVisible();
    await expect(page.getByTestId("email-template-variables")).toContainText("{count}");

    const form = page.getByTestId("email-template-form");
    const save = form.getByRole("button", { name: t("BackofficeEmails.create.form.save") });
    // A variable "shoot-ready" does not have: refused, named, nothing saved.
    await form.getByLabel(t("BackofficeEmails.create.form.subject"), { exact: true }).fill(`${subject} {organization}`);
    await save.click();
    await expect(form.getByRole("alert")).toHaveText(t("BackofficeEmails.errors.UNKNOWN_VARIABLE", { variable: "{organization}" }));
    await expect(page.getByTestId("email-template-state")).toHaveAttribute("data-edited", "false");

    // The text saved: the state says so and the preview shows it with the sample values.
    await form.getByLabel(t("BackofficeEmails.create.form.subject"), { exact: true }).fill(subject);
    await form.getByLabel(t("BackofficeEmails.create.form.body"), { exact: true }).fill(`Hola {name}:\n\nTu sesión «{title}» está lista. <b>${marker}</b>`);
    await form.getByLabel(t("BackofficeEmails.create.form.cta"), { exact: true }).fill("Abrir mi galería");
    await save.click();
    await expect(form.getByText(t("BackofficeEmails.create.form.saved"))).toBeVisible();
    await expect(page.getByTestId("email-template-state")).toHaveAttribute("data-edited", "true");
    const previewSubject = `${es("BackofficeEmails.samples.name")}: ${es("BackofficeEmails.samples.count")} retratos ${marker}`;
    await expect(page.getByTestId("email-preview-subject")).toHaveText(previewSubject);
    await expect(page.getByTestId("email-preview-text")).toContainText(`Tu sesión «${es("BackofficeEmails.samples.title")}» está lista. <b>${marker}</b>`);
    await expect(page.getByTestId("email-preview-text")).toContainText("Abrir mi galería: ");
    // The HTML in a frame that may do nothing; the admin's "<b>" is text in it, never markup.
    const frame = page.getByTestId("email-preview-html");
    await expect(frame).toHaveAttribute("sandbox", "");
    const html = page.frameLocator("[data-testid=email-preview-html]");
    await expect(html.getByText(`<b>${marker}</b>`, { exact: false })).toBeVisible();
    await expect(html.locator("b")).toHaveCount(0);
    await expect(html.getByRole("link", { name: "Abrir mi galería" })).toBeVisible();

    // The next real "ready" email in Spanish: a style of Emma's finished shoot is made again.
    const person = AFTER_SHOOT_USERS.emailEs;
    await page.goto(`/admin/model?q=${encodeURIComponent(person.email)}`);
    await page.locator("main table tbody tr a[href*='/admin/model/']").first().click();
    const regenerate = page.getByTestId("regenerate-style");
    await regenerate.getByRole("button", { name: t("BackofficeShoots.shoot.regenerate") }).click();
    await regenerate.getByTestId("confirm-action").click();
    // The form's own message may go at once (the page re-renders without the form while the style is
    // made again); the state history keeps the regeneration.
    await expect(page.getByTestId("shoot-history")).toContainText("admin regenerate", { timeout: 15_000 });
    const realSubject = new RegExp(`^${person.name}: \\d+ retratos ${marker}$`);
    await expect.poll(async () => (await subjectsTo(person.email)).some((s) => realSubject.test(s)), { timeout: 150_000, intervals: [2_000] }).toBe(true);
    await page.goto(EDITOR);

    // A test to the admin: in the mail sink, marked as a test in Spanish, and in the outbox.
    const testForm = page.getByTestId("email-template-test");
    await testForm.getByRole("button", { name: t("BackofficeEmails.create.test.label") }).click();
    await expect(testForm.getByText(`${t("BackofficeEmails.create.test.sent")} ${ROLE_EMAILS.admin}`)).toBeVisible();
    const testSubject = `${es("BackofficeEmails.testPrefix")}${previewSubject}`;
    await expect.poll(() => subjectsTo(ROLE_EMAILS.admin), { timeout: 15_000 }).toContain(testSubject);
    await page.goto(`/admin/email?q=${encodeURIComponent(ROLE_EMAILS.admin)}&template=shoot-ready`);
    await expect(page.getByTestId("outbox").getByText(testSubject).first()).toBeVisible();
  } finally {
    await resetToBuiltIn(page);
  }
  // The list says the Spanish text is the built-in one again.
  await page.goto("/admin/email/create");
  await expect(page.getByTestId("email-template-shoot-ready-es")).toContainText(t("BackofficeEmails.create.builtIn"));
});
