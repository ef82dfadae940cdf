// The home page and /company-headshots rendered on a seeded database in en, de and es: real content from
// the catalogue, the parameters and the reviews; the before/after pairs only when the seed made them;
// the team page's price table following the credit price policy in force.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import { createLocalStorage } from "@/lib/storage";
import { instantEngine } from "@/lib/testing/engine";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { runSeed } from "@/prisma/seed/index";
import { ensureShowcase } from "@/prisma/seed/showcase";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null }));
const messages = Object.fromEntries(["en", "de", "es"].map((l) => [l, readMessages(l as "en" | "de" | "es")])) as Record<string, MessageTree>;

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>) => {
    state.locale = (await params).locale;
    return { locale: state.locale, db: state.db };
  },
}));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("@/components/account/AccountNotice", () => ({ AccountNotice: () => null }));

const { default: HomePage } = await import("@/app/[locale]/(marketing)/page");
const { default: CompanyHeadshotsPage } = await import("@/app/[locale]/(marketing)/company-headshots/page");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: true });
});
afterAll(async () => {
  await db?.cleanup();
});

/** The page's HTML, async server components included (React's static prerender awaits them). */
async function render(page: (props: { params: Promise<{ locale: string }> }) => Promise<ReactNode>, locale: string): Promise<string> {
  const tree = await page({ params: Promise.resolve({ locale }) });
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={messages[locale]!} timeZone="UTC">{tree}</NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

/** The types of the page's structured data (every <script type="application/ld+json">, arrays flattened). */
const ldTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!) as { "@type": string }].flat());

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe("the home page", () => {
  it("has one h1, calls to /pricing and /company-headshots, and no showcase section until the seed made pairs", async () => {
    const html = await render(HomePage, "en");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const ld = ldTypes(html);
    expect(ld.map((d) => d["@type"])).toEqual(expect.arrayContaining(["Organization", "Product"]));
    // No FAQPage on `/` (app/[locale]/(marketing)/page.tsx says why); the questions are on the page.
    expect(ld.map((d) => d["@type"])).not.toContain("FAQPage");
    const product = ld.find((d) => d["@type"] === "Product") as unknown as { offers: { priceCurrency: string }[]; aggregateRating?: { reviewCount: number } };
    expect(product.offers[0]!.priceCurrency).toBe("USD");
    expect(product.aggregateRating?.reviewCount).toBeGreaterThan(0);
    expect(ld.find((d) => d["@type"] === "Organization")).not.toHaveProperty("aggregateRating");
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('href="/company-headshots"');
    expect(html).not.toContain('data-testid="showcase"');
    expect(html).not.toContain("/api/showcase/");
  });

  it.each([
    ["en", "$29", "Money-back guarantee for 14 days", "4.2 out of 5 from 6 reviews", "What photos should I upload?", "Navy"],
    ["de", "29 €", "Geld-zurück-Garantie für 14 Tage", "4,3 von 5 aus 6 Bewertungen", "Welche Fotos soll ich hochladen?", "Marineblau"],
    ["es", "29 €", "Garantía de devolución durante 14 días", "4,3 de 5 en 6 reseñas", "¿Qué fotos debo subir?", "Azul marino"],
  ])("in %s shows the pairs, packages in the locale's currency, reviews with their average, the FAQ and the guarantee", async (locale, price, note, average, question, backdrop) => {
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lumen-home-")), { secret: "home-test-secret-home-test-secret" });
    await ensureShowcase({ db: db.prisma, storage, engine: async () => instantEngine() });
    const html = await render(HomePage, locale);
    const words = text(html);
    expect(html).toContain('data-testid="showcase"');
    // next/image: the public route behind the optimiser, explicit sizes, lazy (the hero's largest paint is its text).
    const images = [...html.matchAll(/<img [^>]*src="([^"]*api%2Fshowcase[^"]*)"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(6);
    for (const img of images) {
      expect(img).toMatch(/width="640"/);
      expect(img).toMatch(/height="800"/);
      expect(img).toMatch(/loading="lazy"/);
      expect(img).toMatch(/sizes="/);
    }
    expect(words).toContain(backdrop);
    expect(html).toMatch(/data-testid="packages"[\s\S]*?<li/);
    expect(words).toContain(price);
    expect(words).toContain(note);
    // Customer reviews only: the testimonial each language has is shown but not counted.
    expect(words).toContain(average);
    expect(words).toContain(question);
    expect(html.match(/<details/g)).toHaveLength(8);
    expect(html).toContain('data-testid="guarantee"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe("/company-headshots", () => {
  it.each([
    ["en", "$29 per credit", "$261", "$1,015", "From 10 credits: 10% off"],
    ["de", "29 € pro Credit", "261 €", "1.015 €", "Ab 10 Credits: 10 % Rabatt"],
    ["es", "29 € por crédito", "261 €", "1015 €", "A partir de 10 créditos: 10 % de descuento"],
  ])("in %s lists the offer, the credit prices with volume discounts, the members' steps, the FAQ and the call to create a team", async (locale, unit, ten, fifty, tier) => {
    const html = await render(CompanyHeadshotsPage, locale);
    const words = text(html);
    const ld = ldTypes(html);
    expect(ld.map((d) => d["@type"])).toEqual(["FAQPage", "BreadcrumbList"]);
    expect((ld[0] as unknown as { mainEntity: unknown[] }).mainEntity).toHaveLength(6);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(words).toContain(unit);
    expect(words).toContain(ten);
    expect(words).toContain(fifty);
    expect(words).toContain(tier);
    expect(html.match(/<tbody[\s\S]*?<\/tbody>/)![0].match(/<tr>/g)).toHaveLength(4);
    expect(html.match(/href="\/app\/admin\/team\/new"/g)).toHaveLength(2);
    expect(html.match(/<details/g)).toHaveLength(6);
    expect(html.match(/data-testid="team-offer"[\s\S]*?<\/ul>/)![0].match(/<li[\s>]/g)).toHaveLength(7);
    // German and Spanish percentages with a no-break space, as the glossary wants.
    if (locale !== "en") expect(html).toContain("10\u00a0%");
  });

  it("shows a changed credit price and discount at the next render", async () => {
    await db.prisma.parameter.update({ where: { key: "teams.creditPrice" }, data: { value: { USD: 3500, EUR: 3500 } } });
    await db.prisma.parameter.update({ where: { key: "teams.volumeDiscounts" }, data: { value: [{ minCredits: 25, percent: 25 }] } });
    try {
      const words = text(await render(CompanyHeadshotsPage, "en"));
      expect(words).toContain("$35 per credit");
      expect(words).toContain("From 25 credits: 25% off");
      expect(words).not.toContain("From 10 credits");
      // 10 credits: no discount now, $350; 25: $875 less 25% = $656.25.
      expect(words).toMatch(/10 \$350 None \$350 \$35/);
      expect(words).toContain("$656.25");
    } finally {
      await db.prisma.parameter.update({ where: { key: "teams.creditPrice" }, data: { value: { USD: 2900, EUR: 2900 } } });
      await db.prisma.parameter.update({ where: { key: "teams.volumeDiscounts" }, data: { value: [{ minCredits: 10, percent: 10 }, { minCredits: 25, percent: 20 }, { minCredits: 50, percent: 30 }] } });
    }
  });
});
