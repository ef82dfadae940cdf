// The events an organisation's webhook endpoint can receive, and the delivery schedule.
import "server-only";

export const WEBHOOK_EVENTS = ["model.created", "model.status.updated", "model.photos_ready", "model.favorite_selected", "model.deleted"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent by "Send test event" only, whatever the endpoint's filter says. */
export const TEST_EVENT = "webhook.test";

export function isWebhookEvent(v: string): v is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(v);
}

/** Four attempts: at once, then 5 minutes, 15 minutes and 1 hour after the attempt before failed. */
export const MAX_ATTEMPTS = 4;
export const RETRY_DELAYS_MINUTES = [5, 15, 60] as const;

/** When attempt `made + 1` is due after attempt `made` (1-based) failed at `at`; null after the last one. */
export function nextAttemptAt(made: number, at: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[made - 1];
  return made >= MAX_ATTEMPTS || minutes === undefined ? null : new Date(at.getTime() + minutes * 60_000);
}

/** One attempt's time limit: connecting, sending and the receiver's answer (its status line and headers). */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** The delivery log shows the newest deliveries, this many. */
export const DELIVERY_LOG_SIZE = 50;
