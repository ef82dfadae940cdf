// Profile-picture templates on a real database, storage and queue: one default per scope (the partial
// unique indexes, and saveTemplate moving the mark), who may save what, the re-render job (progress
// written per member, scope, unusable headshots counted, idempotent when retried) and the picture
// route (a lead of the organisation, the member themself, a colleague, another organisation).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { restyleHeadshot } from "@/lib/engine/edit";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { setStorageForTests } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { request, routeCaller, type RouteCaller } from "@/lib/testing/http";
import { read } from "@/lib/testing/photos";
import { createTeam, createTeamMemberShoot, type TeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { updateBranding } from "./branding";
import { DEFAULT_PFP_CONFIG, type PfpConfig } from "./config";
import { handleBrandingSample, handleProfilePicture } from "./http";
import { loadBrandingPage } from "./page";
import { currentPicture, openPictureShoot, profilePictureKey } from "./pictures";
import type { Restyle } from "./render";
import { runProfilePictureRender } from "./rerender";
import { deleteTemplate, findTemplate, saveTemplate, templateForMember, type SaveTemplateInput } from "./templates";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-branding-"));
const storage: FileStorage = createLocalStorage(dir, { secret: "branding-test-secret-branding-test-secret" });

const CONFIG: PfpConfig = { ...DEFAULT_PFP_CONFIG, size: 128, shape: "circle", background: "brand" };

let db: TestDb;
let boss: PgBoss;
let routes: RouteCaller;
let team: TestTeam;
let other: TestTeam;
let sales: { id: string };
let otherSales: { id: string };
let ana: TeamMemberShoot, ben: TeamMemberShoot, cleo: TeamMemberShoot, faceless: TeamMemberShoot, outsider: TeamMemberShoot, colleague: TeamMemberShoot;

/** Every result file of `shoot` becomes a real portrait (the fixtures' files are flat grey, no face). */
async function givePortrait(shoot: TeamMemberShoot) {
  const jpeg = await sharp(read("graceHopper")).resize(256, 256, { fit: "cover", position: "north" }).jpeg({ quality: 90 }).toBuffer();
  for (const id of shoot.resultIds) {
    const r = await db.prisma.result.findUniqueOrThrow({ where: { id }, select: { storageKey: true } });
    await storage.put(r.storageKey, jpeg, { contentType: "image/jpeg" });
  }
}

const save = (input: Partial<SaveTemplateInput> & { userId: string; name: string }) =>
  saveTemplate({ db: db.prisma, boss }, { id: null, teamId: null, config: CONFIG, makeDefault: false, updateExisting: false, ...input });

const codeOf = (p: Promise<unknown>) => p.then(() => "resolved", (e: { code?: string }) => e.code ?? String(e));

beforeAll(async () => {
  process.env.LUMEN_ENGINE_WORKERS = "0";
  db = await openTestDb("pglite");
  boss = await createBoss({ kind: "pglite", pglite: db.pglite }, { maintenance: false });
  routes = routeCaller(db);
  setStorageForTests(storage);
  team = await createTeam(db.prisma);
  other = await createTeam(db.prisma);
  await db.prisma.organization.update({ where: { id: team.organizationId }, data: { brandColors: ["#0F3D5E"] } });
  sales = await db.prisma.team.create({ data: { organizationId: team.organizationId, name: "Sales" } });
  otherSales = await db.prisma.team.create({ data: { organizationId: other.organizationId, name: "Sales" } });
  ana = await createTeamMemberShoot(db.prisma, storage, team, { name: "Ana Ruiz" });
  ben = await createTeamMemberShoot(db.prisma, storage, team, { name: "Ben Okafor" });
  cleo = await createTeamMemberShoot(db.prisma, storage, team, { name: "Cleo Park", teamId: sales.id });
  faceless = await createTeamMemberShoot(db.prisma, storage, team, { name: "No Face" });
  colleague = await createTeamMemberShoot(db.prisma, storage, team, { name: "Colleague", state: "GENERATING" });
  outsider = await createTeamMemberShoot(db.prisma, storage, other, { name: "Other Org" });
  for (const s of [ana, ben, cleo, outsider]) await givePortrait(s);
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  setDbForTests();
  setStorageForTests();
  await db?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("one default template per scope", () => {
  it("is held by the database: a second default of the organisation, or of one sub-team, is refused", async () => {
    const org = team.organizationId;
    const make = (data: { teamId?: string | null; isDefault: boolean; name: string }) => db.prisma.profilePictureTemplate.create({ data: { organizationId: org, config: CONFIG, ...data } });
    const first = await make({ name: "raw org default", isDefault: true });
    await expect(make({ name: "raw second org default", isDefault: true })).rejects.toMatchObject({ code: "P2002" });
    const team1 = await make({ name: "raw sales default", teamId: sales.id, isDefault: true });
    await expect(make({ name: "raw second sales default", teamId: sales.id, isDefault: true })).rejects.toMatchObject({ code: "P2002" });
    // Not defaults: as many as one likes; another organisation's default is its own.
    await make({ name: "raw plain 1", isDefault: false });
    await make({ name: "raw plain 2", isDefault: false });
    const elsewhere = await db.prisma.profilePictureTemplate.create({ data: { organizationId: other.organizationId, name: "x", config: CONFIG, isDefault: true } });
    await db.prisma.profilePictureTemplate.deleteMany({ where: { id: { in: [first.id, team1.id, elsewhere.id] } } });
    await db.prisma.profilePictureTemplate.deleteMany({ where: { name: { startsWith: "raw " } } });
  });

  it("moves with saveTemplate: the new default takes the mark from the old one of the same scope only", async () => {
    const a = await save({ userId: team.leadId, name: "Navy circle", makeDefault: true });
    const b = await save({ userId: team.leadId, name: "Grey square", makeDefault: true, config: { ...CONFIG, shape: "square" } });
    const s = await save({ userId: team.leadId, name: "Sales circle", teamId: sales.id, makeDefault: true });
    expect((await findTemplate(db.prisma, team.organizationId, a.id)).isDefault).toBe(false);
    expect((await findTemplate(db.prisma, team.organizationId, b.id)).isDefault).toBe(true);
    expect((await findTemplate(db.prisma, team.organizationId, s.id)).isDefault).toBe(true);
    // A member gets their sub-team's default, else the organisation's.
    expect((await templateForMember(db.prisma, team.organizationId, sales.id))?.id).toBe(s.id);
    expect((await templateForMember(db.prisma, team.organizationId, null))?.id).toBe(b.id);
    expect(await templateForMember(db.prisma, other.organizationId, null)).toBeNull();
    // Two leads making two templates the default at the same moment: one default afterwards.
    const [c, d] = await Promise.all([
      save({ userId: team.leadId, name: "Race one", makeDefault: true }),
      save({ userId: team.ownerId, name: "Race two", makeDefault: true }),
    ]);
    const defaults = await db.prisma.profilePictureTemplate.findMany({ where: { organizationId: team.organizationId, teamId: null, isDefault: true }, select: { id: true } });
    expect(defaults).toHaveLength(1);
    expect([c.id, d.id]).toContain(defaults[0]!.id);
    for (const id of [a.id, c.id, d.id]) await deleteTemplate(db.prisma, { userId: team.leadId, id });
    await saveTemplate({ db: db.prisma, boss }, { userId: team.leadId, id: b.id, name: "Grey square", teamId: null, config: { ...CONFIG, shape: "square" }, makeDefault: true, updateExisting: false });
  });

  it("raises the version on every save, and on a change of logo or brand colours", async () => {
    const t = await save({ userId: team.leadId, name: "Versioned" });
    expect(t.version).toBe(1);
    const again = await saveTemplate({ db: db.prisma, boss }, { userId: team.leadId, id: t.id, name: "Versioned", teamId: null, config: { ...CONFIG, greyscale: true }, makeDefault: false, updateExisting: false });
    expect(again.version).toBe(2);
    expect((await findTemplate(db.prisma, team.organizationId, t.id)).config.greyscale).toBe(true);
    await updateBranding(db.prisma, storage, { userId: team.leadId, logo: null, removeLogo: false, colors: ["#0F3D5E", "#2A7AAF"] });
    expect((await findTemplate(db.prisma, team.organizationId, t.id)).version).toBe(3);
    // The same colours again: nothing changed, nothing out of date.
    await updateBranding(db.prisma, storage, { userId: team.leadId, logo: null, removeLogo: false, colors: ["#0F3D5E", "#2A7AAF"] });
    expect((await findTemplate(db.prisma, team.organizationId, t.id)).version).toBe(3);
    await deleteTemplate(db.prisma, { userId: team.leadId, id: t.id });
  });
});

describe("who may save templates", () => {
  it("refuses another organisation's template and sub-team (NOT_FOUND), a member (FORBIDDEN), a taken name, and updating members with no default", async () => {
    const mine = await save({ userId: team.leadId, name: "Mine" });
    expect(await codeOf(save({ userId: other.leadId, name: "Hijack", id: mine.id }))).toBe("NOT_FOUND");
    expect(await codeOf(deleteTemplate(db.prisma, { userId: other.leadId, id: mine.id }))).toBe("NOT_FOUND");
    expect(await codeOf(save({ userId: team.leadId, name: "Their team", teamId: otherSales.id }))).toBe("NOT_FOUND");
    expect(await codeOf(save({ userId: ana.userId, name: "Member's", makeDefault: true }))).toBe("FORBIDDEN");
    expect(await codeOf(deleteTemplate(db.prisma, { userId: ana.userId, id: mine.id }))).toBe("FORBIDDEN");
    expect(await codeOf(save({ userId: team.leadId, name: "  mine " }))).toBe("NAME_TAKEN");
    expect(await codeOf(save({ userId: team.leadId, name: "Not default", updateExisting: true }))).toBe("NOT_DEFAULT");
    expect(await codeOf(findTemplate(db.prisma, other.organizationId, mine.id))).toBe("NOT_FOUND");
    expect(await db.prisma.profilePictureRender.count()).toBe(0);
    await deleteTemplate(db.prisma, { userId: team.leadId, id: mine.id });
  });
});

describe("the re-render job", () => {
  it("makes every picture of the template's scope, writes n of m as it goes, counts an unusable headshot, and redoes nothing when retried", async () => {
    const orgDefault = (await templateForMember(db.prisma, team.organizationId, null))!;
    const saved = await saveTemplate({ db: db.prisma, boss }, { userId: team.leadId, id: orgDefault.id, name: orgDefault.name, teamId: null, config: CONFIG, makeDefault: true, updateExisting: true });
    expect(saved.renderId).toBeTruthy();
    const queued = await boss.findJobs(QUEUES.teamProfilePictures, { data: { renderId: saved.renderId! }, queued: true });
    expect(queued).toHaveLength(1);

    // Progress as each member is made: the row says how many are done, of how many.
    const seen: { done: number; total: number; state: string }[] = [];
    let renders = 0;
    const watching: Restyle = async (req) => {
      renders++;
      seen.push(await db.prisma.profilePictureRender.findUniqueOrThrow({ where: { id: saved.renderId! }, select: { done: true, total: true, state: true } }));
      return restyleHeadshot(req);
    };
    const outcome = await runProfilePictureRender({ db: db.prisma, storage, restyle: watching }, { data: queued[0]!.data });
    // Ana, Ben and the member with no face: not Cleo (Sales has its own default), not the colleague still
    // waiting for headshots, not the other organisation's member.
    expect(outcome).toEqual({ total: 3, made: 2, skipped: 0, failed: 1 });
    expect(seen.map((s) => s.state)).toEqual(["running", "running", "running"]);
    expect(seen.map((s) => s.total)).toEqual([3, 3, 3]);
    expect(seen.map((s) => s.done)).toEqual([0, 1, 2]);
    const row = await db.prisma.profilePictureRender.findUniqueOrThrow({ where: { id: saved.renderId! } });
    expect(row).toMatchObject({ state: "done", total: 3, done: 3, failed: 1 });
    expect(row.finishedAt).toBeInstanceOf(Date);
    const pictures = await db.prisma.profilePicture.findMany({ where: { organizationId: team.organizationId }, orderBy: { shootId: "asc" } });
    expect(pictures.map((p) => p.shootId).sort()).toEqual([ana.shootId, ben.shootId].sort());
    for (const p of pictures) {
      expect(p).toMatchObject({ templateId: orgDefault.id, templateVersion: saved.version, width: 128, height: 128 });
      const meta = await sharp((await storage.get(profilePictureKey(p.shootId)))!).metadata();
      expect([meta.format, meta.width, meta.hasAlpha]).toEqual(["png", 128, true]);
    }
    expect(renders).toBe(3);

    // Delivered again (a retry after a worker died at the end): nothing is made twice.
    await db.prisma.profilePictureRender.update({ where: { id: saved.renderId! }, data: { state: "running" } });
    const handlers = createHandlers({ concurrency: 1 });
    let again = 0;
    const counting: Restyle = async (req) => { again++; return restyleHeadshot(req); };
    const retried = await runProfilePictureRender({ db: db.prisma, storage, restyle: counting }, { data: { renderId: saved.renderId } });
    expect(retried).toEqual({ total: 3, made: 0, skipped: 2, failed: 1 });
    expect(again).toBe(1); // only the faceless headshot is tried again
    expect(await db.prisma.profilePictureRender.findUniqueOrThrow({ where: { id: saved.renderId! } })).toMatchObject({ state: "done", done: 3, total: 3 });
    // A finished run delivered once more does nothing at all (through the queue's own handler).
    await handlers[QUEUES.teamProfilePictures].handle({ data: { renderId: saved.renderId! } } as never, { db: db.prisma, storage } as never);
    expect((await db.prisma.profilePicture.findMany({ where: { organizationId: team.organizationId } })).map((p) => p.updatedAt.getTime()).sort()).toEqual(pictures.map((p) => p.updatedAt.getTime()).sort());
  });

  it("picks up where a failed attempt stopped", async () => {
    const tpl = (await templateForMember(db.prisma, team.organizationId, sales.id))!;
    const saved = await saveTemplate({ db: db.prisma, boss }, { userId: team.leadId, id: tpl.id, name: tpl.name, teamId: sales.id, config: { ...CONFIG, greyscale: true }, makeDefault: true, updateExisting: true });
    const extra = await createTeamMemberShoot(db.prisma, storage, team, { name: "Dana Sales", teamId: sales.id });
    await givePortrait(extra);
    let calls = 0;
    const flaky: Restyle = async (req) => {
      if (++calls === 2) throw new Error("worker lost");
      return restyleHeadshot(req);
    };
    await expect(runProfilePictureRender({ db: db.prisma, storage, restyle: flaky }, { data: { renderId: saved.renderId } })).rejects.toThrow("worker lost");
    expect(await db.prisma.profilePictureRender.findUniqueOrThrow({ where: { id: saved.renderId! } })).toMatchObject({ state: "running", total: 2, done: 1 });
    let more = 0;
    const retried = await runProfilePictureRender({ db: db.prisma, storage, restyle: async (req) => { more++; return restyleHeadshot(req); } }, { data: { renderId: saved.renderId } });
    expect(retried).toMatchObject({ total: 2, made: 1, skipped: 1, failed: 0 });
    expect(more).toBe(1);
  });
});

describe("a member's picture", () => {
  it("is served to the member and the organisation's leads; a colleague is refused, another organisation finds nothing", async () => {
    expect((await openPictureShoot(db.prisma, team.leadId, ana.shootId)).id).toBe(ana.shootId);
    expect((await openPictureShoot(db.prisma, ana.userId, ana.shootId)).id).toBe(ana.shootId);
    expect(await codeOf(openPictureShoot(db.prisma, ben.userId, ana.shootId))).toBe("FORBIDDEN");
    expect(await codeOf(openPictureShoot(db.prisma, other.leadId, ana.shootId))).toBe("NOT_FOUND");
    expect(await codeOf(openPictureShoot(db.prisma, outsider.userId, ana.shootId))).toBe("NOT_FOUND");
    expect(await codeOf(openPictureShoot(db.prisma, team.leadId, colleague.shootId))).toBe("NOT_FOUND"); // no headshots yet
    expect(await codeOf(openPictureShoot(db.prisma, team.leadId, "x".repeat(500)))).toBe("NOT_FOUND");
  });

  it("needs the organisation's MFA code from a lead for anyone else's picture; the member's own stays theirs", async () => {
    expect(await codeOf(openPictureShoot(db.prisma, team.leadId, ana.shootId, { mfaPending: true }))).toBe("MFA_REQUIRED");
    expect((await openPictureShoot(db.prisma, ana.userId, ana.shootId, { mfaPending: true })).id).toBe(ana.shootId);
    const { GET } = await import("@/app/api/team/profile-picture/[shootId]/route");
    const url = `/api/team/profile-picture/${ana.shootId}`;
    await db.prisma.organization.update({ where: { id: team.organizationId }, data: { mfaRequired: true, setupCompletedAt: new Date() } });
    try {
      const pending = await routes.call(GET, request(url), team.leadId, { shootId: ana.shootId });
      expect(pending.status).toBe(401);
      expect(await pending.json()).toMatchObject({ error: { code: "MFA_REQUIRED" } });
      expect((await routes.call(GET, request(url), ana.userId, { shootId: ana.shootId })).status).toBe(200);
      await db.prisma.session.updateMany({ where: { userId: team.leadId }, data: { mfaVerifiedAt: new Date() } });
      expect((await routes.call(GET, request(url), team.leadId, { shootId: ana.shootId })).status).toBe(200);
    } finally {
      await db.prisma.organization.update({ where: { id: team.organizationId }, data: { mfaRequired: false } });
    }
  });

  it("through the route: a PNG download for the lead, 404 for another organisation's lead, 403 for a colleague, 401 signed out", async () => {
    const { GET } = await import("@/app/api/team/profile-picture/[shootId]/route");
    const url = `/api/team/profile-picture/${ana.shootId}?download=1`;
    const ok = await routes.call(GET, request(url), team.leadId, { shootId: ana.shootId });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/png");
    expect(ok.headers.get("content-disposition")).toContain("profile-picture-ana-ruiz.png");
    const meta = await sharp(Buffer.from(await ok.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
    expect((await routes.call(GET, request(url), ana.userId, { shootId: ana.shootId })).status).toBe(200);
    const elsewhere = await routes.call(GET, request(url, { locale: "de" }), other.leadId, { shootId: ana.shootId });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await routes.call(GET, request(url), ben.userId, { shootId: ana.shootId })).status).toBe(403);
    expect((await routes.call(GET, request(url), null, { shootId: ana.shootId })).status).toBe(401);
    const noFace = await routes.call(GET, request(`/api/team/profile-picture/${faceless.shootId}`), team.leadId, { shootId: faceless.shootId });
    expect(noFace.status).toBe(422);
    expect(await noFace.json()).toMatchObject({ error: { code: "NO_FACE" } });
  });

  it("a shoot held for manual review has no picture: 404 to the member and the lead, nothing made or stored, until approved", async () => {
    const held = await createTeamMemberShoot(db.prisma, storage, team, { name: "Held Review" });
    await givePortrait(held);
    await db.prisma.shoot.update({ where: { id: held.shootId }, data: { reviewHeldAt: new Date() } });
    const { GET } = await import("@/app/api/team/profile-picture/[shootId]/route");
    const url = `/api/team/profile-picture/${held.shootId}?download=1`;
    for (const who of [team.leadId, held.userId]) {
      const res = await routes.call(GET, request(url), who, { shootId: held.shootId });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
    expect(await db.prisma.profilePicture.findUnique({ where: { shootId: held.shootId } })).toBeNull();
    expect(await storage.get(profilePictureKey(held.shootId))).toBeNull();
    await db.prisma.shoot.update({ where: { id: held.shootId }, data: { reviewApprovedAt: new Date() } });
    expect((await routes.call(GET, request(url), team.leadId, { shootId: held.shootId })).status).toBe(200);
  });

  it("is made again when out of date (a new favourite), and with no default template is the 600 x 600 fallback crop", async () => {
    const shoot = await openPictureShoot(db.prisma, team.leadId, ben.shootId);
    const first = await currentPicture({ db: db.prisma, storage, restyle: restyleHeadshot }, shoot);
    expect(first.made).toBe(false);
    await db.prisma.result.updateMany({ where: { shootId: ben.shootId }, data: { isFavorite: false } });
    await db.prisma.result.update({ where: { id: ben.resultIds[1]! }, data: { isFavorite: true } });
    const second = await currentPicture({ db: db.prisma, storage, restyle: restyleHeadshot }, shoot);
    expect(second.made).toBe(true);
    expect((await db.prisma.profilePicture.findUniqueOrThrow({ where: { shootId: ben.shootId } })).resultId).toBe(ben.resultIds[1]);

    // No default for the organisation any more: leads get the fallback.
    await db.prisma.profilePictureTemplate.updateMany({ where: { organizationId: team.organizationId }, data: { isDefault: false } });
    const res = await handleProfilePicture({ db: db.prisma, storage, userId: team.leadId, shootId: faceless.shootId, download: true, restyle: restyleHeadshot });
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 600, 600]);
    expect((await db.prisma.profilePicture.findUniqueOrThrow({ where: { shootId: faceless.shootId } })).templateId).toBeNull();
  });

  it("the editor's sample: one of the organisation's headshots cut out, kept with its shoot; nothing for an organisation without headshots", async () => {
    const res = await handleBrandingSample({ db: db.prisma, storage, userId: team.leadId, kind: "cutout", restyle: restyleHeadshot });
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(["png", 512, true]);
    const kept = (await fs.promises.readdir(path.join(dir, "shoots"), { recursive: true })).filter((f) => String(f).includes("branding-sample-"));
    expect(kept).toHaveLength(1);
    const empty = await createTeam(db.prisma);
    expect((await handleBrandingSample({ db: db.prisma, storage, userId: empty.leadId, kind: "photo", restyle: restyleHeadshot })).status).toBe(404);
    expect(await codeOf(handleBrandingSample({ db: db.prisma, storage, userId: ana.userId, kind: "photo", restyle: restyleHeadshot }))).toBe("FORBIDDEN");
  });

  it("the branding page's data: templates with their scope, the one being edited, the newest re-render; another organisation's template is NOT_FOUND", async () => {
    const page = await loadBrandingPage(db.prisma, storage, team.organizationId, null);
    expect(page.templates.find((t) => t.teamId === sales.id)?.teamName).toBe("Sales");
    expect(page.editing).toBeNull();
    expect(page.sample).toEqual({ cutout: "/api/team/branding/sample?kind=cutout", photo: "/api/team/branding/sample?kind=photo" });
    expect(page.render).toMatchObject({ state: "done", total: 2, done: 2 });
    // An hour later the finished run is no longer shown.
    expect((await loadBrandingPage(db.prisma, storage, team.organizationId, null, Date.now() + 3_600_000)).render).toBeNull();
    expect((await loadBrandingPage(db.prisma, storage, team.organizationId, "new")).editing).toBe("new");
    const mine = page.templates[0]!;
    expect(((await loadBrandingPage(db.prisma, storage, team.organizationId, mine.id)).editing as { id: string }).id).toBe(mine.id);
    expect(await codeOf(loadBrandingPage(db.prisma, storage, other.organizationId, mine.id))).toBe("NOT_FOUND");
    const empty = await loadBrandingPage(db.prisma, storage, other.organizationId, null);
    expect([empty.templates, empty.render, empty.logoUrl]).toEqual([[], null, null]);
  });
});
