// Buying after the shoot in the browser, shared by the specs that need it (upsell, studio).
import { expect, type Page } from "@playwright/test";
import { messages } from "./messages";

type Locale = "en" | "de" | "es";
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

/** The id of the signed-in person's first finished shoot, read from the link to its gallery on /app. */
export async function finishedShootId(page: Page, locale: Locale = "en"): Promise<string> {
  await page.goto(`${prefix(locale)}/app`);
  const link = page.getByTestId("shoots").locator('a[href*="/app/results/"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  const id = /\/app\/results\/([^/?#]+)/.exec(href)?.[1];
  if (!id) throw new Error(`no finished shoot linked from /app (found ${href || "nothing"})`);
  return id;
}

/** The edit-credit balance shown on the buy-credits page. */
export async function creditBalance(page: Page): Promise<number> {
  const balance = page.getByTestId("credit-balance");
  await expect(balance).toBeVisible();
  return Number(await balance.getAttribute("data-count"));
}

/**
 * Buys a pack of edit credits for `shootId` with the built-in test provider, as a person would: the
 * buy-credits page, a pack, Pay, "Pay (test)" on the TEST MODE page, and back on the buy-credits page,
 * which says the credits were added and shows the new balance without a reload. Returns the balances.
 */
export async function buyEditCredits(page: Page, shootId: string, options: { pack?: number; locale?: Locale } = {}): Promise<{ before: number; after: number }> {
  const locale = options.locale ?? "en";
  const pack = options.pack ?? 5;
  const t = messages(locale);
  const p = prefix(locale);
  await page.goto(`${p}/app/results/${shootId}/buy-credits`);
  const before = await creditBalance(page);
  await page.getByTestId(`upsell-pack-${pack}`).click();
  await expect(page.getByTestId("upsell-total")).toBeVisible();
  await page.getByTestId("upsell-pay").click();
  await expect(page.getByText(t("Checkout.redirect.badge"), { exact: true })).toBeVisible();
  await page.getByTestId("test-pay").click();
  await expect(page).toHaveURL(new RegExp(`${p}/app/results/${shootId}/buy-credits\\?order=`));
  await expect(page.getByTestId("upsell-order")).toHaveAttribute("data-status", "PAID");
  await expect(page.getByTestId("credit-balance")).toHaveAttribute("data-count", String(before + pack));
  return { before, after: before + pack };
}
