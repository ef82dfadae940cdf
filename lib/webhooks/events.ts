// The events an organisation's webhook endpoint can receive, and the delivery schedule.
import "server-only";
import { readParameter, type ParameterDb } from "@/lib/parameters/read";

export const WEBHOOK_EVENTS = ["model.created", "model.status.updated", "model.photos_ready", "model.favorite_selected", "model.deleted"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent by "Send test event" only, whatever the endpoint's filter says. */
export const TEST_EVENT = "webhook.test";

export function isWebhookEvent(v: string): v is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(v);
}

/**
 * The schedule: the platform admins' webhooks.retryDelaysSeconds, the delay before each attempt in
 * seconds (by default [0, 300, 900, 3600]: at once, then 5 minutes, 15 minutes and 1 hour after the
 * attempt before failed), so there are as many attempts as delays. Read at each delivery written and
 * each attempt made, so a change applies to the next attempt of every delivery.
 */
export async function readRetryDelays(db: ParameterDb): Promise<number[]> {
  return readParameter(db, "webhooks.retryDelaysSeconds");
}

/** When attempt `made + 1` is due after attempt `made` (1-based) failed at `at`; null after the last one. */
export function nextAttemptAt(made: number, at: Date, delays: readonly number[]): Date | null {
  const seconds = made >= 1 ? delays[made] : undefined;
  return seconds === undefined ? null : new Date(at.getTime() + seconds * 1000);
}

/** One attempt's time limit: connecting, sending and the receiver's answer (its status line and headers). */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** The delivery log shows the newest deliveries, this many. */
export const DELIVERY_LOG_SIZE = 50;
