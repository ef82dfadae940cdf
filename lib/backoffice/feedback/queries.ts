// What people sent (Feedback rows, lib/account/feedback.ts) for platform admins, and the answers to
// the review prompt (lib/account/review.ts: a Review row, unpublished, with a `review.submit` audit row).
import "server-only";
import { REVIEW_AUDIT_ACTION } from "@/lib/account/review";
import type { Prisma, PrismaClient } from "@/lib/db";
import { eachBatch, paginate, toPage, type Page } from "@/lib/lists/page";
import type { FeedbackQuery } from "./schemas";

export type FeedbackEntry = { id: string; rating: number; body: string | null; createdAt: Date; user: { id: string; email: string } | null; shoot: { id: string; title: string } | null };

const SELECT = { id: true, rating: true, body: true, createdAt: true, user: { select: { id: true, email: true } }, shoot: { select: { id: true, title: true } } } as const;

export function feedbackWhere(query: Pick<FeedbackQuery, "q" | "rating">): Prisma.FeedbackWhereInput {
  return {
    ...(query.rating ? { rating: query.rating } : {}),
    ...(query.q ? { OR: [{ body: { contains: query.q, mode: "insensitive" } }, { user: { email: { contains: query.q, mode: "insensitive" } } }] } : {}),
  };
}

export async function findFeedbackPage(db: PrismaClient, query: FeedbackQuery): Promise<Page<FeedbackEntry>> {
  const where = feedbackWhere(query);
  const dir = query.sort.desc ? "desc" : "asc";
  const [items, total] = await Promise.all([
    db.feedback.findMany({ where, orderBy: [{ [query.sort.field]: dir }, { id: "desc" }], ...paginate(query), select: SELECT }),
    db.feedback.count({ where }),
  ]);
  return toPage(items, total, query);
}

/** Everything the filter selects, in batches (the export). */
export function feedbackBatches(db: PrismaClient, query: FeedbackQuery): AsyncGenerator<FeedbackEntry[]> {
  const where = feedbackWhere(query);
  return eachBatch((after, take) => db.feedback.findMany({ where: after ? { AND: [where, { id: { gt: after } }] } : where, orderBy: { id: "asc" }, take, select: SELECT }));
}

export type PromptReview = { id: string; rating: number; body: string; published: boolean; createdAt: Date; email: string | null };

/** The newest answers to the review prompt (at most `take`), with who sent them. */
export async function promptReviews(db: PrismaClient, take = 20): Promise<PromptReview[]> {
  const audits = await db.auditLog.findMany({ where: { action: REVIEW_AUDIT_ACTION, targetType: "Review" }, orderBy: { createdAt: "desc" }, take, select: { targetId: true, actor: { select: { email: true } } } });
  const ids = audits.map((a) => a.targetId).filter((id): id is string => Boolean(id));
  const reviews = await db.review.findMany({ where: { id: { in: ids } }, select: { id: true, rating: true, body: true, published: true, createdAt: true } });
  const email = new Map(audits.map((a) => [a.targetId, a.actor?.email ?? null]));
  return reviews.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((r) => ({ ...r, email: email.get(r.id) ?? null }));
}
