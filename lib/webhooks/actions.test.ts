// The webhook settings' actions posted as a browser would (lib/http/action.ts via submitForm): only a
// lead (or the owner) of the organisation configures its webhook, a member whose session still says
// "lead" is refused by the organisation check, a lead only ever reaches their own organisation's
// endpoint, a new secret comes back once, and bad input is a localized field error, never a 500.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { teamActionBed } from "@/lib/testing/team-actions";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { WEBHOOK_EVENTS } from "./events";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const actions = await import("./actions");

const bed = teamActionBed(request);
const { as } = bed;
// Tests run outside production: a receiver on this machine may be saved over http.
const URL_A = "http://127.0.0.1:9/a";

describe("configuring the webhook", () => {
  it("saves the URL and hands out the secret once; rotation hands out a new one", async () => {
    as(bed.team.lead.id, "lead");
    const first = await submitForm(actions.saveWebhookAction, { url: URL_A, events: [...WEBHOOK_EVENTS] });
    expect(first).toMatchObject({ ok: true, detail: expect.stringMatching(/^whsec_/) });
    const again = await submitForm(actions.saveWebhookAction, { url: URL_A, events: ["model.deleted"] });
    expect(again).toMatchObject({ ok: true });
    expect((again as { detail?: string }).detail).toBeUndefined();
    expect(await bed.p.webhookEndpoint.findFirstOrThrow({ where: { organizationId: bed.team.org.id } })).toMatchObject({ url: URL_A, events: ["model.deleted"] });

    expect(await submitForm(actions.rotateWebhookSecretAction, {})).toMatchObject({ fieldErrors: { confirm: "CONFIRM_ROTATE" } });
    const rotated = await submitForm(actions.rotateWebhookSecretAction, { confirm: "rotate" });
    expect(rotated).toMatchObject({ ok: true, detail: expect.stringMatching(/^whsec_/) });
    expect((rotated as { detail: string }).detail).not.toBe((first as { detail: string }).detail);
    expect(await bed.p.auditLog.count({ where: { targetId: bed.team.org.id, action: { startsWith: "webhook." }, actorId: bed.team.lead.id } })).toBe(3);
  });

  it("answers bad input with the form's field errors", async () => {
    as(bed.team.owner.id, "lead");
    expect(await submitForm(actions.saveWebhookAction, { url: "http://hooks.example.com/x", events: [...WEBHOOK_EVENTS] })).toMatchObject({ fieldErrors: { url: "HTTPS_REQUIRED" } });
    expect(await submitForm(actions.saveWebhookAction, { url: "nonsense", events: "model.created" })).toMatchObject({ fieldErrors: { url: "INVALID_URL" } });
    expect(await submitForm(actions.saveWebhookAction, { url: URL_A })).toMatchObject({ fieldErrors: { events: "EVENTS_REQUIRED" } });
    expect(await submitForm(actions.saveWebhookAction, { url: "x".repeat(5000), events: "model.created" })).toMatchObject({ fieldErrors: { url: "INVALID_URL" } });
    expect(await bed.p.webhookEndpoint.findFirstOrThrow({ where: { organizationId: bed.team.org.id } })).toMatchObject({ url: URL_A });
  });

  it("sends the test event at once and logs the attempt (here: nobody listens on port 9)", async () => {
    as(bed.team.lead.id, "lead");
    expect(await submitForm(actions.sendTestWebhookAction, {})).toMatchObject({ ok: true, detail: "retry" });
    const delivery = await bed.p.webhookDelivery.findFirstOrThrow({ where: { endpoint: { organizationId: bed.team.org.id }, event: "webhook.test" }, include: { attempts: true } });
    expect(delivery).toMatchObject({ status: "PENDING", attempt: 1, attempts: [{ attempt: 1, statusCode: null, error: expect.stringContaining("ECONNREFUSED") }] });
  });

  it("refuses a member, also one whose session still says lead, and a signed-out visitor", async () => {
    const before = await bed.p.webhookEndpoint.findFirstOrThrow({ where: { organizationId: bed.team.org.id } });
    as(bed.team.member.id, "lead");
    for (const [run, fields] of [
      [actions.saveWebhookAction, { url: "http://127.0.0.1:9/member", events: "model.created" }],
      [actions.rotateWebhookSecretAction, { confirm: "rotate" }],
      [actions.sendTestWebhookAction, {}],
      [actions.removeWebhookAction, { confirm: "remove" }],
    ] as const) {
      expect(await submitForm(run, fields as Record<string, string>)).toMatchObject({ error: "FORBIDDEN" });
    }
    as(bed.team.member.id, "member");
    expect(await submitForm(actions.saveWebhookAction, { url: "http://127.0.0.1:9/member", events: "model.created" })).toMatchObject({ error: expect.any(String) });
    request.principal = null;
    expect(await submitForm(actions.rotateWebhookSecretAction, { confirm: "rotate" })).toMatchObject({ error: expect.any(String) });
    expect(await bed.p.webhookEndpoint.findFirstOrThrow({ where: { organizationId: bed.team.org.id } })).toEqual(before);
  });

  it("is refused while a platform admin has switched the organisation's API off", async () => {
    as(bed.team.lead.id, "lead");
    await setOrganizationFeature(bed.p, { organizationId: bed.team.org.id, feature: "api", enabled: false, actorId: null });
    try {
      expect(await submitForm(actions.saveWebhookAction, { url: "http://127.0.0.1:9/off", events: "model.created" })).toMatchObject({ error: "API_DISABLED" });
      expect(await submitForm(actions.rotateWebhookSecretAction, { confirm: "rotate" })).toMatchObject({ error: "API_DISABLED" });
      expect(await bed.p.webhookEndpoint.findFirstOrThrow({ where: { organizationId: bed.team.org.id } })).toMatchObject({ url: URL_A });
    } finally {
      await setOrganizationFeature(bed.p, { organizationId: bed.team.org.id, feature: "api", enabled: true, actorId: null });
    }
  });

  it("keeps each lead to their own organisation's endpoint", async () => {
    as(bed.other.lead.id, "lead");
    // Nothing of the first organisation is reachable: their own organisation has no endpoint yet.
    expect(await submitForm(actions.rotateWebhookSecretAction, { confirm: "rotate" })).toMatchObject({ error: "NO_ENDPOINT" });
    expect(await submitForm(actions.sendTestWebhookAction, {})).toMatchObject({ error: "NO_ENDPOINT" });
    expect(await submitForm(actions.saveWebhookAction, { url: "http://127.0.0.1:9/other", events: "model.created" })).toMatchObject({ ok: true });
    expect(await bed.p.webhookEndpoint.findFirstOrThrow({ where: { organizationId: bed.team.org.id } })).toMatchObject({ url: URL_A });
    expect(await submitForm(actions.removeWebhookAction, { confirm: "remove" })).toMatchObject({ ok: true });
    expect(await bed.p.webhookEndpoint.count({ where: { organizationId: bed.other.org.id } })).toBe(0);
    expect(await bed.p.webhookEndpoint.count({ where: { organizationId: bed.team.org.id } })).toBe(1);
  });
  it("lets a lead send 5 test events a minute per organisation, then refuses RATE_LIMITED before writing anything", async () => {
    as(bed.other.lead.id, "lead");
    expect(await submitForm(actions.saveWebhookAction, { url: "http://127.0.0.1:9/limited", events: "model.created" })).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i++) expect(await submitForm(actions.sendTestWebhookAction, {})).toMatchObject({ ok: true });
    expect(await submitForm(actions.sendTestWebhookAction, {})).toMatchObject({ error: "RATE_LIMITED", errorValues: { minutes: 1 } });
    expect(await submitForm(actions.sendTestWebhookAction, {})).toMatchObject({ error: "RATE_LIMITED" });
    const sent = (organizationId: string) => bed.p.webhookDelivery.count({ where: { endpoint: { organizationId }, event: "webhook.test" } });
    expect(await sent(bed.other.org.id)).toBe(5);
    expect(await bed.p.auditLog.count({ where: { targetId: bed.other.org.id, action: "webhook.test.send" } })).toBe(5);
    // The limit is the organisation's: the first organisation's lead still sends theirs.
    as(bed.team.lead.id, "lead");
    const before = await sent(bed.team.org.id);
    expect(await submitForm(actions.sendTestWebhookAction, {})).toMatchObject({ ok: true });
    expect(await sent(bed.team.org.id)).toBe(before + 1);
  });
});
