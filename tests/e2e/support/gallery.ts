// Opening a seeded person's finished shoot the way they would: sign in, find it on /app, follow its link.
import { expect, type Page } from "@playwright/test";
import { signInAs } from "./after-shoot-users";

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Signs `email` in, finds the finished shoot on /app (in `locale`), follows its link to the gallery and
 * waits for its `photos`; returns the shoot id.
 */
export async function openGallery(page: Page, email: string, photos: number, locale: "en" | "de" | "es" = "en"): Promise<string> {
  const prefix = locale === "en" ? "" : `/${locale}`;
  await signInAs(page, email);
  await page.goto(`${prefix}/app`);
  const link = page.getByTestId("shoots").locator('a[href*="/app/results/"]');
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute("href")) ?? "";
  const match = /\/app\/results\/([^/?#]+)/.exec(href);
  expect(match, `a results link on /app, got ${href}`).not.toBeNull();
  const shootId = decodeURIComponent(match![1]!);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/app/results/${escapeRegExp(encodeURIComponent(shootId))}$`));
  await expect(page.getByTestId("result-photo")).toHaveCount(photos);
  return shootId;
}
