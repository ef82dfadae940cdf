// The API page's keys: made (secret once, hash stored), listed, revoked (at once), audited; the forms as
// they are posted (lib/api/actions.ts): a lead of the organisation only; another organisation's key is
// NOT_FOUND; usage per day over the last 14 days.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { teamActionBed } from "@/lib/testing/team-actions";
import { createTeam } from "@/lib/testing/teams";
import { authenticateApiKey, hashApiKey } from "./keys";
import { createApiKey, listApiKeys, MAX_ACTIVE_KEYS } from "./manage";
import { apiUsageByDay, recordApiUsage } from "./usage";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const actions = await import("./actions");

const bed = teamActionBed(request, { credits: { team: 1, other: 1 } });
const { as } = bed;

describe("API keys", () => {
  it("a lead makes a key: the secret comes back once, only its hash is stored, and an audit row is written", async () => {
    as(bed.team.lead.id, "lead");
    const answer = await submitForm(actions.createApiKeyAction, { name: "  HR   system ", scopes: ["invites", "teams"] });
    expect(answer).toMatchObject({ ok: true, detail: expect.stringMatching(/^lum_live_/) });
    const secret = (answer as { detail: string }).detail;
    const row = await bed.p.apiKey.findFirstOrThrow({ where: { organizationId: bed.team.org.id } });
    expect(row).toMatchObject({ name: "HR system", scopes: ["invites", "teams"], keyHash: hashApiKey(secret), createdById: bed.team.lead.id });
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(secret.startsWith(row.prefix)).toBe(true);
    expect(await bed.p.auditLog.count({ where: { action: "api-key.create", targetId: row.id, actorId: bed.team.lead.id } })).toBe(1);
    const check = await authenticateApiKey(bed.p, `Bearer ${secret}`);
    expect(check).toMatchObject({ ok: true, key: { organizationId: bed.team.org.id, scopes: ["invites", "teams"] } });
    const listed = await listApiKeys(bed.p, bed.team.org.id);
    expect(listed.map((k) => k.id)).toEqual([row.id]);
    expect(listed[0]).not.toHaveProperty("keyHash");
  });

  it("refuses a form without a name or a scope, and a member or someone signed out", async () => {
    as(bed.team.lead.id, "lead");
    expect(await submitForm(actions.createApiKeyAction, { name: "", scopes: "photos" })).toMatchObject({ fieldErrors: { name: "nameRequired" } });
    expect(await submitForm(actions.createApiKeyAction, { name: "No scope" })).toMatchObject({ fieldErrors: { scopes: "scopesRequired" } });
    expect(await submitForm(actions.createApiKeyAction, { name: "Bad scope", scopes: "admin" })).toMatchObject({ fieldErrors: { scopes: expect.any(String) } });
    as(bed.team.member.id, "member");
    expect(await submitForm(actions.createApiKeyAction, { name: "Mine", scopes: "photos" })).toMatchObject({ error: "forbidden" });
    request.principal = null;
    expect(await submitForm(actions.createApiKeyAction, { name: "Mine", scopes: "photos" })).toMatchObject({ error: "notSignedIn" });
  });

  it("revokes at once, once; another organisation's key is NOT_FOUND and stays live", async () => {
    const mine = await createApiKey(bed.p, { organizationId: bed.team.org.id, actorId: bed.team.lead.id, name: "CI", scopes: ["organization"] });
    const theirs = await createApiKey(bed.p, { organizationId: bed.other.org.id, actorId: bed.other.lead.id, name: "Theirs", scopes: ["organization"] });
    as(bed.team.lead.id, "lead");
    expect(await submitForm(actions.revokeApiKeyAction, { keyId: theirs.id })).toMatchObject({ error: "NOT_FOUND" });
    expect((await authenticateApiKey(bed.p, `Bearer ${theirs.secret}`)).ok).toBe(true);
    expect(await submitForm(actions.revokeApiKeyAction, { keyId: mine.id })).toMatchObject({ ok: true });
    expect(await authenticateApiKey(bed.p, `Bearer ${mine.secret}`)).toEqual({ ok: false, code: "API_KEY_INVALID" });
    expect(await submitForm(actions.revokeApiKeyAction, { keyId: mine.id })).toMatchObject({ error: "WRONG_STATE" });
    expect(await bed.p.auditLog.count({ where: { action: "api-key.revoke", targetId: mine.id } })).toBe(1);
    as(bed.team.member.id, "member");
    expect(await submitForm(actions.revokeApiKeyAction, { keyId: theirs.id })).toMatchObject({ error: "forbidden" });
  });

  it(`holds at most ${MAX_ACTIVE_KEYS} live keys, even when made at once`, async () => {
    const c = await createTeam(bed.p, { credits: 1 });
    const made = await Promise.allSettled(Array.from({ length: MAX_ACTIVE_KEYS + 3 }, (_, i) => createApiKey(bed.p, { organizationId: c.org.id, actorId: c.lead.id, name: `K${i}`, scopes: ["photos"] })));
    expect(made.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_ACTIVE_KEYS);
    expect(made.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(["KEY_LIMIT", "KEY_LIMIT", "KEY_LIMIT"]);
  });

  it("counts usage per UTC day and shows the last 14 days, per key or for all keys", async () => {
    const k1 = await createApiKey(bed.p, { organizationId: bed.other.org.id, actorId: bed.other.lead.id, name: "A", scopes: ["photos"] });
    const k2 = await createApiKey(bed.p, { organizationId: bed.other.org.id, actorId: bed.other.lead.id, name: "B", scopes: ["photos"] });
    const now = new Date("2026-03-15T12:00:00Z");
    const at = (iso: string) => new Date(iso);
    await recordApiUsage(bed.p, { keyId: k1.id, organizationId: bed.other.org.id }, at("2026-03-15T00:00:01Z"));
    await recordApiUsage(bed.p, { keyId: k1.id, organizationId: bed.other.org.id }, at("2026-03-15T23:59:59Z"));
    await recordApiUsage(bed.p, { keyId: k2.id, organizationId: bed.other.org.id }, at("2026-03-14T10:00:00Z"));
    await recordApiUsage(bed.p, { keyId: k2.id, organizationId: bed.other.org.id }, at("2026-03-01T10:00:00Z")); // 15 days back: outside
    const all = await apiUsageByDay(bed.p, bed.other.org.id, { now });
    expect(all).toHaveLength(14);
    expect(all[0]!.day).toBe("2026-03-02");
    expect(all.slice(-2)).toEqual([{ day: "2026-03-14", requests: 1 }, { day: "2026-03-15", requests: 2 }]);
    expect(all.reduce((n, d) => n + d.requests, 0)).toBe(3);
    const one = await apiUsageByDay(bed.p, bed.other.org.id, { now, keyId: k2.id });
    expect(one.reduce((n, d) => n + d.requests, 0)).toBe(1);
    expect(await apiUsageByDay(bed.p, bed.team.org.id, { now })).toEqual(all.map((d) => ({ ...d, requests: 0 })));
  });
});

