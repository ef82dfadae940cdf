// What the waiting page shows for a status: the step the shoot is at and the time left.
import type { ShootState } from "@/lib/shoots/status";

/** The steps a shoot goes through, as the waiting page lists them. */
export const WAITING_STEPS = ["WAITING", "PROCESSING", "GENERATING", "ACTIVE"] as const satisfies readonly ShootState[];

/** Index of the state in WAITING_STEPS, or -1 (failed, deleted, not submitted). */
export function stepIndex(state: ShootState): number {
  return (WAITING_STEPS as readonly ShootState[]).indexOf(state);
}

export type TimeLeft = { kind: "minutes"; minutes: number } | { kind: "underMinute" } | { kind: "overdue" };

/**
 * The server's estimate (seconds left when the status was read) less the time since: whole minutes
 * rounded up, under a minute, or past the estimate. Null when there is no estimate.
 */
export function timeLeft(etaSeconds: number | null | undefined, secondsSince: number): TimeLeft | null {
  if (etaSeconds == null || !Number.isFinite(etaSeconds)) return null;
  const left = etaSeconds - Math.max(0, secondsSince);
  if (left <= 0) return { kind: "overdue" };
  if (left < 60) return { kind: "underMinute" };
  return { kind: "minutes", minutes: Math.ceil(left / 60) };
}
