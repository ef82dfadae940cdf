// The back office's money screens in a real browser, as the demo admin: a refund request is approved
// (the provider refunds, the order is REFUNDED), another is denied with a reason (the person's email is
// in the outbox, in German), and the transactions, invoices and referrals lists show the demo's rows.
// Needs the demo seed's money data (prisma/seed/demo-backoffice-money.ts: two refund requests, a referral).
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
const de = messages("de");
const APPROVE = "refund-approve@demo.lumen.test";
const DENY = "refund-deny@demo.lumen.test";

test.beforeEach(async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
});

test("the admin approves a refund request and the order is REFUNDED", async ({ page }) => {
  await page.goto(`/admin/refund?q=${encodeURIComponent(APPROVE)}`);
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeMoney.refunds.title") })).toBeVisible();
  const row = page.getByTestId("refunds").getByRole("row").filter({ hasText: APPROVE });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: t("BackofficeMoney.refunds.approve.submit"), exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t("BackofficeMoney.refunds.approve.title"));
  await dialog.getByRole("button", { name: t("BackofficeMoney.refunds.approve.confirm") }).click();
  // Decided: it leaves the list of open requests.
  await expect(row).toHaveCount(0, { timeout: 30_000 });

  await page.goto(`/admin/refund?status=COMPLETED&q=${encodeURIComponent(APPROVE)}`);
  const done = page.getByTestId("refunds").getByRole("row").filter({ hasText: APPROVE });
  await expect(done).toContainText(t("BackofficeMoney.refunds.status.COMPLETED"));
  await expect(done).toContainText(t("BackofficeMoney.refunds.orderStatus.REFUNDED"));

  // The refund is a Transaction of kind REFUND.
  await page.goto(`/admin/transactions?kind=REFUND&q=${encodeURIComponent(APPROVE)}`);
  await expect(page.getByTestId("transactions").getByRole("row").filter({ hasText: APPROVE })).toHaveCount(1);
});

test("the admin denies a refund request with a reason and the person's email is in the outbox", async ({ page }) => {
  const reason = "Die Porträtfotos wurden bereits heruntergeladen.";
  await page.goto(`/admin/refund?q=${encodeURIComponent(DENY)}`);
  const row = page.getByTestId("refunds").getByRole("row").filter({ hasText: DENY });
  await expect(row).toHaveCount(1);
  await row.getByText(t("BackofficeMoney.refunds.deny.open")).click();
  await row.getByLabel(t("BackofficeMoney.refunds.deny.reason")).fill(reason);
  await row.getByRole("button", { name: t("BackofficeMoney.refunds.deny.submit"), exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t("BackofficeMoney.refunds.deny.title"));
  await dialog.getByRole("button", { name: t("BackofficeMoney.refunds.deny.confirm") }).click();
  await expect(row).toHaveCount(0, { timeout: 30_000 });

  await page.goto(`/admin/refund?status=REJECTED&q=${encodeURIComponent(DENY)}`);
  await expect(page.getByTestId("refunds").getByRole("row").filter({ hasText: DENY })).toContainText(reason);

  await page.goto(`/admin/email?template=refund-denied&q=${encodeURIComponent(DENY)}`);
  const mail = page.getByTestId("outbox").getByRole("row").filter({ hasText: DENY });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(de("Email.refund-denied.subject"));
});

test("transactions, invoices and referrals show the demo's rows", async ({ page }) => {
  await page.goto("/admin/transactions");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeMoney.transactions.title") })).toBeVisible();
  await expect(page.getByTestId("transactions").getByRole("row").filter({ hasText: t("BackofficeMoney.transactions.kind.CHARGE") }).first()).toBeVisible();

  await page.goto("/admin/invoices");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeMoney.invoices.title") })).toBeVisible();
  await expect(page.getByTestId("invoices").getByRole("row").filter({ hasText: /LUM-\d{4}-\d{6}/ }).first()).toBeVisible();

  await page.goto("/admin/referral");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeMoney.referrals.title") })).toBeVisible();
  // The seed's referral (or one the demo had already): a row naming the referrer and the referred person.
  await expect(page.getByTestId("referrals").getByRole("row").filter({ hasText: "@" }).first()).toBeVisible();
});
