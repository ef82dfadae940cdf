// Details of the individual's journey, in English and German: the pricing cards say how soon each
// package is ready (the live estimate from the demo shoot the seed really generated); the photos step
// counts in a sentence, shows each photo's quality score beside its verdict, and shows a file that
// cannot be decoded as a tile with its reason; the gallery reads in rows (photos 1, 2, 3, 4 across the
// first) and its zip of liked and loved photos holds exactly what the Liked filter shows.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { zipFileName, type ZipStatus } from "@/lib/results/options";
import { expect, test, type Page } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { escapeRegExp, openGallery } from "./support/gallery";
import { messages } from "./support/messages";
import { unzip } from "./support/unzip";

const LOCALES = ["en", "de"] as const;
type Locale = (typeof LOCALES)[number];
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
/** 2 styles × 3 (seed-after-shoot.ts). */
const PHOTOS = 6;

/** A pattern for an ICU message with a number in `name`: its singular and plural forms, any number. */
function numbered(t: ReturnType<typeof messages>, key: string, name: string): RegExp {
  const forms = [1, 987_654].map((n) => escapeRegExp(t(key, { [name]: n })).replace(String(n), "(\\d+)"));
  return new RegExp(`^(?:${[...new Set(forms)].join("|")})$`);
}

test.describe("pricing", () => {
  for (const locale of LOCALES) {
    test(`each package card says how soon it is ready, from the live estimate (${locale})`, async ({ page }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/pricing`);
      const seconds: number[] = [];
      for (const slug of ["starter", "professional", "executive"]) {
        const line = page.getByTestId(`package-${slug}`).getByTestId("package-turnaround");
        await expect(line).toBeVisible();
        const text = (await line.innerText()).trim();
        const unit = (["minute", "hour", "day"] as const).find((u) => numbered(t, `Pricing.turnaround.${u}`, "count").test(text));
        expect(unit, `"${text}" is one of the turnaround messages`).toBeDefined();
        const s = Number(await line.getAttribute("data-seconds"));
        expect(s).toBeGreaterThan(0);
        // What the card says is the estimate rounded up in its unit.
        const count = Number(numbered(t, `Pricing.turnaround.${unit!}`, "count").exec(text)!.slice(1).find(Boolean));
        const size = { minute: 60, hour: 3600, day: 86_400 }[unit!];
        expect(count).toBe(Math.max(1, Math.ceil(s / size)));
        seconds.push(s);
      }
      // More headshots never take less time.
      expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
      await expect(page.getByTestId("turnaround-note")).toHaveText(t("Pricing.turnaround.note"));
      await page.getByTestId("packages").screenshot({ path: `test-results/details-pricing-${locale}.png` });
    });
  }
});

/** A real portrait, a photo without a face, and a JPEG cut off after a third of its bytes. */
async function uploadFiles(): Promise<{ good: string; noFace: string; broken: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-details-"));
  const portrait = await sharp("/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg").jpeg({ quality: 92 }).toBuffer();
  const files = {
    good: ["portrait.jpg", portrait],
    noFace: ["coffee-cup.jpg", await sharp("/usr/lib/python3/dist-packages/skimage/data/coffee.png").resize(800).jpeg().toBuffer()],
    broken: ["a-photo-from-my-old-phone-that-got-cut-off-halfway-through-copying.jpg", portrait.subarray(0, Math.floor(portrait.length / 3))],
  } as const;
  const out = {} as { good: string; noFace: string; broken: string };
  for (const [key, [name, bytes]] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    out[key as keyof typeof out] = file;
  }
  return out;
}

const item = (page: Page, name: string) => page.getByTestId("photo-item").filter({ hasText: name });

test.describe("the photos step", () => {
  const counters: Record<Locale, [string, string]> = {
    en: ["0 photos, at least 4 needed, at most 20", "1 photo, at least 4 needed, at most 20"],
    de: ["0 Fotos, mindestens 4 nötig, höchstens 20", "1 Foto, mindestens 4 nötig, höchstens 20"],
  };
  for (const locale of LOCALES) {
    test(`counts in a sentence, scores each photo and shows an undecodable file as a tile (${locale})`, async ({ page }) => {
      const t = messages(locale);
      const person = locale === "en" ? AFTER_SHOOT_USERS.uploadEn : AFTER_SHOOT_USERS.uploadDe;
      await signInAs(page, person.email);
      await page.goto(`${prefix(locale)}/app/upload/photos`);
      const count = page.getByTestId("photo-count");
      await expect(count).toHaveText(counters[locale][0]);
      await expect(count).toHaveText(t("Upload.photos.count", { accepted: 0, min: 4, max: 20 }));

      const files = await uploadFiles();
      await page.locator("#photo-input").setInputFiles([files.good, files.noFace, files.broken]);
      await expect(count).toHaveText(counters[locale][1], { timeout: 60_000 });
      await expect(page.locator('[data-testid="photo-item"][data-status="rejected"]')).toHaveCount(2, { timeout: 60_000 });

      // Each verdict shows its 0-100 score beside it: high for the portrait, low for the refused ones.
      const score = async (name: string) => {
        const s = item(page, name).getByTestId("photo-score");
        const value = Number(await s.getAttribute("data-score"));
        await expect(s).toHaveText(t("Upload.photos.score", { score: value }));
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
        return value;
      };
      const good = item(page, "portrait.jpg");
      await expect(good).toHaveAttribute("data-status", "accepted");
      await expect(good.getByText(t("Upload.photos.status.accepted"))).toBeVisible();
      const goodScore = await score("portrait.jpg");
      const noFace = item(page, "coffee-cup.jpg");
      await expect(noFace.getByTestId("photo-messages")).toContainText(t("Engine.reasons.NO_FACE"));
      const noFaceScore = await score("coffee-cup.jpg");
      expect(goodScore).toBeGreaterThan(noFaceScore);

      // The cut-off file: a tile that says it cannot be opened, with the reason, and nothing spills out.
      const broken = item(page, "a-photo-from-my-old-phone");
      await expect(broken).toHaveAttribute("data-status", "rejected");
      await expect(broken.getByTestId("photo-messages")).toContainText(t("Engine.reasons.CORRUPT_FILE"));
      await expect(broken.getByRole("img", { name: t("Upload.photos.unreadable") })).toBeVisible();
      await expect(broken.locator("img")).toHaveCount(0);
      expect(await score("a-photo-from-my-old-phone")).toBe(0);
      const spill = await broken.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.querySelectorAll("*")].filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 1 && r.height > 1 && (r.right > box.right + 0.5 || r.left < box.left - 0.5 || r.bottom > box.bottom + 0.5);
        }).length + (el.scrollWidth > el.clientWidth ? 1 : 0);
      });
      expect(spill).toBe(0);
      await page.getByTestId("photo-list").screenshot({ path: `test-results/details-photos-${locale}.png` });
    });
  }
});

test("the photos step's count stays right when a refused photo's answer, counted first, arrives after an accepted one's", async ({ page }) => {
  const t = messages("en");
  await signInAs(page, AFTER_SHOOT_USERS.uploadRace.email);
  const files = await uploadFiles();
  // The server counts each upload when it answers it. Here the refused photo is sent and answered first
  // (its answer counts 0 accepted photos), and that answer reaches the page only after the accepted
  // photo's: as two answers can overtake each other on a real network.
  let refusedAnswered!: () => void;
  const refusedCounted = new Promise<void>((resolve) => (refusedAnswered = resolve));
  const acceptedShown = page.waitForResponse((r) => r.request().method() === "POST" && /\/api\/shoots\/[^/]+\/photos$/.test(r.url()) && r.status() === 201);
  await page.route("**/api/shoots/*/photos", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    // Chromium gives no file bytes to intercept, so the refused photo goes to the server from here, as the page would send it.
    if (request.postDataBuffer()?.includes("coffee-cup.jpg")) {
      const answer = await page.request.post(request.url(), {
        headers: { origin: new URL(request.url()).origin },
        multipart: { locale: "en", file: { name: "coffee-cup.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(files.noFace) } },
      });
      expect((await answer.json()).counts.accepted).toBe(0);
      refusedAnswered();
      await acceptedShown;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return route.fulfill({ response: answer });
    }
    await refusedCounted;
    await route.continue();
  });
  await page.goto("/app/upload/photos");
  const count = page.getByTestId("photo-count");
  await expect(count).toHaveText(t("Upload.photos.count", { accepted: 0, min: 4, max: 20 }));
  await page.locator("#photo-input").setInputFiles([files.good, files.noFace]);
  await expect(item(page, "coffee-cup.jpg").getByTestId("photo-messages")).toContainText(t("Engine.reasons.NO_FACE"), { timeout: 60_000 });
  await expect(item(page, "portrait.jpg")).toHaveAttribute("data-status", "accepted");
  await expect(count).toHaveText(t("Upload.photos.count", { accepted: 1, min: 4, max: 20 }));
});

test.describe("the gallery", () => {
  for (const locale of LOCALES) {
    test(`reads in rows, and its zip of liked and loved holds what the Liked filter shows (${locale})`, async ({ page }) => {
      const t = messages(locale);
      const person = locale === "en" ? AFTER_SHOOT_USERS.rowsEn : AFTER_SHOOT_USERS.rowsDe;
      await openGallery(page, person.email, PHOTOS, locale);
      const photos = page.getByTestId("result-photo");

      // Rows: on this 1280 px window, photos 1-4 side by side left to right, 5 below 1; the DOM (what a
      // screen reader and the Tab key follow) in the same order.
      await page.waitForFunction(() => document.querySelector("ol[data-columns]") !== null);
      const boxes = await photos.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
      const numbers = await photos.evaluateAll((els) => els.map((el) => /(\d+)/.exec(el.querySelector("img")?.alt ?? "")?.[1]));
      expect(numbers).toEqual(["1", "2", "3", "4", "5", "6"]);
      for (let i = 1; i < 4; i++) {
        expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(1);
        expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
      }
      expect(boxes[4]!.y).toBeGreaterThan(boxes[0]!.y + 50);
      expect(Math.abs(boxes[4]!.x - boxes[0]!.x)).toBeLessThan(1);

      await page.screenshot({ path: `test-results/details-gallery-${locale}.png`, fullPage: true });

      // Like 1, love 2, star 3 (neither liked nor loved): Liked shows 2, Favourite 1.
      const press = async (index: number, mark: "like" | "love" | "favorite") => {
        const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && /^\/api\/results\/[^/]+$/.test(new URL(r.url()).pathname));
        await photos.nth(index).locator(`[data-mark="${mark}"]`).click();
        expect((await saved).status()).toBe(200);
      };
      await press(0, "like");
      await press(1, "love");
      await press(2, "favorite");
      const filterCount = (filter: string) => page.getByTestId("marks-filter").locator(`[data-filter="${filter}"] span[aria-hidden]`);
      await expect(filterCount("liked")).toHaveText("2");
      await expect(filterCount("favorite")).toHaveText("1");

      // The zip is named for what it holds and counts as the Liked filter does.
      const zipButton = page.getByTestId("zip-panel").locator('[data-zip="liked"]');
      await expect(zipButton).toContainText(t("GalleryActions.zip.liked"));
      await expect(zipButton).toContainText(`· ${t("GalleryActions.zip.likedCount", { count: 2 })}`);
      await page.getByTestId("marks-filter").locator('[data-filter="liked"]').click();
      await expect(photos).toHaveCount(2);
      const shown = await photos.evaluateAll((els) => els.map((el) => Number(/(\d+)/.exec(el.querySelector("img")?.alt ?? "")?.[1])));

      const started = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/results/zips");
      await zipButton.click();
      expect(((await (await started).json()) as ZipStatus)).toMatchObject({ selection: "liked", state: "queued", total: shown.length });
      const ready = page.getByTestId("zip-panel").locator('[data-zip-state="ready"]');
      await expect(ready).toBeVisible({ timeout: 40_000 });
      await expect(ready).toContainText(t("GalleryActions.zip.ready", { count: 2, size: "" }).split(",")[0]!);
      const saved = page.waitForEvent("download");
      await ready.getByRole("link", { name: t("GalleryActions.zip.downloadZip"), exact: true }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toBe(zipFileName("liked"));
      const entries = await unzip(fs.readFileSync(await download.path()));
      const zipped = [...new Set(entries.map((e) => Number(/^lumen-headshot-(\d+)-/.exec(e.name)![1])))].sort((a, b) => a - b);
      expect(zipped).toEqual(shown);
      expect(zipped).toEqual([1, 2]);
    });
  }
});
