// Manual review of results, the approving side: a platform admin releases a team shoot held because
// its organisation has features.manualReview (held in ./finished.ts when it became ACTIVE; the gates
// are lib/shoots/review-hold.ts). Approving sets Shoot.reviewApprovedAt / reviewApprovedById, queues
// the "results ready" emails exactly as an unreviewed shoot gets them (once: the row is locked and a
// second approval finds it released) and writes the audit row, all in one transaction.
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { PrismaClient } from "@/lib/db";
import { relayAfterCommit } from "@/lib/email/queued";
import { heldForReview } from "@/lib/shoots/review-hold";
import { queueTeamShootReady } from "./finished";

export type ApproveOutcome = { status: "approved"; emails: number } | { status: "not-found" } | { status: "not-held" };

export async function approveShootReview(
  db: PrismaClient,
  input: { shootId: string; actorId: string; appUrl: string; relay?: boolean },
): Promise<ApproveOutcome> {
  const outcome = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Shoot" WHERE "id" = ${input.shootId} FOR UPDATE`;
    if (!locked.length) return { status: "not-found" as const };
    const shoot = await tx.shoot.findUniqueOrThrow({ where: { id: input.shootId }, select: { state: true, deletedAt: true, organizationId: true, reviewHeldAt: true, reviewApprovedAt: true, reviewApprovedById: true } });
    if (shoot.state !== "ACTIVE" || shoot.deletedAt || !heldForReview(shoot)) return { status: "not-held" as const };
    const approvedAt = new Date();
    await tx.shoot.update({ where: { id: input.shootId }, data: { reviewApprovedAt: approvedAt, reviewApprovedById: input.actorId } });
    const ids = await queueTeamShootReady(tx, input.shootId, { appUrl: input.appUrl });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "shoot.review.approve",
      target: ["Shoot", input.shootId],
      before: { reviewApprovedAt: null, reviewApprovedById: null },
      after: { reviewApprovedAt: approvedAt, reviewApprovedById: input.actorId },
      data: { organizationId: shoot.organizationId, reviewHeldAt: shoot.reviewHeldAt, emails: ids.length },
    });
    return { status: "approved" as const, ids };
  });
  if (outcome.status !== "approved") return outcome;
  if (input.relay !== false) for (const id of outcome.ids) relayAfterCommit(id, { db });
  return { status: "approved", emails: outcome.ids.length };
}
