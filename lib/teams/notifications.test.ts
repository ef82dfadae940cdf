// The leads' email switches (settings notifications): low credits, results ready, favourite selected.
// Each email goes exactly when its switch is on; the per-lead "notify me when a member finishes" still
// applies; the favourite email is written in the transaction that sets the favourite, only for a new one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { setResultMarks } from "@/lib/results/marks";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { noteFreeCredits } from "./low-credits";
import { notificationSettingsOf, saveNotificationSettings } from "./notifications";
import { queueTeamShootFinished } from "./results/finished";

const APP_URL = "https://lumen.example";
const noRelay = { relay: () => {} };
const DEFAULTS = { lowCredits: true, resultsReady: true, favoriteSelected: false, remindAfterDays: 3, remindMaxTimes: 2 };

describe("notification switches", () => {
  let db: TestDb;
  let p: PrismaClient;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    p = db.prisma;
  });
  afterAll(async () => db?.cleanup());

  async function teamWith(patch: Partial<typeof DEFAULTS>): Promise<TestTeam> {
    const team = await createTeam(p);
    await saveNotificationSettings(p, team.organizationId, { ...DEFAULTS, ...patch });
    return team;
  }
  const leadMails = (team: TestTeam, template: string) => p.emailOutbox.count({ where: { template, userId: { in: [team.leadId, team.ownerId] } } });

  it("defaults, and saves the whole group", async () => {
    const team = await createTeam(p);
    expect(await notificationSettingsOf(p, team.organizationId)).toEqual(DEFAULTS);
    await saveNotificationSettings(p, team.organizationId, { lowCredits: false, resultsReady: false, favoriteSelected: true, remindAfterDays: null, remindMaxTimes: 10 });
    expect(await notificationSettingsOf(p, team.organizationId)).toEqual({ lowCredits: false, resultsReady: false, favoriteSelected: true, remindAfterDays: null, remindMaxTimes: 10 });
  });

  it("mails the low-credits warning only when it is on", async () => {
    for (const lowCredits of [true, false]) {
      const team = await teamWith({ lowCredits });
      const ids = await p.$transaction((tx) => noteFreeCredits(tx, { organizationId: team.organizationId, before: 3, after: { credits: 2, reserved: 0, free: 2 }, appUrl: APP_URL }));
      expect(ids.length).toBe(lowCredits ? 2 : 0);
      expect(await leadMails(team, "team-low-credits")).toBe(lowCredits ? 2 : 0);
    }
  });

  it("mails the leads about finished results only when it is on (the member's own email always), each lead's own switch still counts", async () => {
    const off = await teamWith({ resultsReady: false });
    const shootOff = await createTeamMemberShoot(p, null, off);
    await p.$transaction((tx) => queueTeamShootFinished(tx, shootOff.shootId, { appUrl: APP_URL }));
    expect(await leadMails(off, "team-member-finished")).toBe(0);
    expect(await p.emailOutbox.count({ where: { template: "team-results-ready", userId: shootOff.userId } })).toBe(1);

    const on = await teamWith({ resultsReady: true });
    await p.membership.updateMany({ where: { organizationId: on.organizationId, userId: on.leadId }, data: { notifyFinished: false } });
    const shootOn = await createTeamMemberShoot(p, null, on);
    await p.$transaction((tx) => queueTeamShootFinished(tx, shootOn.shootId, { appUrl: APP_URL }));
    expect(await p.emailOutbox.count({ where: { template: "team-member-finished", userId: on.ownerId } })).toBe(1);
    expect(await p.emailOutbox.count({ where: { template: "team-member-finished", userId: on.leadId } })).toBe(0);
  });

  it("mails the leads when a member picks their first favourite, only when on, once per shoot, in the leads' language", async () => {
    const team = await teamWith({ favoriteSelected: true });
    await p.user.update({ where: { id: team.leadId }, data: { locale: "de" } });
    const member = await createTeamMemberShoot(p, null, team, { name: "Ana Ruiz", results: 3, favorite: false });
    await setResultMarks(p, { userId: member.userId, resultId: member.resultIds[0]!, isFavorite: true }, noRelay);
    const mails = await p.emailOutbox.findMany({ where: { template: "team-favorite-selected" }, orderBy: { to: "asc" } });
    expect(mails.map((m) => [m.userId, m.locale]).sort()).toEqual([[team.leadId, "de"], [team.ownerId, "en"]].sort());
    expect(mails[0]!.subject).toContain("Ana Ruiz");
    // Choosing it again, or switching A → B → A, is no news for the leads: no flood of emails.
    for (const i of [0, 1, 0, 1]) await setResultMarks(p, { userId: member.userId, resultId: member.resultIds[i]!, isFavorite: true }, noRelay);
    expect(await leadMails(team, "team-favorite-selected")).toBe(2);
    // A like is not a favourite.
    await setResultMarks(p, { userId: member.userId, resultId: member.resultIds[2]!, likedStatus: "LOVED" }, noRelay);
    expect(await leadMails(team, "team-favorite-selected")).toBe(2);

    const off = await teamWith({ favoriteSelected: false });
    const quiet = await createTeamMemberShoot(p, null, off, { results: 2, favorite: false });
    await setResultMarks(p, { userId: quiet.userId, resultId: quiet.resultIds[1]!, isFavorite: true }, noRelay);
    expect(await leadMails(off, "team-favorite-selected")).toBe(0);
  });

  it("sends nothing for an individual's shoot, a removed member's, or a refused change", async () => {
    const team = await teamWith({ favoriteSelected: true });
    const before = await p.emailOutbox.count({ where: { template: "team-favorite-selected" } });
    // An individual's shoot: no organisation.
    const solo = await createTeamMemberShoot(p, null, team, { results: 2 });
    await p.shoot.update({ where: { id: solo.shootId }, data: { organizationId: null, membershipId: null } });
    await setResultMarks(p, { userId: solo.userId, resultId: solo.resultIds[1]!, isFavorite: true }, noRelay);
    const removed = await createTeamMemberShoot(p, null, team, { results: 2, removed: true });
    await setResultMarks(p, { userId: removed.userId, resultId: removed.resultIds[1]!, isFavorite: true }, noRelay).catch(() => null);
    // Someone else's result: refused, and nothing queued.
    const stranger = await createUser(p);
    const member = await createTeamMemberShoot(p, null, team, { results: 2 });
    await expect(setResultMarks(p, { userId: stranger.id, resultId: member.resultIds[1]!, isFavorite: true }, noRelay)).rejects.toMatchObject({ code: "RESULT_NOT_FOUND" });
    expect(await p.emailOutbox.count({ where: { template: "team-favorite-selected" } })).toBe(before);
  });
});
