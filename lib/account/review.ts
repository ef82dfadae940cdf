// /profile/trustpilot: once a person has a good result (a finished shoot with a favourite or a liked
// photo) they are asked for a review. Their rating and text become a Review (kind REVIEW, unpublished
// until staff publish it), which they must agree may be published with their first name; the
// AuditLog row "review.submit" ties it to them (consent time included), so an account deletion can
// remove it. A link then invites them to say the same on Trustpilot.
import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { readParameter } from "@/lib/parameters/read";
import { TRUSTPILOT_PARAMETER_KEY } from "@/lib/parameters/schema";
import { fieldErrors } from "./schemas";

export const REVIEW_AUDIT_ACTION = "review.submit";

/** Where people review Lumen on Trustpilot; an admin can point it elsewhere (/admin/parameters). */
export { TRUSTPILOT_PARAMETER_KEY, TRUSTPILOT_REVIEW_URL } from "@/lib/parameters/schema";

export async function trustpilotUrl(db: PrismaClient): Promise<string> {
  return readParameter(db, TRUSTPILOT_PARAMETER_KEY);
}

/** The newest finished shoot with a favourite or a liked photo, or null. */
export async function goodResultShoot(db: PrismaClient, userId: string): Promise<{ id: string; title: string } | null> {
  return db.shoot.findFirst({
    where: {
      userId,
      state: "ACTIVE",
      deletedAt: null,
      results: { some: { deletedAt: null, OR: [{ isFavorite: true }, { likedStatus: { in: ["LIKED", "LOVED"] } }] } },
    },
    orderBy: { readyAt: "desc" },
    select: { id: true, title: true },
  });
}

export async function hasReviewed(db: PrismaClient, userId: string): Promise<boolean> {
  return (await db.auditLog.count({ where: { actorId: userId, action: REVIEW_AUDIT_ACTION } })) > 0;
}

const text = z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string());

export const reviewSchema = z.object({
  rating: z.coerce.number({ error: "ratingRequired" }).int("ratingRequired").min(1, "ratingRequired").max(5, "ratingRequired"),
  body: text.pipe(z.string().trim().min(10, "bodyTooShort").max(2000, "bodyTooLong")),
  consent: z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, { error: "consentRequired" })),
});

export type SubmitReviewResult =
  | { ok: true; reviewId: string }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; error: "notSignedIn" | "noGoodResult" | "alreadyReviewed" };

/** "Ada Lovelace" → "Ada L.": how a published review names its author; null when the person gave no name. */
export function reviewerName(name: string | null | undefined): string | null {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts[0]} ${parts.at(-1)![0]!.toUpperCase()}.`;
}

/**
 * The author line of a stored review: its name, or `fallback` (the reader's language, e.g.
 * Trustpilot.anonymousAuthor) for a review stored without one (Review.name "").
 */
export function reviewAuthor(stored: string | null | undefined, fallback: string): string {
  return stored?.trim() || fallback;
}

export async function submitReview(
  db: PrismaClient,
  input: { userId: string; locale: Locale; rating: unknown; body: unknown; consent: unknown },
): Promise<SubmitReviewResult> {
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, name: true, jobTitle: true, deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "notSignedIn" };
  if (!(await goodResultShoot(db, user.id))) return { ok: false, error: "noGoodResult" };

  return db.$transaction(async (tx) => {
    // One review per person; the row lock keeps two quick submits from both getting through.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    if ((await tx.auditLog.count({ where: { actorId: user.id, action: REVIEW_AUDIT_ACTION } })) > 0) return { ok: false, error: "alreadyReviewed" } as const;
    const review = await tx.review.create({
      data: { kind: "REVIEW", name: reviewerName(user.name) ?? "", title: user.jobTitle, rating: parsed.data.rating, body: parsed.data.body, locale: input.locale, published: false },
    });
    await tx.auditLog.create({
      data: { actorId: user.id, action: REVIEW_AUDIT_ACTION, targetType: "Review", targetId: review.id, data: { rating: parsed.data.rating, consentToPublish: true, consentAt: new Date().toISOString() } },
    });
    return { ok: true, reviewId: review.id } as const;
  });
}
