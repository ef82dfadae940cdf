// The team page (lib/teams/team-page.ts) and its picture route: a member opts in with one of their own
// headshots (never someone else's), the lead shapes the page, a visitor sees only opted-in, visible
// people of a live page; a revoked address answers 404 at once, pictures included; noindex by default.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as photoRoute } from "@/app/api/team-page/[id]/photos/[membershipId]/route";
import type { PrismaClient } from "@/lib/db";
import { setStorageForTests } from "@/lib/storage";
import { createLocalStorage } from "@/lib/storage/local";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { request, routeCaller, type RouteCaller } from "@/lib/testing/http";
import { createTeam, createTeamMemberShoot, type TestTeam } from "@/lib/testing/team-results";
import { ensureDemoTeamPage } from "@/prisma/seed/demo-team-page";
import { demoAccount } from "@/prisma/seed/demo-accounts";
import { TeamError } from "./errors";
import {
  isTeamPageId, leadTeamPage, memberTeamPageChoice, moveTeamPagePerson, readPublicTeamPage, renewTeamPageLink, revokeTeamPage,
  saveMemberTeamPageChoice, saveTeamPage, setTeamPagePersonHidden, teamPageMetadata,
} from "./team-page";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-team-page-"));
const storage = createLocalStorage(dir, { secret: "team-page-secret-team-page-secret-000" });
const ctx = { appUrl: "https://lumen.example", locale: "en" as const };

async function code(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (e) {
    if (e instanceof TeamError) return e.code;
    throw e;
  }
}

describe("the team page", () => {
  let db: TestDb;
  let p: PrismaClient;
  let team: TestTeam;
  let caller: RouteCaller;

  beforeAll(async () => {
    db = await openTestDb("pglite");
    p = db.prisma;
    caller = routeCaller(db);
    setStorageForTests(storage);
    team = await createTeam(p, { name: "Northwind Traders" });
  });
  afterAll(async () => {
    setStorageForTests();
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const photo = (publicId: string, membershipId: string) =>
    caller.call(photoRoute, request(`/api/team-page/${publicId}/photos/${membershipId}`), null, { id: publicId, membershipId });

  it("shows opted-in members with the headshot they chose, in the lead's order; hides the rest", async () => {
    const ana = await createTeamMemberShoot(p, storage, team, { name: "Ana Ruiz", results: 3 });
    const ben = await createTeamMemberShoot(p, storage, team, { name: "Ben Okafor", results: 2 });
    const shy = await createTeamMemberShoot(p, storage, team, { name: "Shy Person", results: 2 });
    const waiting = await createTeamMemberShoot(p, storage, team, { name: "Wai Ting", state: "GENERATING" });

    // Before opting in: their favourite is what would be shown.
    expect(await memberTeamPageChoice(p, ana.userId)).toMatchObject({ show: false, resultId: ana.resultIds[0], name: "Ana Ruiz", pageLive: false });
    await saveMemberTeamPageChoice(p, ana.userId, { show: true, resultId: ana.resultIds[2], name: "Ana Ruiz", title: "Head of Sales" });
    await saveMemberTeamPageChoice(p, ben.userId, { show: true, name: "Ben O.", title: "" });
    // No ready headshot: cannot opt in.
    expect(await code(saveMemberTeamPageChoice(p, waiting.userId, { show: true, name: "Wai Ting" }))).toBe("NO_HEADSHOT");

    await saveTeamPage(p, team.organizationId, { title: "Meet the team", intro: "The people behind Northwind.", indexable: false });
    const lead = await leadTeamPage(p, team.organizationId, ctx);
    expect(lead.page).toMatchObject({ title: "Meet the team", live: true, indexable: false });
    expect(isTeamPageId(lead.page!.publicId)).toBe(true);
    expect(lead.page!.url).toBe(`https://lumen.example/team-page/${lead.page!.publicId}`);
    const shown = lead.people.filter((x) => x.shown).map((x) => x.name);
    expect(shown).toEqual(["Ana Ruiz", "Ben O."]);
    expect(lead.people.find((x) => x.membershipId === shy.membershipId)).toMatchObject({ optedIn: false, hasHeadshot: true, shown: false });
    expect(lead.people.find((x) => x.membershipId === waiting.membershipId)).toMatchObject({ hasHeadshot: false, shown: false });

    const page = (await readPublicTeamPage(p, lead.page!.publicId))!;
    expect(page).toMatchObject({ title: "Meet the team", intro: "The people behind Northwind.", organization: "Northwind Traders", indexable: false });
    expect(page.people.map((x) => [x.name, x.title])).toEqual([["Ana Ruiz", "Head of Sales"], ["Ben O.", ""]]);
    expect(page.people.map((x) => x.name)).not.toContain("Shy Person");

    // The picture is Ana's chosen headshot's preview, a WebP, never indexed.
    const res = await photo(page.publicId, ana.membershipId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const chosen = await p.result.findUniqueOrThrow({ where: { id: ana.resultIds[2] } });
    expect((chosen.variant as { files?: { preview?: string } }).files?.preview).toBeDefined();
    // Not opted in, or not in the organisation: 404.
    expect((await photo(page.publicId, shy.membershipId)).status).toBe(404);

    // The lead's order: Ben first.
    await moveTeamPagePerson(p, team.organizationId, ben.membershipId, "up");
    expect((await readPublicTeamPage(p, page.publicId))!.people.map((x) => x.name)).toEqual(["Ben O.", "Ana Ruiz"]);
    // Hidden by the lead: off the page and its picture gone, while the member's own choice stays.
    await setTeamPagePersonHidden(p, team.organizationId, ben.membershipId, true);
    expect((await readPublicTeamPage(p, page.publicId))!.people.map((x) => x.name)).toEqual(["Ana Ruiz"]);
    expect((await photo(page.publicId, ben.membershipId)).status).toBe(404);
    expect((await memberTeamPageChoice(p, ben.userId))).toMatchObject({ show: true, hidden: true });
    await setTeamPagePersonHidden(p, team.organizationId, ben.membershipId, false);
    // Opting out takes them off at once.
    await saveMemberTeamPageChoice(p, ben.userId, { show: false, name: "Ben O." });
    expect((await photo(page.publicId, ben.membershipId)).status).toBe(404);
    // Removed from the organisation: gone too.
    await p.membership.update({ where: { id: ana.membershipId }, data: { removedAt: new Date(), status: "DELETED" } });
    expect((await readPublicTeamPage(p, page.publicId))!.people).toEqual([]);
    expect((await photo(page.publicId, ana.membershipId)).status).toBe(404);
  });

  it("a member can only choose one of their own headshots", async () => {
    const mine = await createTeamMemberShoot(p, storage, team, { results: 2 });
    const colleague = await createTeamMemberShoot(p, storage, team, { results: 2 });
    const other = await createTeam(p);
    const outsider = await createTeamMemberShoot(p, storage, other, { results: 2 });
    for (const resultId of [colleague.resultIds[0]!, outsider.resultIds[1]!, "no-such-result", "../../etc"]) {
      expect(await code(saveMemberTeamPageChoice(p, mine.userId, { show: true, resultId, name: "Me" })), resultId).toBe("NOT_FOUND");
    }
    const after = await p.membership.findUniqueOrThrow({ where: { id: mine.membershipId } });
    expect(after).toMatchObject({ showOnTeamPage: false, teamPageResultId: null });
  });

  it("a lead acts only on their own organisation's people", async () => {
    const other = await createTeam(p);
    const theirs = await createTeamMemberShoot(p, storage, other, { results: 1 });
    expect(await code(setTeamPagePersonHidden(p, team.organizationId, theirs.membershipId, true))).toBe("NOT_FOUND");
    expect(await code(moveTeamPagePerson(p, team.organizationId, theirs.membershipId, "up"))).toBe("NOT_FOUND");
    expect((await p.membership.findUniqueOrThrow({ where: { id: theirs.membershipId } })).teamPageHidden).toBe(false);
    // And another organisation's page never shows this one's people, nor its picture route.
    await saveMemberTeamPageChoice(p, theirs.userId, { show: true, name: "Theirs" });
    await saveTeamPage(p, other.organizationId, { title: "Other team", indexable: false });
    const mine = (await leadTeamPage(p, team.organizationId, ctx)).page!;
    expect((await photo(mine.publicId, theirs.membershipId)).status).toBe(404);
    expect(await code(revokeTeamPage(p, "no-such-org"))).toBe("WRONG_STATE");
  });

  it("revoking answers 404 at once; a new link works and the old one stays dead", async () => {
    const member = await createTeamMemberShoot(p, storage, team, { name: "Cara Diaz", results: 1 });
    await saveMemberTeamPageChoice(p, member.userId, { show: true, name: "Cara Diaz" });
    const before = (await leadTeamPage(p, team.organizationId, ctx)).page!;
    expect((await photo(before.publicId, member.membershipId)).status).toBe(200);

    await revokeTeamPage(p, team.organizationId);
    expect(await readPublicTeamPage(p, before.publicId)).toBeNull();
    expect((await photo(before.publicId, member.membershipId)).status).toBe(404);
    expect((await leadTeamPage(p, team.organizationId, ctx)).page!.live).toBe(false);
    expect(await code(revokeTeamPage(p, team.organizationId))).toBe("WRONG_STATE");

    const renewed = await renewTeamPageLink(p, team.organizationId);
    expect(renewed).not.toBe(before.publicId);
    expect(await readPublicTeamPage(p, before.publicId)).toBeNull();
    expect((await photo(before.publicId, member.membershipId)).status).toBe(404);
    expect((await readPublicTeamPage(p, renewed))!.people.map((x) => x.name)).toContain("Cara Diaz");
    expect((await photo(renewed, member.membershipId)).status).toBe(200);
    // Guessing is hopeless and malformed ids never reach the database.
    for (const id of ["", "abc", before.publicId.slice(0, 42), `${renewed}x`, "../x"]) expect(await readPublicTeamPage(p, id), id).toBeNull();
  });

  it("is noindex unless the lead allows indexing", async () => {
    const id = (await leadTeamPage(p, team.organizationId, ctx)).page!.publicId;
    const page = (await readPublicTeamPage(p, id))!;
    expect(teamPageMetadata(page).robots).toEqual({ index: false, follow: false });
    expect(teamPageMetadata(page).alternates?.languages).toMatchObject({ "de-DE": `/de/team-page/${id}`, "x-default": `/team-page/${id}` });
    await saveTeamPage(p, team.organizationId, { title: "Meet the team", indexable: true });
    expect(teamPageMetadata((await readPublicTeamPage(p, id))!).robots).toEqual({ index: true, follow: true });
    expect(teamPageMetadata(null).robots).toEqual({ index: false, follow: false });
  });

  it("the demo seed makes the demo team's page once, with the finished colleague on it", async () => {
    const demo = await createTeam(p, { name: "Northwind Consulting" });
    await p.user.update({ where: { id: demo.ownerId }, data: { email: demoAccount("lead").email } });
    const greta = await createTeamMemberShoot(p, storage, demo, { name: "Greta Hoffmann", email: "greta.hoffmann@northwind-consulting.example", results: 2 });
    expect(await ensureDemoTeamPage(p)).toBe("made");
    expect(await ensureDemoTeamPage(p)).toBe("found");
    const page = (await leadTeamPage(p, demo.organizationId, ctx)).page!;
    expect(page).toMatchObject({ live: true, indexable: false });
    const shown = (await readPublicTeamPage(p, page.publicId))!.people;
    expect(shown.map((x) => [x.name, x.title, x.membershipId])).toEqual([["Greta Hoffmann", "Head of Sales", greta.membershipId]]);
  });
});
