// The members page's server actions as its forms post them (lib/http/action.ts): a lead's invite gives
// back the report, refusals come back as message keys (NO_CREDITS, NOT_FOUND, FORBIDDEN, the page's
// own), and a member or someone signed out never gets through.
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { teamActionBed } from "@/lib/testing/team-actions";
import { ledgerState } from "@/lib/testing/teams";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const actions = await import("./member-actions");

const bed = teamActionBed(request, { credits: { team: 2, other: 1 }, settleMs: 400 });
const { as } = bed;

describe("the members actions", () => {
  it("invite and report who was invited and who not, with NO_CREDITS once the credits run out", async () => {
    as(bed.team.lead.id, "lead");
    const answer = await submitForm(actions.inviteMembersAction, { emails: `one@act.test, one@act.test\n${bed.team.member.email}\ntwo@act.test, three@act.test`, role: "MEMBER", locale: "de" });
    expect(answer).toMatchObject({ ok: true });
    const report = JSON.parse((answer as { detail: string }).detail);
    expect(report).toMatchObject({ invited: ["one@act.test", "two@act.test"], duplicates: ["one@act.test"], alreadyMembers: [bed.team.member.email], noCredits: ["three@act.test"] });
    expect((await bed.p.emailOutbox.findFirstOrThrow({ where: { to: "one@act.test" } })).locale).toBe("de");
    expect(await submitForm(actions.inviteMembersAction, { emails: "  " })).toMatchObject({ fieldErrors: { emails: "emailsRequired" } });
  });

  it("answer another organisation's ids with NOT_FOUND and leave them be", async () => {
    as(bed.team.lead.id, "lead");
    const theirInvite = await bed.p.invite.create({ data: { organizationId: bed.other.org.id, email: "x@their.test", kind: "EMAIL", tokenHash: `t-${bed.other.org.id}`, expiresAt: new Date(Date.now() + 1e9) } });
    for (const [run, fields] of [
      [actions.revokeInviteAction, { inviteId: theirInvite.id }],
      [actions.remindInviteAction, { inviteId: theirInvite.id }],
      [actions.removeMemberAction, { membershipId: bed.other.memberMembershipId }],
      [actions.grantRetryAction, { membershipId: bed.other.memberMembershipId }],
      [actions.setRoleAction, { membershipId: bed.other.memberMembershipId, role: "LEAD" }],
      [actions.moveToSubTeamAction, { membershipId: bed.other.memberMembershipId, teamId: "" }],
    ] as const) {
      expect(await submitForm(run, fields)).toMatchObject({ error: "NOT_FOUND" });
    }
    expect(await bed.p.membership.findUniqueOrThrow({ where: { id: bed.other.memberMembershipId } })).toMatchObject({ status: "JOINED", role: "MEMBER" });
    expect((await bed.p.invite.findUniqueOrThrow({ where: { id: theirInvite.id } })).revokedAt).toBeNull();
  });

  it("say why the owner's and one's own role are off limits", async () => {
    as(bed.team.lead.id, "lead");
    expect(await submitForm(actions.setRoleAction, { membershipId: bed.team.ownerMembershipId, role: "MEMBER" })).toMatchObject({ error: "OWNER_ROLE" });
    expect(await submitForm(actions.removeMemberAction, { membershipId: bed.team.leadMembershipId })).toMatchObject({ error: "OWN_ROLE" });
  });

  it("add a managed member, make and manage sub-teams, and revoke an invite", async () => {
    as(bed.team.owner.id, "lead"); // an owner is a lead to the route guard
    const sales = await submitForm(actions.createSubTeamAction, { name: "Sales" });
    expect(sales).toMatchObject({ ok: true });
    expect(await submitForm(actions.createSubTeamAction, { name: "Sales" })).toMatchObject({ error: "TEAM_NAME_TAKEN" });
    const subTeam = await bed.p.team.findFirstOrThrow({ where: { organizationId: bed.team.org.id } });
    const invite = await bed.p.invite.findFirstOrThrow({ where: { organizationId: bed.team.org.id, email: "two@act.test" } });
    expect(await submitForm(actions.moveToSubTeamAction, { inviteId: invite.id, teamId: subTeam.id })).toMatchObject({ ok: true });
    expect(await submitForm(actions.revokeInviteAction, { inviteId: invite.id })).toMatchObject({ ok: true });
    expect(await submitForm(actions.revokeInviteAction, { inviteId: invite.id })).toMatchObject({ error: "WRONG_STATE" });
    const added = await submitForm(actions.addManagedMemberAction, { name: "Kim", title: "Chef", teamId: subTeam.id });
    expect(added).toMatchObject({ ok: true });
    expect(await bed.p.shoot.findUniqueOrThrow({ where: { id: (added as { detail: string }).detail } })).toMatchObject({ managedById: bed.team.owner.id, state: "ONBOARDING" });
    expect(await ledgerState(bed.p, bed.team.org.id)).toEqual({ credits: 2, reserved: 2, ledgerSum: 2 });
    expect(await submitForm(actions.addManagedMemberAction, { name: "Nobody" })).toMatchObject({ error: "NO_CREDITS" });
    expect(await submitForm(actions.addManagedMemberAction, { name: "" })).toMatchObject({ fieldErrors: { name: "nameRequired" } });
    expect(await submitForm(actions.deleteSubTeamAction, { teamId: subTeam.id })).toMatchObject({ ok: true });
  });

  it("create an open link, refusing a bad domain and a past expiry", async () => {
    as(bed.team.lead.id, "lead");
    expect(await submitForm(actions.createOpenLinkAction, { allowedDomain: "not a domain" })).toMatchObject({ fieldErrors: { allowedDomain: "allowedDomain" } });
    expect(await submitForm(actions.createOpenLinkAction, { expiresOn: "2020-01-01" })).toMatchObject({ fieldErrors: { expiresOn: "expiresOn" } });
    expect(await submitForm(actions.createOpenLinkAction, { usageCap: "0" })).toMatchObject({ fieldErrors: { usageCap: "usageCap" } });
    const made = await submitForm(actions.createOpenLinkAction, { allowedDomain: "@act.test", usageCap: "5", expiresOn: "2099-01-31" });
    expect(made).toMatchObject({ ok: true });
    expect(await bed.p.invite.findUniqueOrThrow({ where: { id: (made as { detail: string }).detail } })).toMatchObject({ kind: "OPEN_LINK", allowedDomain: "act.test", usageCap: 5, expiresAt: new Date("2099-01-31T23:59:59.999Z") });
  });

  it("are refused to members (forbidden) and to people signed out", async () => {
    as(bed.team.member.id, "member");
    for (const run of [actions.inviteMembersAction, actions.createSubTeamAction, actions.createOpenLinkAction]) {
      expect(await submitForm(run, { emails: "z@act.test", name: "Z" })).toMatchObject({ error: "forbidden" });
    }
    request.principal = null;
    expect(await submitForm(actions.removeMemberAction, { membershipId: bed.team.memberMembershipId })).toMatchObject({ error: "notSignedIn" });
    expect(await bed.p.membership.findUniqueOrThrow({ where: { id: bed.team.memberMembershipId } })).toMatchObject({ status: "JOINED" });
  });
});
