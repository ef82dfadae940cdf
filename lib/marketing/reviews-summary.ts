// Published reviews in one language and their average rating, for the home page: approved customer
// reviews (kind REVIEW), the featured ones first (an admin's choice, /admin/reviews), then by display
// order. The count and the average are reviewSummary's (lib/marketing/reviews.ts): approved customer
// reviews only, testimonials never counted.
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { reviewSummary } from "./reviews";

export type ReviewCard = { id: string; name: string; title: string | null; company: string | null; rating: number; body: string; featured: boolean; avatarKey: string | null };
export type ReviewsSummary = { reviews: ReviewCard[]; count: number; average: number | null };

/** Up to `take` approved reviews in `locale` (featured first, then display order), with the count and average rating of all approved ones in it. */
export async function reviewsSummary(db: PrismaClient, locale: Locale, take = 3): Promise<ReviewsSummary> {
  const where = { published: true, kind: "REVIEW" as const, rating: { gte: 1, lte: 5 }, locale };
  const [reviews, stats] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ featured: "desc" }, { sortOrder: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      take,
      select: { id: true, name: true, title: true, company: true, rating: true, body: true, featured: true, avatarKey: true },
    }),
    reviewSummary(db, locale),
  ]);
  return { reviews, count: stats.count, average: stats.average == null ? null : Math.round(stats.average * 10) / 10 };
}
