// The editor of one headshot as a Starter buyer with edit credits sees it on a 1280 × 800 screen, in
// English and in Spanish: the options that work come first (the ones the CPU studio engine cannot do
// are folded away under their reason), backdrop names are shown in full, only the package's size is
// offered (print is Executive's), Apply is in view from the start and wherever the options are
// scrolled to, the new version is in view once made, and a lossless edit downloads as a real PNG.
import fs from "node:fs/promises";
import { expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";

const LANGUAGES = [
  { locale: "en", prefix: "", person: AFTER_SHOOT_USERS.studioEditor },
  { locale: "es", prefix: "/es", person: AFTER_SHOOT_USERS.studioEditorEs },
] as const;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

for (const { locale, prefix, person } of LANGUAGES) {
  test(`the editor in ${locale}: working options first, the package's sizes, Apply and the new version in view, a PNG download`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = messages(locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, person.email);
    await page.goto(`${prefix}/studio`);
    const resultId = (await page.getByTestId("studio-tile").first().getAttribute("data-result"))!;
    await page.goto(`${prefix}/studio/${resultId}`);
    await expect(page.getByRole("heading", { level: 1, name: t("Studio.editor.title") })).toBeVisible();
    test.info().annotations.push({ type: `${locale} page height`, description: String(await page.evaluate(() => document.documentElement.scrollHeight)) });

    // Apply is in reach from the start, with the cost beside it.
    const apply = page.getByTestId("studio-apply");
    await expect(apply).toBeInViewport();
    await expect(apply).toBeEnabled();
    await expect(page.getByTestId("studio-cost")).toHaveAttribute("data-credits", "3");

    // The working options come first; the ones the engine cannot do are folded away under their reason.
    const backdrops = page.getByTestId("studio-option-backdrop");
    await expect(backdrops).toBeInViewport();
    const locked = page.getByTestId("studio-locked");
    await expect(locked).toHaveCount(1);
    await expect(locked).not.toHaveAttribute("open");
    const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(["emotion", "glasses", "hairstyle", "outfit"].map((o) => t(`Studio.options.${o}`)));
    await expect(locked.locator("summary")).toHaveText(t("Studio.locked.needsGenerativeEngine", { options: names }));
    await expect(page.getByTestId("studio-option-emotion")).toBeHidden();
    for (const working of ["backdrop", "photoTemplate", "framing", "quality", "size"]) {
      const y = (await page.getByTestId(`studio-option-${working}`).boundingBox())!.y;
      expect(y, working).toBeLessThan((await locked.boundingBox())!.y);
    }
    await locked.locator("summary").click();
    await expect(page.getByTestId("studio-option-emotion").getByRole("radio").first()).toBeDisabled();
    await expect(page.getByTestId("studio-option-emotion-note")).toHaveText(t("Studio.unavailable.needsGenerativeEngine"));

    // Backdrop names in full: wrapped, never cut off.
    const labels = backdrops.getByTestId("studio-choice-label");
    expect(await labels.count()).toBeGreaterThan(5);
    const cut = await labels.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight).map((e) => e.textContent));
    expect(cut).toEqual([]);
    // The longest name in the seeded catalogue (prisma/seed/catalogue.ts).
    const gradient = locale === "es" ? "Degradado suave gris azulado" : "Soft grey-blue gradient";
    await expect(backdrops.getByText(gradient, { exact: true })).toBeVisible();

    // A Starter shoot is edited at 1024 px only: no print size, and the packages that have more are named.
    const size = page.getByTestId("studio-option-size");
    await expect(size.getByRole("radio")).toHaveCount(1);
    await expect(size.getByRole("radio", { name: t("Studio.size.1024") })).toBeChecked();
    await expect(size.getByText(t("Studio.size.print"))).toHaveCount(0);
    await expect(page.getByTestId("studio-size-more").locator('[data-size="print"]')).toHaveText(t("Studio.sizes.comesWith", { size: t("Studio.size.print"), package: "Executive" }));
    // A forged request for the print size is refused in the person's language, and costs nothing.
    const forged = await page.request.post("/api/studio/edits", {
      headers: { "Accept-Language": locale },
      data: { resultId, options: { size: "print" }, idempotencyKey: `forged-${locale}-print-size` },
    });
    expect(forged.status()).toBe(403);
    const refusal = ((await forged.json()) as { error: { code: string; message: string } }).error;
    expect(refusal.code).toBe("SIZE_NOT_IN_PACKAGE");
    expect(refusal.message).toContain(t("Studio.sizes.comesWith", { size: t("Studio.size.print"), package: "Executive" }));

    // A new backdrop, losslessly: chosen with the page scrolled down to the last option, Apply still in view.
    await backdrops.getByRole("radio", { name: gradient }).check();
    await page.getByTestId("studio-option-quality").getByRole("radio", { name: t("Studio.quality.lossless") }).check();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(apply).toBeInViewport();
    await apply.click();

    // The new version appears and is brought into view: the photo and its place among the versions.
    const versions = page.getByTestId("studio-version");
    await expect(versions).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByText(t("Studio.editor.done", { version: 2 }))).toBeInViewport();
    const photo = page.getByTestId("studio-photo");
    await expect(photo).toHaveAttribute("data-version", "2");
    await expect(photo).toBeInViewport();
    await expect(versions.nth(1)).toBeInViewport();
    await expect(page.getByTestId("studio-cost")).toHaveAttribute("data-credits", "2");

    // "Lossless (PNG)" downloads a PNG: its name, and its bytes.
    const download = page.getByTestId("studio-download");
    await expect(download).toHaveAttribute("data-format", "png");
    await expect(download).toHaveText(t("Studio.editor.download", { format: "PNG" }));
    const saved = page.waitForEvent("download");
    await download.click();
    const file = await saved;
    expect(await file.failure()).toBeNull();
    expect(file.suggestedFilename()).toMatch(/^lumen-headshot-\d+-v2-original\.png$/);
    const bytes = await fs.readFile((await file.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
  });
}
