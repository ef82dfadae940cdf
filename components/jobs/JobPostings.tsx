import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Markdown } from "@/components/content/Markdown";
import { Badge } from "@/components/ui/badge";
import { Container } from "@/components/ui/container";
import { Heading } from "@/components/ui/heading";
import { Lead } from "@/components/ui/typography";
import { JsonLd } from "@/components/seo/JsonLd";
import { Link } from "@/i18n/link";
import type { JobPostingSummary, JobPostingView } from "@/lib/content/job-postings";

type Translator = Awaited<ReturnType<typeof getTranslations<"Jobs">>>;

/** Location, department and employment type of an opening, each labelled. */
function Facts({ job, t }: { job: JobPostingSummary; t: Translator }) {
  const facts: [string, string][] = [[t("location"), job.location]];
  if (job.department) facts.push([t("department"), job.department]);
  if (job.employmentType) facts.push([t("employmentType"), t(`types.${job.employmentType}`)]);
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-soft">
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="font-medium text-ink">{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /jobs: the openings in the reader's language, or a plain "no openings" note with a way to reach us. */
export async function JobList({ jobs, email, structuredData }: { jobs: JobPostingSummary[]; email: string; structuredData?: object[] }) {
  const t = await getTranslations("Jobs");
  return (
    <Container size="md" className="py-12 sm:py-16">
      <JsonLd data={structuredData} />
      <Heading level={1} size="display">{t("title")}</Heading>
      <Lead className="mt-4">{t("intro")}</Lead>
      {jobs.length === 0 ? (
        <div className="mt-10 rounded-xl border border-line bg-paper p-6" data-testid="jobs-empty">
          <Heading level={2} size="lg">{t("empty.title")}</Heading>
          <p className="mt-2 text-ink-soft">
            {t.rich("empty.body", { mail: (chunks: ReactNode) => <a href={`mailto:${email}`} className="font-medium text-brand hover:underline">{chunks}</a>, email })}
          </p>
        </div>
      ) : (
        <ul className="mt-10 flex flex-col gap-4" aria-label={t("listLabel")} data-testid="jobs">
          {jobs.map((job) => (
            <li key={job.slug} className="rounded-xl border border-line bg-paper p-6">
              <Heading level={2} size="lg">
                <Link href={`/jobs/${job.slug}`} className="text-brand hover:underline">{job.title}</Link>
              </Heading>
              <Facts job={job} t={t} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

/** /jobs/{slug}: the opening, its Markdown description and how to apply. */
export async function JobArticle({ job, email, jsonLd, structuredData }: { job: JobPostingView; email: string; jsonLd: string; structuredData?: object[] }) {
  const t = await getTranslations("Jobs");
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t("apply.subject", { title: job.title }))}`;
  return (
    <Container size="sm" as="article" className="py-12 sm:py-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <JsonLd data={structuredData} />
      <nav aria-label={t("nav")} className="text-sm">
        <Link href="/jobs" className="font-medium text-brand hover:underline">{t("toAll")}</Link>
      </nav>
      {job.department && <Badge variant="brand" className="mt-6">{job.department}</Badge>}
      <Heading level={1} size="display" className="mt-3">{job.title}</Heading>
      <Facts job={job} t={t} />
      <Markdown className="mt-8" data-testid="job-body">{job.body}</Markdown>
      <section aria-labelledby="apply-title" className="mt-12 rounded-xl border border-line bg-mist p-6" data-testid="job-apply">
        <Heading level={2} size="lg" id="apply-title">{t("apply.title")}</Heading>
        <p className="mt-2">{t.rich("apply.body", { mail: (chunks: ReactNode) => <a href={mailto} className="font-medium text-brand hover:underline">{chunks}</a>, email, title: job.title })}</p>
        <p className="mt-2 text-ink-soft">{t.rich("apply.questions", { contact: (chunks: ReactNode) => <Link href="/contact" className="font-medium text-brand hover:underline">{chunks}</Link> })}</p>
      </section>
    </Container>
  );
}
