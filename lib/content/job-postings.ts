// Job openings (/jobs, /jobs/{slug}): published JobPosting rows in the reader's language. An opening's
// language versions share a translationKey (each has its own slug, unique across languages); a slug in
// another language, an unpublished or unknown one is a 404. jobPostingStructuredData gives the
// schema.org JobPosting of an opening (Google's job search), from the same row the page shows.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { env } from "@/lib/env";
import { isLocale, LOCALES, localizePath, type Locale } from "@/lib/i18n/config";
import { sellerDetails } from "@/lib/payments/seller";

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export type JobPostingSummary = { slug: string; title: string; location: string; department: string | null; employmentType: EmploymentType | null };
export type JobPostingView = JobPostingSummary & {
  locale: Locale;
  translationKey: string | null;
  /** Markdown. */
  body: string;
  createdAt: Date;
  updatedAt: Date;
  /** Every published language version, this one included (hreflang). */
  translations: { locale: Locale; slug: string }[];
};

const employmentType = (value: string | null): EmploymentType | null => (EMPLOYMENT_TYPES as readonly string[]).includes(value ?? "") ? (value as EmploymentType) : null;

/** /jobs: the published openings in `locale`, by department and title. */
export async function listJobPostings(db: PrismaClient, locale: Locale): Promise<JobPostingSummary[]> {
  const rows = await db.jobPosting.findMany({
    where: { locale, published: true },
    orderBy: [{ department: "asc" }, { title: "asc" }, { id: "asc" }],
    select: { slug: true, title: true, location: true, department: true, employmentType: true },
  });
  return rows.map((r) => ({ ...r, employmentType: employmentType(r.employmentType) }));
}

/** /jobs/{slug} in `locale`, or null (unknown, unpublished, or the slug of another language). */
export async function findJobPosting(db: PrismaClient, locale: Locale, slug: string): Promise<JobPostingView | null> {
  const row = await db.jobPosting.findUnique({ where: { slug } });
  if (!row || !row.published || row.locale !== locale) return null;
  const versions = row.translationKey
    ? await db.jobPosting.findMany({ where: { translationKey: row.translationKey, published: true }, select: { locale: true, slug: true } })
    : [{ locale: row.locale, slug: row.slug }];
  const translations = versions
    .filter((v): v is { locale: Locale; slug: string } => isLocale(v.locale))
    .sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  return {
    slug: row.slug,
    title: row.title,
    location: row.location,
    department: row.department,
    employmentType: employmentType(row.employmentType),
    locale,
    translationKey: row.translationKey,
    body: row.body,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    translations,
  };
}

/** For the sitemap: every published opening, per language, as its unprefixed path (translations share a translationKey). */
export async function publishedJobPaths(db: PrismaClient): Promise<{ locale: Locale; path: string; translationKey: string | null; lastModified: Date }[]> {
  const rows = await db.jobPosting.findMany({ where: { published: true, locale: { in: [...LOCALES] } }, orderBy: [{ locale: "asc" }, { slug: "asc" }], select: { locale: true, slug: true, translationKey: true, updatedAt: true } });
  return rows.map((r) => ({ locale: r.locale as Locale, path: `/jobs/${encodeURIComponent(r.slug)}`, translationKey: r.translationKey, lastModified: r.updatedAt }));
}

/** Where applications go: the address our emails come from (EMAIL_FROM, as on invoices). */
export function applicationEmail(): string {
  return sellerDetails().email;
}

const SCHEMA_EMPLOYMENT: Record<EmploymentType, string> = { "full-time": "FULL_TIME", "part-time": "PART_TIME", contract: "CONTRACTOR" };

/**
 * The opening as schema.org JobPosting (JSON-LD). `baseUrl` is the site's address (APP_URL). The
 * description defaults to the Markdown body as written. The
 * location is our free text (e.g. "Remote (EU time zones)"), given as the place's name only: no
 * address is claimed that the opening does not state.
 */
export function jobPostingStructuredData(job: JobPostingView, baseUrl: string = env.APP_URL, description: string = job.body): Record<string, unknown> {
  const seller = sellerDetails();
  const base = baseUrl.replace(/\/$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    datePosted: job.createdAt.toISOString().slice(0, 10),
    ...(job.employmentType ? { employmentType: SCHEMA_EMPLOYMENT[job.employmentType] } : {}),
    hiringOrganization: { "@type": "Organization", name: seller.name, sameAs: base },
    jobLocation: { "@type": "Place", name: job.location },
    url: `${base}${localizePath(`/jobs/${job.slug}`, job.locale)}`,
    ...(job.department ? { industry: job.department } : {}),
  };
}

/** The JSON-LD of an opening, safe to put inside a <script type="application/ld+json"> element. */
export function jobPostingJsonLd(job: JobPostingView): string {
  return JSON.stringify(jobPostingStructuredData(job)).replace(/</g, "\\u003c");
}
