// An organisation's webhook endpoint (one is enough): its URL and event filter, its signing secret
// (made on the first save and on rotation, shown once, sealed at rest), the test event, and the data of
// the settings' section with its delivery log. Every change writes an audit row in its transaction.
// The callers (actions.ts) have checked that the person leads the organisation.
import "server-only";
import type { PgBoss } from "pg-boss";
import { seal } from "@/lib/crypto/seal";
import type { PrismaClient } from "@/lib/db";
import { rateLimits, retryMinutes, type RateLimits } from "@/lib/rate-limit";
import { checkWebhookUrl, resolveTarget, type AddressPolicy, type LookupAll, type UrlProblem } from "./address";
import { sealingKey, SECRET_PURPOSE, webhookPolicy } from "./config";
import { deliverWebhook, type DeliveryOptions } from "./deliver";
import { DELIVERY_LOG_SIZE, readRetryDelays, TEST_EVENT, WEBHOOK_EVENTS, type WebhookEvent } from "./events";
import { WebhookError } from "./errors";
import { writeDelivery } from "./outbox";
import { newWebhookSecret } from "./sign";

export type SaveResult = { ok: true; created: boolean; secret: string | null } | { ok: false; field: "url" | "events"; code: UrlProblem | "EVENTS_REQUIRED" };

const sealed = (secret: string, key?: string) => seal(secret, SECRET_PURPOSE, key ?? sealingKey());

/** Saves the URL and events; the first save makes the secret and hands it back (the only time it is shown). */
export async function saveWebhookEndpoint(
  db: PrismaClient,
  input: { organizationId: string; actorId: string; url: string; events: readonly string[] },
  options: { policy?: AddressPolicy; key?: string; lookup?: LookupAll } = {},
): Promise<SaveResult> {
  const policy = options.policy ?? webhookPolicy();
  const checked = checkWebhookUrl(input.url, policy);
  if (!checked.ok) return { ok: false, field: "url", code: checked.code };
  // A name that resolves to a private address is refused now, with the reason (every attempt checks
  // again). One that does not resolve yet is kept: the receiver may not be online yet.
  const events = WEBHOOK_EVENTS.filter((e) => input.events.includes(e));
  if (events.length === 0) return { ok: false, field: "events", code: "EVENTS_REQUIRED" };
  if (!policy.allowPrivate) {
    const target = await resolveTarget(checked.url, policy, options.lookup);
    if (!target.ok && target.code === "PRIVATE_ADDRESS") return { ok: false, field: "url", code: "PRIVATE_ADDRESS" };
  }
  const url = checked.url.toString();
  return db.$transaction(async (tx) => {
    // One endpoint per organisation, also when two saves race: they take turns on the organisation's row.
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${input.organizationId} FOR UPDATE`;
    const existing = await tx.webhookEndpoint.findFirst({ where: { organizationId: input.organizationId }, select: { id: true, url: true, events: true } });
    if (existing) {
      await tx.webhookEndpoint.update({ where: { id: existing.id }, data: { url, events, active: true } });
      await tx.auditLog.create({
        data: { actorId: input.actorId, action: "webhook.endpoint.update", targetType: "Organization", targetId: input.organizationId, data: { before: { url: existing.url, events: existing.events }, after: { url, events } } },
      });
      return { ok: true as const, created: false, secret: null };
    }
    const secret = newWebhookSecret();
    await tx.webhookEndpoint.create({ data: { organizationId: input.organizationId, url, events, secret: sealed(secret, options.key) } });
    await tx.auditLog.create({ data: { actorId: input.actorId, action: "webhook.endpoint.create", targetType: "Organization", targetId: input.organizationId, data: { url, events } } });
    return { ok: true as const, created: true, secret };
  });
}

/** A new secret, in force at once: the old one signs nothing more (attempts still due are signed with the new one). */
export async function rotateWebhookSecret(db: PrismaClient, input: { organizationId: string; actorId: string }, options: { key?: string } = {}): Promise<string> {
  const secret = newWebhookSecret();
  await db.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({ where: { organizationId: input.organizationId }, data: { secret: sealed(secret, options.key) } });
    if (count === 0) throw new WebhookError("NO_ENDPOINT");
    await tx.auditLog.create({ data: { actorId: input.actorId, action: "webhook.secret.rotate", targetType: "Organization", targetId: input.organizationId } });
  });
  return secret;
}

/** Removes the endpoint with its delivery log: nothing more is sent. */
export async function removeWebhookEndpoint(db: PrismaClient, input: { organizationId: string; actorId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.deleteMany({ where: { organizationId: input.organizationId } });
    if (count === 0) throw new WebhookError("NO_ENDPOINT");
    await tx.auditLog.create({ data: { actorId: input.actorId, action: "webhook.endpoint.delete", targetType: "Organization", targetId: input.organizationId } });
  });
}

/**
 * "Send test event": a `webhook.test` delivery (objectType "organization", the organisation's id and
 * name), sent at once by this request so the log shows the answer; if it fails it is retried on the
 * usual schedule like any event. Returns the delivery's id and how the first attempt went. At most
 * "webhook-test.organization" of them (5 a minute) per organisation: RATE_LIMITED after that, before
 * anything is written or sent (asking without an endpoint, NO_ENDPOINT, counts for nothing).
 */
export async function sendTestEvent(
  db: PrismaClient,
  input: { organizationId: string; actorId: string },
  options: DeliveryOptions & { boss?: PgBoss; limits?: RateLimits } = {},
): Promise<{ deliveryId: string; outcome: Awaited<ReturnType<typeof deliverWebhook>> }> {
  const deliveryId = await db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findFirst({ where: { organizationId: input.organizationId }, select: { id: true, organization: { select: { name: true } } } });
    if (!endpoint) throw new WebhookError("NO_ENDPOINT");
    const limit = await (options.limits ?? rateLimits()).take("webhook-test.organization", input.organizationId);
    if (!limit.allowed) throw new WebhookError("RATE_LIMITED", { minutes: retryMinutes(limit.retryAfterSeconds) });
    await tx.auditLog.create({ data: { actorId: input.actorId, action: "webhook.test.send", targetType: "Organization", targetId: input.organizationId } });
    // No job: this request makes the first attempt itself.
    return writeDelivery(tx, { endpointId: endpoint.id, event: TEST_EVENT, objectType: "organization", object: { _id: input.organizationId, name: endpoint.organization.name }, at: options.now }, { boss: null, immediate: true });
  });
  return { deliveryId, outcome: await deliverWebhook(db, deliveryId, options) };
}

export type WebhookAttemptRow = { attempt: number; statusCode: number | null; durationMs: number; error: string | null; at: Date };
export type WebhookDeliveryRow = {
  id: string; eventId: string; event: string; status: "PENDING" | "DELIVERED" | "FAILED"; attempt: number; responseStatus: number | null;
  nextAttemptAt: Date | null; createdAt: Date; attempts: WebhookAttemptRow[];
};
export type WebhooksData = {
  endpoint: { url: string; events: WebhookEvent[]; createdAt: Date; updatedAt: Date } | null;
  deliveries: WebhookDeliveryRow[];
};

/** The settings section's data: the endpoint (never its secret) and the newest deliveries with their attempts. */
export async function loadWebhooks(db: Pick<PrismaClient, "webhookEndpoint" | "webhookDelivery">, organizationId: string): Promise<WebhooksData> {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { organizationId }, select: { id: true, url: true, events: true, createdAt: true, updatedAt: true } });
  if (!endpoint) return { endpoint: null, deliveries: [] };
  const deliveries = await db.webhookDelivery.findMany({
    where: { endpointId: endpoint.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DELIVERY_LOG_SIZE,
    select: {
      id: true, eventId: true, event: true, status: true, attempt: true, responseStatus: true, nextAttemptAt: true, createdAt: true,
      attempts: { orderBy: { attempt: "desc" }, select: { attempt: true, statusCode: true, durationMs: true, error: true, at: true } },
    },
  });
  const events = endpoint.events.length === 0 ? [...WEBHOOK_EVENTS] : WEBHOOK_EVENTS.filter((e) => endpoint.events.includes(e));
  return { endpoint: { url: endpoint.url, events, createdAt: endpoint.createdAt, updatedAt: endpoint.updatedAt }, deliveries };
}

export type WebhooksSectionData = WebhooksData & {
  /** Every event an endpoint can listen to, in order. */
  events: readonly WebhookEvent[];
  /** This server accepts receivers on private and loopback addresses (http://127.0.0.1 included). */
  allowLocal: boolean;
  /** Attempts a delivery gets (the length of webhooks.retryDelaysSeconds, as it is now). */
  maxAttempts: number;
};

/** What `WebhooksSection` (components/team-lead/webhooks) shows for organisation `organizationId`. */
export async function loadWebhooksSection(db: Pick<PrismaClient, "webhookEndpoint" | "webhookDelivery" | "parameter">, organizationId: string): Promise<WebhooksSectionData> {
  const [data, delays] = await Promise.all([loadWebhooks(db, organizationId), readRetryDelays(db)]);
  return { ...data, events: WEBHOOK_EVENTS, allowLocal: webhookPolicy().allowPrivate, maxAttempts: delays.length };
}
