// Opening a seeded person's finished shoot the way they would (sign in, find it on /app, follow its
// link), and checking the image files it hands out.
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
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

/** "jpeg" or "png" from the file's first bytes (magic numbers), else null. */
export function magic(bytes: Buffer): "jpeg" | "png" | null {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  return null;
}

/** What sharp reads from an image file: its format and pixel size (it throws on a broken file). */
export async function imageInfo(bytes: Buffer): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const meta = await sharp(bytes, { failOn: "error" }).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}
