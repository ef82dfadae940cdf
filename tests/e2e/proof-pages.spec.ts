// The public proof pages in a real browser on the production build: /reviews (averages and stars as
// text), /best-ai-headshot-generators (the table, where Lumen is weaker) and /ugly (the check's own
// test photos, each image actually served and decoded by the browser, with the check's verdict).
import { expect, test } from "./support/test";

test.describe("proof pages", () => {
  test("/reviews shows the average, the languages shown and every review's stars as text", async ({ page }) => {
    await page.goto("/reviews");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What people say about their headshots");
    await expect(page.getByTestId("summary-visitor")).toContainText(/\d\.\d out of 5 from \d+ reviews in English/);
    await expect(page.getByTestId("languages-note")).toContainText("English");
    const reviews = page.getByTestId("reviews").getByTestId("review");
    expect(await reviews.count()).toBeGreaterThanOrEqual(6);
    await expect(reviews.first().getByRole("img")).toHaveAttribute("aria-label", /Rated [1-5] out of 5/);
  });

  test("/de/reviews puts the German reviews first", async ({ page }) => {
    await page.goto("/de/reviews");
    await expect(page.getByTestId("summary-visitor")).toContainText("auf Deutsch");
    await expect(page.getByTestId("reviews").getByTestId("review").first().locator("blockquote")).toHaveAttribute("lang", "de");
  });

  test("/best-ai-headshot-generators compares four products on seven criteria and says where Lumen is weaker", async ({ page }) => {
    await page.goto("/best-ai-headshot-generators");
    await expect(page.getByTestId("as-of")).toContainText("November 2026");
    const table = page.getByTestId("comparison-table");
    await expect(table.locator("tbody tr")).toHaveCount(7);
    await expect(table.locator("thead th")).toHaveText(["Criterion", "Lumen", "HeadshotPro", "Aragon", "BetterPic"]);
    await expect(page.getByTestId("weaker").locator("li")).toHaveCount(5);
  });

  test("/ugly shows the check's test photos with its verdicts, and every image loads", async ({ page }) => {
    await page.goto("/ugly");
    const examples = page.getByTestId("gate-example");
    expect(await examples.count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByTestId("refused")).toContainText("This photo is too blurry.");
    await expect(page.getByTestId("good")).toBeVisible();
    for (const img of await page.locator('[data-testid="gate-example"] img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
  });
});
