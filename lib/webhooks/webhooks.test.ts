// Outgoing webhooks end to end against a real HTTP receiver on loopback: team shoot changes become
// deliveries in their own transaction, each attempt is signed so that the standardwebhooks library
// accepts it (same webhook-id every attempt), the schedule is at once, 5, 15 and 60 minutes (driven
// with the clock the delivery is given, and the start times of the jobs it queues), a redirect is not
// followed, production refuses private receivers also behind a host name, rotation kills the old
// secret, and another organisation's shoots never reach this organisation's endpoint.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PgBoss } from "pg-boss";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { setParameter } from "@/lib/parameters/update";
import { setResultMarks } from "@/lib/results/marks";
import { transition } from "@/lib/shoots/states";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createTeam, ensureTeamPackage, type TestTeam } from "@/lib/testing/teams";
import { openMemberShoot } from "@/lib/teams/member-shoot";
import { removeMember } from "@/lib/teams/members";
import { queueTeamShootFinished } from "@/lib/teams/results/finished";
import { approveShootReview } from "@/lib/teams/results/review";
import { setOrganizationFeature } from "@/lib/teams/settings";
import type { LookupAll } from "./address";
import { deliverDueWebhooks, deliverWebhook } from "./deliver";
import { loadWebhooks, removeWebhookEndpoint, rotateWebhookSecret, saveWebhookEndpoint, sendTestEvent } from "./endpoint";
import { WEBHOOK_EVENTS } from "./events";

type Received = { path: string; headers: Record<string, string>; body: string };

/** A receiver answering each request with the next status of `plan` (then 200). */
class Receiver {
  server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      this.received.push({ path: req.url ?? "", headers: req.headers as Record<string, string>, body });
      const status = this.plan.shift() ?? 200;
      res.writeHead(status, status >= 300 && status < 400 ? { location: `${this.base}/elsewhere` } : {});
      res.end(status >= 300 && status < 400 ? "" : "ok");
    });
  });
  received: Received[] = [];
  plan: number[] = [];
  base = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  reset(plan: number[] = []) {
    this.received = [];
    this.plan = plan;
  }
}

const dev = { allowPrivate: true };
const production = { allowPrivate: false };
const KEY = "test-sealing-key-test-sealing-key-0123";
const MIN = 60_000;

/** A stand-in for pg-boss that keeps what was sent (enqueue hands the transaction as `db`). */
function recordingBoss() {
  const sent: { queue: string; data: unknown; startAfter?: Date }[] = [];
  const boss = { send: async (queue: string, data: unknown, options: { startAfter?: Date }) => (sent.push({ queue, data, startAfter: options.startAfter }), `job-${sent.length}`) };
  return { boss: boss as unknown as PgBoss, sent };
}

let db: TestDb;
let p: PrismaClient;
let team: TestTeam;
let other: TestTeam;
const receiver = new Receiver();

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  await ensureTeamPackage(p);
  [team, other] = [await createTeam(p), await createTeam(p)];
  await receiver.start();
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  await db?.cleanup();
});
beforeEach(async () => {
  receiver.reset();
  await p.webhookEndpoint.deleteMany({});
});

async function endpointFor(t: TestTeam, events: readonly string[] = WEBHOOK_EVENTS, path = "/hook") {
  const saved = await saveWebhookEndpoint(p, { organizationId: t.org.id, actorId: t.lead.id, url: `${receiver.base}${path}`, events }, { policy: dev, key: KEY });
  if (!saved.ok || !saved.secret) throw new Error(`no endpoint: ${JSON.stringify(saved)}`);
  return saved.secret;
}

/** A new member shoot of `t` (model.created), as joining makes it. */
async function memberShoot(t: TestTeam) {
  const user = await createUser(p);
  const membership = await p.membership.create({ data: { userId: user.id, organizationId: t.org.id, role: "MEMBER", status: "JOINED" } });
  const { id } = await p.$transaction((tx) => openMemberShoot(tx, { organizationId: t.org.id, membershipId: membership.id, userId: user.id, reason: "joined" }));
  return { shootId: id, userId: user.id, membershipId: membership.id };
}

const deliveriesOf = (t: TestTeam) => p.webhookDelivery.findMany({ where: { endpoint: { organizationId: t.org.id } }, orderBy: { createdAt: "asc" } });

describe("the endpoint's secret", () => {
  it("is whsec_ and 32 random bytes, handed out on the first save only, and sealed at rest", async () => {
    const first = await saveWebhookEndpoint(p, { organizationId: team.org.id, actorId: team.lead.id, url: `${receiver.base}/hook`, events: WEBHOOK_EVENTS }, { policy: dev, key: KEY });
    expect(first).toMatchObject({ ok: true, created: true });
    const secret = (first as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    const row = await p.webhookEndpoint.findFirstOrThrow({ where: { organizationId: team.org.id } });
    expect(row.secret).toMatch(/^v1:/);
    expect(row.secret).not.toContain(secret.slice(6, 20));
    const again = await saveWebhookEndpoint(p, { organizationId: team.org.id, actorId: team.lead.id, url: `${receiver.base}/other`, events: ["model.deleted"] }, { policy: dev, key: KEY });
    expect(again).toEqual({ ok: true, created: false, secret: null });
    expect(await p.webhookEndpoint.count({ where: { organizationId: team.org.id } })).toBe(1);
    const loaded = await loadWebhooks(p, team.org.id);
    expect(loaded.endpoint).toMatchObject({ url: `${receiver.base}/other`, events: ["model.deleted"] });
    expect(JSON.stringify(loaded)).not.toContain("whsec_");
    expect(await p.auditLog.findMany({ where: { targetId: team.org.id, action: { startsWith: "webhook." } }, select: { action: true, actorId: true } })).toEqual([
      { action: "webhook.endpoint.create", actorId: team.lead.id },
      { action: "webhook.endpoint.update", actorId: team.lead.id },
    ]);
  });

  it("refuses a URL that is not https, and an empty event filter", async () => {
    const offline: LookupAll = async () => { throw new Error("ENOTFOUND"); };
    const save = (url: string, events: readonly string[] = WEBHOOK_EVENTS, policy = production) =>
      saveWebhookEndpoint(p, { organizationId: team.org.id, actorId: team.lead.id, url, events }, { policy, key: KEY, lookup: offline });
    expect(await save("http://hooks.example.com/x")).toEqual({ ok: false, field: "url", code: "HTTPS_REQUIRED" });
    expect(await save("http://hooks.example.com/x", WEBHOOK_EVENTS, dev)).toEqual({ ok: false, field: "url", code: "HTTPS_REQUIRED" });
    expect(await save(`${receiver.base}/hook`)).toEqual({ ok: false, field: "url", code: "HTTPS_REQUIRED" });
    expect(await save("https://127.0.0.1/hook")).toEqual({ ok: false, field: "url", code: "PRIVATE_ADDRESS" });
    expect(await save("not a url")).toEqual({ ok: false, field: "url", code: "INVALID_URL" });
    expect(await save("https://hooks.example.com/x", ["shoot.ready"])).toEqual({ ok: false, field: "events", code: "EVENTS_REQUIRED" });
    // A name resolving to a private address is refused when it is saved, with the reason.
    const resolvesTo = (address: string): LookupAll => async () => [{ address, family: 4 }];
    expect(await saveWebhookEndpoint(p, { organizationId: team.org.id, actorId: team.lead.id, url: "https://internal.customer.example/x", events: WEBHOOK_EVENTS }, { policy: production, key: KEY, lookup: resolvesTo("10.1.2.3") }))
      .toEqual({ ok: false, field: "url", code: "PRIVATE_ADDRESS" });
    expect(await p.webhookEndpoint.count()).toBe(0);
    expect(await saveWebhookEndpoint(p, { organizationId: team.org.id, actorId: team.lead.id, url: "https://hooks.customer.example/x", events: WEBHOOK_EVENTS }, { policy: production, key: KEY, lookup: resolvesTo("93.184.216.34") }))
      .toMatchObject({ ok: true, created: true });
  });
});

describe("a receiver that fails twice", () => {
  it("gets the same signed event at once, after 5 and after 15 more minutes, and it is then delivered", async () => {
    const secret = await endpointFor(team);
    receiver.reset([500, 503]);
    const { shootId } = await memberShoot(team);
    const [delivery] = await deliveriesOf(team);
    expect(delivery).toMatchObject({ event: "model.created", status: "PENDING", attempt: 0 });
    const { boss, sent } = recordingBoss();

    const t0 = new Date();
    expect(await deliverWebhook(p, delivery!.id, { now: t0, policy: dev, key: KEY, boss })).toBe("retry");
    expect((await p.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).nextAttemptAt).toEqual(new Date(t0.getTime() + 5 * MIN));
    // Not due yet: nothing is sent.
    expect(await deliverWebhook(p, delivery!.id, { now: new Date(t0.getTime() + 4 * MIN), policy: dev, key: KEY, boss })).toBe("skipped");
    expect(await deliverWebhook(p, delivery!.id, { now: new Date(t0.getTime() + 5 * MIN), policy: dev, key: KEY, boss })).toBe("retry");
    expect(await deliverWebhook(p, delivery!.id, { now: new Date(t0.getTime() + 20 * MIN), policy: dev, key: KEY, boss })).toBe("delivered");

    // The next attempts were queued for the times the schedule gives.
    expect(sent).toEqual([
      { queue: "webhook-deliver", data: { deliveryId: delivery!.id }, startAfter: new Date(t0.getTime() + 5 * MIN) },
      { queue: "webhook-deliver", data: { deliveryId: delivery!.id }, startAfter: new Date(t0.getTime() + 20 * MIN) },
    ]);
    const attempts = await p.webhookAttempt.findMany({ where: { deliveryId: delivery!.id }, orderBy: { attempt: "asc" } });
    expect(attempts.map((a) => [a.attempt, a.statusCode, a.at.getTime() - t0.getTime()])).toEqual([[1, 500, 0], [2, 503, 5 * MIN], [3, 200, 20 * MIN]]);
    expect(attempts.every((a) => a.durationMs >= 0)).toBe(true);
    expect(await p.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).toMatchObject({ status: "DELIVERED", attempt: 3, responseStatus: 200, nextAttemptAt: null });

    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers["webhook-id"]));
    expect([...ids]).toEqual([delivery!.eventId]);
    expect(delivery!.eventId).toMatch(/^evt_[0-9a-f-]{36}$/);
    const wh = new Webhook(secret);
    for (const r of receiver.received) {
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      const payload = wh.verify(r.body, r.headers) as Record<string, unknown>;
      expect(payload).toMatchObject({
        id: delivery!.eventId, event: "model.created", objectType: "model",
        object: { _id: shootId, status: "onboarding", isDevelopment: false, organization: team.org.id, deletedAt: null, finishedAt: null },
      });
    }
    // A tampered body is refused by the same library (the check can fail).
    const last = receiver.received[2]!;
    expect(() => wh.verify(last.body.replace("onboarding", "active"), last.headers)).toThrow(WebhookVerificationError);
  });

  it("follows the platform admins' webhooks.retryDelaysSeconds at the next attempt: the delays, and as many attempts as delays (no restart)", async () => {
    await endpointFor(team);
    receiver.reset([500, 500, 500, 500]);
    const admin = await createUser(p, { role: "ADMIN" });
    try {
      // The first delay holds the first attempt back too.
      expect(await setParameter(p, { key: "webhooks.retryDelaysSeconds", value: [30, 120], actorId: admin.id })).toEqual({ changed: true });
      const t0 = new Date();
      await memberShoot(team);
      const [delivery] = await deliveriesOf(team);
      const due = (await p.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).nextAttemptAt!;
      expect(due.getTime() - t0.getTime()).toBeGreaterThanOrEqual(29_000);
      expect(due.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
      const at = (ms: number) => ({ now: new Date(due.getTime() + ms), policy: dev, key: KEY });
      expect(await deliverWebhook(p, delivery!.id, at(0))).toBe("retry");
      expect((await p.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).nextAttemptAt).toEqual(new Date(due.getTime() + 120_000));
      // Two delays, two attempts: the second is the last.
      expect(await deliverWebhook(p, delivery!.id, at(120_000))).toBe("failed");
      expect(await p.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).toMatchObject({ status: "FAILED", attempt: 2 });
      expect(receiver.received).toHaveLength(2);
    } finally {
      await p.parameter.deleteMany({ where: { key: "webhooks.retryDelaysSeconds" } });
    }
  });

  it("fails for good after the fourth attempt, 60 minutes after the third", async () => {
    await endpointFor(team);
    receiver.reset([500, 500, 500, 500]);
    await memberShoot(team);
    const [delivery] = await deliveriesOf(team);
    const t0 = new Date();
    const at = (m: number) => ({ now: new Date(t0.getTime() + m * MIN), policy: dev, key: KEY });
    expect(await deliverWebhook(p, delivery!.id, at(0))).toBe("retry");
    expect(await deliverWebhook(p, delivery!.id, at(5))).toBe("retry");
    expect(await deliverWebhook(p, delivery!.id, at(20))).toBe("retry");
    expect((await p.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).nextAttemptAt).toEqual(new Date(t0.getTime() + 80 * MIN));
    expect(await deliverWebhook(p, delivery!.id, at(79))).toBe("skipped");
    expect(await deliverWebhook(p, delivery!.id, at(80))).toBe("failed");
    expect(await deliverWebhook(p, delivery!.id, at(500))).toBe("skipped");
    expect(await p.webhookDelivery.findUniqueOrThrow({ where: { id: delivery!.id } })).toMatchObject({ status: "FAILED", attempt: 4, responseStatus: 500, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(4);
  });

  it("is reached by the dispatcher when no job was queued (the event was written where pg-boss was not running)", async () => {
    await endpointFor(team);
    await memberShoot(team);
    expect(await deliverDueWebhooks(p, { policy: dev, key: KEY })).toMatchObject({ delivered: 1 });
    expect(await deliverDueWebhooks(p, { policy: dev, key: KEY })).toMatchObject({ delivered: 0, retry: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });
});

describe("what is not followed or not allowed", () => {
  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    await endpointFor(team);
    receiver.reset([302]);
    await memberShoot(team);
    const [delivery] = await deliveriesOf(team);
    expect(await deliverWebhook(p, delivery!.id, { policy: dev, key: KEY })).toBe("retry");
    expect(receiver.received.map((r) => r.path)).toEqual(["/hook"]);
    expect(await p.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery!.id } })).toMatchObject({ statusCode: 302, error: "redirect not followed" });
  });

  it("in production refuses loopback and private receivers, also behind a host name, without connecting", async () => {
    await endpointFor(team);
    await memberShoot(team);
    const [delivery] = await deliveriesOf(team);
    // The endpoint was saved while private addresses were allowed; production checks again at every attempt.
    expect(await deliverWebhook(p, delivery!.id, { policy: production, key: KEY })).toBe("retry");
    expect(await p.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery!.id } })).toMatchObject({ statusCode: null, error: expect.stringMatching(/https|private/) });

    for (const address of ["127.0.0.1", "10.0.0.7", "169.254.169.254", "::1", "fc00::1"]) {
      await p.webhookEndpoint.updateMany({ where: { organizationId: team.org.id }, data: { url: "https://hooks.customer.example/in" } });
      await p.webhookDelivery.update({ where: { id: delivery!.id }, data: { status: "PENDING", nextAttemptAt: new Date(0), attempt: 0 } });
      await p.webhookAttempt.deleteMany({ where: { deliveryId: delivery!.id } });
      const lookup: LookupAll = async () => [{ address, family: address.includes(":") ? 6 : 4 }];
      expect(await deliverWebhook(p, delivery!.id, { policy: production, key: KEY, lookup })).toBe("retry");
      expect(await p.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery!.id } })).toMatchObject({ statusCode: null, error: expect.stringContaining("private") });
    }
    expect(receiver.received).toHaveLength(0);
  });

  it("connects to the address it checked, not to what the name resolves to later", async () => {
    await endpointFor(team);
    // A name the system resolver does not know: only the checked answer can reach the receiver.
    const port = new URL(receiver.base).port;
    await p.webhookEndpoint.updateMany({ where: { organizationId: team.org.id }, data: { url: `http://pinned-receiver.localhost:${port}/pinned` } });
    await memberShoot(team);
    const [delivery] = await deliveriesOf(team);
    let asked = 0;
    const lookup: LookupAll = async () => (++asked === 1 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "203.0.113.9", family: 4 }]);
    expect(await deliverWebhook(p, delivery!.id, { policy: dev, key: KEY, lookup })).toBe("delivered");
    expect(asked).toBe(1);
    expect(receiver.received.map((r) => [r.path, r.headers.host])).toEqual([["/pinned", `pinned-receiver.localhost:${port}`]]);
  });

  it("sends nothing while the organisation's API feature is off, and gives up what was pending", async () => {
    await endpointFor(team);
    await memberShoot(team);
    const [pending] = await deliveriesOf(team);
    await setOrganizationFeature(p, { organizationId: team.org.id, feature: "api", enabled: false, actorId: null });
    try {
      await memberShoot(team);
      expect(await deliveriesOf(team)).toHaveLength(1);
      expect(await deliverWebhook(p, pending!.id, { policy: dev, key: KEY })).toBe("failed");
      expect(await p.webhookAttempt.findFirstOrThrow({ where: { deliveryId: pending!.id } })).toMatchObject({ error: "the organisation's API is switched off" });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await setOrganizationFeature(p, { organizationId: team.org.id, feature: "api", enabled: true, actorId: null });
    }
  });

  it("gives up an attempt whose receiver does not answer in time", async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      await endpointFor(team);
      await p.webhookEndpoint.updateMany({ where: { organizationId: team.org.id }, data: { url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/slow` } });
      await memberShoot(team);
      const [delivery] = await deliveriesOf(team);
      expect(await deliverWebhook(p, delivery!.id, { policy: dev, key: KEY, timeoutMs: 300 })).toBe("retry");
      const attempt = await p.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery!.id } });
      expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/^no answer within/) });
      expect(attempt.durationMs).toBeGreaterThanOrEqual(250);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe("rotating the secret", () => {
  it("signs every later attempt with the new secret only; the old one verifies nothing", async () => {
    const old = await endpointFor(team);
    const fresh = await rotateWebhookSecret(p, { organizationId: team.org.id, actorId: team.lead.id }, { key: KEY });
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    const sent = await sendTestEvent(p, { organizationId: team.org.id, actorId: team.lead.id }, { policy: dev, key: KEY });
    expect(sent.outcome).toBe("delivered");
    const [r] = receiver.received;
    expect(JSON.parse(r!.body)).toMatchObject({ event: "webhook.test", objectType: "organization", object: { _id: team.org.id } });
    expect(new Webhook(fresh).verify(r!.body, r!.headers)).toMatchObject({ event: "webhook.test" });
    expect(() => new Webhook(old).verify(r!.body, r!.headers)).toThrow(WebhookVerificationError);
    expect(await p.auditLog.count({ where: { targetId: team.org.id, action: { in: ["webhook.secret.rotate", "webhook.test.send"] } } })).toBe(2);
  });

  it("is refused without an endpoint, and removing the endpoint stops every delivery", async () => {
    await expect(rotateWebhookSecret(p, { organizationId: other.org.id, actorId: other.lead.id }, { key: KEY })).rejects.toMatchObject({ code: "NO_ENDPOINT" });
    await expect(sendTestEvent(p, { organizationId: other.org.id, actorId: other.lead.id }, { key: KEY })).rejects.toMatchObject({ code: "NO_ENDPOINT" });
    await endpointFor(team);
    await memberShoot(team);
    await removeWebhookEndpoint(p, { organizationId: team.org.id, actorId: team.lead.id });
    expect(await p.webhookDelivery.count()).toBe(0);
    await memberShoot(team);
    expect(await p.webhookDelivery.count()).toBe(0);
  });
});

describe("which changes fire which events", () => {
  it("sends every state change, photos_ready on ACTIVE and deleted on DELETED, each in the change's transaction", async () => {
    await endpointFor(team);
    const { shootId } = await memberShoot(team);
    // A change that rolls back leaves no delivery.
    await expect(p.$transaction(async (tx) => {
      await transition(tx, shootId, "ONBOARDING", "WAITING", "rolled back");
      expect(await tx.webhookDelivery.count({ where: { event: "model.status.updated" } })).toBe(1);
      throw new Error("rollback");
    })).rejects.toThrow("rollback");
    expect(await p.webhookDelivery.count({ where: { event: "model.status.updated" } })).toBe(0);
    const path = [["ONBOARDING", "WAITING"], ["WAITING", "PROCESSING"], ["PROCESSING", "GENERATING"], ["GENERATING", "ACTIVE"], ["ACTIVE", "DELETED"]] as const;
    for (const [from, to] of path) {
      await p.$transaction(async (tx) => {
        await transition(tx, shootId, from, to, "test");
        // The generation job's onActive hook (lib/jobs/handlers.ts) releases the results: photos_ready.
        if (to === "ACTIVE") await queueTeamShootFinished(tx, shootId, { appUrl: "https://lumen.example" });
      });
    }
    const rows = await deliveriesOf(team);
    expect(rows.map((d) => [d.event, (d.payload as { object: { status: string } }).object.status])).toEqual([
      ["model.created", "onboarding"],
      ["model.status.updated", "waiting"],
      ["model.status.updated", "processing"],
      ["model.status.updated", "generating"],
      ["model.status.updated", "active"],
      ["model.photos_ready", "active"],
      ["model.status.updated", "deleted"],
      ["model.deleted", "deleted"],
    ]);
    expect(new Set(rows.map((d) => d.eventId)).size).toBe(rows.length);
    const deleted = rows.at(-1)!.payload as { object: { deletedAt: string | null } };
    expect(deleted.object.deletedAt).not.toBeNull();
  });

  it("sends no photos_ready for a shoot held for manual review; the admin's approval sends it, once", async () => {
    await endpointFor(team);
    await setOrganizationFeature(p, { organizationId: team.org.id, feature: "manualReview", enabled: true, actorId: null });
    try {
      const { shootId } = await memberShoot(team);
      for (const [from, to] of [["ONBOARDING", "WAITING"], ["WAITING", "PROCESSING"], ["PROCESSING", "GENERATING"]] as const) await p.$transaction((tx) => transition(tx, shootId, from, to, "test"));
      await p.$transaction(async (tx) => {
        await transition(tx, shootId, "GENERATING", "ACTIVE", "test");
        await queueTeamShootFinished(tx, shootId, { appUrl: "https://lumen.example" });
      });
      expect((await p.shoot.findUniqueOrThrow({ where: { id: shootId } })).reviewHeldAt).toBeInstanceOf(Date);
      const about = async () => (await deliveriesOf(team)).filter((d) => (d.payload as { object: { _id: string } }).object._id === shootId);
      expect((await about()).map((d) => d.event)).toEqual(["model.created", "model.status.updated", "model.status.updated", "model.status.updated", "model.status.updated"]);

      const admin = await createUser(p, { role: "ADMIN" });
      expect(await approveShootReview(p, { shootId, actorId: admin.id, appUrl: "https://lumen.example", relay: false })).toMatchObject({ status: "approved" });
      expect(await approveShootReview(p, { shootId, actorId: admin.id, appUrl: "https://lumen.example", relay: false })).toEqual({ status: "not-held" });
      const ready = (await about()).filter((d) => d.event === "model.photos_ready");
      expect(ready.map((d) => (d.payload as { object: { _id: string; status: string } }).object)).toEqual([expect.objectContaining({ _id: shootId, status: "active" })]);
    } finally {
      await setOrganizationFeature(p, { organizationId: team.org.id, feature: "manualReview", enabled: false, actorId: null });
    }
  });

  it("sends only the events the endpoint listens to", async () => {
    await endpointFor(team, ["model.deleted"]);
    const { shootId } = await memberShoot(team);
    await p.$transaction((tx) => transition(tx, shootId, "ONBOARDING", "DELETED", "test"));
    expect((await deliveriesOf(team)).map((d) => d.event)).toEqual(["model.deleted"]);
  });

  it("sends a newly chosen favourite once, and a switch only when the last one has gone out", async () => {
    await endpointFor(team, ["model.favorite_selected"]);
    const { shootId, userId } = await memberShoot(team);
    await p.shoot.update({ where: { id: shootId }, data: { state: "ACTIVE", readyAt: new Date() } });
    const [a, b] = await Promise.all([0, 1].map((i) => p.result.create({ data: { shootId, storageKey: `k/${shootId}/${i}.jpg`, width: 512, height: 512 } })));
    await setResultMarks(p, { userId, resultId: a!.id, isFavorite: true });
    await setResultMarks(p, { userId, resultId: a!.id, isFavorite: true });
    await setResultMarks(p, { userId, resultId: a!.id, likedStatus: "LOVED" });
    // Switching A → B → A → B while the first delivery is still PENDING queues nothing more.
    for (const r of [b, a, b]) await setResultMarks(p, { userId, resultId: r!.id, isFavorite: true });
    const [first] = await deliveriesOf(team);
    expect((await deliveriesOf(team)).map((d) => [d.event, d.status])).toEqual([["model.favorite_selected", "PENDING"]]);
    // Once it has gone out, the next switch is news again, once.
    expect(await deliverWebhook(p, first!.id, { policy: dev, key: KEY })).toBe("delivered");
    for (const r of [a, b]) await setResultMarks(p, { userId, resultId: r!.id, isFavorite: true });
    expect((await deliveriesOf(team)).map((d) => [d.event, d.status])).toEqual([["model.favorite_selected", "DELIVERED"], ["model.favorite_selected", "PENDING"]]);
    // Another shoot's pending favourite does not hold this one back.
    const other = await memberShoot(team);
    await p.shoot.update({ where: { id: other.shootId }, data: { state: "ACTIVE", readyAt: new Date() } });
    const c = await p.result.create({ data: { shootId: other.shootId, storageKey: `k/${other.shootId}/0.jpg`, width: 512, height: 512 } });
    await setResultMarks(p, { userId: other.userId, resultId: c.id, isFavorite: true });
    expect(await p.webhookDelivery.count({ where: { event: "model.favorite_selected", status: "PENDING" } })).toBe(2);
  });

  it("sends nothing of a removed member's shoot to their former organisation", async () => {
    await endpointFor(team);
    const { shootId, userId, membershipId } = await memberShoot(team);
    await p.shoot.update({ where: { id: shootId }, data: { state: "ACTIVE", readyAt: new Date() } });
    const photo = await p.result.create({ data: { shootId, storageKey: `k/${shootId}/0.jpg`, width: 512, height: 512 } });
    await p.webhookDelivery.deleteMany({});
    await removeMember(p, team.lead.id, membershipId, { relay: () => {} });
    // The shoot keeps its organisation and membership; the member still uses it, alone.
    await setResultMarks(p, { userId, resultId: photo.id, isFavorite: true }, { relay: () => {} });
    await p.$transaction((tx) => transition(tx, shootId, "ACTIVE", "DELETED", "test"));
    expect(await p.shoot.findUniqueOrThrow({ where: { id: shootId }, select: { organizationId: true, state: true } })).toEqual({ organizationId: team.org.id, state: "DELETED" });
    expect(await deliveriesOf(team)).toEqual([]);
  });

  it("never sends another organisation's shoots, nor a shoot of no organisation", async () => {
    await endpointFor(team);
    const theirs = await memberShoot(other);
    await p.$transaction((tx) => transition(tx, theirs.shootId, "ONBOARDING", "WAITING", "test"));
    const pkg = await ensureTeamPackage(p);
    const individual = await createShoot(p, { userId: (await createUser(p)).id, packageId: pkg });
    await p.$transaction((tx) => transition(tx, individual.id, "ONBOARDING", "DELETED", "test"));
    expect(await p.webhookDelivery.count()).toBe(0);
    // Their own endpoint hears of their shoot; ours still hears nothing.
    await endpointFor(other);
    await p.$transaction((tx) => transition(tx, theirs.shootId, "WAITING", "PROCESSING", "test"));
    expect((await deliveriesOf(other)).map((d) => d.event)).toEqual(["model.status.updated"]);
    expect(await deliveriesOf(team)).toEqual([]);
  });
});
