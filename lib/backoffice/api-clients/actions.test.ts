// Every organisation's API keys in the back office: the list (usage over 30 days) and revoking a key
// through the team's own rule (lib/api/manage.ts) with the admin as actor.
import { describe, expect, it, vi } from "vitest";
import { authenticateApiKey } from "@/lib/api/keys";
import { createApiKey } from "@/lib/api/manage";
import type { Principal } from "@/lib/routes/middleware";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { submitForm } from "@/lib/testing/actions";
import { revokeApiKeyAction } from "./actions";
import { findApiKeysPage } from "./queries";
import { apiKeysQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const bed = adminActionBed(request);

async function keyOf(name: string) {
  const org = await bed.p.organization.create({ data: { name: `Org ${name}`, slug: `org-${name}-${Date.now()}`, ownerId: bed.person.id } });
  const key = await createApiKey(bed.p, { organizationId: org.id, actorId: bed.person.id, name, scopes: ["teams", "models"] });
  return { org, ...key };
}

describe("the list", () => {
  it("shows every organisation's keys with their requests over the last 30 days", async () => {
    const a = await keyOf("alpha");
    const now = new Date("2026-06-30T12:00:00Z");
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    await bed.p.apiUsage.createMany({
      data: [
        { apiKeyId: a.id, organizationId: a.org.id, day: day("2026-06-30"), requests: 5 },
        { apiKeyId: a.id, organizationId: a.org.id, day: day("2026-06-01"), requests: 7 },
        { apiKeyId: a.id, organizationId: a.org.id, day: day("2026-05-31"), requests: 1000 },
      ],
    });
    const page = await findApiKeysPage(bed.p, apiKeysQuery.parse({ q: "alpha" }), now);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ name: "alpha", prefix: a.prefix, organization: { name: "Org alpha" }, scopes: ["teams", "models"], requests30d: 12, revokedAt: null, createdBy: bed.person.email });
  });
});

describe("revoke", () => {
  it("revokes at once, audited with the admin as actor; a second revoke is WRONG_STATE", async () => {
    const k = await keyOf("beta");
    bed.as("admin");
    expect(await submitForm(revokeApiKeyAction, { keyId: k.id })).toMatchObject({ ok: true });
    expect((await authenticateApiKey(bed.p, `Bearer ${k.secret}`)).ok).toBe(false);
    expect(await bed.lastAudit("api-key.revoke", k.id)).toMatchObject({ actorId: bed.admin.id, targetType: "ApiKey", data: { organizationId: k.org.id, name: "beta", prefix: k.prefix } });
    bed.as("admin");
    expect(await submitForm(revokeApiKeyAction, { keyId: k.id })).toMatchObject({ error: "WRONG_STATE" });
    bed.as("admin");
    expect(await submitForm(revokeApiKeyAction, { keyId: "nope" })).toMatchObject({ error: "NOT_FOUND" });
    const page = await findApiKeysPage(bed.p, apiKeysQuery.parse({ status: "revoked" }));
    expect(page.items.map((i) => i.id)).toContain(k.id);
  });

  it("refuses everyone but an admin, and the key keeps working", async () => {
    const k = await keyOf("gamma");
    const { answers, audited } = await bed.refusesEveryoneElse(revokeApiKeyAction, { keyId: k.id });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect((await authenticateApiKey(bed.p, `Bearer ${k.secret}`)).ok).toBe(true);
  });
});
