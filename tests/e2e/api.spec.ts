// The business API in a real browser: the public /api page renders the interactive reference of
// /api/v2/openapi.json (Scalar, from our own origin, with no Content-Security-Policy violation), and
// the demo lead makes a key at /app/admin/api, sees its secret once, and calls the API with it.
import { expect, test } from "./support/test";
import { messages } from "./support/messages";
import { signInRequest } from "./support/roles";

const t = messages("en");

test("the /api page shows the reference", async ({ page }) => {
  await page.goto("/api");
  await expect(page.getByRole("heading", { level: 1, name: t("TeamApi.page.title") })).toBeVisible();
  // An operation of the generated document (its first tag is open), as Scalar renders it.
  await expect(page.getByTestId("api-reference").getByText("Get the organisation").first()).toBeVisible({ timeout: 30_000 });
  const doc = await page.request.get("/api/v2/openapi.json");
  expect(doc.status()).toBe(200);
  expect(((await doc.json()) as { openapi: string }).openapi).toBe("3.1.0");
});

test("the demo lead creates a key, sees it once, and calls the API with it", async ({ page }) => {
  await signInRequest(page.context().request, "lead");
  await page.goto("/app/admin/api");
  await expect(page.getByRole("heading", { level: 1, name: t("TeamApi.admin.title") })).toBeVisible();
  const name = `E2E key ${Date.now()}`;
  await page.getByRole("textbox", { name: t("TeamApi.admin.create.name"), exact: true }).fill(name);
  await page.getByRole("button", { name: t("TeamApi.admin.create.submit") }).click();

  const secretField = page.getByRole("textbox", { name: t("TeamApi.admin.create.secretLabel") });
  await expect(secretField).toBeVisible();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^lum_live_/);
  await expect(page.getByTestId("api-keys").getByRole("row", { name: new RegExp(name) })).toBeVisible();

  const res = await page.request.get("/api/v2/organization", { headers: { authorization: `Bearer ${secret}` } });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
  expect(res.headers()["x-ratelimit-limit"]).toBe("300");

  // Shown once: after a reload the key is listed by its prefix only.
  await page.reload();
  await expect(page.getByRole("textbox", { name: t("TeamApi.admin.create.secretLabel") })).toHaveCount(0);
  await expect(page.getByTestId("api-keys").getByRole("row", { name: new RegExp(name) })).toBeVisible();
  expect(await page.content()).not.toContain(secret);
});
