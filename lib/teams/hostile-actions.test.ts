// Every team lead action posted as a hostile browser would (lib/http/action.ts via submitForm): another
// organisation's ids in every field that names something (NOT_FOUND, nothing changed), and a member
// whose session still says "lead" (a principal cached before a demotion): the domain asks the
// organisation again and refuses (FORBIDDEN), whatever the route guard believed.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { teamActionBed } from "@/lib/testing/team-actions";
import { ledgerState } from "@/lib/testing/teams";
import { addManagedMember } from "./managed";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
// The sign-in half of join-actions (Auth.js) and the results page's refresh are not under test here.
vi.mock("@/lib/auth", () => ({ signIn: vi.fn(), auth: async () => null }));
vi.mock("next-auth", () => ({ AuthError: class AuthError extends Error {} }));
vi.mock("next/cache", () => ({ refresh: () => {} }));

const members = await import("./member-actions");
const join = await import("./join-actions");
const results = await import("./results/actions");

const bed = teamActionBed(request, { credits: { team: 5, other: 5 }, settleMs: 400 });
const { as } = bed;
let theirSubTeam: string;
let theirManaged: { membershipId: string; shootId: string };
let theirInvite: string;

beforeAll(async () => {
  const { p, other } = bed;
  theirSubTeam = (await p.team.create({ data: { organizationId: other.org.id, name: "Their Ops" } })).id;
  theirManaged = await addManagedMember(p, { organizationId: other.org.id, createdById: other.lead.id, name: "Their Managed" }, { relay: () => {} });
  theirInvite = (await p.invite.create({ data: { organizationId: other.org.id, email: "x@their.test", kind: "EMAIL", tokenHash: `t-${other.org.id}`, expiresAt: new Date(Date.now() + 1e9) } })).id;
});

async function untouched() {
  expect(await bed.p.team.findUniqueOrThrow({ where: { id: theirSubTeam } })).toMatchObject({ name: "Their Ops", organizationId: bed.other.org.id });
  expect(await bed.p.membership.findUniqueOrThrow({ where: { id: bed.other.memberMembershipId } })).toMatchObject({ status: "JOINED", role: "MEMBER", teamId: null });
  expect(await bed.p.invite.findUniqueOrThrow({ where: { id: theirInvite } })).toMatchObject({ revokedAt: null, teamId: null });
  expect(await bed.p.authToken.count({ where: { purpose: "MANAGED_CLAIM" } })).toBe(0);
  expect(await ledgerState(bed.p, bed.other.org.id)).toEqual({ credits: 5, reserved: 1, ledgerSum: 5 });
}

describe("a lead naming another organisation's things", () => {
  it("is told NOT_FOUND by every action, and nothing of theirs changes", async () => {
    as(bed.team.lead.id, "lead");
    const cases: [Parameters<typeof submitForm>[0], Record<string, string>][] = [
      [members.revokeInviteAction, { inviteId: theirInvite }],
      [members.remindInviteAction, { inviteId: theirInvite }],
      [members.removeMemberAction, { membershipId: bed.other.memberMembershipId }],
      [members.grantRetryAction, { membershipId: bed.other.memberMembershipId }],
      [members.setRoleAction, { membershipId: bed.other.memberMembershipId, role: "LEAD" }],
      [members.moveToSubTeamAction, { membershipId: bed.other.memberMembershipId, teamId: "" }],
      [members.moveToSubTeamAction, { inviteId: theirInvite, teamId: "" }],
      // Their sub-team as the target of our own people.
      [members.moveToSubTeamAction, { membershipId: bed.team.memberMembershipId, teamId: theirSubTeam }],
      [members.renameSubTeamAction, { teamId: theirSubTeam, name: "Mine now" }],
      [members.deleteSubTeamAction, { teamId: theirSubTeam }],
      [members.inviteMembersAction, { emails: "new1@hostile.test", teamId: theirSubTeam, role: "MEMBER" }],
      [members.addManagedMemberAction, { name: "Sneaky", teamId: theirSubTeam }],
      [members.createOpenLinkAction, { teamId: theirSubTeam }],
      [join.sendClaimLinkAction, { membershipId: theirManaged.membershipId, email: "claim@hostile.test" }],
      [results.setActionedAction, { shootId: theirManaged.shootId, actioned: "1" }],
    ];
    for (const [run, fields] of cases) {
      expect(await submitForm(run, fields), JSON.stringify(fields)).toMatchObject({ error: "NOT_FOUND" });
    }
    await untouched();
    // Nothing was written on our side either (no invite, no managed member, no link).
    expect(await bed.p.invite.count({ where: { organizationId: bed.team.org.id } })).toBe(0);
    expect(await ledgerState(bed.p, bed.team.org.id)).toEqual({ credits: 5, reserved: 0, ledgerSum: 5 });
  });
});

describe("the members page's claim link form", () => {
  it("mails the managed member their link and says where it went; a bad address comes back with what was typed", async () => {
    as(bed.team.lead.id, "lead");
    const managed = await addManagedMember(bed.p, { organizationId: bed.team.org.id, createdById: bed.team.lead.id, name: "Claim Me" }, { relay: () => {} });
    expect(await submitForm(join.sendClaimLinkAction, { membershipId: managed.membershipId, email: " Claim.Me@Own.test " })).toMatchObject({ ok: true, detail: "claim.me@own.test" });
    expect(await bed.p.authToken.count({ where: { purpose: "MANAGED_CLAIM", userId: managed.userId, usedAt: null } })).toBe(1);
    expect(await bed.p.emailOutbox.count({ where: { template: "team-claim", to: "claim.me@own.test" } })).toBe(1);
    expect(await submitForm(join.sendClaimLinkAction, { membershipId: managed.membershipId, email: "not-an-address" })).toMatchObject({ error: "BAD_EMAIL", values: { email: "not-an-address" } });
    await bed.p.authToken.deleteMany({ where: { purpose: "MANAGED_CLAIM" } });
  });
});

describe("a member whose session still says lead", () => {
  it("is refused (FORBIDDEN) by every lead action, and nothing changes", async () => {
    as(bed.team.member.id, "lead");
    const ownInvite = (await bed.p.invite.create({ data: { organizationId: bed.team.org.id, email: "own@hostile.test", kind: "EMAIL", tokenHash: `own-${bed.team.org.id}`, expiresAt: new Date(Date.now() + 1e9) } })).id;
    const ownSubTeam = (await bed.p.team.create({ data: { organizationId: bed.team.org.id, name: "Own Ops" } })).id;
    const ownManaged = await addManagedMember(bed.p, { organizationId: bed.team.org.id, createdById: bed.team.lead.id, name: "Own Managed" }, { relay: () => {} });
    const cases: [Parameters<typeof submitForm>[0], Record<string, string>][] = [
      [members.inviteMembersAction, { emails: "m1@hostile.test", role: "LEAD" }],
      [members.createOpenLinkAction, {}],
      [members.addManagedMemberAction, { name: "By a member" }],
      [members.revokeInviteAction, { inviteId: ownInvite }],
      [members.remindInviteAction, { inviteId: ownInvite }],
      [members.removeMemberAction, { membershipId: bed.team.leadMembershipId }],
      [members.grantRetryAction, { membershipId: bed.team.leadMembershipId }],
      [members.setRoleAction, { membershipId: bed.team.memberMembershipId, role: "LEAD" }],
      [members.moveToSubTeamAction, { membershipId: bed.team.memberMembershipId, teamId: ownSubTeam }],
      [members.createSubTeamAction, { name: "Mine" }],
      [members.renameSubTeamAction, { teamId: ownSubTeam, name: "Mine" }],
      [members.deleteSubTeamAction, { teamId: ownSubTeam }],
      [join.sendClaimLinkAction, { membershipId: ownManaged.membershipId, email: "claim2@hostile.test" }],
      [results.setActionedAction, { shootId: ownManaged.shootId, actioned: "1" }],
    ];
    for (const [run, fields] of cases) {
      expect(await submitForm(run, fields), JSON.stringify(fields)).toMatchObject({ error: "FORBIDDEN" });
    }
    expect(await bed.p.membership.findUniqueOrThrow({ where: { id: bed.team.memberMembershipId } })).toMatchObject({ role: "MEMBER", teamId: null });
    expect(await bed.p.membership.findUniqueOrThrow({ where: { id: bed.team.leadMembershipId } })).toMatchObject({ status: "JOINED" });
    expect(await bed.p.invite.findUniqueOrThrow({ where: { id: ownInvite } })).toMatchObject({ revokedAt: null, reminderSentAt: null });
    expect(await bed.p.team.findUniqueOrThrow({ where: { id: ownSubTeam } })).toMatchObject({ name: "Own Ops" });
    expect(await bed.p.team.count({ where: { organizationId: bed.team.org.id } })).toBe(1);
    expect(await bed.p.invite.count({ where: { organizationId: bed.team.org.id } })).toBe(1);
    expect(await bed.p.authToken.count({ where: { purpose: "MANAGED_CLAIM" } })).toBe(0);
  });
});
