// The automatic reminders (lib/teams/reminders.ts): after N days since the invite or the join, at most M
// times, never twice in a day for one person, only to people who have not done their part, only where
// the organisation has them on; a repeated or concurrent run sends nothing twice.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { sendAutomaticReminders } from "./reminders";
import { updateSettings } from "./settings";

const DAY = 86_400_000;
const APP_URL = "https://lumen.example";
const quiet = { appUrl: APP_URL, relay: () => {} };

describe.each(["pglite", "postgres"] as const)("automatic reminders on %s", (kind) => {
  let db: TestDb;
  let p: PrismaClient;

  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
  });
  afterAll(async () => db?.cleanup());

  async function teamWith(settings: { remindAfterDays: number | null; remindMaxTimes: number }): Promise<TestTeam> {
    const team = await createTeam(p);
    await p.$transaction((tx) => updateSettings(tx, team.organizationId, "notifications", settings));
    return team;
  }

  async function invite(team: TestTeam, email: string, createdAt: Date, extra: { revokedAt?: Date; acceptedAt?: Date; reminderSentAt?: Date } = {}) {
    return p.invite.create({
      data: {
        organizationId: team.organizationId, email, kind: "EMAIL", tokenHash: randomBytes(16).toString("hex"), createdById: team.leadId,
        createdAt, expiresAt: new Date(createdAt.getTime() + 30 * DAY), ...extra,
      },
    });
  }

  /** A member who joined `joinedAt` and has an ONBOARDING shoot (nothing submitted yet). */
  async function joinedMember(team: TestTeam, joinedAt: Date, options: { state?: "ONBOARDING" | "WAITING" | "ACTIVE"; managed?: boolean; role?: "MEMBER" | "LEAD" } = {}) {
    const made = await createTeamMemberShoot(p, null, team, { state: options.state ?? "ONBOARDING", managed: options.managed, role: options.role });
    await p.membership.update({ where: { id: made.membershipId }, data: { joinedAt, createdAt: joinedAt } });
    return made;
  }

  const mails = (template: string, to?: string) => p.emailOutbox.findMany({ where: { template, ...(to ? { to } : {}) } });

  it("reminds invitees and joined members N days after, at most M times, N days apart", async () => {
    const team = await teamWith({ remindAfterDays: 3, remindMaxTimes: 2 });
    const t0 = new Date("2026-03-01T09:00:00Z");
    const pending = await invite(team, `pending-${kind}@example.test`, t0);
    const young = await invite(team, `young-${kind}@example.test`, new Date(t0.getTime() + 2 * DAY));
    await invite(team, `revoked-${kind}@example.test`, t0, { revokedAt: t0 });
    await invite(team, `accepted-${kind}@example.test`, t0, { acceptedAt: t0 });
    const slow = await joinedMember(team, t0);
    const submitted = await joinedMember(team, t0, { state: "WAITING" });
    const managed = await joinedMember(team, t0, { managed: true });
    const slowUser = await p.user.findUniqueOrThrow({ where: { id: slow.userId } });

    // Day 2: nobody is due yet.
    expect(await sendAutomaticReminders(p, { ...quiet, now: new Date(t0.getTime() + 2 * DAY) })).toEqual({ invites: 0, members: 0 });
    // Day 3: the pending invite and the member who has not submitted.
    const day3 = new Date(t0.getTime() + 3 * DAY);
    const first = await sendAutomaticReminders(p, { ...quiet, now: day3 });
    expect(first.members).toBe(1);
    expect((await mails("team-invite-reminder", pending.email!)).length).toBe(1);
    expect((await mails("team-invite-reminder", young.email!)).length).toBe(0);
    const memberMails = await mails("team-member-reminder", slowUser.email);
    expect(memberMails).toHaveLength(1);
    expect(memberMails[0]!.locale).toBe("en");
    for (const m of [submitted, managed]) {
      expect((await p.membership.findUniqueOrThrow({ where: { id: m.membershipId } })).autoReminderCount).toBe(0);
    }
    expect(await p.emailOutbox.count({ where: { to: { in: [`revoked-${kind}@example.test`, `accepted-${kind}@example.test`] } } })).toBe(0);

    // The same day again, and the next day: once a day at most, and not before N more days.
    expect(await sendAutomaticReminders(p, { ...quiet, now: new Date(day3.getTime() + 60_000) })).toMatchObject({ members: 0 });
    expect(await sendAutomaticReminders(p, { ...quiet, now: new Date(day3.getTime() + DAY) })).toMatchObject({ members: 0 });
    expect((await mails("team-invite-reminder", pending.email!)).length).toBe(1);
    // Day 5: the young invite's first; day 6: the second (and last) for the others.
    await sendAutomaticReminders(p, { ...quiet, now: new Date(t0.getTime() + 5 * DAY) });
    expect((await mails("team-invite-reminder", young.email!)).length).toBe(1);
    await sendAutomaticReminders(p, { ...quiet, now: new Date(t0.getTime() + 6 * DAY) });
    expect((await mails("team-invite-reminder", pending.email!)).length).toBe(2);
    expect(await mails("team-member-reminder", slowUser.email)).toHaveLength(2);
    // M = 2: never a third.
    for (const d of [9, 12, 20]) await sendAutomaticReminders(p, { ...quiet, now: new Date(t0.getTime() + d * DAY) });
    expect((await mails("team-invite-reminder", pending.email!)).length).toBe(2);
    expect(await mails("team-member-reminder", slowUser.email)).toHaveLength(2);
    expect((await p.invite.findUniqueOrThrow({ where: { id: pending.id } })).autoReminderCount).toBe(2);
    expect((await p.membership.findUniqueOrThrow({ where: { id: slow.membershipId } })).autoReminderCount).toBe(2);
  });

  it("sends nothing where the organisation turned reminders off, and waits a day after a lead's own reminder", async () => {
    const off = await teamWith({ remindAfterDays: null, remindMaxTimes: 5 });
    const t0 = new Date("2026-04-01T09:00:00Z");
    const silent = await invite(off, `off-${kind}@example.test`, t0);
    await joinedMember(off, t0);
    await sendAutomaticReminders(p, { ...quiet, now: new Date(t0.getTime() + 20 * DAY) });
    expect(await p.emailOutbox.count({ where: { to: silent.email! } })).toBe(0);
    expect(await p.membership.count({ where: { organizationId: off.organizationId, autoReminderCount: { gt: 0 } } })).toBe(0);

    const on = await teamWith({ remindAfterDays: 1, remindMaxTimes: 3 });
    const now = new Date(t0.getTime() + 10 * DAY);
    const justReminded = await invite(on, `manual-${kind}@example.test`, t0, { reminderSentAt: new Date(now.getTime() - 3_600_000) });
    await sendAutomaticReminders(p, { ...quiet, now });
    expect(await p.emailOutbox.count({ where: { to: justReminded.email! } })).toBe(0);
    await sendAutomaticReminders(p, { ...quiet, now: new Date(now.getTime() + DAY) });
    expect(await p.emailOutbox.count({ where: { to: justReminded.email! } })).toBe(1);
  });

  it("two runs at once send each reminder once", async () => {
    const team = await teamWith({ remindAfterDays: 2, remindMaxTimes: 3 });
    const t0 = new Date("2026-05-01T09:00:00Z");
    const invites = await Promise.all(Array.from({ length: 4 }, (_, i) => invite(team, `race-${i}-${kind}@example.test`, t0)));
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await joinedMember(team, t0));
    const now = new Date(t0.getTime() + 2 * DAY);
    const runs = await Promise.all([sendAutomaticReminders(p, { ...quiet, now }), sendAutomaticReminders(p, { ...quiet, now }), sendAutomaticReminders(p, { ...quiet, now })]);
    expect(runs.reduce((n, r) => n + r.invites, 0)).toBeGreaterThanOrEqual(4);
    for (const i of invites) {
      expect(await p.emailOutbox.count({ where: { to: i.email!, template: "team-invite-reminder" } })).toBe(1);
      expect((await p.invite.findUniqueOrThrow({ where: { id: i.id } })).autoReminderCount).toBe(1);
    }
    for (const m of members) {
      const user = await p.user.findUniqueOrThrow({ where: { id: m.userId } });
      expect(await p.emailOutbox.count({ where: { to: user.email, template: "team-member-reminder" } })).toBe(1);
    }
    expect(runs.reduce((n, r) => n + r.members, 0)).toBe(3);
  });

  it("never mails leads, owners, removed members or a deleted account", async () => {
    const team = await teamWith({ remindAfterDays: 1, remindMaxTimes: 1 });
    const t0 = new Date("2026-06-01T09:00:00Z");
    const lead = await joinedMember(team, t0, { role: "LEAD" });
    const gone = await joinedMember(team, t0);
    await p.membership.update({ where: { id: gone.membershipId }, data: { removedAt: t0, status: "DELETED" } });
    const deleted = await joinedMember(team, t0);
    await p.user.update({ where: { id: deleted.userId }, data: { deletedAt: t0 } });
    const outsider = await createUser(p);
    await sendAutomaticReminders(p, { ...quiet, now: new Date(t0.getTime() + 5 * DAY) });
    expect(await p.membership.count({ where: { organizationId: team.organizationId, autoReminderCount: { gt: 0 } } })).toBe(0);
    const ids = [lead.userId, gone.userId, deleted.userId, outsider.id, team.leadId, team.ownerId];
    expect(await p.emailOutbox.count({ where: { userId: { in: ids }, template: "team-member-reminder" } })).toBe(0);
  });
});
