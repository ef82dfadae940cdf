// Team invoices in a real browser (issue "Teams, part 2", "How it is checked"): the demo lead asks for a
// quote for 10 credits on /app/admin/invoice, accepts it, and the invoice's PDF shows the organisation's
// VAT id (the demo organisation's, prisma/seed/index.ts) beside the invoice number and the bank details.
import { PDFDocument } from "pdf-lib";
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";
import { pageTexts } from "@/lib/testing/pdf";

const t = messages("en");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message with its placeholders as wildcards, for accessible names that hold a date or an amount. */
const named = (key: string, values: string[]) => {
  const marked = t(key, Object.fromEntries(values.map((v) => [v, "@@WILDCARD@@"])));
  return new RegExp(`^${escapeRegExp(marked).split("@@WILDCARD@@").join(".+")}$`);
};

test("the lead asks for a quote, accepts it, and the invoice PDF shows the VAT id", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.lead, DEMO_PASSWORD);
  await page.goto("/app/admin/invoice");
  await expect(page.getByRole("heading", { level: 1, name: t("TeamInvoices.request.title") })).toBeVisible();

  // Ask for a quote for 10 credits.
  await page.getByLabel(t("TeamInvoices.request.quantity")).fill("10");
  await expect(page.getByTestId("quote-request-price")).toContainText(t("TeamInvoices.request.subtotal", { count: 10 }));
  await page.getByRole("button", { name: t("TeamInvoices.request.submit") }).click();
  await expect(page.getByText(t("TeamInvoices.request.created"))).toBeVisible();

  // The newest row is the new quote.
  const newest = page.getByTestId("bank-transfer-row").first();
  await expect(newest).toHaveAttribute("data-status", "quote");
  await expect(newest).toContainText(t("TeamInvoices.quotes.credits", { count: 10 }));
  const id = await newest.getAttribute("data-invoice-id");
  const row = page.locator(`[data-testid="bank-transfer-row"][data-invoice-id="${id}"]`);

  // Accept it: the row becomes the invoice, open, with its number.
  await row.getByRole("button", { name: named("TeamInvoices.quotes.acceptLabel", ["date", "total"]) }).click();
  await expect(row).toHaveAttribute("data-status", "open");
  await expect(row).toContainText(/LUM-\d{4}-\d{6}/);
  const number = /LUM-\d{4}-\d{6}/.exec(await row.innerText())![0];

  // The PDF: a real PDF named after the number, showing the company's VAT id.
  const pdfLink = row.getByRole("link", { name: t("TeamInvoices.quotes.pdfLabel", { number }) });
  const href = await pdfLink.getAttribute("href");
  expect(href).toBe(`/api/invoices/${id}/pdf`);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toContain(`${number}.pdf`);
  const text = pageTexts(await PDFDocument.load(await res.body())).join("\n").replace(/\s+/g, " ");
  expect(text).toContain(number);
  expect(text).toContain(t("Invoices.document.vatId", { vatId: "DE123456789" }));
  expect(text).toContain("Northwind Consulting");
  expect(text).toContain("IBAN");
});
