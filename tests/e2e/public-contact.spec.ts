// /contact in a real browser: a visitor writes in German, sees the confirmation with their reference,
// and the confirmation email (German, quoting the reference) is in the demo admin's outbox
// (/admin/email) and reaches the SMTP sink; then a burst of messages from the same page is refused
// with the limit's message, keeping what was typed. The form posts from 127.0.0.1 in every test here,
// so the two tests run in order and share the client address's window (5 messages in 10 minutes).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { mailsTo } from "./support/mail";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

test.describe.configure({ mode: "serial" });

type Locale = "en" | "de" | "es";

async function fill(page: Page, locale: Locale, fields: { name: string; email: string; message: string; reference?: string }) {
  const t = messages(locale);
  const form = page.getByTestId("contact-form");
  await form.getByLabel(t("Contact.form.name"), { exact: true }).fill(fields.name);
  await form.getByLabel(t("Contact.form.email"), { exact: true }).fill(fields.email);
  await form.getByLabel(t("Contact.form.topic"), { exact: true }).selectOption("support");
  await form.getByLabel(t("Contact.form.message"), { exact: true }).fill(fields.message);
  if (fields.reference) await form.getByLabel(t("Contact.form.reference"), { exact: true }).fill(fields.reference);
  await form.getByRole("button", { name: t("Contact.form.submit") }).click();
}

test("a visitor's message is confirmed with its reference, and the confirmation email is in the outbox", async ({ page, browser, baseURL }) => {
  const t = messages("de");
  const email = `contact-${Date.now()}@example.test`;
  await page.goto("/de/contact");
  await expect(page.getByRole("heading", { level: 1, name: t("Contact.title") })).toBeVisible();
  await expect(page.getByTestId("contact-email")).toContainText("@");
  await expect(page.locator('a[href="/de/legal/privacy"]').first()).toBeVisible();

  await fill(page, "de", { name: "Ada Lovelace", email, message: "Kann ich nach dem Shooting noch den Hintergrund ändern?", reference: "INV-E2E-1" });
  const sent = page.getByTestId("contact-sent");
  await expect(sent.getByText(t("Contact.form.sent.title"))).toBeVisible();
  const reference = ((await sent.getByTestId("contact-reference").textContent()) ?? "").split(":").pop()!.trim();
  expect(reference).toMatch(/^[a-z0-9]{20,}$/);
  const subject = t("Email.contact-received.subject", { reference });

  // The email reached the SMTP server …
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  // … and the demo admin finds it in the outbox.
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  try {
    const admin = await context.newPage();
    await signInAs(admin, ROLE_EMAILS.admin, DEMO_PASSWORD);
    await admin.goto(`/admin/email?q=${encodeURIComponent(email)}&template=contact-received`);
    await expect(admin.getByTestId("outbox").getByText(subject).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a burst of messages from one page is refused with the limit's message, and what was typed stays", async ({ page }) => {
  const t = messages("en");
  // The refusal's words before its number of minutes.
  const refusal = t("Contact.errors.tooManyRequests", { minutes: 99 }).split("99")[0]!.trim();
  await page.goto("/contact");
  let refusedAt = 0;
  for (let i = 1; i <= 6 && !refusedAt; i++) {
    const message = `Burst message number ${i} from the same page.`;
    await fill(page, "en", { name: "Quick Sender", email: `burst-${Date.now()}-${i}@example.test`, message });
    const sent = page.getByTestId("contact-sent");
    const refused = page.getByText(refusal);
    await expect(sent.or(refused)).toBeVisible();
    if (await refused.isVisible()) {
      refusedAt = i;
      await expect(page.getByTestId("contact-form").getByLabel(t("Contact.form.message"), { exact: true })).toHaveValue(message);
    } else {
      await sent.getByRole("button", { name: t("Contact.form.sent.again") }).click();
    }
  }
  // The first test's message and at most four of these fit in the window; the rest are refused.
  expect(refusedAt).toBeGreaterThan(0);
  expect(refusedAt).toBeLessThanOrEqual(5);
});
