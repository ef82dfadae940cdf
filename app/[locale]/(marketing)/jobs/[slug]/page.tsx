import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JobArticle } from "@/components/jobs/JobPostings";
import { translatedAlternates } from "@/lib/content/alternates";
import { applicationEmail, findJobPosting, jobPostingJsonLd } from "@/lib/content/job-postings";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

// Made on the first visit of each opening (none at build time: the build has no database).
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, db } = await openPublicPage(params, "/jobs/[slug]");
  const job = await findJobPosting(db, locale, (await params).slug);
  if (!job) return {};
  const description = [job.location, job.department].filter(Boolean).join(" · ");
  // Open Graph and Twitter cards as every public page, with hreflang to the translations' own slugs.
  return {
    ...pageMetadata({ path: `/jobs/${job.slug}`, locale, title: job.title, description }),
    alternates: translatedAlternates(`/jobs/${job.slug}`, locale, job.translations.map((v) => ({ locale: v.locale, path: `/jobs/${v.slug}` }))),
  };
}

/** /jobs/{slug}: a published opening in the reader's language; an unknown, unpublished or foreign slug is a 404. */
export default async function JobPage({ params }: Props) {
  const { locale, db } = await openPublicPage(params, "/jobs/[slug]");
  const job = await findJobPosting(db, locale, (await params).slug);
  if (!job) notFound();
  const path = `/jobs/${job.slug}`;
  return <JobArticle job={job} email={applicationEmail()} jsonLd={jobPostingJsonLd(job)} structuredData={[await publicBreadcrumb(locale, path, { [path]: job.title })]} />;
}
