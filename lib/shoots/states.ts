// The shoot state machine. Every change goes through transition(): it refuses moves the product does
// not allow, refuses a move from a state the shoot has already left (another request or worker got
// there first), and writes the ShootStateChange audit row in the same transaction, with the webhook
// deliveries of a team shoot's organisation (model.status.updated; model.photos_ready on ACTIVE,
// model.deleted on DELETED).
//
//   ONBOARDING → WAITING → PROCESSING → GENERATING → ACTIVE
//   WAITING | PROCESSING | GENERATING → FAILED;  FAILED → WAITING (retry);
//   FAILED → ONBOARDING (the photos could not be used: the person picks other ones);  any → DELETED
//   ACTIVE → ONBOARDING (a team lead grants a member's shoot its one retry: lib/teams/members.ts)
import "server-only";
import type { Prisma, ShootState } from "@/lib/db";
import type { WebhookEvent } from "@/lib/webhooks/events";
import { recordShootEvent } from "@/lib/webhooks/outbox";

export const SHOOT_TRANSITIONS: Readonly<Record<ShootState, readonly ShootState[]>> = {
  ONBOARDING: ["WAITING", "DELETED"],
  WAITING: ["PROCESSING", "FAILED", "DELETED"],
  PROCESSING: ["GENERATING", "FAILED", "DELETED"],
  GENERATING: ["ACTIVE", "FAILED", "DELETED"],
  ACTIVE: ["ONBOARDING", "DELETED"],
  FAILED: ["WAITING", "ONBOARDING", "DELETED"],
  DELETED: [],
};

/** States in which the shoot is queued or being worked on (the waiting page shows progress). */
export const IN_PROGRESS_STATES: readonly ShootState[] = ["WAITING", "PROCESSING", "GENERATING"];

export function canTransition(from: ShootState, to: ShootState): boolean {
  return SHOOT_TRANSITIONS[from].includes(to);
}

export type ShootTransitionErrorCode =
  /** The product never moves a shoot this way. */
  | "ILLEGAL_TRANSITION"
  /** The shoot was not in `from` any more (a concurrent move won), `actual` says where it is. */
  | "STATE_CHANGED"
  | "SHOOT_NOT_FOUND";

export class ShootTransitionError extends Error {
  constructor(
    public readonly code: ShootTransitionErrorCode,
    public readonly shootId: string,
    public readonly from: ShootState,
    public readonly to: ShootState,
    public readonly actual: ShootState | null = null,
  ) {
    super(
      code === "ILLEGAL_TRANSITION"
        ? `shoot ${shootId}: ${from} → ${to} is not allowed`
        : code === "SHOOT_NOT_FOUND"
          ? `shoot ${shootId} does not exist`
          : `shoot ${shootId}: expected ${from} to move to ${to}, but it is ${actual}`,
    );
    this.name = "ShootTransitionError";
  }
}

/** Fields that may change together with the state (progress, timestamps, failure reason…). */
export type TransitionData = Omit<Prisma.ShootUpdateManyMutationInput, "state">;

/**
 * Moves `shootId` from `from` to `to` inside the caller's transaction, with a conditional update on
 * the current state (of two concurrent moves from the same state exactly one wins), and records it.
 * Throws ShootTransitionError. Moving to DELETED also sets deletedAt.
 */
export async function transition(
  tx: Prisma.TransactionClient,
  shootId: string,
  from: ShootState,
  to: ShootState,
  reason?: string,
  data: TransitionData = {},
): Promise<{ at: Date }> {
  if (!canTransition(from, to)) throw new ShootTransitionError("ILLEGAL_TRANSITION", shootId, from, to);
  const at = new Date();
  const extra: TransitionData = to === "DELETED" ? { deletedAt: at, ...data } : data;
  const { count } = await tx.shoot.updateMany({ where: { id: shootId, state: from }, data: { ...extra, state: to } });
  if (count !== 1) {
    const current = await tx.shoot.findUnique({ where: { id: shootId }, select: { state: true } });
    throw new ShootTransitionError(current ? "STATE_CHANGED" : "SHOOT_NOT_FOUND", shootId, from, to, current?.state ?? null);
  }
  await tx.shootStateChange.create({ data: { shootId, from, to, at, reason: reason?.slice(0, 500) ?? null } });
  // A team shoot's organisation hears of it through its webhook, if it has one (lib/webhooks/outbox.ts).
  const events: WebhookEvent[] = ["model.status.updated"];
  if (to === "ACTIVE") events.push("model.photos_ready");
  if (to === "DELETED") events.push("model.deleted");
  await recordShootEvent(tx, shootId, events);
  return { at };
}
