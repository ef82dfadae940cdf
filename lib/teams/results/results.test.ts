// The team lead's results list, the actioned mark, and the organisation rule for reading a member's
// results (gallery and downloads), on PGlite and PostgreSQL: only the lead's own organisation's
// finished team shoots; another organisation's lead is told "not found", a member is refused.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { findReadableResult, findReadableShoot, requireReadableReadyShoot } from "@/lib/results/access";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { galleryRoutes } from "@/lib/testing/gallery";
import { request, routeCaller, signedFileKeys } from "@/lib/testing/http";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { TeamError } from "../errors";
import { markActioned, setShootActioned, unmarkActioned } from "./actioned";
import { getTeamShootGallery } from "./gallery";
import { findFinishedShootsPage, subTeamsOf } from "./queries";
import { finishedShootsQuery } from "./schemas";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-team-results-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "team-results-secret-team-results-secret" });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const query = (params: Record<string, string> = {}) => finishedShootsQuery.parse(params);

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TeamError) return e.code;
    throw e;
  }
  return "resolved";
}

describe.each(["pglite", "postgres"] as const)("team results on %s", (kind) => {
  let db: TestDb;
  let team: TestTeam;
  let other: TestTeam;
  let sales: { id: string };
  let ana: Awaited<ReturnType<typeof createTeamMemberShoot>>;
  let bob: Awaited<ReturnType<typeof createTeamMemberShoot>>;
  let carla: Awaited<ReturnType<typeof createTeamMemberShoot>>;
  let stranger: Awaited<ReturnType<typeof createTeamMemberShoot>>;
  let removed: Awaited<ReturnType<typeof createTeamMemberShoot>>;
  let waiting: Awaited<ReturnType<typeof createTeamMemberShoot>>;

  beforeAll(async () => {
    db = await openTestDb(kind);
    team = await createTeam(db.prisma);
    other = await createTeam(db.prisma);
    sales = await db.prisma.team.create({ data: { organizationId: team.organizationId, name: "Sales" } });
    await db.prisma.team.create({ data: { organizationId: other.organizationId, name: "Sales" } });
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
    ana = await createTeamMemberShoot(db.prisma, storage, team, { name: "Ana Ruiz", email: `ana-${kind}@northwind.test`, teamId: sales.id, readyAt: day(3) });
    bob = await createTeamMemberShoot(db.prisma, storage, team, { name: "Bob Stone", readyAt: day(5), favorite: false });
    carla = await createTeamMemberShoot(db.prisma, storage, team, { name: "Carla Diaz", teamId: sales.id, readyAt: day(4) });
    waiting = await createTeamMemberShoot(db.prisma, storage, team, { name: "Dora Waits", state: "GENERATING" });
    removed = await createTeamMemberShoot(db.prisma, storage, team, { name: "Ed Gone", removed: true, readyAt: day(6) });
    stranger = await createTeamMemberShoot(db.prisma, storage, other, { name: "Ana Other", readyAt: day(7) });
    // A member's own individual shoot (no organisation) is not a team result.
    await createShoot(db.prisma, { userId: ana.userId, packageId: team.packageId, state: "ACTIVE", readyAt: day(8) });
  });
  afterAll(async () => {
    setDbForTests();
    await db?.cleanup();
  });

  it("lists only the organisation's finished team shoots of members still in it, newest first, with each favourite's thumbnail", async () => {
    const page = await findFinishedShootsPage(db.prisma, team.organizationId, query(), { storage });
    expect(page.items.map((r) => r.name)).toEqual(["Bob Stone", "Carla Diaz", "Ana Ruiz"]);
    expect(page.total).toBe(3);
    const first = page.items.find((r) => r.id === ana.shootId)!;
    expect(first).toMatchObject({ email: `ana-${kind}@northwind.test`, team: { id: sales.id, name: "Sales" }, actionedAt: null, favorite: { resultId: ana.resultIds[0] } });
    // The thumbnail is a signed URL of the stored 400 px thumbnail, which storage serves.
    expect(signedFileKeys(first.favorite)).toEqual([`shoots/${ana.shootId}/results/${ana.resultIds[0]}/thumb.webp`]);
    expect(page.items.find((r) => r.id === bob.shootId)!.favorite).toBeNull();
    for (const excluded of [waiting, removed, stranger]) expect(page.items.some((r) => r.id === excluded.shootId)).toBe(false);
  });

  it("filters by sub-team and actioned, searches name and email, sorts by name and pages on the server", async () => {
    const bySales = await findFinishedShootsPage(db.prisma, team.organizationId, query({ team: sales.id }), { storage });
    expect(bySales.items.map((r) => r.name).sort()).toEqual(["Ana Ruiz", "Carla Diaz"]);
    // Another organisation's sub-team selects nothing here.
    const otherSales = (await subTeamsOf(db.prisma, other.organizationId))[0]!;
    expect((await findFinishedShootsPage(db.prisma, team.organizationId, query({ team: otherSales.id }), { storage })).total).toBe(0);

    expect((await findFinishedShootsPage(db.prisma, team.organizationId, query({ q: "carla" }), { storage })).items.map((r) => r.name)).toEqual(["Carla Diaz"]);
    expect((await findFinishedShootsPage(db.prisma, team.organizationId, query({ q: `ANA-${kind}@NORTHWIND` }), { storage })).items.map((r) => r.name)).toEqual(["Ana Ruiz"]);
    // The other organisation's "Ana Other" is never found from here.
    expect((await findFinishedShootsPage(db.prisma, team.organizationId, query({ q: "Other" }), { storage })).total).toBe(0);

    const byName = await findFinishedShootsPage(db.prisma, team.organizationId, query({ sort: "name", perPage: "10" }), { storage });
    expect(byName.items.map((r) => r.name)).toEqual(["Ana Ruiz", "Bob Stone", "Carla Diaz"]);
    expect(byName.pageCount).toBe(1);
    // Page 2 at one per page (the URL offers 10, 25, 50 or 100 per page; the query code pages any size).
    const paged = query({ sort: "name" });
    const onePer = await findFinishedShootsPage(db.prisma, team.organizationId, { ...paged, perPage: 1 as never, page: 2 }, { storage });
    expect(onePer.items.map((r) => r.name)).toEqual(["Bob Stone"]);
    expect(onePer).toMatchObject({ total: 3, pageCount: 3, page: 2 });

    await markActioned(db.prisma, team.leadId, carla.shootId);
    expect((await findFinishedShootsPage(db.prisma, team.organizationId, query({ actioned: "done" }), { storage })).items.map((r) => r.name)).toEqual(["Carla Diaz"]);
    expect((await findFinishedShootsPage(db.prisma, team.organizationId, query({ actioned: "open" }), { storage })).items.map((r) => r.name).sort()).toEqual(["Ana Ruiz", "Bob Stone"]);
    await unmarkActioned(db.prisma, team.leadId, carla.shootId);
  });

  it("a lead or the owner marks a shoot as actioned and takes it back; the first time marked is kept", async () => {
    const at = new Date(Date.UTC(2026, 10, 20));
    expect(await markActioned(db.prisma, team.leadId, ana.shootId, at)).toEqual({ actionedAt: at });
    expect(await markActioned(db.prisma, team.ownerId, ana.shootId, new Date())).toEqual({ actionedAt: at });
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: ana.shootId } })).actionedAt).toEqual(at);
    expect(await unmarkActioned(db.prisma, team.ownerId, ana.shootId)).toEqual({ actionedAt: null });
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: ana.shootId } })).actionedAt).toBeNull();
  });

  it("refuses the mark across organisations (NOT_FOUND), to members (FORBIDDEN) and on shoots not finished or of removed members", async () => {
    expect(await refusal(markActioned(db.prisma, other.leadId, ana.shootId))).toBe("NOT_FOUND");
    expect(await refusal(markActioned(db.prisma, team.leadId, stranger.shootId))).toBe("NOT_FOUND");
    expect(await refusal(markActioned(db.prisma, bob.userId, ana.shootId))).toBe("FORBIDDEN");
    expect(await refusal(markActioned(db.prisma, (await createUser(db.prisma)).id, ana.shootId))).toBe("NOT_FOUND");
    expect(await refusal(markActioned(db.prisma, team.leadId, waiting.shootId))).toBe("NOT_FOUND");
    expect(await refusal(markActioned(db.prisma, team.leadId, removed.shootId))).toBe("NOT_FOUND");
    expect(await refusal(setShootActioned(db.prisma, { userId: team.leadId, shootId: "../x", actioned: true }))).toBe("NOT_FOUND");
    // Nothing changed on the other organisation's shoot.
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: stranger.shootId } })).actionedAt).toBeNull();
  });

  it("lets the organisation's leads read a member's results, and nobody else", async () => {
    const sel = { id: true } as const;
    expect(await findReadableShoot(db.prisma, team.leadId, ana.shootId, sel)).toEqual({ id: ana.shootId });
    expect(await findReadableShoot(db.prisma, team.ownerId, ana.shootId, sel)).toEqual({ id: ana.shootId });
    expect(await findReadableShoot(db.prisma, ana.userId, ana.shootId, sel)).toEqual({ id: ana.shootId });
    // Another organisation's lead, a fellow member, a removed member's shoot: not found.
    expect(await findReadableShoot(db.prisma, other.leadId, ana.shootId, sel)).toBeNull();
    expect(await findReadableShoot(db.prisma, bob.userId, ana.shootId, sel)).toBeNull();
    expect(await findReadableShoot(db.prisma, team.leadId, removed.shootId, sel)).toBeNull();
    expect(await findReadableShoot(db.prisma, team.leadId, stranger.shootId, sel)).toBeNull();
    await expect(findReadableResult(db.prisma, other.leadId, ana.resultIds[0]!)).rejects.toMatchObject({ code: "RESULT_NOT_FOUND" });
    await expect(findReadableResult(db.prisma, team.leadId, ana.resultIds[0]!)).resolves.toMatchObject({ id: ana.resultIds[0] });
    // The gallery's zips follow the same rule.
    await expect(requireReadableReadyShoot(db.prisma, team.leadId, ana.shootId)).resolves.toMatchObject({ id: ana.shootId });
    await expect(requireReadableReadyShoot(db.prisma, other.leadId, ana.shootId)).rejects.toMatchObject({ code: "SHOOT_NOT_FOUND" });
    await expect(requireReadableReadyShoot(db.prisma, bob.userId, ana.shootId)).rejects.toMatchObject({ code: "SHOOT_NOT_FOUND" });
    // A member who has left takes their headshots with them.
    await expect(findReadableResult(db.prisma, team.leadId, removed.resultIds[0]!)).rejects.toMatchObject({ code: "RESULT_NOT_FOUND" });
  });

  it("shows a lead the member's gallery (read-only data of the same loader), 404 for other organisations, 403 for members", async () => {
    const gallery = await getTeamShootGallery(db.prisma, storage, { userId: team.leadId, shootId: ana.shootId, locale: "en" });
    expect(gallery.found && gallery.ready && gallery.results.map((r) => r.id)).toEqual(expect.arrayContaining(ana.resultIds));
    expect(gallery.found && gallery.ready && gallery.member).toMatchObject({ name: "Ana Ruiz", team: "Sales" });
    expect(await getTeamShootGallery(db.prisma, storage, { userId: other.leadId, shootId: ana.shootId, locale: "en" })).toEqual({ found: false });
    expect(await getTeamShootGallery(db.prisma, storage, { userId: team.leadId, shootId: stranger.shootId, locale: "en" })).toEqual({ found: false });
    expect(await refusal(getTeamShootGallery(db.prisma, storage, { userId: bob.userId, shootId: ana.shootId, locale: "en" }))).toBe("FORBIDDEN");
  });

  it("never shows a managed member's placeholder address to the lead, in the list or the gallery", async () => {
    const t = await createTeam(db.prisma);
    const managed = await createTeamMemberShoot(db.prisma, storage, t, { name: "Max Managed", managed: true });
    await db.prisma.user.update({ where: { id: managed.userId }, data: { email: `managed+${managed.userId}@members.invalid` } });
    const page = await findFinishedShootsPage(db.prisma, t.organizationId, finishedShootsQuery.parse({}), { storage });
    expect(page.items.map((r) => [r.name, r.email])).toEqual([["Max Managed", null]]);
    const gallery = await getTeamShootGallery(db.prisma, storage, { userId: t.leadId, shootId: managed.shootId, locale: "en" });
    expect(gallery.found && gallery.ready && gallery.member).toEqual({ name: "Max Managed", email: null, team: null });
  });

  it("lets a lead download a member's headshot through the gallery's route; another organisation's lead and a fellow member get 404", async () => {
    const api = galleryRoutes(routeCaller(db), { storage });
    const url = `/api/results/${ana.resultIds[0]}/download`;
    const ok = await api.download(request(url), team.leadId, ana.resultIds[0]!);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await ok.arrayBuffer()).equals((await storage.get(`shoots/${ana.shootId}/results/${ana.resultIds[0]}/main.jpg`))!)).toBe(true);
    for (const who of [other.leadId, bob.userId]) {
      const res = await api.download(request(url), who, ana.resultIds[0]!);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("RESULT_NOT_FOUND");
    }
    // The lead reads, never marks: the marks route keeps the owner's rule.
    const marks = await api.marks(request(`/api/results/${ana.resultIds[1]}`, { method: "PATCH", body: JSON.stringify({ isFavorite: true }), headers: { "content-type": "application/json" } }), team.leadId, ana.resultIds[1]!);
    expect(marks.status).toBe(404);
  });
});
