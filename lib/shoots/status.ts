// What the waiting page follows (GET /api/shoots/{id}/status and the /events stream).
import "server-only";
import type { PrismaClient, ShootState } from "@/lib/db";
import { findOwnedShoot } from "./access";
import { failureGroup, type FailureGroup } from "./errors";
import { MAX_MANUAL_RETRIES } from "./parameters";

// The waiting page's components name a shoot's state without reaching into lib/db.
export type { ShootState };

export type ShootStatus = {
  id: string;
  state: ShootState;
  /** 0..100 */
  progress: number;
  /** Generated headshots so far (not counting editor versions). */
  results: number;
  /** Headshots the package promises. */
  headshots: number;
  /** Engine or pipeline code when FAILED (e.g. ENGINE_UNREACHABLE), else null. */
  failureReason: string | null;
  /** Which `Shoots.failure.<group>` message explains it, when FAILED. */
  failureGroup: FailureGroup | null;
  /** Whether the person may start it again now (FAILED and manual retries left). */
  canRetry: boolean;
  /** Automatic retries so far. */
  retryCount: number;
  submittedAt: string | null;
  readyAt: string | null;
  /** Seconds left, estimated from how fast this shoot's styles have gone so far; null when unknown. */
  etaSeconds: number | null;
};

/** The shoot's status for its owner (or the lead uploading for a managed member); null otherwise. */
export async function getShootStatus(db: PrismaClient, userId: string, shootId: string): Promise<ShootStatus | null> {
  const shoot = await findOwnedShoot(db, userId, shootId, {
    id: true, state: true, progress: true, failureReason: true, retryCount: true, submittedAt: true, readyAt: true,
    package: { select: { headshots: true } },
  });
  if (!shoot) return null;
  const [results, generatingSince, manualRetries] = await Promise.all([
    db.result.count({ where: { shootId: shoot.id, version: 1, parentResultId: null } }),
    shoot.state === "GENERATING"
      ? db.shootStateChange.findFirst({ where: { shootId: shoot.id, to: "GENERATING" }, orderBy: { at: "desc" }, select: { at: true } })
      : Promise.resolve(null),
    shoot.state === "FAILED"
      ? db.shootStateChange.count({ where: { shootId: shoot.id, from: "FAILED", to: "WAITING", reason: { startsWith: "manual retry" } } })
      : Promise.resolve(0),
  ]);
  let etaSeconds: number | null = null;
  if (generatingSince && shoot.progress > 5 && shoot.progress < 100) {
    const elapsed = (Date.now() - generatingSince.at.getTime()) / 1000;
    etaSeconds = Math.max(1, Math.round((elapsed * (95 - shoot.progress)) / (shoot.progress - 5)));
  }
  return {
    id: shoot.id,
    state: shoot.state,
    progress: shoot.progress,
    results,
    headshots: shoot.package.headshots,
    failureReason: shoot.state === "FAILED" ? shoot.failureReason : null,
    failureGroup: shoot.state === "FAILED" ? failureGroup(shoot.failureReason) : null,
    canRetry: shoot.state === "FAILED" && manualRetries < MAX_MANUAL_RETRIES,
    retryCount: shoot.retryCount,
    submittedAt: shoot.submittedAt?.toISOString() ?? null,
    readyAt: shoot.readyAt?.toISOString() ?? null,
    etaSeconds,
  };
}

/** States after which the status no longer changes by itself (the event stream ends). */
export function isSettled(state: ShootState): boolean {
  return state === "ACTIVE" || state === "FAILED" || state === "DELETED" || state === "ONBOARDING";
}
