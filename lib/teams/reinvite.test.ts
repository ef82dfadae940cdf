// The automatic re-invite (lib/teams/reinvite.ts) on a fake clock: a finished member whose shoot was ready
// more than N months ago gets one new shoot and one email, no credit held; running again (the same day,
// or later while the new shoot waits) changes nothing; members not due, organisations
// without the setting and another organisation are untouched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot } from "@/lib/testing/fixtures";
import { createTeam, ensureTeamPackage, ledgerState, type TestTeam } from "@/lib/testing/teams";
import { monthsBefore, reinviteFinishedMembers } from "./reinvite";
import { updateSettings } from "./settings";

let db: TestDb;
let p: PrismaClient;
let team: TestTeam;
let other: TestTeam;
let packageId: string;
const relayed: string[] = [];
const deps = { relay: (id: string) => void relayed.push(id), appUrl: "https://lumen.example" };

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  packageId = await ensureTeamPackage(p);
  team = await createTeam(p, { name: "Yearly Co", credits: 3 });
  other = await createTeam(p, { name: "Never Co", credits: 3 });
  await p.$transaction((tx) => updateSettings(tx, team.org.id, "headshots", { reinviteMonths: 12 }));
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
});

/** The membership FINISHED with an ACTIVE shoot ready at `readyAt`. */
async function finished(t: TestTeam, membershipId: string, userId: string, readyAt: Date) {
  await createShoot(p, { userId, packageId, organizationId: t.org.id, membershipId, state: "ACTIVE", readyAt, createdAt: readyAt });
  await p.membership.update({ where: { id: membershipId }, data: { status: "FINISHED" } });
}

describe("the automatic re-invite", () => {
  it("gives a due member one new shoot and one email, once per period, without holding a credit", async () => {
    const now = new Date("2027-03-31T08:00:00Z");
    await finished(team, team.memberMembershipId, team.member.id, new Date("2026-03-01T10:00:00Z"));
    // The lead finished only 6 months ago: not due yet.
    await finished(team, team.leadMembershipId, team.lead.id, new Date("2026-10-01T10:00:00Z"));
    // Another organisation without the setting: never.
    await finished(other, other.memberMembershipId, other.member.id, new Date("2020-01-01T10:00:00Z"));
    const credits = await ledgerState(p, team.org.id);

    expect(await reinviteFinishedMembers(p, now, deps)).toBe(1);
    const shoots = await p.shoot.findMany({ where: { membershipId: team.memberMembershipId }, orderBy: { createdAt: "asc" } });
    expect(shoots.map((s) => s.state)).toEqual(["ACTIVE", "ONBOARDING"]);
    expect((await p.membership.findUniqueOrThrow({ where: { id: team.memberMembershipId } })).status).toBe("JOINED");
    expect(await p.emailOutbox.count({ where: { to: team.member.email, template: "team-reinvite" } })).toBe(1);
    expect(relayed).toHaveLength(1);
    expect(await ledgerState(p, team.org.id)).toEqual(credits);
    expect(await p.auditLog.count({ where: { action: "organization.member.reinvite", targetId: team.org.id } })).toBe(1);

    // Again the same day, and a year later while the new shoot still waits: nothing more.
    expect(await reinviteFinishedMembers(p, now, deps)).toBe(0);
    expect(await reinviteFinishedMembers(p, new Date("2028-06-01T08:00:00Z"), deps)).toBe(1); // only the lead, due by then
    expect(await p.shoot.count({ where: { membershipId: team.memberMembershipId } })).toBe(2);
    expect(await p.emailOutbox.count({ where: { to: team.member.email, template: "team-reinvite" } })).toBe(1);
    expect(await p.shoot.count({ where: { membershipId: other.memberMembershipId } })).toBe(1);
    expect((await p.membership.findUniqueOrThrow({ where: { id: other.memberMembershipId } })).status).toBe("FINISHED");
  });

  it("runs the same member once when two runs race", async () => {
    const t = await createTeam(p, { name: "Race Co" });
    await p.$transaction((tx) => updateSettings(tx, t.org.id, "headshots", { reinviteMonths: 1 }));
    await finished(t, t.memberMembershipId, t.member.id, new Date("2026-01-01T10:00:00Z"));
    const now = new Date("2026-03-01T10:00:00Z");
    const runs = await Promise.all([reinviteFinishedMembers(p, now, deps), reinviteFinishedMembers(p, now, deps)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await p.shoot.count({ where: { membershipId: t.memberMembershipId } })).toBe(2);
  });

  it("counts calendar months", () => {
    expect(monthsBefore(new Date("2027-03-31T08:00:00Z"), 1).toISOString()).toBe("2027-02-28T08:00:00.000Z");
    expect(monthsBefore(new Date("2027-03-15T08:00:00Z"), 12).toISOString()).toBe("2026-03-15T08:00:00.000Z");
    expect(monthsBefore(new Date("2027-03-15T08:00:00Z"), 60).toISOString()).toBe("2022-03-15T08:00:00.000Z");
  });
});
