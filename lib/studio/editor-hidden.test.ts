// "Hide the editor from members" (the settings' headshots tab): a member of such an organisation is not
// offered the editor for their team shoot and the studio refuses its headshots (not found); their own
// private shoots, the organisation's leads and organisations without the setting are untouched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createLocalStorage } from "@/lib/storage";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createFinishedShoot } from "@/lib/testing/fixtures";
import { createTeam, type TestTeam } from "@/lib/testing/teams";
import { updateHeadshots } from "@/lib/teams/org-settings";
import { editorHiddenShoots, ownedStudioResult } from "./access";
import { readStudioOverview } from "./versions";

let db: TestDb;
let p: PrismaClient;
let storage: FileStorage;
let dir: string;
let team: TestTeam;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-editor-hidden-"));
  storage = createLocalStorage(dir, { secret: "editor-hidden-secret-editor-hidden-secret" });
  team = await createTeam(p, { name: "Quiet Co" });
}, 60_000);
afterAll(async () => {
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("hiding the editor from members", () => {
  it("refuses the member's team shoot in the studio once the lead hides the editor, and offers it again when shown", async () => {
    const teamShoot = await createFinishedShoot(p, { storage, userId: team.member.id, count: 2 });
    await p.shoot.update({ where: { id: teamShoot.shootId }, data: { organizationId: team.org.id, membershipId: team.memberMembershipId } });
    const ownShoot = await createFinishedShoot(p, { storage, userId: team.member.id, count: 2 });
    const leadShoot = await createFinishedShoot(p, { storage, userId: team.lead.id, count: 2 });
    await p.shoot.update({ where: { id: leadShoot.shootId }, data: { organizationId: team.org.id, membershipId: team.leadMembershipId } });

    await expect(ownedStudioResult(p, team.member.id, teamShoot.resultIds[0]!)).resolves.toMatchObject({ id: teamShoot.resultIds[0] });
    await updateHeadshots(p, team.lead.id, { hideEditor: true, requireFullBody: false, reinviteMonths: null, deleteDataAfter30Days: false, confirmation: "" });

    await expect(ownedStudioResult(p, team.member.id, teamShoot.resultIds[0]!)).rejects.toMatchObject({ code: "RESULT_NOT_FOUND" });
    await expect(ownedStudioResult(p, team.member.id, ownShoot.resultIds[0]!)).resolves.toMatchObject({ id: ownShoot.resultIds[0] });
    await expect(ownedStudioResult(p, team.lead.id, leadShoot.resultIds[0]!)).resolves.toMatchObject({ id: leadShoot.resultIds[0] });
    expect([...(await editorHiddenShoots(p, team.member.id, [teamShoot.shootId, ownShoot.shootId]))]).toEqual([teamShoot.shootId]);
    const overview = await readStudioOverview(p, storage, { userId: team.member.id, locale: "en" });
    expect(overview.shoots.map((s) => s.id)).toEqual([ownShoot.shootId]);

    await updateHeadshots(p, team.owner.id, { hideEditor: false, requireFullBody: false, reinviteMonths: null, deleteDataAfter30Days: false, confirmation: "" });
    await expect(ownedStudioResult(p, team.member.id, teamShoot.resultIds[0]!)).resolves.toMatchObject({ id: teamShoot.resultIds[0] });
  });
});

describe("a team shoot held for manual review", () => {
  it("is not in the studio (no tiles, no signed thumbnails) until a platform admin approves it", async () => {
    const held = await createFinishedShoot(p, { storage, userId: team.member.id, count: 2 });
    await p.shoot.update({ where: { id: held.shootId }, data: { organizationId: team.org.id, membershipId: team.memberMembershipId, reviewHeldAt: new Date() } });
    const ids = async () => (await readStudioOverview(p, storage, { userId: team.member.id, locale: "en" })).shoots.map((s) => s.id);
    expect(await ids()).not.toContain(held.shootId);
    await p.shoot.update({ where: { id: held.shootId }, data: { reviewApprovedAt: new Date() } });
    expect(await ids()).toContain(held.shootId);
  });
});
