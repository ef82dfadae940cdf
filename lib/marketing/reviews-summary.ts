// Published reviews in one language and their average rating, for the home page. The count and the
// average are reviewSummary's (lib/marketing/reviews.ts): customer reviews only, testimonials never counted.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { reviewSummary } from "./reviews";

export type ReviewCard = { id: string; name: string; title: string | null; company: string | null; rating: number; body: string };
export type ReviewsSummary = { reviews: ReviewCard[]; count: number; average: number | null };

/** Up to `take` published reviews in `locale` (display order), with the count and average rating of all published ones in it. */
export async function reviewsSummary(db: PrismaClient, locale: Locale, take = 3): Promise<ReviewsSummary> {
  const where = { published: true, locale };
  const [reviews, stats] = await Promise.all([
    db.review.findMany({ where, orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }], take, select: { id: true, name: true, title: true, company: true, rating: true, body: true } }),
    reviewSummary(db, locale),
  ]);
  return { reviews, count: stats.count, average: stats.average == null ? null : Math.round(stats.average * 10) / 10 };
}
