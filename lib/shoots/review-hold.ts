// Manual review of results (an organisation's features.manualReview, switched by platform admins): a
// team shoot that reaches ACTIVE is held (Shoot.reviewHeldAt) until a platform admin approves it
// (Shoot.reviewApprovedAt). While held its results are not ready for anyone but the back office: the
// galleries, result actions, downloads and zips answer "not ready", and the team lead lists leave it
// out. Neutral (only the shoot's own columns), so lib/shoots, lib/results and lib/teams all ask it.
// Holding and approving live in lib/teams/results/review.ts.
import "server-only";
import type { Prisma } from "@/lib/db";

export type ReviewColumns = { reviewHeldAt?: Date | null; reviewApprovedAt?: Date | null };

/** The columns to select to ask `heldForReview`. */
export const REVIEW_SELECT = { reviewHeldAt: true, reviewApprovedAt: true } as const;

/** Whether the shoot's results wait for a platform admin's approval. */
export function heldForReview(shoot: ReviewColumns | null | undefined): boolean {
  return Boolean(shoot?.reviewHeldAt) && !shoot?.reviewApprovedAt;
}

/** Shoots whose results are released: never held, or approved. */
export const RELEASED_FROM_REVIEW = {
  OR: [{ reviewHeldAt: null }, { reviewApprovedAt: { not: null } }],
} satisfies Prisma.ShootWhereInput;
