import { QuoteScreen } from "@/components/backoffice/quote-screen";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { loadQuoteScreen } from "@/lib/backoffice/reviews/quotes";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/reviews", "BackofficeReviews.reviews");

/** /admin/reviews: the shared review/testimonial editor (components/backoffice/quote-screen.tsx) for kind REVIEW. */
export default async function ReviewsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/reviews");
  return <QuoteScreen data={await loadQuoteScreen(db, "REVIEW", await searchParams)} />;
}
