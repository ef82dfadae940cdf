// Content pages and job openings from a real database: only published rows, in the reader's language,
// with their translations; anything else (a draft, a future date, another language's slug, an unknown
// slug) is not found. Also the seeded pages: three per language, each translated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { CONTENT_PAGES } from "@/prisma/seed/content-pages";
import { JOB_POSTINGS } from "@/prisma/seed/content";
import { runSeed } from "@/prisma/seed/index";
import { translatedAlternates } from "./alternates";
import { findJobPosting, jobPostingStructuredData, listJobPostings, publishedJobPaths } from "./job-postings";
import { findContentPage, listContentPages, publishedContentPaths } from "./pages";

let db: TestDb;
const NOW = new Date("2026-12-01T12:00:00Z");

beforeAll(async () => {
  db = await openTestDb("pglite");
  await runSeed(db.prisma, { demo: true });
  const p = db.prisma;
  // Beside the seeded pages: a draft, an archived page, one scheduled for later, and an English-only page.
  await p.contentPage.createMany({
    data: [
      { slug: "draft-page", locale: "en", translationKey: "draft", title: "Draft", description: "d", body: "draft", status: "DRAFT" },
      { slug: "old-page", locale: "en", translationKey: "old", title: "Old", description: "d", body: "old", status: "ARCHIVED", publishedAt: new Date("2026-01-01") },
      { slug: "later", locale: "en", translationKey: "later", title: "Later", description: "d", body: "later", status: "PUBLISHED", publishedAt: new Date("2027-01-01") },
      { slug: "english-only", locale: "en", translationKey: "english-only", title: "English only", description: "d", body: "# Hi", status: "PUBLISHED", publishedAt: new Date("2026-11-01") },
      // The same slug in another language: slugs are unique per language only.
      { slug: "english-only", locale: "de", translationKey: "other", title: "Andere Seite", description: "d", body: "x", status: "DRAFT" },
    ],
  });
  await p.jobPosting.create({ data: { slug: "hidden-role", title: "Hidden", location: "Berlin", body: "x", locale: "en", translationKey: "hidden", published: false } });
}, 180_000);
afterAll(async () => {
  await db?.cleanup();
});

describe("content pages", () => {
  it("lists the published pages of one language only", async () => {
    const en = await listContentPages(db.prisma, "en", NOW);
    expect(en.map((p) => p.slug).sort()).toEqual(["accessibility", "english-only", "how-the-likeness-check-works", "photo-guide"]);
    const de = await listContentPages(db.prisma, "de", NOW);
    expect(de.map((p) => p.slug).sort()).toEqual(["barrierefreiheit", "foto-ratgeber", "so-funktioniert-die-aehnlichkeitspruefung"]);
    expect((await listContentPages(db.prisma, "es", NOW)).map((p) => p.title)).toContain("Guía de fotos: qué subir");
  });

  it("finds a page with its translations, and nothing for drafts, archived, future or unknown slugs", async () => {
    const page = await findContentPage(db.prisma, "de", "foto-ratgeber", NOW);
    expect(page?.title).toBe("Foto-Ratgeber: Was du hochladen solltest");
    expect(page?.translations).toEqual([
      { locale: "en", slug: "photo-guide" },
      { locale: "de", slug: "foto-ratgeber" },
      { locale: "es", slug: "guia-de-fotos" },
    ]);
    for (const slug of ["draft-page", "old-page", "later", "no-such-page"]) expect(await findContentPage(db.prisma, "en", slug, NOW), slug).toBeNull();
    // Another language's slug, and a draft sharing an English slug, are not found in that language.
    expect(await findContentPage(db.prisma, "en", "foto-ratgeber", NOW)).toBeNull();
    expect(await findContentPage(db.prisma, "de", "english-only", NOW)).toBeNull();
    expect((await findContentPage(db.prisma, "en", "english-only", NOW))?.translations).toEqual([{ locale: "en", slug: "english-only" }]);
    // A scheduled page appears once its time has come.
    expect((await findContentPage(db.prisma, "en", "later", new Date("2027-01-02")))?.title).toBe("Later");
  });

  it("gives the sitemap every published page per language", async () => {
    const paths = await publishedContentPaths(db.prisma, NOW);
    expect(paths).toHaveLength(CONTENT_PAGES.length + 1);
    expect(paths).toContainEqual(expect.objectContaining({ locale: "es", path: "/content/accesibilidad" }));
    expect(paths.some((p) => p.path === "/content/draft-page" || p.path === "/content/later")).toBe(false);
  });

  it("links each language version to its own address (hreflang)", () => {
    const alt = translatedAlternates("/content/foto-ratgeber", "de", [
      { locale: "en", path: "/content/photo-guide" },
      { locale: "de", path: "/content/foto-ratgeber" },
    ]);
    expect(alt).toEqual({ canonical: "/de/content/foto-ratgeber", languages: { "x-default": "/content/photo-guide", "en-US": "/content/photo-guide", "de-DE": "/de/content/foto-ratgeber" } });
  });
});

describe("job openings", () => {
  it("lists the published openings of one language", async () => {
    const en = await listJobPostings(db.prisma, "en");
    expect(en.map((j) => j.slug).sort()).toEqual(["customer-success-lead-teams", "senior-full-stack-engineer"]);
    const es = await listJobPostings(db.prisma, "es");
    expect(es.map((j) => j.title).sort()).toEqual(["Ingeniero/a full-stack sénior", "Responsable de éxito del cliente para equipos"]);
    expect(es[0]!.employmentType).toBe("full-time");
  });

  it("finds an opening with its translations; unpublished, unknown and other languages' slugs are not found", async () => {
    const job = await findJobPosting(db.prisma, "de", "senior-full-stack-entwicklerin");
    expect(job).toMatchObject({ title: "Senior Full-Stack-Entwickler:in", location: "Remote (EU-Zeitzonen)", department: "Entwicklung", employmentType: "full-time" });
    expect(job?.translations.map((t) => t.slug)).toEqual(["senior-full-stack-engineer", "senior-full-stack-entwicklerin", "ingeniero-full-stack-senior"]);
    expect(await findJobPosting(db.prisma, "en", "hidden-role")).toBeNull();
    expect(await findJobPosting(db.prisma, "en", "no-such-role")).toBeNull();
    expect(await findJobPosting(db.prisma, "en", "senior-full-stack-entwicklerin")).toBeNull();
  });

  it("gives structured data and sitemap paths from the same rows", async () => {
    const job = (await findJobPosting(db.prisma, "es", "ingeniero-full-stack-senior"))!;
    const data = jobPostingStructuredData(job, "https://lumen.example/");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Ingeniero/a full-stack sénior",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Lumen", sameAs: "https://lumen.example" },
      jobLocation: { "@type": "Place", name: "Remoto (husos horarios de la UE)" },
      url: "https://lumen.example/es/jobs/ingeniero-full-stack-senior",
    });
    expect(data.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const paths = await publishedJobPaths(db.prisma);
    expect(paths).toHaveLength(JOB_POSTINGS.length);
    expect(paths.map((p) => p.path)).not.toContain("/jobs/hidden-role");
  });

  it("the seed has each opening in en, de and es", () => {
    const byKey = new Map<string, string[]>();
    for (const job of JOB_POSTINGS) byKey.set(job.translationKey, [...(byKey.get(job.translationKey) ?? []), job.locale]);
    for (const locales of byKey.values()) expect(locales.sort()).toEqual(["de", "en", "es"]);
  });
});
