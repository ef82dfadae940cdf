// Published reviews and testimonials for the public site (/reviews, the home page, structured data).
// The average and the count are computed from the rows themselves: published customer reviews
// (kind REVIEW) only. Testimonials are quotes we chose, so they are shown but never counted.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import { isLocale, LOCALES, type Locale } from "@/lib/i18n/config";

export type PublicReview = {
  id: string;
  kind: "REVIEW" | "TESTIMONIAL";
  name: string;
  title: string | null;
  company: string | null;
  rating: number;
  body: string;
  locale: Locale;
  /** The photo's storage key (lib/marketing/review-avatars.ts), if it has one. */
  avatarKey: string | null;
};

/**
 * The public pages that show published reviews or their rating (revalidatePublic after one is
 * published, hidden or removed): the home page, /pricing's and /reviews' structured data, /reviews,
 * and the comparison's figures.
 */
export const REVIEW_PAGES = ["/", "/pricing", "/reviews", "/best-ai-headshot-generators"] as const;

/** `average` is null when there is nothing to average (count 0). */
export type ReviewSummary = { average: number | null; count: number };

/**
 * The average rating and the number of published customer reviews, in one language (`locale`), or
 * in every language when `locale` is omitted. For the home page and AggregateRating.
 */
export async function reviewSummary(db: PrismaClient, locale?: Locale): Promise<ReviewSummary> {
  const agg = await db.review.aggregate({
    where: { published: true, kind: "REVIEW", rating: { gte: 1, lte: 5 }, ...(locale ? { locale } : { locale: { in: [...LOCALES] } }) },
    _avg: { rating: true },
    _count: { _all: true },
  });
  const count = agg._count._all;
  return { average: count ? Math.round((agg._avg.rating ?? 0) * 100) / 100 : null, count };
}

export type ReviewsPage = {
  /** Customer reviews: the visitor's language first, then the others (LOCALES order). */
  reviews: PublicReview[];
  testimonials: PublicReview[];
  /** The languages the reviews shown are written in, the visitor's first. */
  languages: Locale[];
  summary: { visitor: ReviewSummary; all: ReviewSummary };
};

/** Every published review and testimonial for /reviews, with the summaries it shows. */
export async function loadReviewsPage(db: PrismaClient, locale: Locale): Promise<ReviewsPage> {
  const [rows, visitor, all] = await Promise.all([
    db.review.findMany({
      where: { published: true, rating: { gte: 1, lte: 5 }, locale: { in: [...LOCALES] } },
      orderBy: [{ sortOrder: "asc" }, { createdAt: "desc" }, { id: "asc" }],
      select: { id: true, kind: true, name: true, title: true, company: true, rating: true, body: true, locale: true, avatarKey: true },
    }),
    reviewSummary(db, locale),
    reviewSummary(db),
  ]);
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const rank = (l: Locale) => order.indexOf(l);
  const items = rows
    .flatMap((r) => (isLocale(r.locale) ? [{ ...r, locale: r.locale }] : []))
    .sort((a, b) => rank(a.locale) - rank(b.locale)); // stable: keeps sortOrder within a language
  const reviews = items.filter((r) => r.kind === "REVIEW");
  const testimonials = items.filter((r) => r.kind === "TESTIMONIAL");
  const languages = order.filter((l) => items.some((r) => r.locale === l));
  return { reviews, testimonials, languages, summary: { visitor, all } };
}
