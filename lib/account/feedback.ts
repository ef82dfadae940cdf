// /app/feedback: a rating from 1 to 5, an optional text and optionally the shoot it is about, saved
// as Feedback for the team (admins read it at /admin/feedback).
import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { rateLimits, type RateLimits } from "@/lib/rate-limit";
import { fieldErrors } from "./schemas";

const text = z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string());

export const feedbackSchema = z.object({
  rating: z.coerce.number({ error: "ratingRequired" }).int("ratingRequired").min(1, "ratingRequired").max(5, "ratingRequired"),
  body: text.pipe(z.string().trim().max(2000, "bodyTooLong")).transform((v) => v || null),
  shootId: text.pipe(z.string().trim().max(64)).transform((v) => v || null),
});

export type SubmitFeedbackResult =
  | { ok: true; feedbackId: string }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; error: "notSignedIn" | "tooMany" };

/** The person's shoots to pick from (newest first). */
export async function feedbackShoots(db: PrismaClient, userId: string): Promise<{ id: string; title: string; createdAt: Date }[]> {
  return db.shoot.findMany({
    where: { userId, deletedAt: null, state: { not: "DELETED" } },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: { id: true, title: true, createdAt: true },
  });
}

/** Throttled per person ("feedback.user", lib/rate-limit/config.ts). */
export async function submitFeedback(
  db: PrismaClient,
  input: { userId: string; rating: unknown; body?: unknown; shootId?: unknown },
  limits: RateLimits = rateLimits(),
): Promise<SubmitFeedbackResult> {
  const parsed = feedbackSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { deletedAt: true } });
  if (!user || user.deletedAt) return { ok: false, error: "notSignedIn" };
  const { shootId } = parsed.data;
  if (shootId && !(await db.shoot.findFirst({ where: { id: shootId, userId: input.userId }, select: { id: true } }))) {
    return { ok: false, fieldErrors: { shootId: "shootUnknown" } };
  }
  if (!(await limits.take("feedback.user", input.userId)).allowed) return { ok: false, error: "tooMany" };
  const row = await db.feedback.create({ data: { userId: input.userId, shootId, rating: parsed.data.rating, body: parsed.data.body } });
  return { ok: true, feedbackId: row.id };
}
