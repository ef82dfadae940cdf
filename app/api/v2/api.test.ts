// The business API through its route handlers and the one route wrapper, on a real (PGlite) database:
// keys (missing, wrong, revoked, wrong scope, switched off), another organisation's objects, every
// error code, pagination limits, the envelope and its rate-limit headers, photos' signed URLs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLimitSubject } from "@/lib/api/gate";
import { createInvite } from "@/lib/api/v2/invites";
import { ApiError } from "@/lib/api/v2/errors";
import { revokeApiKey } from "@/lib/api/manage";
import type { PrismaClient } from "@/lib/db";
import { rateLimits } from "@/lib/rate-limit";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { callApi, makeApiKey } from "@/lib/testing/api";
import { createShoot, createUser } from "@/lib/testing/fixtures";
import { routeTestBed } from "@/lib/testing/http";
import { createTeam, ensureTeamPackage, type TestTeam } from "@/lib/testing/teams";
import { removeMember } from "@/lib/teams/members";
import { setOrganizationFeature } from "@/lib/teams/settings";
import { GET as getOrganization } from "./organization/route";
import { GET as getCredits } from "./organization/credits/route";
import { GET as listInvites, POST as postInvite } from "./organization/invites/route";
import { GET as getInvite } from "./organization/invites/[email]/route";
import { POST as revokeInvite } from "./organization/invites/revoke/route";
import { GET as listTeam } from "./organization/team/route";
import { GET as listPending } from "./organization/team/pending/route";
import { GET as listAccepted } from "./organization/team/accepted/route";
import { GET as listTeams, POST as postTeam } from "./organization/teams/route";
import { DELETE as deleteTeam, PUT as putTeam } from "./organization/teams/[teamId]/route";
import { GET as listModels } from "./organization/models/route";
import { GET as listPhotos } from "./organization/models/[id]/photos/route";
import { GET as getFavorite } from "./organization/models/[id]/photos/favorite/route";
import { GET as listFavorites } from "./organization/photos/favorites/route";
import { GET as photoFile } from "./photos/[id]/file/route";

let db: PrismaClient;
let a: TestTeam;
let b: TestTeam;
let key: string;
let keyId: string;
let otherKey: string;
let storageDir: string;
let modelA: string;
let modelB: string;
let photoA: string;

routeTestBed(async (bed) => {
  db = bed.db.prisma;
});

beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-api-v2-"));
  const storage = createLocalStorage(storageDir, { secret: "api-v2-test-secret-api-v2-test-secret" });
  setStorageForTests(storage);
  a = await createTeam(db, { credits: 3, name: "Acme" });
  b = await createTeam(db, { credits: 3, name: "Globex" });
  ({ secret: key, id: keyId } = await makeApiKey(db, a.org.id, a.lead.id));
  ({ secret: otherKey } = await makeApiKey(db, b.org.id, b.lead.id));
  const packageId = await ensureTeamPackage(db);
  const shoot = async (team: TestTeam, membershipId: string, userId: string) =>
    createShoot(db, { userId, packageId, organizationId: team.org.id, membershipId, state: "ACTIVE", readyAt: new Date(), submittedAt: new Date() });
  modelA = (await shoot(a, a.memberMembershipId, a.member.id)).id;
  modelB = (await shoot(b, b.memberMembershipId, b.member.id)).id;
  const base = `shoots/${modelA}/results/r1/`;
  await storage.put(`${base}main.jpg`, Buffer.from("main-bytes"), { contentType: "image/jpeg" });
  await storage.put(`${base}thumb.webp`, Buffer.from("thumb-bytes"), { contentType: "image/webp" });
  photoA = (await db.result.create({ data: { shootId: modelA, storageKey: `${base}main.jpg`, width: 1024, height: 1024, likedStatus: "LOVED", isFavorite: true, variant: { files: { main: `${base}main.jpg`, thumb: `${base}thumb.webp` } } } })).id;
  await db.result.create({ data: { shootId: modelA, storageKey: `${base}other.jpg`, width: 1024, height: 1024, deletedAt: new Date() } });
  await db.result.create({ data: { shootId: modelB, storageKey: `shoots/${modelB}/results/r2/main.jpg`, width: 1024, height: 1024, isFavorite: true } });
});

afterAll(async () => {
  setStorageForTests();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe("who may call", () => {
  it("answers no key, a wrong key and a revoked key 401 UNAUTHORIZED in the v2 envelope", async () => {
    const none = await callApi(getOrganization, "/api/v2/organization");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, error: expect.stringContaining("API key"), code: "UNAUTHORIZED" });
    expect(none.headers.get("www-authenticate")).toBe("Bearer");
    const wrong = await callApi(getOrganization, "/api/v2/organization", { key: "lum_live_not-a-real-key" });
    expect([wrong.status, wrong.body.code]).toEqual([401, "UNAUTHORIZED"]);
    const doomed = await makeApiKey(db, a.org.id, a.lead.id);
    expect((await callApi(getOrganization, "/api/v2/organization", { key: doomed.secret })).status).toBe(200);
    await revokeApiKey(db, { organizationId: a.org.id, actorId: a.lead.id, keyId: doomed.id });
    const revoked = await callApi(getOrganization, "/api/v2/organization", { key: doomed.secret });
    expect([revoked.status, revoked.body.code]).toEqual([401, "UNAUTHORIZED"]);
  });

  it("answers a key without the route's scope 403 FORBIDDEN, naming the scope, with the rate-limit headers", async () => {
    const photosOnly = await makeApiKey(db, a.org.id, a.lead.id, ["photos"]);
    const res = await callApi(listTeams, "/api/v2/organization/teams", { key: photosOnly.secret });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("FORBIDDEN");
    expect(res.body.error).toContain("teams");
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    expect((await callApi(listFavorites, "/api/v2/organization/photos/favorites", { key: photosOnly.secret })).status).toBe(200);
  });

  it("answers 403 FORBIDDEN while a platform admin has switched the organisation's API off", async () => {
    const c = await createTeam(db, { credits: 1 });
    const k = await makeApiKey(db, c.org.id, c.lead.id);
    await setOrganizationFeature(db, { organizationId: c.org.id, feature: "api", enabled: false, actorId: null });
    const off = await callApi(getOrganization, "/api/v2/organization", { key: k.secret });
    expect([off.status, off.body.code]).toEqual([403, "FORBIDDEN"]);
    await setOrganizationFeature(db, { organizationId: c.org.id, feature: "api", enabled: true, actorId: null });
    expect((await callApi(getOrganization, "/api/v2/organization", { key: k.secret })).status).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const res = await callApi(getOrganization, "/api/v2/organization", { headers: { "accept-language": "de" } });
    expect(res.body.error).toContain("API-Schlüssel");
  });
});

describe("organisation", () => {
  it("gives the key's own organisation, its credits, and rate-limit headers on every answer", async () => {
    const res = await callApi(getOrganization, "/api/v2/organization", { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: a.org.id, name: "Acme", members: 3, teams: 0 } });
    expect(res.headers.get("x-ratelimit-limit")).toBe("300");
    expect(Number(res.headers.get("x-ratelimit-remaining"))).toBeLessThan(300);
    expect(new Date(res.headers.get("x-ratelimit-reset")!).getTime()).toBeGreaterThan(Date.now());
    expect(res.headers.get("cache-control")).toBe("no-store");
    const other = await callApi(getOrganization, "/api/v2/organization", { key: otherKey });
    expect((other.body.data as { id: string }).id).toBe(b.org.id);
    const credits = await callApi(getCredits, "/api/v2/organization/credits", { key });
    expect(credits.body.data).toEqual({ credits: 3, reserved: 0, free: 3 });
  });
});

describe("invites", () => {
  it("invites, refuses a second invite, a bad address, and another organisation's sub-team; looks up, lists and revokes", async () => {
    const made = await callApi(postInvite, "/api/v2/organization/invites", { key, method: "POST", body: { email: "New.Hire@Example.com" } });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ email: "new.hire@example.com", status: "pending", link: expect.stringContaining("/organization/join/") });
    expect((await callApi(getCredits, "/api/v2/organization/credits", { key })).body.data).toEqual({ credits: 3, reserved: 1, free: 2 });

    const again = await callApi(postInvite, "/api/v2/organization/invites", { key, method: "POST", body: { email: "new.hire@example.com" } });
    expect([again.status, again.body.code]).toEqual([400, "ALREADY_EXISTS"]);
    const member = await callApi(postInvite, "/api/v2/organization/invites", { key, method: "POST", body: { email: a.member.email } });
    expect([member.status, member.body.code]).toEqual([400, "ALREADY_EXISTS"]);
    const bad = await callApi(postInvite, "/api/v2/organization/invites", { key, method: "POST", body: { email: "not-an-address" } });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_EMAIL"]);
    const teamB = await db.team.create({ data: { organizationId: b.org.id, name: "B only" } });
    const foreignTeam = await callApi(postInvite, "/api/v2/organization/invites", { key, method: "POST", body: { email: "x@example.com", teamId: teamB.id } });
    expect([foreignTeam.status, foreignTeam.body.code]).toEqual([404, "NOT_FOUND"]);

    const found = await callApi(getInvite, "/api/v2/organization/invites/new.hire%40example.com", { key, params: { email: "NEW.HIRE@example.com" } });
    expect(found.body.data).toMatchObject({ email: "new.hire@example.com", status: "pending" });
    expect((await callApi(getInvite, "/", { key: otherKey, params: { email: "new.hire@example.com" } })).body.code).toBe("NOT_FOUND");
    expect((await callApi(getInvite, "/", { key, params: { email: "nope" } })).body.code).toBe("INVALID_EMAIL");
    const list = await callApi(listInvites, "/api/v2/organization/invites", { key });
    expect(list.body.data).toMatchObject({ total: 1, limit: 50, offset: 0, hasMore: false });

    // Another organisation cannot revoke it; its owner can, once.
    expect((await callApi(revokeInvite, "/", { key: otherKey, method: "POST", body: { email: "new.hire@example.com" } })).body.code).toBe("NOT_FOUND");
    const revoked = await callApi(revokeInvite, "/", { key, method: "POST", body: { email: "new.hire@example.com" } });
    expect(revoked.body.data).toMatchObject({ status: "revoked", link: null });
    expect((await callApi(getCredits, "/", { key })).body.data).toEqual({ credits: 3, reserved: 0, free: 3 });
    const twice = await callApi(revokeInvite, "/", { key, method: "POST", body: { email: "new.hire@example.com" } });
    expect([twice.status, twice.body.code]).toEqual([400, "ALREADY_DELETED"]);
  });

  it("refuses an invite without a free credit 402 INSUFFICIENT_CREDITS", async () => {
    const broke = await createTeam(db, { credits: 0 });
    const k = await makeApiKey(db, broke.org.id, broke.lead.id);
    const res = await callApi(postInvite, "/", { key: k.secret, method: "POST", body: { email: "someone@example.com" } });
    expect([res.status, res.body.code]).toEqual([402, "INSUFFICIENT_CREDITS"]);
    expect(await db.invite.count({ where: { organizationId: broke.org.id } })).toBe(0);
  });

  it("refuses past the pending-invite cap 429 INVITE_LIMIT_EXCEEDED", async () => {
    const c = await createTeam(db, { credits: 5 });
    const caller = { keyId: "k", organizationId: c.org.id, scopes: [], createdById: c.lead.id };
    await createInvite(db, caller, { email: "one@example.com" }, "en", { pendingCap: 2, relay: () => {} });
    await createInvite(db, caller, { email: "two@example.com" }, "en", { pendingCap: 2, relay: () => {} });
    const refused = await createInvite(db, caller, { email: "three@example.com" }, "en", { pendingCap: 2, relay: () => {} }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).code, (refused as ApiError).status]).toEqual(["INVITE_LIMIT_EXCEEDED", 429]);
  });

  it("answers an unreadable body and a body of the wrong shape 400 INVALID_REQUEST with the field", async () => {
    const notJson = await callApi(postInvite, "/", { key, method: "POST", body: "{nope" });
    expect([notJson.status, notJson.body.code]).toEqual([400, "INVALID_REQUEST"]);
    const shape = await callApi(postInvite, "/", { key, method: "POST", body: { mail: "x@example.com" } });
    expect([shape.status, shape.body.code]).toEqual([400, "INVALID_REQUEST"]);
    expect(shape.body.details?.fieldErrors).toHaveProperty("email");
  });
});

describe("team members", () => {
  it("pages with limit (default 50, at most 200) and offset, and filters by status", async () => {
    await callApi(postInvite, "/", { key, method: "POST", body: { email: "pending.one@example.com" } });
    const all = await callApi(listTeam, "/api/v2/organization/team", { key });
    expect(all.body.data).toMatchObject({ total: 4, limit: 50, offset: 0, hasMore: false });
    const page = await callApi(listTeam, "/api/v2/organization/team?limit=1&offset=1", { key });
    expect(page.body.data).toMatchObject({ total: 4, limit: 1, offset: 1, hasMore: true });
    expect((page.body.data as { items: unknown[] }).items).toHaveLength(1);
    const tooMany = await callApi(listTeam, "/api/v2/organization/team?limit=201", { key });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, "INVALID_REQUEST"]);
    expect(tooMany.body.details?.fieldErrors).toHaveProperty("limit");
    expect((await callApi(listTeam, "/api/v2/organization/team?limit=200", { key })).status).toBe(200);
    expect((await callApi(listTeam, "/api/v2/organization/team?limit=0", { key })).status).toBe(400);
    expect((await callApi(listTeam, "/api/v2/organization/team?offset=-1", { key })).status).toBe(400);
    expect((await callApi(listTeam, "/api/v2/organization/team?status=gone", { key })).body.code).toBe("INVALID_REQUEST");

    const pending = await callApi(listPending, "/api/v2/organization/team/pending", { key });
    expect((pending.body.data as { items: { email: string; status: string; type: string }[] }).items).toEqual([
      expect.objectContaining({ email: "pending.one@example.com", status: "pending", type: "invite" }),
    ]);
    const finished = await callApi(listTeam, "/api/v2/organization/team?status=finished", { key });
    expect((finished.body.data as { items: { email: string; modelId: string }[] }).items).toEqual([expect.objectContaining({ email: a.member.email, modelId: modelA })]);
    const accepted = await callApi(listAccepted, "/api/v2/organization/team/accepted", { key });
    expect((accepted.body.data as { items: { email: string }[] }).items.map((m) => m.email).sort()).toEqual([a.owner.email, a.lead.email].sort());

    // A removed member is in no list and no count.
    const gone = await createUser(db);
    await db.membership.create({ data: { userId: gone.id, organizationId: a.org.id, status: "DELETED", removedAt: new Date() } });
    for (const [handler, url] of [[listTeam, "/api/v2/organization/team"], [listAccepted, "/"], [listPending, "/"], [listTeam, "/?status=finished"]] as const) {
      const res = await callApi(handler, url, { key });
      expect((res.body.data as { items: { email: string }[] }).items.map((m) => m.email)).not.toContain(gone.email);
    }
    expect((await callApi(listTeam, "/api/v2/organization/team", { key })).body.data).toMatchObject({ total: 4 });
  });
});

describe("sub-teams", () => {
  it("creates with a unique name, renames, deletes; another organisation's sub-team is NOT_FOUND", async () => {
    const made = await callApi(postTeam, "/", { key, method: "POST", body: { name: "  Sales  " } });
    expect(made.status).toBe(201);
    const team = made.body.data as { id: string; name: string; members: number };
    expect(team).toMatchObject({ name: "Sales", members: 0 });
    const dup = await callApi(postTeam, "/", { key, method: "POST", body: { name: "Sales" } });
    expect([dup.status, dup.body.code]).toEqual([400, "ALREADY_EXISTS"]);
    expect((await callApi(postTeam, "/", { key, method: "POST", body: { name: "" } })).body.code).toBe("INVALID_REQUEST");
    expect((await callApi(postTeam, "/", { key: otherKey, method: "POST", body: { name: "Sales" } })).status).toBe(201);

    const renamed = await callApi(putTeam, "/", { key, method: "PUT", body: { name: "Field sales" }, params: { teamId: team.id } });
    expect(renamed.body.data).toMatchObject({ id: team.id, name: "Field sales" });
    const foreignPut = await callApi(putTeam, "/", { key: otherKey, method: "PUT", body: { name: "Mine" }, params: { teamId: team.id } });
    expect([foreignPut.status, foreignPut.body.code]).toEqual([404, "NOT_FOUND"]);
    const foreignDelete = await callApi(deleteTeam, "/", { key: otherKey, method: "DELETE", params: { teamId: team.id } });
    expect([foreignDelete.status, foreignDelete.body.code]).toEqual([404, "NOT_FOUND"]);
    const deleted = await callApi(deleteTeam, "/", { key, method: "DELETE", params: { teamId: team.id } });
    expect(deleted.body).toEqual({ success: true, data: { id: team.id, deleted: true } });
    expect((await callApi(deleteTeam, "/", { key, method: "DELETE", params: { teamId: team.id } })).body.code).toBe("NOT_FOUND");
    expect((await callApi(listTeams, "/", { key })).body.data).toEqual({ items: [] });
  });
});

describe("models and photos", () => {
  it("lists the organisation's models, filtered and paginated", async () => {
    const res = await callApi(listModels, "/api/v2/organization/models", { key });
    expect(res.body.data).toMatchObject({ total: 1, limit: 50, offset: 0, hasMore: false, items: [{ id: modelA, status: "active", photos: 1, memberEmail: a.member.email }] });
    expect((await callApi(listModels, "/api/v2/organization/models?status=onboarding", { key })).body.data).toMatchObject({ total: 0 });
    expect((await callApi(listModels, "/api/v2/organization/models?status=bogus", { key })).body.code).toBe("INVALID_REQUEST");
    expect((await callApi(listModels, "/api/v2/organization/models?teamId=nosuchteam", { key })).body.data).toMatchObject({ total: 0 });
  });

  it("gives photos with signed URLs valid 24 hours; another organisation's model is NOT_FOUND", async () => {
    const res = await callApi(listPhotos, "/", { key, params: { id: modelA } });
    const [photo] = (res.body.data as { items: Record<string, string>[] }).items;
    expect(photo).toMatchObject({ id: photoA, status: "active", likedStatus: "loved", isFavorite: true });
    expect(photo).not.toHaveProperty("thumbnailUrl");
    const lifetime = new Date(photo!.expiresAt!).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);
    expect(new URL(photo!.url!).searchParams.get("exp")).toBe(String(new Date(photo!.expiresAt!).getTime() / 1000));

    const all = await callApi(listPhotos, "/?include=all", { key, params: { id: modelA } });
    const [full] = (all.body.data as { items: Record<string, string>[] }).items;
    expect(full!.thumbnailUrl).toContain("/api/files/");
    expect(full!.originalUrl).toContain("file=original");
    const deleted = await callApi(listPhotos, "/?status=deleted", { key, params: { id: modelA } });
    expect((deleted.body.data as { items: { status: string; url: null }[] }).items).toEqual([expect.objectContaining({ status: "deleted", url: null })]);
    expect((await callApi(listPhotos, "/?likedStatus=liked", { key, params: { id: modelA } })).body.data).toEqual({ items: [] });

    for (const id of [modelB, "nope"]) {
      const foreign = await callApi(listPhotos, "/", { key, params: { id } });
      expect([foreign.status, foreign.body.code]).toEqual([404, "NOT_FOUND"]);
      expect((await callApi(getFavorite, "/", { key, params: { id } })).status).toBe(404);
    }
    const favorite = await callApi(getFavorite, "/", { key, params: { id: modelA } });
    expect((favorite.body.data as { photo: { id: string } }).photo.id).toBe(photoA);
    const favorites = await callApi(listFavorites, "/", { key });
    expect(favorites.body.data).toMatchObject({ total: 1, items: [{ modelId: modelA, photo: { id: photoA } }] });
  });

  it("serves a signed photo URL once per fetch and records the download; a changed or expired URL is NOT_FOUND", async () => {
    const res = await callApi(listPhotos, "/", { key, params: { id: modelA } });
    const url = new URL((res.body.data as { items: { url: string }[] }).items[0]!.url);
    const query = Object.fromEntries(url.searchParams);
    const fetchFile = (q: Record<string, string>) => photoFile(new Request(`http://lumen.test${url.pathname}?${new URLSearchParams(q)}`), { params: Promise.resolve({ id: photoA }) });
    const before = await db.download.count({ where: { resultId: photoA } });
    const ok = await fetchFile(query);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).toString()).toBe("main-bytes");
    expect(await db.download.count({ where: { resultId: photoA, size: "main", userId: null } })).toBe(before + 1);
    const tampered = await fetchFile({ ...query, file: "original" });
    expect(tampered.status).toBe(404);
    expect((await tampered.json()).code).toBe("NOT_FOUND");
    expect((await fetchFile({ ...query, exp: String(Number(query.exp) + 1) })).status).toBe(404);
    const other = await photoFile(new Request(`http://lumen.test${url.pathname}?${url.searchParams}`), { params: Promise.resolve({ id: "someone-else" }) });
    expect(other.status).toBe(404);
  });
});

describe("a removed member's model", () => {
  it("is NOT_FOUND, absent from the lists, and its signed photo link stops working: the headshots stay the member's", async () => {
    const storage = createLocalStorage(storageDir, { secret: "api-v2-test-secret-api-v2-test-secret" });
    const c = await createTeam(db, { credits: 1, name: "Initech" });
    const k = (await makeApiKey(db, c.org.id, c.lead.id)).secret;
    const model = (await createShoot(db, { userId: c.member.id, packageId: await ensureTeamPackage(db), organizationId: c.org.id, membershipId: c.memberMembershipId, state: "ACTIVE", readyAt: new Date(), submittedAt: new Date() })).id;
    const key_ = `shoots/${model}/results/r1/main.jpg`;
    await storage.put(key_, Buffer.from("member-bytes"), { contentType: "image/jpeg" });
    const photo = (await db.result.create({ data: { shootId: model, storageKey: key_, width: 1024, height: 1024, isFavorite: true, variant: { files: { main: key_ } } } })).id;
    const photos = await callApi(listPhotos, "/", { key: k, params: { id: model } });
    const url = new URL((photos.body.data as { items: { url: string }[] }).items[0]!.url);
    const fetchFile = () => photoFile(new Request(`http://lumen.test${url.pathname}?${url.searchParams}`), { params: Promise.resolve({ id: photo }) });
    expect((await fetchFile()).status).toBe(200);
    expect((await callApi(listModels, "/", { key: k })).body.data).toMatchObject({ total: 1 });
    expect((await callApi(listFavorites, "/", { key: k })).body.data).toMatchObject({ total: 1 });

    await removeMember(db, c.lead.id, c.memberMembershipId, { relay: () => {} });
    // The shoot keeps its organisation and membership: only the membership's removal hides it.
    expect(await db.shoot.findUniqueOrThrow({ where: { id: model }, select: { organizationId: true, membershipId: true } })).toEqual({ organizationId: c.org.id, membershipId: c.memberMembershipId });
    expect((await callApi(listModels, "/", { key: k })).body.data).toMatchObject({ total: 0, items: [] });
    expect((await callApi(listModels, `/?teamId=${c.org.id}`, { key: k })).body.data).toMatchObject({ total: 0 });
    expect((await callApi(listFavorites, "/", { key: k })).body.data).toMatchObject({ total: 0, items: [] });
    const gone = await callApi(listPhotos, "/", { key: k, params: { id: model } });
    expect([gone.status, gone.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await callApi(getFavorite, "/", { key: k, params: { id: model } })).status).toBe(404);
    const file = await fetchFile();
    expect(file.status).toBe(404);
    expect((await file.json()).code).toBe("NOT_FOUND");
  });
});

describe("usage and the rate limit", () => {
  it("counts every authenticated request of a key per day", async () => {
    const k = await makeApiKey(db, b.org.id, b.lead.id);
    for (let i = 0; i < 3; i++) await callApi(getCredits, "/", { key: k.secret });
    await callApi(listTeams, "/", { key: k.secret });
    const rows = await db.apiUsage.findMany({ where: { apiKeyId: k.id } });
    expect(rows.map((r) => r.requests)).toEqual([4]);
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: k.id } })).lastUsedAt).not.toBeNull();
    expect(await db.apiUsage.count({ where: { apiKeyId: keyId } })).toBe(1);
  });

  it("lets 300 requests a minute through per organisation, all its keys together, then answers 429 RATE_LIMIT_EXCEEDED", async () => {
    const c = await createTeam(db, { credits: 1 });
    const [k1, k2] = [await makeApiKey(db, c.org.id, c.lead.id), await makeApiKey(db, c.org.id, c.lead.id)];
    await rateLimits().reset("api", apiLimitSubject(c.org.id));
    let last = null as Awaited<ReturnType<typeof callApi>> | null;
    for (let i = 0; i < 300; i++) {
      last = await callApi(getCredits, "/", { key: i % 2 ? k1.secret : k2.secret });
      expect(last.status).toBe(200);
    }
    expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
    const refused = await callApi(getCredits, "/", { key: k1.secret });
    expect([refused.status, refused.body.code]).toEqual([429, "RATE_LIMIT_EXCEEDED"]);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("x-ratelimit-reset")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another organisation is not affected.
    expect((await callApi(getCredits, "/", { key: otherKey })).status).toBe(200);
    await rateLimits().reset("api", apiLimitSubject(c.org.id));
  });
});
