// The back office's organisation actions: each writes its audit row with before/after, refuses everyone
// but a platform admin, turns bad input into field errors, and keeps the domain's rules (credits never
// below what is held, a form booked once, exactly one owner who is a joined member).
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { organizationSettings } from "@/lib/teams/settings";
import { adjustOrganizationCreditsAction, approveShootReviewAction, setOrganizationFeatureAction, transferOwnershipAction } from "./actions";
import { findOrganizationsPage } from "./queries";
import { organizationsQuery } from "./schemas";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
const bed = adminActionBed(request);

let n = 0;
const token = () => `tok_${Date.now().toString(36)}_${(n++).toString().padStart(8, "0")}`;

async function orgWith(credits: number, reserved = 0) {
  const owner = await createUser(bed.p, { name: "Olga Owner" });
  const org = await createOrganization(bed.p, { ownerId: owner.id, credits, creditsReserved: reserved, members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }] });
  return { org, owner };
}

describe("adjusting an organisation's credits", () => {
  it("adds credits with a reason: one ledger row and an audit row with before and after", async () => {
    const { org } = await orgWith(3, 1);
    bed.as("admin");
    const answer = await submitForm(adjustOrganizationCreditsAction, { organizationId: org.id, delta: "+5", reason: "Goodwill after an outage", token: token() });
    expect(answer).toMatchObject({ ok: true });
    expect(await bed.p.organization.findUniqueOrThrow({ where: { id: org.id }, select: { credits: true, creditsReserved: true } })).toEqual({ credits: 8, creditsReserved: 1 });
    const rows = await bed.p.creditLedgerEntry.findMany({ where: { organizationId: org.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "ADJUSTMENT", delta: 5, balanceAfter: 8, reservedAfter: 1, reason: "Goodwill after an outage", createdById: bed.admin.id });
    const audit = await bed.lastAudit("organization.credits.adjust", org.id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "Organization" });
    expect(audit!.data).toMatchObject({ delta: 5, reason: "Goodwill after an outage", changed: ["credits"], before: { credits: 3 }, after: { credits: 8 } });
  });

  it("takes credits away down to what is held, never below it (a field error, nothing written)", async () => {
    const { org } = await orgWith(5, 2);
    bed.as("admin");
    expect(await submitForm(adjustOrganizationCreditsAction, { organizationId: org.id, delta: "-4", reason: "Typo in the order", token: token() })).toEqual(
      expect.objectContaining({ fieldErrors: { delta: "belowHeld" } }),
    );
    expect(await bed.p.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(0);
    expect(await bed.lastAudit("organization.credits.adjust", org.id)).toBeNull();
    expect(await submitForm(adjustOrganizationCreditsAction, { organizationId: org.id, delta: "-3", reason: "Typo in the order", token: token() })).toMatchObject({ ok: true });
    expect((await bed.p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(2);
  });

  it("turns text, decimals, zero, a missing reason and a missing token into field errors", async () => {
    const { org } = await orgWith(5);
    bed.as("admin");
    const post = (fields: Record<string, string>) => submitForm(adjustOrganizationCreditsAction, { organizationId: org.id, delta: "5", reason: "A fine reason", token: token(), ...fields });
    expect(await post({ delta: "five" })).toMatchObject({ fieldErrors: { delta: "wholeNumber" } });
    expect(await post({ delta: "2.5" })).toMatchObject({ fieldErrors: { delta: "wholeNumber" } });
    expect(await post({ delta: "" })).toMatchObject({ fieldErrors: { delta: "wholeNumber" } });
    expect(await post({ delta: "0" })).toMatchObject({ fieldErrors: { delta: "notZero" } });
    expect(await post({ delta: "-0" })).toMatchObject({ fieldErrors: { delta: "notZero" } });
    expect(await post({ reason: "  " })).toMatchObject({ fieldErrors: { reason: "reasonRequired" } });
    expect(await post({ token: "" })).toMatchObject({ fieldErrors: { token: "staleForm" } });
    expect(await submitForm(adjustOrganizationCreditsAction, { organizationId: "nope", delta: "5", reason: "A fine reason", token: token() })).toMatchObject({ error: "NOT_FOUND" });
    expect(await bed.p.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it("books the same form once: a double submit applies one adjustment", async () => {
    const { org } = await orgWith(1);
    bed.as("admin");
    const fields = { organizationId: org.id, delta: "5", reason: "Double click", token: token() };
    expect(await submitForm(adjustOrganizationCreditsAction, fields)).toMatchObject({ ok: true });
    expect(await submitForm(adjustOrganizationCreditsAction, fields)).toMatchObject({ ok: true });
    expect((await bed.p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(6);
    expect(await bed.p.creditLedgerEntry.count({ where: { organizationId: org.id } })).toBe(1);
    expect(await bed.p.auditLog.count({ where: { action: "organization.credits.adjust", targetId: org.id } })).toBe(1);
  });

  it("refuses everyone but a platform admin", async () => {
    const { org } = await orgWith(1);
    const { answers, audited } = await bed.refusesEveryoneElse(adjustOrganizationCreditsAction, { organizationId: org.id, delta: "5", reason: "Sneaky", token: token() });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect((await bed.p.organization.findUniqueOrThrow({ where: { id: org.id } })).credits).toBe(1);
  });
});

describe("an organisation's feature switches", () => {
  it("switches bulk upload on through setOrganizationFeature, audited with before and after", async () => {
    const { org } = await orgWith(0);
    bed.as("admin");
    expect(await submitForm(setOrganizationFeatureAction, { organizationId: org.id, feature: "bulkUpload", enabled: "true" })).toMatchObject({ ok: true });
    expect((await organizationSettings(bed.p, org.id)).features.bulkUpload).toBe(true);
    const audit = await bed.lastAudit("organization.feature.update", org.id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, data: { feature: "bulkUpload", changed: ["bulkUpload"], before: { bulkUpload: false }, after: { bulkUpload: true } } });
    expect(await submitForm(setOrganizationFeatureAction, { organizationId: org.id, feature: "manualReview", enabled: "true" })).toMatchObject({ ok: true });
    expect((await organizationSettings(bed.p, org.id)).features).toMatchObject({ bulkUpload: true, manualReview: true });
  });

  it("refuses an unknown feature or value, an unknown organisation, and everyone but an admin", async () => {
    const { org } = await orgWith(0);
    bed.as("admin");
    expect(await submitForm(setOrganizationFeatureAction, { organizationId: org.id, feature: "mfaRequired", enabled: "true" })).toHaveProperty("fieldErrors.feature");
    expect(await submitForm(setOrganizationFeatureAction, { organizationId: org.id, feature: "api", enabled: "maybe" })).toHaveProperty("fieldErrors.enabled");
    expect(await submitForm(setOrganizationFeatureAction, { organizationId: "missing", feature: "api", enabled: "false" })).toMatchObject({ error: "NOT_FOUND" });
    const { answers, audited } = await bed.refusesEveryoneElse(setOrganizationFeatureAction, { organizationId: org.id, feature: "api", enabled: "false" });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect((await organizationSettings(bed.p, org.id)).features.api).toBe(true);
  });
});

describe("transferring ownership", () => {
  async function team() {
    const { org, owner } = await orgWith(0);
    const [joined, finished, invited, removed] = await Promise.all(["Jo", "Fin", "Ivy", "Rem"].map((name) => createUser(bed.p, { name })));
    await bed.p.membership.createMany({
      data: [
        { userId: joined!.id, organizationId: org.id, role: "MEMBER", status: "JOINED" },
        { userId: finished!.id, organizationId: org.id, role: "LEAD", status: "FINISHED" },
        { userId: invited!.id, organizationId: org.id, role: "MEMBER", status: "INVITED" },
        { userId: removed!.id, organizationId: org.id, role: "MEMBER", status: "DELETED", removedAt: new Date() },
      ],
    });
    const m = async (userId: string) => (await bed.p.membership.findUniqueOrThrow({ where: { userId_organizationId: { userId, organizationId: org.id } } })).id;
    return { org, owner, ids: { owner: await m(owner.id), joined: await m(joined!.id), finished: await m(finished!.id), invited: await m(invited!.id), removed: await m(removed!.id) }, joined: joined! };
  }

  it("makes a joined member the one owner and the old owner a lead, audited with before and after", async () => {
    const t = await team();
    bed.as("admin");
    expect(await submitForm(transferOwnershipAction, { organizationId: t.org.id, membershipId: t.ids.joined })).toMatchObject({ ok: true });
    expect((await bed.p.organization.findUniqueOrThrow({ where: { id: t.org.id } })).ownerId).toBe(t.joined.id);
    const owners = await bed.p.membership.findMany({ where: { organizationId: t.org.id, role: "OWNER" } });
    expect(owners.map((o) => o.id)).toEqual([t.ids.joined]);
    expect((await bed.p.membership.findUniqueOrThrow({ where: { id: t.ids.owner } })).role).toBe("LEAD");
    const audit = await bed.lastAudit("organization.owner.transfer", t.org.id);
    expect(audit).toMatchObject({ actorId: bed.admin.id });
    expect(audit!.data).toMatchObject({
      changed: ["ownerId", "roles"],
      before: { ownerId: t.owner.id, roles: { [t.ids.owner]: "OWNER", [t.ids.joined]: "MEMBER" } },
      after: { ownerId: t.joined.id, roles: { [t.ids.owner]: "LEAD", [t.ids.joined]: "OWNER" } },
    });
  });

  it("accepts a member who finished their shoot", async () => {
    const t = await team();
    bed.as("admin");
    expect(await submitForm(transferOwnershipAction, { organizationId: t.org.id, membershipId: t.ids.finished })).toMatchObject({ ok: true });
    expect(await bed.p.membership.count({ where: { organizationId: t.org.id, role: "OWNER" } })).toBe(1);
  });

  it("refuses the current owner, an invited or removed member, another organisation's member; nothing changes", async () => {
    const t = await team();
    const other = await orgWith(0);
    const otherMember = await bed.p.membership.findFirstOrThrow({ where: { organizationId: other.org.id } });
    bed.as("admin");
    const post = (membershipId: string) => submitForm(transferOwnershipAction, { organizationId: t.org.id, membershipId });
    expect(await post(t.ids.owner)).toMatchObject({ fieldErrors: { membershipId: "alreadyOwner" } });
    expect(await post(t.ids.invited)).toMatchObject({ fieldErrors: { membershipId: "notJoined" } });
    expect(await post(t.ids.removed)).toMatchObject({ fieldErrors: { membershipId: "memberRemoved" } });
    expect(await post(otherMember.id)).toMatchObject({ fieldErrors: { membershipId: "notAMember" } });
    expect(await post("")).toMatchObject({ fieldErrors: { membershipId: "pickMember" } });
    expect(await submitForm(transferOwnershipAction, { organizationId: "missing", membershipId: t.ids.joined })).toMatchObject({ error: "NOT_FOUND" });
    await bed.p.organization.update({ where: { id: other.org.id }, data: { deletedAt: new Date() } });
    expect(await submitForm(transferOwnershipAction, { organizationId: other.org.id, membershipId: otherMember.id })).toMatchObject({ error: "WRONG_STATE" });
    expect((await bed.p.organization.findUniqueOrThrow({ where: { id: t.org.id } })).ownerId).toBe(t.owner.id);
    expect(await bed.lastAudit("organization.owner.transfer", t.org.id)).toBeNull();
  });

  it("refuses everyone but a platform admin", async () => {
    const t = await team();
    const { answers, audited } = await bed.refusesEveryoneElse(transferOwnershipAction, { organizationId: t.org.id, membershipId: t.ids.joined });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
  });
});

describe("approving a held shoot", () => {
  it("refuses everyone but a platform admin, and says WRONG_STATE for a shoot that is not held", async () => {
    const { answers, audited } = await bed.refusesEveryoneElse(approveShootReviewAction, { shootId: "someshoot" });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    bed.as("admin");
    expect(await submitForm(approveShootReviewAction, { shootId: "someshoot" })).toMatchObject({ error: "NOT_FOUND" });
  });
});

describe("the organisation list", () => {
  it("searches by name, id and owner's email, and filters by credits and deletion", async () => {
    const a = await orgWith(4);
    await bed.p.organization.update({ where: { id: a.org.id }, data: { name: "Zephyr Analytics" } });
    const b = await orgWith(0);
    await bed.p.organization.update({ where: { id: b.org.id }, data: { deletedAt: new Date() } });
    const ids = async (params: Record<string, string>) => (await findOrganizationsPage(bed.p, organizationsQuery.parse(params))).items.map((o) => o.id);
    expect(await ids({ q: "zephyr" })).toEqual([a.org.id]);
    expect(await ids({ q: a.org.id })).toEqual([a.org.id]);
    expect(await ids({ q: a.owner.email.toUpperCase() })).toEqual([a.org.id]);
    expect(await ids({ credits: "yes" })).toContain(a.org.id);
    expect(await ids({ credits: "yes" })).not.toContain(b.org.id);
    expect(await ids({ deleted: "yes" })).toEqual(expect.arrayContaining([b.org.id]));
    expect(await ids({ deleted: "yes" })).not.toContain(a.org.id);
    expect(await ids({ deleted: "no", credits: "no" })).not.toContain(b.org.id);
    const row = (await findOrganizationsPage(bed.p, organizationsQuery.parse({ q: a.org.id }))).items[0]!;
    expect(row).toMatchObject({ members: 1, credits: 4, held: 0, free: 4, owner: { email: a.owner.email } });
  });
});
