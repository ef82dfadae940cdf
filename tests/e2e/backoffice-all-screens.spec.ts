// Every screen of the back office's first part opens for the demo admin with the demo's own rows in it
// (no empty screen on a fresh demo), in English and once in German, and a shoot's detail opens from the
// shoots list. The journeys on each screen are in the other backoffice-*.spec.ts files.
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

const de = messages("de");
const es = messages("es");

/** Screens whose main content is a table: at least one row of data. */
const TABLES = [
  "/admin/user", "/admin/organization", "/admin/transactions", "/admin/invoices", "/admin/refund?status=all", "/admin/coupons",
  "/admin/giftcard", "/admin/referral", "/admin/model", "/admin/upload", "/admin/comfy-workflows",
  "/admin/support", "/admin/feedback", "/admin/api-clients", "/admin/auditlog", "/admin/sign-image",
  "/admin/blog", "/admin/changelog",
  "/admin/clothing", "/admin/wardrobe", "/admin/emotions", "/admin/hairstyles", "/admin/studio/phototemplate",
  "/admin/email/create",
  "/admin/style",
  "/admin/reviews", "/admin/testimonials", "/admin/survey",
  "/admin/catalog", "/admin/tools/free-headshots",
];

test("every back-office screen shows the demo's rows", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, ROLE_EMAILS.admin, DEMO_PASSWORD);
  for (const path of TABLES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator("main table tbody tr").first(), path).toBeVisible();
  }
  await page.goto("/admin");
  await expect(page.getByTestId("admin-overview")).toBeVisible();
  await page.goto("/admin/parameters");
  await expect(page.getByTestId("parameter-current").first()).toBeVisible();
  await page.goto("/admin/development");
  await expect(page.getByTestId("health-queues").locator("tbody tr").first()).toBeVisible();
  await page.goto("/admin/playground");
  await expect(page.locator("main img").first()).toBeVisible();
  // The studio's edits: the list opens (a fresh demo has no edit yet).
  await page.goto("/admin/studio/photos");
  await expect(page.getByTestId("studio-photo-list")).toBeVisible();
  await page.goto("/admin/tools/comp-package-calculator");
  await expect(page.locator("main form").first()).toBeVisible();
  await page.goto("/admin/style/seo");
  await expect(page.getByTestId("seo-form-de")).toBeVisible();
  await page.goto("/admin/avatar");
  await expect(page.getByTestId("avatar-form")).toBeVisible();

  await page.goto("/admin/blog/new");
  await expect(page.getByTestId("blog-editor")).toBeVisible();
  await page.goto("/admin/changelog/new");
  await expect(page.getByTestId("changelog-editor")).toBeVisible();
  await page.goto("/admin/blog");
  await page.locator("main table tbody tr a[href*='/admin/blog/edit/']").first().click();
  await expect(page.getByTestId("language-versions")).toBeVisible();

  // A shoot's page, from the list.
  await page.goto("/admin/model");
  await page.locator("main table tbody tr a[href*='/admin/model/']").first().click();
  await expect(page).toHaveURL(/\/admin\/model\/[^/?]+$/);
  await expect(page.getByTestId("shoot-facts")).toBeVisible();

  // The same screens speak German under /de and Spanish under /es.
  await page.goto("/de/admin/coupons");
  await expect(page.locator("html")).toHaveAttribute("lang", /^de/);
  await expect(page.getByRole("heading", { level: 1, name: de("BackofficeCoupons.coupons.title") })).toBeVisible();
  await expect(page.locator("main table tbody tr").first()).toBeVisible();
  await page.goto("/es/admin/parameters");
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await expect(page.getByRole("heading", { level: 1, name: es("BackofficeOperations.parameters.title") })).toBeVisible();
  await expect(page.getByTestId("parameter-current").first()).toBeVisible();
});
