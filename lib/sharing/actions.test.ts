// The voting page's and the tally page's server actions through lib/http/action.ts, on a throw-away
// database: what each answers (one ActionState), and what a visitor sending made-up forms gets.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { formDataOf } from "@/lib/http/form-data";
import type { Principal } from "@/lib/routes/middleware";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createPackage, createShoot, createUser } from "@/lib/testing/fixtures";

// What exists only inside Next: the signed-in person, the request's address and its cookie jar; the
// app database handle points at the test database.
const request = vi.hoisted(() => ({ principal: null as Principal, ip: "198.51.100.1", jar: new Map<string, string>(), db: null as PrismaClient | null }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
vi.mock("@/lib/db", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/db")>()), prisma: async () => request.db! }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": request.ip }),
  cookies: async () => ({
    get: (name: string) => (request.jar.has(name) ? { name, value: request.jar.get(name)! } : undefined),
    set: (name: string, value: string) => void request.jar.set(name, value),
  }),
}));

const { createLinkAction, revokeLinkAction, setFavoriteAction, voteAction } = await import("./actions");
const { VOTER_COOKIE } = await import("./votes");

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb("pglite");
  request.db = db.prisma;
}, 120_000);
afterAll(async () => {
  await db?.cleanup();
});

const signIn = (userId: string | null) => {
  request.principal = userId ? { userId, role: "user", orgRole: null } : null;
};

async function readyShoot() {
  const p = db.prisma;
  const owner = (await createUser(p, { name: "Ada" })).id;
  const packageId = (await createPackage(p, { name: "Starter", headshots: 2, styles: 1, outputSize: 512 })).id;
  const shootId = (await createShoot(p, { userId: owner, packageId, title: "Headshots", state: "ACTIVE" })).id;
  const resultId = (await p.result.create({ data: { shootId, storageKey: `shoots/${shootId}/r.jpg`, width: 512, height: 512 } })).id;
  return { owner, shootId, resultId };
}

describe("the owner's links and favourite", () => {
  it("make a link whose address comes back as `detail`, revoke it, and choose a favourite", async () => {
    const { owner, shootId, resultId } = await readyShoot();
    signIn(owner);
    const made = await createLinkAction({}, formDataOf({ shootId, kind: "vote", locale: "de" }));
    expect(made).toMatchObject({ ok: true, detail: expect.stringMatching(/\/de\/vote\/[A-Za-z0-9_-]{43}$/) });
    expect(await setFavoriteAction({}, formDataOf({ shootId, resultId }))).toMatchObject({ ok: true });
    expect(await revokeLinkAction({}, formDataOf({ shootId, kind: "vote" }))).toMatchObject({ ok: true });
    expect(await db.prisma.voteToken.count({ where: { shootId, revokedAt: null } })).toBe(0);
  });

  it("answer someone else's shoot, a made-up kind or id, and a missing locale with NOT_FOUND, and a signed-out person with notSignedIn", async () => {
    const { shootId, resultId } = await readyShoot();
    const stranger = await readyShoot();
    signIn(stranger.owner);
    expect(await createLinkAction({}, formDataOf({ shootId, kind: "share", locale: "en" }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await createLinkAction({}, formDataOf({ shootId: stranger.shootId, kind: "everything", locale: "en" }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await createLinkAction({}, formDataOf({ shootId: stranger.shootId, kind: "share" }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await revokeLinkAction({}, formDataOf({ shootId, kind: "share" }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await setFavoriteAction({}, formDataOf({ shootId, resultId }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await setFavoriteAction({}, formDataOf({ shootId: stranger.shootId, resultId: "x".repeat(65) }))).toMatchObject({ error: "NOT_FOUND" });
    expect(await db.prisma.shareToken.count({ where: { shootId } })).toBe(0);
    expect(await db.prisma.result.count({ where: { id: resultId, isFavorite: true } })).toBe(0);

    signIn(null);
    expect(await createLinkAction({}, formDataOf({ shootId: stranger.shootId, kind: "share", locale: "en" }))).toMatchObject({ error: "notSignedIn" });
    expect(await db.prisma.shareToken.count({ where: { shootId: stranger.shootId } })).toBe(0);
  });
});

describe("a vote", () => {
  it("is counted for a visitor, who is given the signed voter cookie, and the link token is never echoed back", async () => {
    const { owner, shootId, resultId } = await readyShoot();
    signIn(owner);
    const token = (await createLinkAction({}, formDataOf({ shootId, kind: "vote", locale: "en" }))).detail!.split("/").at(-1)!;
    signIn(null);
    request.jar.clear();
    request.ip = "198.51.100.20";
    const state = await voteAction({}, formDataOf({ token, resultId, value: 1 }));
    expect(state).toMatchObject({ ok: true });
    expect(JSON.stringify(state)).not.toContain(token);
    expect(request.jar.get(VOTER_COOKIE.name)).toBeTruthy();
    expect(await db.prisma.vote.count({ where: { resultId, value: 1 } })).toBe(1);
    // taken back with 0
    expect(await voteAction({}, formDataOf({ token, resultId, value: 0 }))).toMatchObject({ ok: true });
    expect(await db.prisma.vote.count({ where: { resultId } })).toBe(0);
  });

  it("that is malformed still counts against the address's new-voter limit before it is read", async () => {
    signIn(null);
    request.jar.clear();
    request.ip = "198.51.100.30";
    const junk = () => voteAction({}, formDataOf({ token: "made-up", resultId: "", value: "" }));
    for (let i = 0; i < 40; i++) expect(await junk()).toMatchObject({ error: "INVALID" });
    expect(await junk()).toMatchObject({ error: "RATE_LIMITED" });
  });
});
