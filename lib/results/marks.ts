// Like / love / none on a headshot, and the one favourite of a shoot.
import "server-only";
import { z } from "zod";
import type { PrismaClient } from "@/lib/db";
import { relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import { queueFavoriteSelected } from "@/lib/teams/notifications";
import { recordShootEvent } from "@/lib/webhooks/outbox";
import { findOwnedResult } from "./access";
import { LIKED_STATUSES, type MarksResponse } from "./options";

/** The body of PATCH /api/results/{id}: either mark or both. */
export const marksInput = z
  .object({ likedStatus: z.enum(LIKED_STATUSES).optional(), isFavorite: z.boolean().optional() })
  .strict()
  .refine((v) => v.likedStatus !== undefined || v.isFavorite !== undefined);

export type MarksInput = z.infer<typeof marksInput>;

/**
 * Sets a result's like status and/or favourite. Making one the favourite clears the shoot's other
 * favourite in the same transaction, with the shoot's row locked: concurrent calls take turns, so a
 * shoot never ends up with two. Refuses results that are not the caller's (RESULT_NOT_FOUND) or of a
 * shoot that is not ready (NOT_READY). A team shoot's first favourite (none before) tells the
 * organisation's leads, when it wants that (lib/teams/notifications.ts), in the same transaction.
 */
export async function setResultMarks(
  db: PrismaClient,
  input: { userId: string; resultId: string } & MarksInput,
  deps: { appUrl?: string; relay?: (emailId: string) => void } = {},
): Promise<MarksResponse> {
  let emails: string[] = [];
  const marks = await db.$transaction(async (tx) => {
    const owned = await findOwnedResult(tx, input.userId, input.resultId);
    let newFavorite = false;
    let firstFavorite = false;
    if (input.isFavorite !== undefined) {
      await tx.$queryRaw`SELECT id FROM "Shoot" WHERE id = ${owned.shootId} FOR UPDATE`;
      if (input.isFavorite) {
        // Read under the lock: the shoot had no favourite at all before this choice.
        firstFavorite = (await tx.result.count({ where: { shootId: owned.shootId, isFavorite: true } })) === 0;
        await tx.result.updateMany({ where: { shootId: owned.shootId, isFavorite: true, id: { not: owned.id } }, data: { isFavorite: false } });
        newFavorite = !(await tx.result.findUniqueOrThrow({ where: { id: owned.id }, select: { isFavorite: true } })).isFavorite;
      }
    }
    const updated = await tx.result.update({
      where: { id: owned.id },
      data: { likedStatus: input.likedStatus, isFavorite: input.isFavorite },
      select: { id: true, likedStatus: true, isFavorite: true },
    });
    // A team shoot's organisation hears of a newly chosen favourite through its webhook, if it has one:
    // every change, but switching back and forth while one is still waiting to go out adds nothing
    // (the receiver reads the current favourite from the API).
    if (newFavorite) await recordShootEvent(tx, owned.shootId, "model.favorite_selected", { coalesce: true });
    const favorite = updated.isFavorite
      ? updated
      : await tx.result.findFirst({ where: { shootId: owned.shootId, isFavorite: true, deletedAt: null }, select: { id: true } });
    // The leads' email goes for the shoot's first favourite only, not for every switch (A, B, A...).
    if (firstFavorite) {
      emails = await queueFavoriteSelected(tx, { shootId: owned.shootId, resultId: owned.id, actorId: input.userId, appUrl: deps.appUrl ?? env.APP_URL });
    }
    return { id: updated.id, likedStatus: updated.likedStatus, isFavorite: updated.isFavorite, favoriteId: favorite?.id ?? null };
  });
  for (const id of emails) (deps.relay ?? ((emailId: string) => relayAfterCommit(emailId, { db })))(id);
  return marks;
}

