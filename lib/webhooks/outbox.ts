// The webhook outbox: an event about a team shoot ("model" to the receiver) becomes a WebhookDelivery
// row for its organisation's endpoint inside the transaction of the change itself, so a delivery exists
// exactly when the change commits (never for a rolled-back one). Like lib/email's queueEmail it imports
// no domain: lib/shoots (every state change, in transition()), lib/teams (a member's shoot made) and
// lib/results (the favourite) call it, and ESLint's no-cycle keeps it that way. The delivery's job is
// queued in the same transaction when this process runs pg-boss already; otherwise the every-minute
// `webhook-dispatch` job sends it (deliver.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import type { Prisma, ShootState } from "@/lib/db";
import { startedBoss } from "@/lib/jobs/boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import { CURRENT_MEMBER_SHOOT } from "@/lib/teams/access";
import { parseSettings } from "@/lib/teams/settings";
import { readRetryDelays, type WebhookEvent } from "./events";

type Tx = Prisma.TransactionClient;

/** A team shoot as the receiver sees it (the business API's "model"). */
export type ModelObject = {
  _id: string;
  uid: string;
  title: string;
  trigger: "female" | "male" | "unisex" | null;
  status: string;
  isDevelopment: false;
  finishedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  organization: string;
};

export type WebhookPayload = {
  id: string;
  event: string;
  createdAt: string;
  objectType: "model" | "organization";
  object: ModelObject | { _id: string; name: string };
};

export const MODEL_SELECT = {
  id: true, userId: true, title: true, gender: true, state: true, readyAt: true, deletedAt: true, createdAt: true, organizationId: true,
} as const satisfies Prisma.ShootSelect;

export function modelObject(shoot: {
  id: string; userId: string; title: string; gender: string | null; state: ShootState; readyAt: Date | null; deletedAt: Date | null; createdAt: Date; organizationId: string | null;
}): ModelObject {
  return {
    _id: shoot.id,
    uid: shoot.userId,
    title: shoot.title,
    trigger: shoot.gender ? (shoot.gender.toLowerCase() as ModelObject["trigger"]) : null,
    status: shoot.state.toLowerCase(),
    isDevelopment: false,
    finishedAt: shoot.readyAt?.toISOString() ?? null,
    deletedAt: shoot.deletedAt?.toISOString() ?? null,
    createdAt: shoot.createdAt.toISOString(),
    organization: shoot.organizationId ?? "",
  };
}

export function newEventId(): string {
  return `evt_${randomUUID()}`;
}

/**
 * Writes one delivery (attempt 1 due after the schedule's first delay, at once by default; `immediate`:
 * now, whatever it says, for a test event sent by the request) and, with a running pg-boss, queues its job in `tx`.
 */
export async function writeDelivery(
  tx: Tx,
  input: { endpointId: string; event: string; objectType: WebhookPayload["objectType"]; object: WebhookPayload["object"]; at?: Date },
  options: { boss?: PgBoss | null; immediate?: boolean } = {},
): Promise<string> {
  const at = input.at ?? new Date();
  const firstDelay = options.immediate ? 0 : ((await readRetryDelays(tx))[0] ?? 0);
  const due = new Date(at.getTime() + firstDelay * 1000);
  const eventId = newEventId();
  const payload: WebhookPayload = { id: eventId, event: input.event, createdAt: at.toISOString(), objectType: input.objectType, object: input.object };
  const delivery = await tx.webhookDelivery.create({
    data: { endpointId: input.endpointId, eventId, event: input.event, payload, status: "PENDING", nextAttemptAt: due },
    select: { id: true },
  });
  const boss = options.boss === null ? undefined : (options.boss ?? startedBoss());
  if (boss) await enqueue(boss, tx, QUEUES.webhookDeliver, { deliveryId: delivery.id }, firstDelay > 0 ? { startAfter: due } : {});
  return delivery.id;
}

/**
 * Records `events` about shoot `shootId` for its organisation's active endpoint, if it has one that
 * listens to them (an empty filter listens to every event). Shoots of no organisation, or of another
 * organisation than the endpoint's, never reach it, nor a removed member's shoot (CURRENT_MEMBER_SHOOT:
 * it is theirs alone now), nor anything while the organisation's API feature is off. With `coalesce`,
 * an event is skipped while a PENDING delivery of it about the same shoot waits for the same endpoint. Returns how many deliveries were written.
 */
export async function recordShootEvent(
  tx: Tx,
  shootId: string,
  events: WebhookEvent | readonly WebhookEvent[],
  options: { boss?: PgBoss | null; coalesce?: boolean } = {},
): Promise<number> {
  const endpoint = await tx.webhookEndpoint.findFirst({
    where: { active: true, organization: { deletedAt: null, shoots: { some: { id: shootId, ...CURRENT_MEMBER_SHOOT } } } },
    select: { id: true, events: true, organization: { select: { settings: true } } },
  });
  // A platform admin switched the organisation's API off: its webhooks are off with it.
  if (!endpoint || !parseSettings(endpoint.organization.settings).features.api) return 0;
  let wanted = ([] as WebhookEvent[]).concat(events).filter((e) => endpoint.events.length === 0 || endpoint.events.includes(e));
  if (options.coalesce && wanted.length > 0) {
    // An undelivered (PENDING) delivery of the same event about this shoot to this endpoint already says it.
    const pending = await tx.webhookDelivery.findMany({
      where: { endpointId: endpoint.id, event: { in: wanted }, status: "PENDING", payload: { path: ["object", "_id"], equals: shootId } },
      select: { event: true },
    });
    wanted = wanted.filter((e) => !pending.some((d) => d.event === e));
  }
  if (wanted.length === 0) return 0;
  const shoot = await tx.shoot.findUniqueOrThrow({ where: { id: shootId }, select: MODEL_SELECT });
  const object = modelObject(shoot);
  for (const event of wanted) await writeDelivery(tx, { endpointId: endpoint.id, event, objectType: "model", object }, options);
  return wanted.length;
}
