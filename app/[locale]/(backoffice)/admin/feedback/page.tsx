import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPage, AdminSection } from "@/components/backoffice/admin-page";
import { feedbackColumns, stars } from "@/components/backoffice/feedback-columns";
import { SelectFilter } from "@/components/backoffice/filters";
import { DataTable } from "@/components/ui/data-table";
import { findFeedbackPage, promptReviews } from "@/lib/backoffice/feedback/queries";
import { feedbackQuery } from "@/lib/backoffice/feedback/schemas";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/feedback", "BackofficeSupport.feedback");

/** What people sent from /app/feedback, and their answers to the review prompt. */
export default async function FeedbackPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/feedback");
  const query = feedbackQuery.parse(await searchParams);
  const [t, format, page, reviews] = await Promise.all([getTranslations("BackofficeSupport"), getFormatter(), findFeedbackPage(db, query), promptReviews(db)]);
  return (
    <AdminPage title={t("feedback.title")} intro={t("feedback.intro")} testId="feedback">
      <DataTable
        path="/admin/feedback"
        testId="feedback-table"
        caption={t("feedback.title")}
        columns={feedbackColumns(t as never, format)}
        page={page}
        query={query}
        schema={feedbackQuery}
        searchLabel={t("feedback.search")}
        exportHref={`/api/backoffice/feedback/export${feedbackQuery.toSearch({ ...query, page: 1 })}`}
        filters={
          <SelectFilter name="rating" label={t("feedback.columns.rating")} value={query.rating ? String(query.rating) : undefined} anyLabel={t("feedback.anyRating")} options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: stars(n) }))} />
        }
      />
      <AdminSection title={t("feedback.reviews.title")} description={t("feedback.reviews.intro")} testId="prompt-reviews">
        {reviews.length === 0 ? (
          <p className="text-ink-soft">{t("feedback.reviews.none")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-lg border border-line p-3 text-sm">
                <p className="flex flex-wrap gap-3">
                  <span className="text-warning">{stars(r.rating)}</span>
                  <span>{r.email ?? "—"}</span>
                  <span className="text-ink-soft">{format.dateTime(r.createdAt, { dateStyle: "short" })}</span>
                  <span className="text-ink-soft">{r.published ? t("feedback.reviews.published") : t("feedback.reviews.unpublished")}</span>
                </p>
                <p className="mt-1 whitespace-pre-wrap">{r.body}</p>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminPage>
  );
}
