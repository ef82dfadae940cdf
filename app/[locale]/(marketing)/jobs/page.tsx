import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JobList } from "@/components/jobs/JobPostings";
import { applicationEmail, listJobPostings } from "@/lib/content/job-postings";
import { openPublicPage } from "@/lib/http/page";
import { pageMetadata } from "@/lib/i18n/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { publicBreadcrumb } from "@/lib/seo/breadcrumbs";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Jobs" });
  return pageMetadata({ path: "/jobs", locale, title: t("metaTitle"), description: t("intro") });
}

/** /jobs: the published openings in the reader's language. */
export default async function JobsPage({ params }: LocaleParams) {
  const { locale, db } = await openPublicPage(params, "/jobs");
  return <JobList jobs={await listJobPostings(db, locale)} email={applicationEmail()} structuredData={[await publicBreadcrumb(locale, "/jobs")]} />;
}
