// Invoices as the buyer sees them: the list in /profile/invoices, the invoice opened in a new tab,
// the Bill to text saved and still there after a reload, and the PDF download. The person
// (AFTER_SHOOT_USERS.account) bought Professional in USD through the test provider, so they have
// exactly one paid invoice.
import { expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const t = messages("en");
const person = AFTER_SHOOT_USERS.account;

test("the invoice list, one invoice in a new tab, Bill to saved, and its PDF", async ({ page, context }) => {
  await signInAs(page, person.email);
  await page.goto("/profile/invoices");
  await expect(page.getByRole("heading", { level: 1, name: t("Invoices.list.title") })).toBeVisible();
  const rows = page.getByTestId("invoice-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  const number = (await row.getByTestId("invoice-row-number").innerText()).trim();
  expect(number).toMatch(/^LUM-\d{4}-\d{6}$/);
  await expect(row).toContainText("Professional");
  await expect(row).toContainText(t("Invoices.status.PAID"));
  await expect(row).toContainText("$39");

  // "View" opens the invoice in a new tab.
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    row.getByRole("link", { name: new RegExp(escapeRegExp(t("Invoices.list.viewLabel", { number }))) }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/profile\/invoice\?id=/);
  const doc = tab.getByTestId("invoice-document");
  await expect(doc.getByTestId("invoice-number")).toHaveText(number);
  await expect(doc.getByTestId("invoice-stamp")).toHaveText(t("Invoices.document.stamp.PAID"));
  await expect(doc.getByTestId("invoice-bill-to")).toContainText(person.name);

  // Bill to: saved, shown on the invoice, and still there after a reload.
  const company = `Account Testing Inc. ${Date.now()}`;
  const billTo = `${company}\n1 Main Street\nSpringfield`;
  await tab.getByLabel(t("Invoices.billTo.label"), { exact: true }).fill(billTo);
  await tab.getByRole("button", { name: t("Invoices.billTo.save") }).click();
  await expect(tab.getByText(t("Invoices.billTo.saved"))).toBeVisible();
  await expect(doc.getByTestId("invoice-bill-to")).toContainText(company);
  await tab.reload();
  await expect(tab.getByTestId("invoice-bill-to")).toContainText(company);
  await expect(tab.getByLabel(t("Invoices.billTo.label"), { exact: true })).toHaveValue(billTo);

  // The PDF: a real PDF named after the invoice number.
  const href = await tab.getByTestId("invoice-pdf").getAttribute("href");
  expect(href).toMatch(/^\/api\/invoices\/[^/]+\/pdf$/);
  const res = await tab.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toContain(`${number}.pdf`);
  expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The list's PDF link is the same file.
  expect(await row.getByTestId("invoice-row-pdf").getAttribute("href")).toBe(href);

  // The print-oriented page of the same invoice, and a made-up one answers 404 without saying more.
  const id = new URL(tab.url()).searchParams.get("id")!;
  await tab.goto(`/invoice/${encodeURIComponent(id)}`);
  await expect(tab.getByTestId("invoice-number")).toHaveText(number);
  const missing = await tab.goto("/invoice/cmnotaninvoice000000000000");
  expect(missing?.status()).toBe(404);
  await expect(tab.getByTestId("not-found")).toBeVisible();
});
