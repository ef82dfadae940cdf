import { QuoteScreen } from "@/components/backoffice/quote-screen";
import { backofficeMetadata } from "@/lib/backoffice/metadata";
import { loadQuoteScreen } from "@/lib/backoffice/reviews/quotes";
import { openPage } from "@/lib/http/page";
import type { LocaleParams } from "@/lib/i18n/page";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = backofficeMetadata("/admin/testimonials", "BackofficeReviews.testimonials");

/** /admin/testimonials: the shared review/testimonial editor (components/backoffice/quote-screen.tsx) for kind TESTIMONIAL. */
export default async function TestimonialsPage({ params, searchParams }: Props) {
  const { db } = await openPage(params, "/admin/testimonials");
  return <QuoteScreen data={await loadQuoteScreen(db, "TESTIMONIAL", await searchParams)} />;
}
