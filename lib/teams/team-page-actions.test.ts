// The team page's and the notifications' forms posted as a hostile browser would (lib/http/action.ts via
// submitForm): another organisation's people (NOT_FOUND, nothing changed), a member whose session still
// says "lead" (FORBIDDEN), bad input (field errors, never a 500), and the member's opt-in with someone
// else's headshot (NOT_FOUND).
import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { teamActionBed } from "@/lib/testing/team-actions";
import { createTeam, createTeamMemberShoot } from "@/lib/testing/team-results";
import { notificationSettingsOf } from "./notifications";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));

const pageActions = await import("./team-page-actions");
const notificationActions = await import("./notification-actions");

const bed = teamActionBed(request, { create: (p) => createTeam(p) });
const { as } = bed;

describe("the team page's forms", () => {
  it("lets a lead create, revoke and renew the page; a member cannot", async () => {
    as(bed.team.leadId, "lead");
    expect(await submitForm(pageActions.saveTeamPageAction, { title: "Meet us", intro: "", indexable: "on" })).toMatchObject({ ok: true });
    const page = await bed.p.teamPage.findUniqueOrThrow({ where: { organizationId: bed.team.organizationId } });
    expect(page).toMatchObject({ title: "Meet us", intro: null, indexable: true, revokedAt: null });
    expect(await submitForm(pageActions.saveTeamPageAction, { title: "  ", intro: "x".repeat(1001) })).toMatchObject({ fieldErrors: { title: "required", intro: "tooLong" } });
    expect(await submitForm(pageActions.revokeTeamPageAction, {})).toMatchObject({ ok: true });
    expect(await submitForm(pageActions.revokeTeamPageAction, {})).toMatchObject({ error: "WRONG_STATE" });
    expect(await submitForm(pageActions.renewTeamPageLinkAction, {})).toMatchObject({ ok: true });
    const renewed = await bed.p.teamPage.findUniqueOrThrow({ where: { organizationId: bed.team.organizationId } });
    expect(renewed.publicId).not.toBe(page.publicId);

    // A member of the organisation (their session still says lead): refused by the organisation check.
    const member = await createTeamMemberShoot(bed.p, null, bed.team);
    as(member.userId, "lead");
    expect(await submitForm(pageActions.revokeTeamPageAction, {})).toMatchObject({ error: "FORBIDDEN" });
    expect(await submitForm(pageActions.saveTeamPageAction, { title: "Hijacked" })).toMatchObject({ error: "FORBIDDEN" });
    as(member.userId, "member");
    expect(await submitForm(pageActions.revokeTeamPageAction, {})).toMatchObject({ error: "forbidden" });
    expect((await bed.p.teamPage.findUniqueOrThrow({ where: { organizationId: bed.team.organizationId } })).revokedAt).toBeNull();
  });

  it("refuses another organisation's people and leaves them alone", async () => {
    const theirs = await createTeamMemberShoot(bed.p, null, bed.other);
    as(bed.team.leadId, "lead");
    expect(await submitForm(pageActions.setTeamPagePersonHiddenAction, { membershipId: theirs.membershipId, hidden: "1" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(pageActions.moveTeamPagePersonAction, { membershipId: theirs.membershipId, direction: "up" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(pageActions.moveTeamPagePersonAction, { membershipId: theirs.membershipId, direction: "sideways" })).toHaveProperty("fieldErrors.direction");
    expect(await bed.p.membership.findUniqueOrThrow({ where: { id: theirs.membershipId } })).toMatchObject({ teamPageHidden: false, teamPagePosition: null });
  });

  it("lets a member opt in with their own headshot only", async () => {
    const mine = await createTeamMemberShoot(bed.p, null, bed.team, { results: 2 });
    const theirs = await createTeamMemberShoot(bed.p, null, bed.other, { results: 2 });
    as(mine.userId, "member");
    expect(await submitForm(pageActions.saveMemberTeamPageAction, { show: "on", resultId: theirs.resultIds[0]!, name: "Me" })).toMatchObject({ error: "NOT_FOUND" });
    expect(await submitForm(pageActions.saveMemberTeamPageAction, { show: "on", resultId: mine.resultIds[1]!, name: "" })).toMatchObject({ fieldErrors: { name: "required" } });
    expect(await submitForm(pageActions.saveMemberTeamPageAction, { show: "on", resultId: mine.resultIds[1]!, name: "Mia Meyer", title: "Designer" })).toMatchObject({ ok: true });
    expect(await bed.p.membership.findUniqueOrThrow({ where: { id: mine.membershipId } })).toMatchObject({ showOnTeamPage: true, teamPageResultId: mine.resultIds[1], teamPageName: "Mia Meyer", title: "Designer" });
    // Signed out: nothing.
    request.principal = null;
    expect(await submitForm(pageActions.saveMemberTeamPageAction, { show: "", name: "X" })).toMatchObject({ error: "notSignedIn" });
  });
});

describe("the notifications form", () => {
  it("saves the switches and the reminders, refuses out-of-range numbers and members", async () => {
    as(bed.team.leadId, "lead");
    expect(await submitForm(notificationActions.saveNotificationsAction, { lowCredits: "on", favoriteSelected: "on", remind: "on", remindAfterDays: "7", remindMaxTimes: "4" })).toMatchObject({ ok: true });
    expect(await notificationSettingsOf(bed.p, bed.team.organizationId)).toEqual({ lowCredits: true, resultsReady: false, favoriteSelected: true, remindAfterDays: 7, remindMaxTimes: 4 });
    expect(await submitForm(notificationActions.saveNotificationsAction, { remindMaxTimes: "2" })).toMatchObject({ ok: true });
    expect(await notificationSettingsOf(bed.p, bed.team.organizationId)).toMatchObject({ lowCredits: false, remindAfterDays: null, remindMaxTimes: 2 });
    for (const [field, value, key] of [["remindAfterDays", "0", "afterDays"], ["remindAfterDays", "61", "afterDays"], ["remindAfterDays", "abc", "afterDays"], ["remindMaxTimes", "11", "maxTimes"]] as const) {
      const answer = await submitForm(notificationActions.saveNotificationsAction, { remind: "on", remindAfterDays: "3", remindMaxTimes: "2", [field]: value });
      expect(answer, `${field}=${value}`).toMatchObject({ fieldErrors: { [field]: key } });
    }
    expect(await submitForm(notificationActions.saveNotificationsAction, { remind: "on", remindAfterDays: "", remindMaxTimes: "2" })).toMatchObject({ fieldErrors: { remindAfterDays: "afterDays" } });
    const member = await createTeamMemberShoot(bed.p, null, bed.team);
    as(member.userId, "lead");
    expect(await submitForm(notificationActions.saveNotificationsAction, { remindMaxTimes: "9" })).toMatchObject({ error: "FORBIDDEN" });
    expect((await notificationSettingsOf(bed.p, bed.team.organizationId)).remindMaxTimes).toBe(2);
  });
});
