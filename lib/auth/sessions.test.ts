// Sessions end on the server: signing out revokes the session's row, and every check of a cookie (the
// jwt callback behind `auth()`, the proxy's principalFromRequest) refuses a cookie whose row is not live,
// even though its signature is still good. Auth.js itself answers, on PGlite.
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authHarness } from "@/lib/testing/auth";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { loadPrincipal } from "./principal";
import { PRINCIPAL_CACHE_MS } from "./principal-cache";
import { principalFromRequest } from "./request-principal";
import { SESSION_MAX_AGE_S, SESSION_ROW_REFRESH_MS, sessionTokenHash } from "./session-store";

const SECRET = "sessions-test-secret-sessions-test-secret";

let db: TestDb;
let auth: ReturnType<typeof authHarness>;
let userId: string;
let otherId: string;

beforeAll(async () => {
  db = await openTestDb("pglite");
  auth = authHarness({ db: db.prisma, secret: SECRET, device: { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)" } });
  userId = (await db.prisma.user.create({ data: { email: "signout@example.test", referralCode: "signout-1", emailVerified: new Date() } })).id;
  otherId = (await db.prisma.user.create({ data: { email: "someone-else@example.test", referralCode: "signout-2", emailVerified: new Date() } })).id;
});
afterAll(async () => {
  await db?.cleanup();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** What the proxy decides for a page request carrying `cookie`. */
const proxyPrincipal = (cookie: string, options: { fresh?: boolean } = {}) => principalFromRequest(auth.pageRequest(cookie), options, { db: async () => db.prisma, secret: SECRET });
const rowOf = async (cookie: string) => db.prisma.session.findUniqueOrThrow({ where: { sessionToken: sessionTokenHash((await auth.claims(cookie)).sid as string) } });

describe("signing out", () => {
  it("revokes that session on the server: a copy of its cookie is refused by auth() and by the proxy; the person's other sessions stay", async () => {
    const laptop = await auth.signIn(userId);
    const phone = await auth.signIn(userId);
    // Both work, and the proxy has the laptop's answer cached.
    expect((await auth.session(laptop)).body?.user?.id).toBe(userId);
    expect(await proxyPrincipal(laptop)).toMatchObject({ userId });

    // Someone copied the laptop's cookie before the person signed out there.
    const copied = laptop;
    expect(await auth.signOut(laptop)).toBe("");
    expect((await rowOf(laptop)).revokedAt).toBeInstanceOf(Date);

    // The copy is refused at once: by auth() (and its cookie cleared), and by the proxy despite its cache.
    const read = await auth.session(copied);
    expect(read.body).toBeNull();
    expect(read.cookie).toBe("");
    expect(await proxyPrincipal(copied)).toBeNull();
    expect(await proxyPrincipal(copied, { fresh: true })).toBeNull();
    // Re-signing an old cookie by reading the session does not bring it back.
    expect((await auth.session(copied)).body).toBeNull();

    // The phone is another session: still signed in.
    expect((await auth.session(phone)).body?.user?.id).toBe(userId);
    expect(await proxyPrincipal(phone)).toMatchObject({ userId });
    expect((await rowOf(phone)).revokedAt).toBeNull();
    // Signing out twice, or with a cookie that is no session, changes nothing and does not fail.
    expect(await auth.signOut(copied)).toBe("");
    expect(await auth.signOut("made-up-cookie")).toBe("");
    expect((await auth.session(phone)).body?.user?.id).toBe(userId);
  });

  it("a session ended by another web process: auth() refuses it at once, the proxy within PRINCIPAL_CACHE_MS", async () => {
    const cookie = await auth.signIn(userId);
    expect(await proxyPrincipal(cookie)).toMatchObject({ userId });
    // Revoked in the database only (another process signed it out: this process's cache was not told).
    await db.prisma.session.update({ where: { id: (await rowOf(cookie)).id }, data: { revokedAt: new Date() } });
    expect((await auth.session(cookie)).body).toBeNull();
    // The proxy's few-second memory is the stated bound; the page behind it checks through auth().
    expect(await proxyPrincipal(cookie)).toMatchObject({ userId });
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + PRINCIPAL_CACHE_MS + 1);
    expect(await proxyPrincipal(cookie)).toBeNull();
  });
});

describe("cookies without a live session", () => {
  it("are refused by auth() and by the proxy: no session id (from before), an unknown one, someone else's, an expired row, a made-up cookie", async () => {
    const mine = await auth.signIn(userId);
    const theirs = await auth.signIn(otherId);
    const authAt = Date.now();
    const forged = [
      // A cookie from before sessions had rows: it cannot be signed out, so it is no session.
      await auth.forge({ uid: userId, authAt }),
      await auth.forge({ uid: userId, sid: randomBytes(32).toString("base64url"), authAt }),
      // Another person's live session id under my user id.
      await auth.forge({ uid: userId, sid: (await auth.claims(theirs)).sid, authAt }),
      await auth.forge({ uid: userId, sid: "x".repeat(500), authAt }),
      await auth.forge({ uid: userId, sid: 42 as unknown as string, authAt }),
      "made-up-cookie",
    ];
    for (const cookie of forged) {
      expect((await auth.session(cookie)).body).toBeNull();
      expect(await proxyPrincipal(cookie)).toBeNull();
    }
    expect(await loadPrincipal(db.prisma, userId, { authAt, sid: (await auth.claims(theirs)).sid })).toBeNull();

    // A row past its end.
    expect(await proxyPrincipal(mine)).toMatchObject({ userId });
    await db.prisma.session.update({ where: { id: (await rowOf(mine)).id }, data: { expires: new Date(Date.now() - 1000) } });
    expect((await auth.session(mine)).body).toBeNull();
    expect(await proxyPrincipal(mine, { fresh: true })).toBeNull();
    // The other person's session was never touched.
    expect((await auth.session(theirs)).body?.user?.id).toBe(otherId);
  });
});

describe("session rows", () => {
  it("store the device and only a hash of the id; a used session's row moves forward at most once a day", async () => {
    const cookie = await auth.signIn(userId);
    const sid = (await auth.claims(cookie)).sid as string;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.prisma.session.count({ where: { sessionToken: sid } })).toBe(0);
    const row = await rowOf(cookie);
    expect(row).toMatchObject({ userId, ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)", revokedAt: null });
    // It outlives the cookie (30 days, rolled on use) by the refresh interval.
    const lifetime = row.expires.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - (SESSION_MAX_AGE_S * 1000 + SESSION_ROW_REFRESH_MS))).toBeLessThan(5000);

    // Reading the session soon after changes nothing on the row.
    await auth.session(cookie);
    expect((await rowOf(cookie)).updatedAt.getTime()).toBe(row.updatedAt.getTime());
    // A day and more later (the row's end now closer than the cookie's would be), one read pushes it on.
    const aged = new Date(Date.now() + SESSION_MAX_AGE_S * 1000 - 3600_000);
    await db.prisma.session.update({ where: { id: row.id }, data: { expires: aged } });
    expect((await auth.session(cookie)).body?.user?.id).toBe(userId);
    const pushed = (await rowOf(cookie)).expires.getTime();
    expect(pushed).toBeGreaterThan(aged.getTime() + SESSION_ROW_REFRESH_MS - 5000);
  });
});
