// /content, /content/{slug}, /jobs and /jobs/{slug} rendered as the server renders them, from a real
// database with the seeded pages and openings: the reader's language, the Markdown body without raw
// HTML, the apply section and the JobPosting JSON-LD, the "no openings" note, and 404s.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { breadcrumbNames, jsonLdTypes } from "@/lib/testing/json-ld";
import { runSeed } from "@/prisma/seed/index";

const state = vi.hoisted(() => ({ locale: "en", db: null as PrismaClient | null, routes: [] as string[] }));

vi.mock("next-intl/server", async () => (await import("@/lib/testing/page-intl")).nextIntlServer(() => state.locale));
vi.mock("@/lib/http/page", () => ({
  openPublicPage: async (params: Promise<{ locale: string }>, route: string) => {
    state.locale = (await params).locale;
    state.routes.push(route);
    return { locale: state.locale, db: state.db };
  },
}));
vi.mock("@/i18n/link", () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const content = await import("@/app/[locale]/(marketing)/content/[[...slug]]/page");
const jobs = await import("@/app/[locale]/(marketing)/jobs/page");
const job = await import("@/app/[locale]/(marketing)/jobs/[slug]/page");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  state.db = db.prisma;
  await runSeed(db.prisma, { demo: true });
}, 180_000);
afterAll(async () => {
  await db?.cleanup();
});

/** A page's markup: its async top component is awaited first (only React's server build renders those). */
async function html(element: Promise<unknown>): Promise<string> {
  const page = (await element) as ReactElement<object, (props: object) => Promise<ReactElement> | ReactElement>;
  return renderToStaticMarkup(await page.type(page.props));
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, " ");

describe("/content", () => {
  it("lists the published pages in the reader's language", async () => {
    const de = await html(content.default({ params: Promise.resolve({ locale: "de" }) }));
    expect(de).toContain('href="/content/foto-ratgeber"');
    expect(de).toContain("Erklärung zur Barrierefreiheit");
    expect(de).not.toContain("photo-guide");
    expect(state.routes.at(-1)).toBe("/content/[[slug]]");
    expect(breadcrumbNames(de)).toEqual(["Startseite", "Ratgeber"]);
  });

  it("renders a page's Markdown, and answers 404 for unknown, foreign and deeper addresses", async () => {
    const page = await html(content.default({ params: Promise.resolve({ locale: "es", slug: ["accesibilidad"] }) }));
    expect(page).toContain("<h1");
    expect(page).toContain("Declaración de accesibilidad");
    expect(page).toMatch(/<h2[^>]*>Lo que hacemos<\/h2>/);
    expect(page).toContain('href="/es/contact"');
    for (const slug of [["no-such-page"], ["photo-guide"], ["accesibilidad", "more"]]) {
      await expect(content.default({ params: Promise.resolve({ locale: "es", slug }) }), slug.join("/")).rejects.toThrow("NEXT_NOT_FOUND");
    }
  });

  it("links the page's language versions in its metadata", async () => {
    const meta = await content.generateMetadata({ params: Promise.resolve({ locale: "en", slug: ["photo-guide"] }) });
    expect(meta.title).toBe("Photo guide: what to upload");
    expect(meta.alternates?.canonical).toBe("/content/photo-guide");
    expect(meta.alternates?.languages).toMatchObject({ "de-DE": "/de/content/foto-ratgeber", "es-ES": "/es/content/guia-de-fotos", "x-default": "/content/photo-guide" });
    expect(await content.generateMetadata({ params: Promise.resolve({ locale: "en", slug: ["nothing"] }) })).toEqual({});
  });
});

describe("/jobs", () => {
  it("lists the openings of the reader's language with their facts", async () => {
    const page = text(await html(jobs.default({ params: Promise.resolve({ locale: "de" }) })));
    expect(page).toContain("Senior Full-Stack-Entwickler:in");
    expect(page).toContain("Ort: Remote (EU-Zeitzonen)");
    expect(page).toContain("Anstellung: Vollzeit");
    expect(page).not.toContain("Senior Full-Stack Engineer");
  });

  it("says plainly when there are no openings", async () => {
    await db.prisma.jobPosting.updateMany({ where: { locale: "es" }, data: { published: false } });
    try {
      const page = await html(jobs.default({ params: Promise.resolve({ locale: "es" }) }));
      expect(page).toContain('data-testid="jobs-empty"');
      expect(text(page)).toContain("Ahora mismo no hay puestos abiertos");
      expect(page).toContain('href="mailto:hello@lumen.localhost"');
    } finally {
      await db.prisma.jobPosting.updateMany({ where: { locale: "es" }, data: { published: true } });
    }
  });

  it("shows an opening with how to apply and its JobPosting data; unknown and foreign slugs are 404s", async () => {
    const markup = await html(job.default({ params: Promise.resolve({ locale: "en", slug: "customer-success-lead-teams" }) }));
    const page = text(markup);
    expect(page).toContain("Customer Success Lead, Teams");
    expect(page).toContain("Location: Berlin or Madrid (hybrid)");
    expect(page).toContain("Department: Customer Success");
    expect(page).toContain("Employment type: Full-time");
    expect(markup).toMatch(/<strong>You bring<\/strong>/);
    expect(markup).toContain(`href="mailto:hello@lumen.localhost?subject=${encodeURIComponent("Application: Customer Success Lead, Teams")}"`);
    expect(markup).toContain('href="/contact"');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(markup)![1]!);
    expect(ld).toMatchObject({ "@type": "JobPosting", title: "Customer Success Lead, Teams", employmentType: "FULL_TIME" });
    expect(jsonLdTypes(markup)).toEqual(["JobPosting", "BreadcrumbList"]);
    expect(breadcrumbNames(markup)).toEqual(["Home", "Jobs", "Customer Success Lead, Teams"]);
    await expect(job.default({ params: Promise.resolve({ locale: "en", slug: "nope" }) })).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(job.default({ params: Promise.resolve({ locale: "en", slug: "ingeniero-full-stack-senior" }) })).rejects.toThrow("NEXT_NOT_FOUND");
    const meta = await job.generateMetadata({ params: Promise.resolve({ locale: "es", slug: "ingeniero-full-stack-senior" }) });
    expect(meta.alternates?.languages).toMatchObject({ "en-US": "/jobs/senior-full-stack-engineer", "de-DE": "/de/jobs/senior-full-stack-entwicklerin" });
  });
});
