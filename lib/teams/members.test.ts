// A team lead's actions on people, on PGlite and on PostgreSQL: removing (the shoot stays the
// person's, an unsubmitted member's credit comes back), promoting and demoting (never the owner, never
// oneself), the one retry per shoot, sub-teams; every action refused across organisations (404) and to
// members (403). And the members list: states, search (with % and _ taken literally), filters, paging.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPhotos, createUser } from "@/lib/testing/fixtures";
import { createTeam, ensureTeamPackage, ledgerState, type TestTeam } from "@/lib/testing/teams";
import { deductCreditForShoot } from "./credits";
import { TeamError } from "./errors";
import { inviteByEmail, type Deps } from "./invites";
import { addManagedMember } from "./managed";
import { MemberError } from "./member-errors";
import { openMemberShoot } from "./member-shoot";
import { createSubTeam, deleteSubTeam, grantLeadRetry, listSubTeams, moveToSubTeam, removeMember, renameSubTeam, setMemberRole } from "./members";
import { findMembersPage, memberBatches } from "./members/queries";
import { membersQuery } from "./members/schemas";

const quiet: Deps = { relay: () => {} };

async function refusal(run: Promise<unknown>): Promise<{ code: string; status: number }> {
  try {
    await run;
  } catch (e) {
    if (e instanceof TeamError || e instanceof MemberError) return { code: e.code, status: e.status };
    throw e;
  }
  throw new Error("expected a refusal");
}

describe.each(["pglite", "postgres"] as const)("team lead actions on %s", (kind) => {
  let db: TestDb;
  let p: PrismaClient;
  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
    await ensureTeamPackage(p);
  }, 60_000);
  afterAll(async () => {
    await db?.cleanup();
  });

  /** The member's shoot, as joining makes it. */
  const shootOf = (team: TestTeam, membershipId: string, userId: string) =>
    p.$transaction((tx) => openMemberShoot(tx, { organizationId: team.org.id, membershipId, userId, reason: "joined" }));

  async function finishShoot(shootId: string) {
    await p.shoot.update({ where: { id: shootId }, data: { state: "ACTIVE", readyAt: new Date(), submittedAt: new Date() } });
    const style = await p.style.findFirst({ select: { id: true } });
    for (let i = 0; i < 2; i++) {
      await p.result.create({ data: { shootId, styleId: style?.id ?? null, storageKey: `shoots/${shootId}/results/${i}.jpg`, width: 512, height: 512, variant: {} } });
    }
  }

  describe("removing a member", () => {
    it("marks them removed, gives back the credit they held if they never submitted, keeps their shoot theirs and tells them", async () => {
      const team = await createTeam(p, { credits: 3 });
      const managed = await addManagedMember(p, { organizationId: team.org.id, createdById: team.lead.id, name: "Held Credit" });
      expect(await removeMember(p, team.lead.id, managed.membershipId, quiet)).toEqual({ released: true });
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 3, reserved: 0, ledgerSum: 3 });
      const m = await p.membership.findUniqueOrThrow({ where: { id: managed.membershipId } });
      expect(m.status).toBe("DELETED");
      expect(m.removedAt).not.toBeNull();
      expect(await p.shoot.findUniqueOrThrow({ where: { id: managed.shootId } })).toMatchObject({ userId: managed.userId, state: "ONBOARDING" });
      // A managed member's placeholder address is never mailed.
      expect(await p.emailOutbox.count({ where: { template: "team-removed", userId: managed.userId } })).toBe(0);

      const shoot = await shootOf(team, team.memberMembershipId, team.member.id);
      await finishShoot(shoot.id);
      expect(await removeMember(p, team.owner.id, team.memberMembershipId, quiet)).toEqual({ released: false });
      expect(await p.shoot.findUniqueOrThrow({ where: { id: shoot.id } })).toMatchObject({ userId: team.member.id, state: "ACTIVE" });
      expect(await p.result.count({ where: { shootId: shoot.id, deletedAt: null } })).toBe(2);
      const mail = await p.emailOutbox.findFirstOrThrow({ where: { template: "team-removed", to: team.member.email } });
      expect(mail.text).toContain(team.org.name);
      // Removed is removed: a second removal finds nobody.
      expect(await refusal(removeMember(p, team.lead.id, team.memberMembershipId, quiet))).toEqual({ code: "NOT_FOUND", status: 404 });
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 3, reserved: 0, ledgerSum: 3 });
    });

    it("never removes the owner or oneself", async () => {
      const team = await createTeam(p);
      expect(await refusal(removeMember(p, team.lead.id, team.ownerMembershipId, quiet))).toEqual({ code: "OWNER_ROLE", status: 403 });
      expect(await refusal(removeMember(p, team.lead.id, team.leadMembershipId, quiet))).toEqual({ code: "OWN_ROLE", status: 403 });
    });
  });

  describe("promoting and demoting", () => {
    it("makes a member a lead and back, never touching the owner or one's own role", async () => {
      const team = await createTeam(p);
      await setMemberRole(p, team.lead.id, team.memberMembershipId, "LEAD");
      expect((await p.membership.findUniqueOrThrow({ where: { id: team.memberMembershipId } })).role).toBe("LEAD");
      expect(await refusal(setMemberRole(p, team.lead.id, team.memberMembershipId, "LEAD"))).toMatchObject({ code: "WRONG_STATE" });
      await setMemberRole(p, team.owner.id, team.memberMembershipId, "MEMBER");
      expect((await p.membership.findUniqueOrThrow({ where: { id: team.memberMembershipId } })).role).toBe("MEMBER");
      expect(await refusal(setMemberRole(p, team.lead.id, team.ownerMembershipId, "MEMBER"))).toEqual({ code: "OWNER_ROLE", status: 403 });
      expect(await refusal(setMemberRole(p, team.lead.id, team.leadMembershipId, "MEMBER"))).toEqual({ code: "OWN_ROLE", status: 403 });
      expect(await refusal(setMemberRole(p, team.owner.id, team.ownerMembershipId, "LEAD"))).toEqual({ code: "OWN_ROLE", status: 403 });
      // A demoted lead loses the lead's actions at once.
      await setMemberRole(p, team.owner.id, team.leadMembershipId, "MEMBER");
      expect(await refusal(setMemberRole(p, team.lead.id, team.memberMembershipId, "LEAD"))).toEqual({ code: "FORBIDDEN", status: 403 });
    });

    it("revokes the business API keys a lead made when they stop leading (demoted or removed), and nobody else's", async () => {
      const team = await createTeam(p);
      const key = (createdById: string, name: string) => p.apiKey.create({ data: { organizationId: team.org.id, name, prefix: name, keyHash: `hash-${team.org.id}-${name}`, scopes: ["organization"], createdById } });
      const leads = await key(team.lead.id, "leads");
      const owners = await key(team.owner.id, "owners");
      await setMemberRole(p, team.lead.id, team.memberMembershipId, "LEAD");
      const promoted = await key(team.member.id, "promoted");
      await setMemberRole(p, team.owner.id, team.leadMembershipId, "MEMBER");
      await removeMember(p, team.owner.id, team.memberMembershipId, quiet);
      const revoked = async (id: string) => (await p.apiKey.findUniqueOrThrow({ where: { id } })).revokedAt !== null;
      expect([await revoked(leads.id), await revoked(promoted.id), await revoked(owners.id)]).toEqual([true, true, false]);
    });
  });

  describe("the lead's retry", () => {
    it("deletes the finished shoot's results, sends it back to onboarding once, emails the member, and charges no second credit", async () => {
      const team = await createTeam(p, { credits: 2 });
      const shoot = await shootOf(team, team.memberMembershipId, team.member.id);
      await p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: team.org.id, shootId: shoot.id, reserved: false }));
      await finishShoot(shoot.id);
      expect(await refusal(grantLeadRetry(p, team.member.id, team.memberMembershipId, quiet))).toMatchObject({ code: "FORBIDDEN" });

      expect(await grantLeadRetry(p, team.lead.id, team.memberMembershipId, quiet)).toEqual({ shootId: shoot.id });
      const after = await p.shoot.findUniqueOrThrow({ where: { id: shoot.id } });
      expect(after.state).toBe("ONBOARDING");
      expect(after.leadRetryAt).not.toBeNull();
      expect(after.readyAt).toBeNull();
      expect(await p.result.count({ where: { shootId: shoot.id, deletedAt: null } })).toBe(0);
      expect(await p.shootStateChange.count({ where: { shootId: shoot.id, from: "ACTIVE", to: "ONBOARDING" } })).toBe(1);
      const mail = await p.emailOutbox.findFirstOrThrow({ where: { template: "retry-granted", to: team.member.email } });
      expect(mail.text).toContain("/team-member");

      // Submitted again: the shoot was paid for already.
      const again = await p.$transaction((tx) => deductCreditForShoot(tx, { organizationId: team.org.id, shootId: shoot.id, reserved: false }));
      expect(again.charged).toBe(false);
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 1, reserved: 0, ledgerSum: 1 });

      // Once per shoot, even when it fails or finishes again.
      await p.shoot.update({ where: { id: shoot.id }, data: { state: "FAILED" } });
      expect(await refusal(grantLeadRetry(p, team.lead.id, team.memberMembershipId, quiet))).toEqual({ code: "RETRY_USED", status: 409 });
    });

    it("is for a finished or failed shoot only, and two at once grant one", async () => {
      const team = await createTeam(p, { credits: 1 });
      expect(await refusal(grantLeadRetry(p, team.lead.id, team.memberMembershipId, quiet))).toMatchObject({ code: "RETRY_NOT_READY" });
      const shoot = await shootOf(team, team.memberMembershipId, team.member.id);
      expect(await refusal(grantLeadRetry(p, team.lead.id, team.memberMembershipId, quiet))).toMatchObject({ code: "RETRY_NOT_READY" });
      await p.shoot.update({ where: { id: shoot.id }, data: { state: "FAILED", failureReason: "NO_FACE" } });
      const outcomes = await Promise.allSettled([grantLeadRetry(p, team.lead.id, team.memberMembershipId, quiet), grantLeadRetry(p, team.owner.id, team.memberMembershipId, quiet)]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(((outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult).reason as MemberError).code).toBe("RETRY_USED");
      expect(await p.shoot.findUniqueOrThrow({ where: { id: shoot.id } })).toMatchObject({ state: "ONBOARDING", failureReason: null });
    });
  });

  describe("sub-teams", () => {
    it("are created, renamed, filled and deleted (their people stay members, in no sub-team)", async () => {
      const team = await createTeam(p, { credits: 1 });
      const sales = await createSubTeam(p, team.lead.id, "  Sales ");
      expect(await refusal(createSubTeam(p, team.lead.id, "Sales"))).toMatchObject({ code: "TEAM_NAME_TAKEN" });
      await renameSubTeam(p, team.lead.id, sales.id, "Sales EMEA");
      await moveToSubTeam(p, team.lead.id, { membershipId: team.memberMembershipId }, sales.id);
      await inviteByEmail(p, { organizationId: team.org.id, invitedById: team.lead.id, emails: "new@example.test", locale: "en" }, quiet);
      const inv = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id } });
      await moveToSubTeam(p, team.lead.id, { inviteId: inv.id }, sales.id);
      expect(await listSubTeams(p, team.org.id)).toEqual([{ id: sales.id, name: "Sales EMEA", members: 1 }]);
      await deleteSubTeam(p, team.lead.id, sales.id);
      expect(await p.membership.findUniqueOrThrow({ where: { id: team.memberMembershipId } })).toMatchObject({ teamId: null, status: "JOINED" });
      expect((await p.invite.findUniqueOrThrow({ where: { id: inv.id } })).teamId).toBeNull();
      expect(await listSubTeams(p, team.org.id)).toEqual([]);
    });
  });

  describe("across organisations and roles", () => {
    it("answers NOT_FOUND for another organisation's people and sub-teams, and FORBIDDEN to a member, changing nothing", async () => {
      const team = await createTeam(p, { credits: 1 });
      const other = await createTeam(p, { credits: 1 });
      const theirTeam = await p.team.create({ data: { organizationId: other.org.id, name: "Theirs" } });
      const ourTeam = await createSubTeam(p, team.lead.id, "Ours");
      const theirShoot = await shootOf(other, other.memberMembershipId, other.member.id);
      await finishShoot(theirShoot.id);
      const attempts = (actor: string) => [
        () => removeMember(p, actor, other.memberMembershipId, quiet),
        () => setMemberRole(p, actor, other.memberMembershipId, "LEAD"),
        () => grantLeadRetry(p, actor, other.memberMembershipId, quiet),
        () => renameSubTeam(p, actor, theirTeam.id, "Mine"),
        () => deleteSubTeam(p, actor, theirTeam.id),
        () => moveToSubTeam(p, actor, { membershipId: other.memberMembershipId }, null),
        () => moveToSubTeam(p, actor, { membershipId: team.memberMembershipId }, theirTeam.id),
      ];
      for (const run of attempts(team.lead.id)) expect(await refusal(run())).toEqual({ code: "NOT_FOUND", status: 404 });
      for (const run of attempts(team.owner.id)) expect(await refusal(run())).toEqual({ code: "NOT_FOUND", status: 404 });
      for (const run of [...attempts(other.member.id), () => createSubTeam(p, other.member.id, "Nope"), () => renameSubTeam(p, team.member.id, ourTeam.id, "x")]) {
        expect(await refusal(run())).toEqual({ code: "FORBIDDEN", status: 403 });
      }
      const outsider = await createUser(p);
      expect(await refusal(createSubTeam(p, outsider.id, "Nope"))).toEqual({ code: "NOT_FOUND", status: 404 });
      expect(await p.membership.findUniqueOrThrow({ where: { id: other.memberMembershipId } })).toMatchObject({ status: "JOINED", role: "MEMBER", teamId: null });
      expect(await p.shoot.findUniqueOrThrow({ where: { id: theirShoot.id } })).toMatchObject({ state: "ACTIVE", leadRetryAt: null });
      expect(await p.team.findUniqueOrThrow({ where: { id: theirTeam.id } })).toMatchObject({ name: "Theirs" });
    });
  });

  describe("the members list", () => {
    let team: TestTeam;
    let sales: { id: string };
    const q = (params: Record<string, string>) => findMembersPage(p, team.org.id, membersQuery.parse(params));

    beforeAll(async () => {
      team = await createTeam(p, { credits: 20, name: "List Co" });
      sales = await p.team.create({ data: { organizationId: team.org.id, name: "Sales" } });
      const person = async (name: string, email: string) => {
        const u = await createUser(p, { name, email });
        const m = await p.membership.create({ data: { userId: u.id, organizationId: team.org.id, status: "JOINED", role: "MEMBER" } });
        return { u, m };
      };
      const joined = await person("Joined Person", "joined@list.test");
      await shootOf(team, joined.m.id, joined.u.id);
      const uploading = await person("Uploading Person", "uploading@list.test");
      const up = await shootOf(team, uploading.m.id, uploading.u.id);
      await createPhotos(p, { shootId: up.id, count: 1 });
      const consent = await person("Consent Given", "consent@list.test");
      const cs = await shootOf(team, consent.m.id, consent.u.id);
      await p.shoot.update({ where: { id: cs.id }, data: { consentAt: new Date() } });
      const generating = await person("Generating Person", "generating@list.test");
      const gen = await shootOf(team, generating.m.id, generating.u.id);
      await p.shoot.update({ where: { id: gen.id }, data: { state: "PROCESSING" } });
      const failed = await person("Failed Person", "failed@list.test");
      const fl = await shootOf(team, failed.m.id, failed.u.id);
      await p.shoot.update({ where: { id: fl.id }, data: { state: "FAILED" } });
      const finished = await person("Finished Person", "finished@list.test");
      const fin = await shootOf(team, finished.m.id, finished.u.id);
      await p.shoot.update({ where: { id: fin.id }, data: { state: "ACTIVE", readyAt: new Date("2026-11-01T10:00:00Z") } });
      await p.membership.update({ where: { id: finished.m.id }, data: { teamId: sales.id } });
      const removed = await person("Removed Person", "removed@list.test");
      await p.membership.update({ where: { id: removed.m.id }, data: { status: "DELETED", removedAt: new Date() } });
      const shootGone = await person("Shoot Deleted", "gone@list.test");
      const sg = await shootOf(team, shootGone.m.id, shootGone.u.id);
      await p.shoot.update({ where: { id: sg.id }, data: { state: "DELETED", deletedAt: new Date() } });
      await person("100% Literal_Name", "literal@list.test");
      await person("100 Percent", "hundred@list.test");
      await person("Literal Name", "literal2@list.test");
      await inviteByEmail(p, { organizationId: team.org.id, invitedById: team.lead.id, emails: "invitee-one@list.test, invitee-two@list.test", teamId: sales.id, locale: "en" }, quiet);
      // Not people of the list: an accepted or revoked invite, an open link, another organisation's member.
      const gone = await p.invite.create({ data: { organizationId: team.org.id, email: "revoked@list.test", kind: "EMAIL", tokenHash: `h-${team.org.id}-r`, expiresAt: new Date(Date.now() + 1e9), revokedAt: new Date() } });
      await p.invite.create({ data: { organizationId: team.org.id, kind: "OPEN_LINK", tokenHash: `h-${gone.id}-o`, expiresAt: new Date(Date.now() + 1e9) } });
      await createTeam(p);
    });

    it("holds one row per person with their state, invites included", async () => {
      const page = await q({ perPage: "100" });
      const byEmail = new Map(page.items.map((r) => [r.email, r]));
      expect(page.total).toBe(3 + 11 + 2);
      expect(byEmail.get("joined@list.test")!.state).toBe("joined");
      expect(byEmail.get("uploading@list.test")!.state).toBe("uploading");
      expect(byEmail.get("consent@list.test")!.state).toBe("uploading");
      expect(byEmail.get("generating@list.test")!.state).toBe("generating");
      expect(byEmail.get("failed@list.test")!.state).toBe("generating");
      expect(byEmail.get("finished@list.test")).toMatchObject({ state: "finished", teamName: "Sales", finishedAt: new Date("2026-11-01T10:00:00Z") });
      expect(byEmail.get("removed@list.test")!.state).toBe("deleted");
      expect(byEmail.get("gone@list.test")!.state).toBe("deleted");
      expect(byEmail.get("invitee-one@list.test")).toMatchObject({ state: "invited", kind: "invite", teamName: "Sales" });
      expect(byEmail.get(team.owner.email)).toMatchObject({ isOwner: true, role: "OWNER" });
      expect(byEmail.has("revoked@list.test")).toBe(false);
    });

    it("filters by state and sub-team, searches names and emails (% and _ literally), and pages on the server", async () => {
      expect((await q({ state: "generating" })).items.map((r) => r.email).sort()).toEqual(["failed@list.test", "generating@list.test"]);
      expect((await q({ state: "invited" })).total).toBe(2);
      expect((await q({ team: sales.id })).items.map((r) => r.email).sort()).toEqual(["finished@list.test", "invitee-one@list.test", "invitee-two@list.test"]);
      expect((await q({ team: sales.id, state: "finished" })).total).toBe(1);
      expect((await q({ q: "UPLOADING" })).items.map((r) => r.email)).toEqual(["uploading@list.test"]);
      expect((await q({ q: "invitee-" })).total).toBe(2);
      expect((await q({ q: "100%" })).items.map((r) => r.email)).toEqual(["literal@list.test"]);
      // As a wildcard "_" would match the space of "Literal Name" too.
      expect((await q({ q: "l_name" })).items.map((r) => r.email)).toEqual(["literal@list.test"]);
      expect((await q({ q: "0%_" })).total).toBe(0);
      expect((await q({ q: "Literal_" })).items.map((r) => r.email)).toEqual(["literal@list.test"]);

      const first = await q({ perPage: "10", sort: "email" });
      const second = await q({ perPage: "10", sort: "email", page: "2" });
      expect(first).toMatchObject({ total: 16, pageCount: 2, page: 1 });
      expect(first.items).toHaveLength(10);
      expect(second.items).toHaveLength(6);
      const all = [...first.items, ...second.items].map((r) => r.email!);
      expect(all).toEqual([...all].sort());
      expect(new Set(all).size).toBe(16);
      expect((await q({ sort: "-name", perPage: "10" })).items[0]!.name).toBe("Uploading Person");
    });

    it("gives the export every selected row in batches", async () => {
      const rows = [];
      for await (const batch of memberBatches(p, team.org.id, membersQuery.parse({ state: "deleted" }))) rows.push(...batch);
      expect(rows.map((r) => r.email).sort()).toEqual(["gone@list.test", "removed@list.test"]);
      let n = 0;
      for await (const batch of memberBatches(p, team.org.id, membersQuery.parse({}))) n += batch.length;
      expect(n).toBe(16);
    });
  });
});
