// The free LinkedIn generators in a real browser, in German: fill the form, generate, and get several
// different German options within LinkedIn's limits, each with its character count; copying one puts
// exactly its text on the clipboard and the button says so; an empty role is refused with the German
// message. Nothing is sent anywhere (the generators are templates in the browser).
import type { Page } from "@playwright/test";
import { TEMPLATES } from "../../lib/tools/linkedin/templates";
import { ABOUT_MAX, EXPERIENCE_MAX, HEADLINE_MAX, type GeneratorLocale } from "../../lib/tools/linkedin/types";
import { messages } from "./support/messages";
import { expect, hydrated, test } from "./support/test";

const t = messages("de");
const TOOLS = [
  { kind: "headline", path: "/de/tools/free-linkedin-headline-generator" },
  { kind: "bio", path: "/de/tools/free-linkedin-bio-generator" },
  { kind: "profile", path: "/de/tools/free-linkedin-profile-generator" },
] as const;
const MAX: Record<string, number> = { headline: HEADLINE_MAX, about: ABOUT_MAX, experience: EXPERIENCE_MAX };

/** Words (4+ letters) of the German templates that the English and Spanish templates never use. */
const words = (l: GeneratorLocale) => new Set(JSON.stringify(TEMPLATES[l]).replace(/\{\w+\}/g, " ").toLowerCase().match(/\p{L}{4,}/gu) ?? []);
const GERMAN = words("de");
for (const other of ["en", "es"] as const) for (const w of words(other)) GERMAN.delete(w);
// The person's own words below, which say nothing about the templates' language.
const OWN = /Produktmanagerin|Roadmaps|Discovery|Checkout-Abbrüche|E-Commerce|Ada Keller/g;
const isGerman = (text: string) => (text.replace(OWN, " ").toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((w) => GERMAN.has(w));

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function fillForm(page: Page) {
  const form = page.getByTestId("linkedin-generator");
  await form.getByLabel(t("ToolLinkedIn.form.role"), { exact: true }).fill("Produktmanagerin");
  await form.getByLabel(t("ToolLinkedIn.form.seniority"), { exact: true }).selectOption("senior");
  await form.getByLabel(t("ToolLinkedIn.form.skills"), { exact: true }).fill("Roadmaps, Discovery, roadmaps, SQL");
  await form.getByLabel(t("ToolLinkedIn.form.achievements"), { exact: true }).fill("Checkout-Abbrüche um 18 Prozent gesenkt\nZwei Apps auf den Markt gebracht");
  await form.getByLabel(t("ToolLinkedIn.form.industry"), { exact: true }).fill("E-Commerce");
  await form.getByLabel(t("ToolLinkedIn.form.name"), { exact: true }).fill("Ada Keller");
  await form.getByLabel(t("ToolLinkedIn.form.tones.professional"), { exact: true }).check();
  await form.getByRole("button", { name: t("ToolLinkedIn.form.generate") }).click();
}

for (const tool of TOOLS) {
  test(`${tool.kind}: German options within LinkedIn's limits, each copyable`, async ({ page }) => {
    await page.goto(tool.path);
    await expect(page.getByRole("heading", { level: 1, name: t(`ToolLinkedIn.${tool.kind}.title`) })).toBeVisible();
    await expect(page.getByTestId("linkedin-notice")).toHaveText(t("ToolLinkedIn.notice"));
    await expect(page.locator('a[href="/de/pricing"]').filter({ hasText: t("Tools.cta.button") })).toBeVisible();
    await hydrated(page);
    await fillForm(page);

    const options = page.getByTestId("linkedin-option");
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(4);

    const seen = new Set<string>();
    for (let i = 0; i < count; i++) {
      const parts = options.nth(i).getByTestId("linkedin-part");
      await expect(parts).toHaveCount(tool.kind === "profile" ? 3 : 1);
      const texts: string[] = [];
      for (let j = 0; j < (await parts.count()); j++) {
        const part = parts.nth(j);
        const key = (await part.getAttribute("data-part"))!;
        const text = (await part.getByTestId("linkedin-option-text").textContent()) ?? "";
        expect(text.length, text).toBeGreaterThan(0);
        expect(text.length, text).toBeLessThanOrEqual(MAX[key]!);
        await expect(part.getByTestId("linkedin-count")).toHaveText(`${text.length} / ${MAX[key]}`);
        expect(isGerman(text), `not German: ${text}`).toBe(true);
        expect(text).toContain("Produktmanagerin");
        texts.push(text);
      }
      const whole = texts.join("\n");
      expect(seen.has(whole), `repeated: ${whole}`).toBe(false);
      seen.add(whole);
    }
    // The skills' duplicate ("roadmaps") is dropped.
    await expect(page.getByTestId("linkedin-options")).not.toContainText("roadmaps");

    // Copy the second option's first part.
    const part = options.nth(1).getByTestId("linkedin-part").first();
    const expected = (await part.getByTestId("linkedin-option-text").textContent()) ?? "";
    const copy = part.getByTestId("linkedin-copy");
    await expect(copy).toHaveText(t("ToolLinkedIn.results.copy"));
    await copy.click();
    await expect(copy).toHaveText(t("ToolLinkedIn.results.copied"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
}

test("an empty role is refused with the German message, and nothing is generated", async ({ page }) => {
  await page.goto(TOOLS[0].path);
  await hydrated(page);
  const form = page.getByTestId("linkedin-generator");
  await form.getByLabel(t("ToolLinkedIn.form.skills"), { exact: true }).fill("SQL");
  await form.getByLabel(t("ToolLinkedIn.form.role"), { exact: true }).fill("   ");
  await form.getByRole("button", { name: t("ToolLinkedIn.form.generate") }).click();
  await expect(form.getByText(t("ToolLinkedIn.errors.roleRequired"))).toBeVisible();
  await expect(form.getByTestId("linkedin-errors")).toHaveText(t("ToolLinkedIn.errors.title"));
  await expect(page.getByTestId("linkedin-option")).toHaveCount(0);

  // Corrected, it generates.
  await form.getByLabel(t("ToolLinkedIn.form.role"), { exact: true }).fill("Produktmanagerin");
  await form.getByRole("button", { name: t("ToolLinkedIn.form.generate") }).click();
  await expect(page.getByTestId("linkedin-option").first()).toBeVisible();
  await expect(form.getByText(t("ToolLinkedIn.errors.roleRequired"))).toHaveCount(0);
});
