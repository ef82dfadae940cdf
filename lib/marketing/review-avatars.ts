// Review and testimonial photos: storage keys under reviews/avatars/, served by a public route
// (app/api/reviews/avatars/[...key]) at a stable address (the pages that show them are cached), only
// while a published review or testimonial uses the key. Uploaded by the back office through the safe
// decoder (lib/backoffice/reviews/photo.ts).
import "server-only";
import type { PrismaClient } from "@/lib/db";

export const REVIEW_AVATAR_PREFIX = "reviews/avatars/";

/** The public address of a review's photo. */
export function reviewAvatarPath(key: string): string {
  return `/api/reviews/avatars/${key.slice(REVIEW_AVATAR_PREFIX.length).split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * Whether `key` may be served: under reviews/avatars/ and the photo of a published row, or, for a
 * platform admin (`admin`, the back office's editor), of any row.
 */
export async function isServableReviewAvatar(db: PrismaClient, key: string, admin = false): Promise<boolean> {
  if (!key.startsWith(REVIEW_AVATAR_PREFIX)) return false;
  return (await db.review.count({ where: { avatarKey: key, ...(admin ? {} : { published: true }) } })) > 0;
}
