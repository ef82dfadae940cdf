// /reviews, /best-ai-headshot-generators and /ugly rendered on the server in en, de and es from a real
// database: the averages are the rows' own, prices and policy figures follow the catalogue and the
// parameters, and the examples show the gate's own verdicts with its messages.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { faceRuntime } from "@/lib/engine/runtime";
import { readMessages, type MessageTree } from "@/lib/i18n/message-files";
import { createLocalStorage } from "@/lib/storage";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { breadcrumbNames, jsonLdOf } from "@/lib/testing/json-ld";
import { REVIEWS } from "@/prisma/seed/content";
import { ensureGateExamples, GATE_EXAMPLE_SOURCES } from "@/prisma/seed/gate-examples";
import { runSeed } from "@/prisma/seed/index";

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
// eslint-disable-next-line @next/next/no-img-element -- the test's stand-in for next/image's picture
vi.mock("@/components/ui/static-image", () => ({ StaticImage: ({ priority: _p, ...props }: Record<string, unknown>) => <img {...props} /> }));

const { default: ReviewsPage } = await import("@/app/[locale]/(marketing)/reviews/page");
const { default: ComparisonPage } = await import("@/app/[locale]/(marketing)/best-ai-headshot-generators/page");
const { default: UglyPage } = await import("@/app/[locale]/(marketing)/ugly/page");

type Page = (props: { params: Promise<{ locale: string }> }) => Promise<ReactElement>;

let db: TestDb;
let p: PrismaClient;
let dir: string;
beforeAll(async () => {
  await faceRuntime();
  db = await openTestDb("pglite");
  p = db.prisma;
  state.db = p;
  await runSeed(p, { demo: false });
  await p.review.createMany({ data: REVIEWS.map(({ key: _key, ...r }) => ({ ...r, published: true })) });
  await p.review.create({ data: { name: "Never Shown", locale: "en", rating: 1, body: "An unpublished draft.", published: false } });
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function html(page: Page, locale: string): Promise<string> {
  const element = await page({ params: Promise.resolve({ locale }) });
  return renderToStaticMarkup(<NextIntlClientProvider locale={locale} messages={messages[locale]!} timeZone="UTC">{element}</NextIntlClientProvider>);
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ");
const between = (markup: string, testId: string) => markup.split(`data-testid="${testId}"`)[1]?.split("</section>")[0] ?? "";

describe("/reviews", () => {
  const mean = (locale: string) => {
    const r = REVIEWS.filter((x) => x.locale === locale && x.kind === "REVIEW");
    return { average: r.reduce((s, x) => s + x.rating, 0) / r.length, count: r.length };
  };

  it("the seed has at least six varied customer reviews in each language, not all five stars", () => {
    for (const locale of ["en", "de", "es"]) {
      const reviews = REVIEWS.filter((r) => r.locale === locale && r.kind === "REVIEW");
      expect(reviews.length, locale).toBeGreaterThanOrEqual(6);
      expect(new Set(reviews.map((r) => r.rating)).size, locale).toBeGreaterThanOrEqual(3);
      expect(new Set(reviews.map((r) => r.name)).size).toBe(reviews.length);
    }
  });

  it("shows the average and count of the visitor's language and of all, computed from the published reviews", async () => {
    const out = await html(ReviewsPage as Page, "en");
    const en = mean("en");
    const all = ["en", "de", "es"].map(mean).reduce((s, m) => ({ sum: s.sum + m.average * m.count, count: s.count + m.count }), { sum: 0, count: 0 });
    expect(text(between(out, "review-summary"))).toContain(`${en.average.toFixed(1)} out of 5 from ${en.count} reviews in English`);
    expect(text(between(out, "review-summary"))).toContain(`${(Math.round((all.sum / all.count) * 100) / 100).toFixed(1)} out of 5 from ${all.count} reviews in all languages`);
    expect(text(out)).toContain("Reviews are shown in the language they were written in: English, German, and Spanish. Reviews in English come first.");
    expect(text(out)).not.toContain("Never Shown");
    // The rating of all published reviews on the service as a Product (never on the Organization), and the trail.
    const [product] = jsonLdOf(out);
    expect(product).toMatchObject({ "@type": "Product", aggregateRating: { "@type": "AggregateRating", reviewCount: all.count, ratingValue: Math.round((all.sum / all.count) * 10) / 10 } });
    expect(breadcrumbNames(out)).toEqual(["Home", "Reviews"]);
  });

  it("lists every published review, the visitor's language first, each with its stars as text and its language", async () => {
    const out = await html(ReviewsPage as Page, "de");
    const names = [...between(out, "reviews").matchAll(/<span class="block font-semibold text-ink">([^<]+)</g)].map((m) => m[1]);
    const reviews = REVIEWS.filter((r) => r.kind === "REVIEW");
    expect(names).toHaveLength(reviews.length);
    const german = reviews.filter((r) => r.locale === "de").map((r) => r.name);
    expect(names.slice(0, german.length).sort()).toEqual([...german].sort());
    expect(out).toContain('role="img" aria-label="Bewertet mit 3 von 5"');
    expect(out).toContain('lang="es"');
    expect(text(out)).toContain("Auf Englisch geschrieben");
    expect(text(between(out, "testimonials"))).toContain("Felix Brandt");
    expect(text(between(out, "review-summary"))).toContain(`${mean("de").average.toFixed(1).replace(".", ",")} von 5 aus ${mean("de").count} Bewertungen auf Deutsch`);
  });
});

describe("/best-ai-headshot-generators", () => {
  it("states the date, the criteria, a table of four products and where Lumen is weaker, in every language", async () => {
    for (const [locale, asOf, weaker] of [["en", "as of November 2026", "Where Lumen is weaker"], ["de", "Stand November 2026", "Wo Lumen schwächer ist"], ["es", "noviembre de 2026", "Dónde Lumen es más débil"]] as const) {
      const out = await html(ComparisonPage as Page, locale);
      expect(text(out)).toContain(asOf);
      expect(text(out)).toContain(weaker);
      expect(out.match(/data-criterion=/g)).toHaveLength(7);
      expect(out.match(/<td /g)).toHaveLength(7 * 4);
      expect(text(between(out, "weaker"))).toMatch(/HeadshotPro[\s\S]*BetterPic/);
      expect(out).toContain("https://www.aragon.ai/refund-policy");
      expect(breadcrumbNames(out)).toHaveLength(2);
    }
  });

  it("takes Lumen's prices, refund window and retention from the database, not the copy", async () => {
    let out = text(await html(ComparisonPage as Page, "en"));
    expect(out).toMatch(/Starter \$29 \(40 headshots\)/);
    expect(out).toContain("A full refund within 14 days");
    expect(out).toContain("deleted 30 days after your headshots are ready");
    const starter = await p.package.findUniqueOrThrow({ where: { slug: "starter" } });
    await p.packagePrice.update({ where: { packageId_currency: { packageId: starter.id, currency: "USD" } }, data: { amount: 3450 } });
    await p.parameter.update({ where: { key: "refunds.windowDays" }, data: { value: 21 } });
    await p.parameter.update({ where: { key: "photos.retentionDays" }, data: { value: 7 } });
    out = text(await html(ComparisonPage as Page, "en"));
    expect(out).toMatch(/Starter \$34\.50 \(40 headshots\)/);
    expect(out).toContain("A full refund within 21 days");
    expect(out).toContain("deleted 7 days after your headshots are ready");
    const de = await html(ComparisonPage as Page, "de");
    expect(text(de)).toMatch(/Starter 29 € \(40 Porträtfotos\)/);
    expect(de).toContain("\u00a0%");
  });
});

describe("/ugly", () => {
  it("without stored examples says so and still lists every reason", async () => {
    const out = await html(UglyPage as Page, "en");
    expect(out).toContain('data-testid="no-examples"');
    expect(breadcrumbNames(out)).toEqual(["Home", "Photos that don't work"]);
    expect(text(between(out, "all-reasons"))).toContain("This photo is too blurry. Use a sharp photo");
  });

  it("shows each test photo with the gate's verdict and its message, in the reader's language", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-ugly-page-"));
    await ensureGateExamples({ db: p, storage: createLocalStorage(dir, { secret: "ugly-page-test-secret-ugly-page-test" }) });
    const out = await html(UglyPage as Page, "en");
    expect(out.match(/data-testid="gate-example"/g)).toHaveLength(GATE_EXAMPLE_SOURCES.length);
    const refused = text(between(out, "refused"));
    expect(refused).toContain("This photo is too blurry. Use a sharp photo, taken with a steady hand and in focus.");
    expect(refused).toContain("There is more than one person in this photo.");
    expect(refused).toContain("We couldn't find a face.");
    expect(text(between(out, "warned"))).toContain("This photo is a little soft.");
    expect(text(between(out, "good"))).toMatch(/Good photo[\s\S]*Accepted/);
    const rows = await p.gateExample.findMany();
    for (const row of rows) expect(out).toMatch(new RegExp(`data-codes="${[...row.reasons, ...row.warnings].join(" ")}"`));
    const img = out.match(/<img [^>]*src="\/api\/gate-examples\/blurry-[0-9a-f]{12}\.webp"[^>]*>/)?.[0] ?? "";
    const blurry = rows.find((r) => r.slug === "blurry")!;
    expect(img).toContain(`width="${blurry.thumbWidth}"`);
    expect(img).toContain(`height="${blurry.thumbHeight}"`);
    expect(img).toContain('alt="A portrait of a woman so blurred');
    const es = text(between(await html(UglyPage as Page, "es"), "refused"));
    expect(es).toContain(((messages.es!.Engine as MessageTree).reasons as MessageTree).TOO_DARK as string);
  }, 60_000);
});
