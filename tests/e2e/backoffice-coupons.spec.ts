// Coupons in a real browser: the demo admin creates a 15% coupon at /admin/coupons, then a person who
// just signed up types it at checkout (as journey.spec.ts does with WELCOME10) and sees the Starter
// package's price with 15% off. Also: the gift card screen shows the demo batch (prisma/seed/
// demo-backoffice-coupons.ts) and the calculator prices a package from the URL.
import { formatPrice } from "@/lib/catalog/currency";
import { expect, test, hydrated } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { linkFromEmail } from "./support/mail";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const t = messages("en");
/** A price as the product writes it in English (whole amounts without cents). */
const usd = (minor: number) => formatPrice(minor, "USD", "en-US");

test("the admin creates a 15% coupon and a new person redeems it at checkout", async ({ page }) => {
  test.setTimeout(180_000);
  const code = `E2E15-${Date.now().toString(36).toUpperCase()}`;

  // The admin creates the coupon.
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/coupons");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeCoupons.coupons.title") })).toBeVisible();
  const form = page.getByTestId("coupon-form");
  await form.getByLabel(t("BackofficeCoupons.coupons.form.code")).fill(code.toLowerCase());
  await form.getByLabel(t("BackofficeCoupons.coupons.form.kind")).selectOption("PERCENT");
  await form.getByLabel(t("BackofficeCoupons.coupons.form.value")).fill("15");
  await form.getByRole("button", { name: t("BackofficeCoupons.coupons.form.submit") }).click();
  await expect(form.getByRole("status")).toContainText(code);
  await expect(page.getByTestId("coupon-list").getByRole("link", { name: code })).toBeVisible();

  // A second try with the same code in another case is a field error, not a second coupon.
  await form.getByLabel(t("BackofficeCoupons.coupons.form.code")).fill(code);
  await form.getByLabel(t("BackofficeCoupons.coupons.form.value")).fill("15");
  await form.getByRole("button", { name: t("BackofficeCoupons.coupons.form.submit") }).click();
  await expect(form.getByText(t("BackofficeCoupons.errors.duplicateCode"))).toBeVisible();

  // A new person signs up and confirms the address.
  await page.context().clearCookies({ name: /^(?!lumen_consent$)/ }); // a new person, the cookie choice kept (support/test.ts)
  const email = `coupon-${Date.now()}@example.test`;
  await page.goto("/auth/signup");
  await page.getByLabel(t("Auth.name")).fill("Ada Lovelace");
  await page.getByLabel(t("Auth.email")).fill(email);
  await page.getByLabel(t("Auth.password")).fill("correct horse battery");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("Auth.signup.submit") }).click();
  await expect(page.getByRole("heading", { name: t("Auth.verify.title") })).toBeVisible();
  await page.goto(await linkFromEmail(email, "/auth/verify"));
  await expect(page).toHaveURL(/\/app$/);

  // Starter, four styles, then the coupon at checkout.
  await page.goto("/pricing");
  await hydrated(page); // "Choose" leads where the signed-in header island says, once it runs
  await page.getByRole("link", { name: t("Pricing.choose", { name: "Starter" }) }).click();
  await expect(page).toHaveURL(/\/app\/styles\/starter$/);
  const styles = page.getByTestId("style-grid").getByRole("button");
  for (let i = 0; i < 4; i++) await styles.nth(i).click();
  await page.getByRole("button", { name: t("Styles.continue") }).click();
  await expect(page).toHaveURL(/\/app\/styles\/checkout$/);
  await page.getByRole("textbox", { name: t("Checkout.code.label") }).fill(code.toLowerCase());
  await expect(page.getByText(t("Checkout.code.couponPercent", { code, percent: 15 }))).toBeVisible();
  // Starter is 29 USD: 15% off is 4.35, 24.65 to pay.
  await expect(page.getByTestId("checkout-discount")).toContainText(usd(435));
  await expect(page.getByTestId("checkout-total")).toHaveText(usd(2465));
});

test("the gift card screen shows the demo batch, and the calculator prices a team package", async ({ page }) => {
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  await page.goto("/admin/giftcard");
  await expect(page.getByRole("heading", { level: 1, name: t("BackofficeCoupons.giftcard.title") })).toBeVisible();
  await expect(page.getByTestId("giftcard-batches")).toContainText("Trade fair 2026 (demo)");
  await expect(page.getByTestId("giftcard-batches")).toContainText(t("BackofficeCoupons.giftcard.redeemedCount", { redeemed: 1, quantity: 5 }));

  // 25 seats, 15% extra: 72 500 list, 20% volume tier, 15% of the rest: 493.00 USD, 19.72 a seat.
  await page.goto("/admin/tools/comp-package-calculator?seats=25&stylesPerMember=4&currency=USD&discountPercent=15");
  await expect(page.getByTestId("calculator-total")).toHaveText(usd(49300));
  await expect(page.getByTestId("calculator-per-seat")).toHaveText(usd(1972));
});
