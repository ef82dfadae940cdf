// Sending deliveries. One attempt: claim the delivery (a conditional update: of a job and the dispatcher
// racing, one sends), check the URL and the receiver's address, POST the payload signed anew (same
// webhook-id every attempt, a new timestamp and signature), record the attempt (status code, time, error)
// and either mark it DELIVERED (any 2xx), schedule the next attempt (webhooks.retryDelaysSeconds, by
// default 5, 15, 60 minutes after this one, queued as a job with that start time) or, after the last
// one the schedule has, mark it FAILED.
import "server-only";
import type { PgBoss } from "pg-boss";
import { unseal } from "@/lib/crypto/seal";
import type { PrismaClient } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { parseSettings } from "@/lib/teams/settings";
import { checkWebhookUrl, resolveTarget, type AddressPolicy, type LookupAll } from "./address";
import { webhookPolicy, sealingKey, SECRET_PURPOSE } from "./config";
import { ATTEMPT_TIMEOUT_MS, nextAttemptAt, readRetryDelays } from "./events";
import { postPinned, type PostResult } from "./send";
import { webhookHeaders } from "./sign";

export type DeliveryOptions = {
  /** The clock of the schedule (tests move it on); the signature's timestamp is always the real time. */
  now?: Date;
  policy?: AddressPolicy;
  /** Queues the next attempt as a job; without it the dispatcher sends it when it is due. */
  boss?: PgBoss;
  lookup?: LookupAll;
  timeoutMs?: number;
  key?: string;
};

export type AttemptOutcome = "delivered" | "retry" | "failed" | "skipped";

const ERRORS: Record<string, string> = {
  PRIVATE_ADDRESS: "refused: the receiver's address is private, loopback or link-local",
  DNS_FAILED: "the host name did not resolve",
  HTTPS_REQUIRED: "refused: the URL must use https",
  INVALID_URL: "refused: the URL is not valid",
  CREDENTIALS_IN_URL: "refused: the URL carries a user name or password",
};

/** Makes the attempt that is due for `deliveryId`, if it is due and nobody else is making it. */
export async function deliverWebhook(db: PrismaClient, deliveryId: string, options: DeliveryOptions = {}): Promise<AttemptOutcome> {
  const now = options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  // The claim holds the delivery while this attempt runs (a crashed attempt is picked up again later).
  const claimed = await db.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "PENDING", nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + 2 * timeoutMs + 60_000) },
  });
  if (claimed.count !== 1) return "skipped";
  const delivery = await db.webhookDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    select: { attempt: true, eventId: true, payload: true, endpoint: { select: { url: true, secret: true, active: true, organization: { select: { deletedAt: true, settings: true } } } } },
  });
  const attempt = delivery.attempt + 1;
  const started = performance.now();
  const result = await attemptOnce(delivery, options, timeoutMs);
  const durationMs = Math.round(performance.now() - started);
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const next = delivered || result.final ? null : nextAttemptAt(attempt, now, await readRetryDelays(db));
  await db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({ data: { deliveryId, attempt, statusCode: result.statusCode, durationMs, error: result.error?.slice(0, 500) ?? null, at: now } });
    await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: {
        attempt,
        status: delivered ? "DELIVERED" : next ? "PENDING" : "FAILED",
        nextAttemptAt: next,
        responseStatus: result.statusCode,
        lastError: result.error?.slice(0, 500) ?? null,
        deliveredAt: delivered ? now : null,
      },
    });
    if (next && options.boss) await enqueue(options.boss, tx, QUEUES.webhookDeliver, { deliveryId }, { startAfter: next });
  });
  return delivered ? "delivered" : next ? "retry" : "failed";
}

async function attemptOnce(
  delivery: { eventId: string; payload: unknown; endpoint: { url: string; secret: string; active: boolean; organization: { deletedAt: Date | null; settings: unknown } } },
  options: DeliveryOptions,
  timeoutMs: number,
): Promise<PostResult & { final?: boolean }> {
  const { endpoint } = delivery;
  if (!endpoint.active || endpoint.organization.deletedAt) return { statusCode: null, error: "the endpoint was switched off", final: true };
  if (!parseSettings(endpoint.organization.settings).features.api) return { statusCode: null, error: "the organisation's API is switched off", final: true };
  const secret = unseal(endpoint.secret, SECRET_PURPOSE, options.key ?? sealingKey());
  if (!secret) return { statusCode: null, error: "the signing secret cannot be read (the server's key changed): rotate the secret", final: true };
  const policy = options.policy ?? webhookPolicy();
  const checked = checkWebhookUrl(endpoint.url, policy);
  if (!checked.ok) return { statusCode: null, error: ERRORS[checked.code] ?? checked.code };
  const target = await resolveTarget(checked.url, policy, options.lookup);
  if (!target.ok) return { statusCode: null, error: ERRORS[target.code] ?? target.code };
  const body = JSON.stringify(delivery.payload);
  const headers = webhookHeaders(secret, delivery.eventId, body, Math.floor(Date.now() / 1000));
  return postPinned(checked.url, target, headers, body, timeoutMs);
}

/** The dispatcher: every due attempt no job took (oldest first, `limit` a run). Returns the outcomes. */
export async function deliverDueWebhooks(db: PrismaClient, options: DeliveryOptions & { limit?: number } = {}): Promise<Record<AttemptOutcome, number>> {
  const now = options.now ?? new Date();
  const due = await db.webhookDelivery.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: options.limit ?? 25,
    select: { id: true },
  });
  const counts: Record<AttemptOutcome, number> = { delivered: 0, retry: 0, failed: 0, skipped: 0 };
  for (const { id } of due) counts[await deliverWebhook(db, id, { ...options, now })]++;
  return counts;
}
