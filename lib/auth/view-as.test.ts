// "View as": the ticket's rule (lib/auth/view-as.ts) and what route() does with it, on a real database
// and real Auth.js session cookies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { authHarness, SESSION_COOKIE } from "@/lib/testing/auth";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { createUser } from "@/lib/testing/fixtures";
import { sessionOfRequest } from "./session-id";
import { recordViewAsPage, sessionTag, signViewAs, VIEW_AS_COOKIE, VIEW_AS_TTL_MS, viewedPrincipal, verifyViewAs } from "./view-as";

let db: TestDb;
let auth: ReturnType<typeof authHarness>;
type Who = { id: string; cookie: string; sid: string };
let admin: Who;
let otherAdmin: Who;
let person: { id: string };

async function signedIn(id: string): Promise<Who> {
  const cookie = await auth.signIn(id);
  const sid = (await sessionOfRequest(new Request("http://localhost/", { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })))!.sid;
  return { id, cookie, sid };
}

beforeAll(async () => {
  db = await openTestDb("pglite");
  setDbForTests(db);
  auth = authHarness({ db: db.prisma, secret: env.AUTH_SECRET });
  admin = await signedIn((await createUser(db.prisma, { role: "ADMIN" })).id);
  otherAdmin = await signedIn((await createUser(db.prisma, { role: "ADMIN" })).id);
  person = await createUser(db.prisma);
}, 60_000);
afterAll(async () => {
  setDbForTests();
  await db?.cleanup();
});

const ticketFor = (who: Who, userId: string, options: { exp?: number; session?: string | null; secret?: string } = {}) =>
  signViewAs({ adminId: who.id, userId, session: options.session === undefined ? sessionTag(who.sid) : options.session, exp: options.exp ?? Date.now() + VIEW_AS_TTL_MS }, options.secret);
const adminPrincipal = (who: Who) => ({ userId: who.id, role: "admin" as const, orgRole: null });

describe("the ticket", () => {
  it("a valid ticket of the signed-in admin, in the same session, shows the person with viewingAs", async () => {
    const viewed = await viewedPrincipal(db.prisma, adminPrincipal(admin), ticketFor(admin, person.id), admin.sid);
    expect(viewed).toEqual({ userId: person.id, role: "user", orgRole: null, viewingAs: { adminId: admin.id } });
  });

  it("a forged, tampered, expired or foreign-session ticket is ignored", async () => {
    const good = ticketFor(admin, person.id);
    const forged = ticketFor(admin, person.id, { secret: "not-the-secret-at-all-0123456789" });
    const [payload, sig] = good.split(".");
    const tampered = `${Buffer.from(JSON.stringify({ a: admin.id, u: otherAdmin.id, s: sessionTag(admin.sid), e: Date.now() + 1e6 })).toString("base64url")}.${sig}`;
    expect(verifyViewAs(`${payload}.${sig}`)).not.toBeNull();
    for (const cookie of [forged, tampered, "garbage", `${payload}.`, ticketFor(admin, person.id, { exp: Date.now() - 1 })]) {
      expect(await viewedPrincipal(db.prisma, adminPrincipal(admin), cookie, admin.sid)).toBeNull();
    }
    // The same admin's ticket from another session (a stolen cookie pair elsewhere) does not count.
    expect(await viewedPrincipal(db.prisma, adminPrincipal(admin), good, "another-session-id")).toBeNull();
    // A ticket bound to no session is never honoured.
    expect(await viewedPrincipal(db.prisma, adminPrincipal(admin), ticketFor(admin, person.id, { session: null }), admin.sid)).toBeNull();
  });

  it("another admin's ticket is ignored, and a person's own session never turns into a view", async () => {
    expect(await viewedPrincipal(db.prisma, adminPrincipal(otherAdmin), ticketFor(admin, person.id), otherAdmin.sid)).toBeNull();
    expect(await viewedPrincipal(db.prisma, { userId: person.id, role: "user", orgRole: null }, ticketFor(admin, person.id), admin.sid)).toBeNull();
  });

  it("an admin or a deleted account cannot be viewed", async () => {
    expect(await viewedPrincipal(db.prisma, adminPrincipal(admin), ticketFor(admin, otherAdmin.id), admin.sid)).toBeNull();
    const gone = await createUser(db.prisma, { deletedAt: new Date() });
    expect(await viewedPrincipal(db.prisma, adminPrincipal(admin), ticketFor(admin, gone.id), admin.sid)).toBeNull();
  });

  it("a page render writes user.view-as.page", async () => {
    const viewed = (await viewedPrincipal(db.prisma, adminPrincipal(admin), ticketFor(admin, person.id), admin.sid))!;
    await recordViewAsPage(db.prisma, viewed, "/app/results/[id]");
    const row = await db.prisma.auditLog.findFirst({ where: { action: "user.view-as.page", targetId: person.id }, orderBy: { createdAt: "desc" } });
    expect(row).toMatchObject({ actorId: admin.id, targetType: "User", data: { path: "/app/results/[id]" } });
  });
});

describe("route() while viewing", () => {
  const seen: string[] = [];
  const mine = route({ caller: { session: "user" }, namespace: "Refund" }, async ({ principal }) => (seen.push(principal.userId), { you: principal.userId, viewing: principal.viewingAs ?? null }));
  const download = route({ caller: { session: "user" }, namespace: "Refund", deliverable: true }, async () => (seen.push("download"), { file: true }));
  const call = (handler: ReturnType<typeof route>, who: Who, viewAs: string | null, method = "GET") =>
    handler(
      new Request("http://localhost/api/x", {
        method,
        headers: { cookie: `${SESSION_COOKIE}=${who.cookie}${viewAs ? `; ${VIEW_AS_COOKIE}=${viewAs}` : ""}`, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
        ...(method === "POST" ? { body: "{}" } : {}),
      }),
      { params: Promise.resolve({}) },
    );

  it("a GET sees the viewed person; POST, PATCH, DELETE and downloads are refused before the handler runs", async () => {
    const ticket = ticketFor(admin, person.id);
    expect(await (await call(mine, admin, ticket)).json()).toEqual({ you: person.id, viewing: { adminId: admin.id } });
    seen.length = 0;
    for (const method of ["POST", "PATCH", "DELETE", "PUT"]) {
      const res = await call(mine, admin, ticket, method);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("READ_ONLY_VIEW");
    }
    const refused = await call(download, admin, ticket);
    expect(refused.status).toBe(403);
    expect(seen).toEqual([]);
    // Without the ticket the admin is themself again, and may download.
    expect((await call(download, admin, null)).status).toBe(200);
  });

  it("the team's paid files are refused while viewing: the favourites zip and the profile picture (also ?download=1)", async () => {
    const { GET: zipFile } = await import("@/app/api/team/results/favorites-zip/[zipId]/file/route");
    const { GET: picture } = await import("@/app/api/team/profile-picture/[shootId]/route");
    const ticket = ticketFor(admin, person.id);
    const get = (handler: ReturnType<typeof route>, url: string, params: Record<string, string>) =>
      handler(new Request(`http://localhost${url}`, { headers: { cookie: `${SESSION_COOKIE}=${admin.cookie}; ${VIEW_AS_COOKIE}=${ticket}` } }), { params: Promise.resolve(params) });
    for (const res of [
      await get(zipFile, "/api/team/results/favorites-zip/zip-1/file", { zipId: "zip-1" }),
      await get(picture, "/api/team/profile-picture/shoot-1?download=1", { shootId: "shoot-1" }),
      await get(picture, "/api/team/profile-picture/shoot-1", { shootId: "shoot-1" }),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("READ_ONLY_VIEW");
    }
  });

  it("a forged or other admin's ticket is ignored: the caller stays who they are", async () => {
    expect(await (await call(mine, otherAdmin, ticketFor(admin, person.id))).json()).toEqual({ you: otherAdmin.id, viewing: null });
    expect(await (await call(mine, admin, ticketFor(admin, person.id, { secret: "x".repeat(32) }))).json()).toEqual({ you: admin.id, viewing: null });
  });

  it("a demoted admin's ticket stops working at once", async () => {
    const demoted = await signedIn((await createUser(db.prisma, { role: "ADMIN" })).id);
    const ticket = ticketFor(demoted, person.id);
    expect(await (await call(mine, demoted, ticket)).json()).toEqual({ you: person.id, viewing: { adminId: demoted.id } });
    await db.prisma.user.update({ where: { id: demoted.id }, data: { role: "USER" } });
    expect(await (await call(mine, demoted, ticket)).json()).toEqual({ you: demoted.id, viewing: null });
    // Nor does a POST get refused as a view: it runs as the (now ordinary) person themself.
    expect((await call(mine, demoted, ticket, "POST")).status).toBe(200);
  });
});
