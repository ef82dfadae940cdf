// The published customer reviews as one rating (the Product's AggregateRating in the structured data).
import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { RatingSummary } from "./structured-data";

/** Average and count of the published reviews (every language; curated testimonials aside); null when there are none. */
export async function publishedRatingSummary(db: PrismaClient): Promise<RatingSummary | null> {
  const agg = await db.review.aggregate({ where: { published: true, kind: "REVIEW" }, _avg: { rating: true }, _count: { _all: true } });
  const count = agg._count._all;
  return count > 0 && agg._avg.rating != null ? { average: agg._avg.rating, count } : null;
}
