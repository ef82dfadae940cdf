// /reviews' loader and reviewSummary on a real PGlite database: averages come from the published
// customer reviews only (unpublished rows and curated testimonials are never counted), per language
// or across all of them, and the list puts the visitor's language first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { loadReviewsPage, reviewSummary } from "./reviews";

let db: TestDb;
let p: PrismaClient;

type Row = { name: string; locale: string; rating: number; published?: boolean; kind?: "REVIEW" | "TESTIMONIAL"; sortOrder?: number };
const add = (rows: Row[]) =>
  p.review.createMany({ data: rows.map((r) => ({ kind: "REVIEW" as const, published: true, body: `${r.name} wrote this.`, ...r })) });

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
});
afterAll(async () => {
  await db?.cleanup();
});

describe("reviewSummary", () => {
  it("is empty (no average) with no published review", async () => {
    await add([{ name: "Hidden", locale: "en", rating: 1, published: false }]);
    expect(await reviewSummary(p, "en")).toEqual({ average: null, count: 0 });
    expect(await reviewSummary(p)).toEqual({ average: null, count: 0 });
  });

  it("averages the published customer reviews of one language, leaving out unpublished rows and testimonials", async () => {
    await add([
      { name: "A", locale: "en", rating: 5 },
      { name: "B", locale: "en", rating: 4 },
      { name: "C", locale: "en", rating: 3, sortOrder: 1 },
      { name: "Draft", locale: "en", rating: 1, published: false },
      { name: "Quote", locale: "en", rating: 5, kind: "TESTIMONIAL" },
      { name: "D", locale: "de", rating: 2, sortOrder: 2 },
      { name: "E", locale: "de", rating: 4, sortOrder: 1 },
      { name: "F", locale: "es", rating: 5 },
      { name: "Unknown language", locale: "fr", rating: 1 },
    ]);
    expect(await reviewSummary(p, "en")).toEqual({ average: 4, count: 3 });
    expect(await reviewSummary(p, "de")).toEqual({ average: 3, count: 2 });
    expect(await reviewSummary(p, "es")).toEqual({ average: 5, count: 1 });
    // Every language we publish in: (5 + 4 + 3 + 2 + 4 + 5) / 6, rounded to two decimals; "fr" is not one of them.
    expect(await reviewSummary(p)).toEqual({ average: 3.83, count: 6 });
  });

  it("follows a change at once: unpublishing a review takes it out of the average", async () => {
    await p.review.updateMany({ where: { name: "C" }, data: { published: false } });
    expect(await reviewSummary(p, "en")).toEqual({ average: 4.5, count: 2 });
    await p.review.updateMany({ where: { name: "C" }, data: { published: true } });
  });
});

describe("loadReviewsPage", () => {
  it("lists every published review, the visitor's language first, testimonials apart, with the languages shown", async () => {
    const page = await loadReviewsPage(p, "de");
    expect(page.reviews.slice(0, 2).map((r) => r.name)).toEqual(["E", "D"]); // German first, in their order
    expect(page.reviews.slice(2).map((r) => r.locale)).toEqual(["en", "en", "en", "es"]); // then English, then Spanish
    expect(page.reviews[4]?.name).toBe("C"); // sortOrder 1 after the English 0s
    expect(page.reviews.map((r) => r.name)).not.toContain("Draft");
    expect(page.reviews.map((r) => r.name)).not.toContain("Unknown language");
    expect(page.testimonials.map((r) => r.name)).toEqual(["Quote"]);
    expect(page.languages).toEqual(["de", "en", "es"]);
    expect(page.summary).toEqual({ visitor: { average: 3, count: 2 }, all: { average: 3.83, count: 6 } });
  });

  it("names only the languages that have something to show", async () => {
    await p.review.updateMany({ where: { locale: "es" }, data: { published: false } });
    const page = await loadReviewsPage(p, "es");
    expect(page.languages).toEqual(["en", "de"]);
    expect(page.summary.visitor).toEqual({ average: null, count: 0 });
    await p.review.updateMany({ where: { locale: "es", name: "F" }, data: { published: true } });
  });
});
