// Manual review of results (features.manualReview): with the switch on, a team shoot reaching ACTIVE is
// held — the member and the leads do not see its results and no "results ready" email is written —
// until a platform admin approves it; approving releases it, emails once and is audited. With the
// switch off nothing changes. The hook is the one the generation job wires into the ACTIVE transition.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFavorites, listPhotos } from "@/lib/api/v2/models";
import { heldShootsOf } from "@/lib/backoffice/organizations/queries";
import { findOwnedResult, findReadableResult, requireReadableReadyShoot } from "@/lib/results/access";
import { getShootGallery } from "@/lib/shoots/results";
import { memberHome } from "@/lib/teams/member-home";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { queueTeamShootFinished } from "./finished";
import { finishedShootsWhere } from "./queries";
import { approveShootReview } from "./review";

const APP_URL = "https://lumen.example";

describe("manual review of a team shoot's results", () => {
  let db: TestDb;
  let admin: string;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    admin = (await createUser(db.prisma, { role: "ADMIN" })).id;
  }, 60_000);
  afterAll(async () => db?.cleanup());

  /** A member's team shoot that has just become ACTIVE, through the ACTIVE transition's hook. */
  async function finish(team: TestTeam) {
    const shoot = await createTeamMemberShoot(db.prisma, null, team, { name: "Ana Ruiz" });
    const ids = await db.prisma.$transaction((tx) => queueTeamShootFinished(tx, shoot.shootId, { appUrl: APP_URL }));
    return { ...shoot, ids };
  }
  const mailsAbout = (t: TestTeam, memberId: string) =>
    db.prisma.emailOutbox.findMany({ where: { userId: { in: [memberId, t.ownerId, t.leadId] } }, select: { template: true, userId: true } });
  const notReady = { code: "NOT_READY" };

  it("holds the results: hidden from the member and the leads, no email, until an admin approves; then shown and emailed once", async () => {
    const team = await createTeam(db.prisma);
    await setOrganizationFeature(db.prisma, { organizationId: team.organizationId, feature: "manualReview", enabled: true, actorId: admin });
    const s = await finish(team);

    expect(s.ids).toEqual([]);
    expect(await mailsAbout(team, s.userId)).toEqual([]);
    const held = await db.prisma.shoot.findUniqueOrThrow({ where: { id: s.shootId }, include: { membership: true } });
    expect(held.state).toBe("ACTIVE");
    expect(held.reviewHeldAt).toBeInstanceOf(Date);
    expect(held.reviewApprovedAt).toBeNull();
    expect(held.membership!.status).toBe("JOINED");
    // The member waits; their gallery and results are not ready; the leads neither see nor list it.
    expect(await memberHome(db.prisma, s.userId)).toMatchObject({ page: "waiting", shoot: { underReview: true } });
    expect(await getShootGallery(db.prisma, null as never, { userId: s.userId, shootId: s.shootId, locale: "en" })).toMatchObject({ found: true, ready: false });
    await expect(findOwnedResult(db.prisma, s.userId, s.resultIds[0]!)).rejects.toMatchObject(notReady);
    await expect(findReadableResult(db.prisma, team.leadId, s.resultIds[0]!)).rejects.toMatchObject(notReady);
    await expect(requireReadableReadyShoot(db.prisma, team.ownerId, s.shootId)).rejects.toMatchObject(notReady);
    expect(await db.prisma.shoot.count({ where: finishedShootsWhere(team.organizationId, { q: "", team: undefined, actioned: undefined } as never) })).toBe(0);
    // Nor does the organisation's business API.
    const storage = { signedUrl: async () => "https://files.example/x" } as never;
    expect((await listPhotos(db.prisma, storage, team.organizationId, s.shootId, { include: "main", status: "active" })).items).toEqual([]);
    expect((await listFavorites(db.prisma, storage, team.organizationId, { include: "main", limit: 10, offset: 0 })).total).toBe(0);
    // The back office lists it as waiting.
    expect((await heldShootsOf(db.prisma, { organizationId: team.organizationId })).map((h) => h.id)).toEqual([s.shootId]);

    // A platform admin approves: released, the emails written once, the membership finished, an audit row.
    expect(await approveShootReview(db.prisma, { shootId: s.shootId, actorId: admin, appUrl: APP_URL, relay: false })).toEqual({ status: "approved", emails: 3 });
    expect(await approveShootReview(db.prisma, { shootId: s.shootId, actorId: admin, appUrl: APP_URL, relay: false })).toEqual({ status: "not-held" });
    const mails = await mailsAbout(team, s.userId);
    expect(mails.map((m) => [m.template, m.userId]).sort()).toEqual(
      [["team-member-finished", team.leadId], ["team-member-finished", team.ownerId], ["team-results-ready", s.userId]].sort(),
    );
    const released = await db.prisma.shoot.findUniqueOrThrow({ where: { id: s.shootId }, include: { membership: true } });
    expect(released).toMatchObject({ reviewApprovedById: admin, membership: { status: "FINISHED" } });
    expect(released.reviewApprovedAt).toBeInstanceOf(Date);
    expect(await memberHome(db.prisma, s.userId)).toMatchObject({ page: "results", shoot: { underReview: false } });
    await expect(findOwnedResult(db.prisma, s.userId, s.resultIds[0]!)).resolves.toMatchObject({ id: s.resultIds[0] });
    await expect(findReadableResult(db.prisma, team.leadId, s.resultIds[0]!)).resolves.toMatchObject({ id: s.resultIds[0] });
    expect(await db.prisma.shoot.count({ where: finishedShootsWhere(team.organizationId, { q: "", team: undefined, actioned: undefined } as never) })).toBe(1);
    expect(await heldShootsOf(db.prisma, { organizationId: team.organizationId })).toEqual([]);
    expect((await listPhotos(db.prisma, storage, team.organizationId, s.shootId, { include: "main", status: "active" })).items).toHaveLength(2);
    const audit = await db.prisma.auditLog.findFirstOrThrow({ where: { action: "shoot.review.approve", targetId: s.shootId } });
    expect(audit.actorId).toBe(admin);
    expect(audit.data).toMatchObject({ organizationId: team.organizationId, emails: 3, changed: ["reviewApprovedAt", "reviewApprovedById"], before: { reviewApprovedById: null }, after: { reviewApprovedById: admin } });
    expect(await db.prisma.auditLog.count({ where: { action: "shoot.review.approve", targetId: s.shootId } })).toBe(1);
  });

  it("with the switch off, releases at once as before: emails written, nothing held", async () => {
    const team = await createTeam(db.prisma);
    const s = await finish(team);
    expect(s.ids).toHaveLength(3);
    const shoot = await db.prisma.shoot.findUniqueOrThrow({ where: { id: s.shootId }, include: { membership: true } });
    expect(shoot.reviewHeldAt).toBeNull();
    expect(shoot.membership!.status).toBe("FINISHED");
    expect(await memberHome(db.prisma, s.userId)).toMatchObject({ page: "results" });
    await expect(findReadableResult(db.prisma, team.leadId, s.resultIds[0]!)).resolves.toMatchObject({ id: s.resultIds[0] });
    expect(await approveShootReview(db.prisma, { shootId: s.shootId, actorId: admin, appUrl: APP_URL, relay: false })).toEqual({ status: "not-held" });
    expect(await approveShootReview(db.prisma, { shootId: "no-such-shoot", actorId: admin, appUrl: APP_URL, relay: false })).toEqual({ status: "not-found" });
  });
});
