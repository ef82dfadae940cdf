import { Auth, skipCSRFCheck, type AuthConfig } from "@auth/core";
import { decode } from "@auth/core/jwt";
import Credentials from "@auth/core/providers/credentials";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db";
import { REFERRAL_COOKIE } from "@/lib/referrals/cookie";
import { openTestDb } from "@/lib/testing/db";
import { type PrintedEmails, printEmails } from "@/lib/testing/email";
import { requestMagicLink, requestPasswordReset, resetPassword, signUp, redeemMagicLink, verifyEmail } from "./accounts";
import { hashPassword, verifyPassword } from "./password";
import { loadPrincipal } from "./principal";
import { endSessionsBefore, reissueProof, sessionCallbacks, signedInRecently } from "./session";
import { socialSignIn, tokenSignIn } from "./sign-in";
import { signUpCookieValue } from "./signup-cookie";
import { consumeAuthToken, createAuthToken, hashToken } from "./tokens";

// The request's cookies (next/headers only exists inside Next): a jar the referral cookie code reads and clears.
const jar = vi.hoisted(() => {
  const values = new Map<string, string>();
  return {
    values,
    api: {
      get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
      set: (name: string, value: string) => void values.set(name, value),
      delete: (arg: string | { name: string }) => void values.delete(typeof arg === "string" ? arg : arg.name),
    },
  };
});
vi.mock("next/headers", () => ({ cookies: async () => jar.api, headers: async () => new Headers() }));

let db: Db & { cleanup(): Promise<void> };
let printed: PrintedEmails;
beforeAll(async () => {
  db = await openTestDb("pglite");
  printed = printEmails();
});
afterAll(async () => {
  printed?.restore();
  await db?.cleanup();
});

/** The token inside the newest email to `to` whose link points at `path`, as the outbox transport prints it in development (the row keeps it redacted). */
async function tokenFromOutbox(to: string, path: string): Promise<string> {
  const m = printed.lastTo(to).match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!m) throw new Error(`no ${path} link in the last email to ${to}`);
  return m[1]!;
}

describe("passwords", () => {
  it("hashes with scrypt and a random salt, and verifies only the right password", async () => {
    const a = await hashPassword("s3cret-passphrase");
    const b = await hashPassword("s3cret-passphrase");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("s3cret-passphrase", a)).toBe(true);
    expect(await verifyPassword("s3cret-passphrasf", a)).toBe(false);
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});

describe("one-time tokens", () => {
  it("stores only a hash, works once, even when two requests race", async () => {
    const raw = await createAuthToken(db.prisma, { purpose: "MAGIC_LINK", email: "race@example.test" });
    expect(await db.prisma.authToken.count({ where: { tokenHash: raw } })).toBe(0);
    expect(await db.prisma.authToken.count({ where: { tokenHash: hashToken(raw) } })).toBe(1);
    const results = await Promise.all([1, 2, 3].map(() => consumeAuthToken(db.prisma, "MAGIC_LINK", raw)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(["used", "used"]);
  });

  it("refuses expired tokens, other purposes and garbage", async () => {
    const raw = await createAuthToken(db.prisma, { purpose: "PASSWORD_RESET", email: "old@example.test" });
    expect(await consumeAuthToken(db.prisma, "MAGIC_LINK", raw)).toEqual({ ok: false, reason: "invalid" });
    await db.prisma.authToken.update({ where: { tokenHash: hashToken(raw) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await consumeAuthToken(db.prisma, "PASSWORD_RESET", raw)).toEqual({ ok: false, reason: "expired" });
    expect(await consumeAuthToken(db.prisma, "PASSWORD_RESET", "nope")).toEqual({ ok: false, reason: "invalid" });
    expect(await consumeAuthToken(db.prisma, "PASSWORD_RESET", "x".repeat(500))).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("accounts", () => {
  it("signs up unverified, emails a link in the user's language, and verifies once", async () => {
    const res = await signUp(db.prisma, { name: "Jürgen Groß", email: "jurgen@example.test", password: "long enough pw", locale: "de" });
    expect(res.status).toBe("created");
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "jurgen@example.test" } });
    expect(user.emailVerified).toBeNull();
    expect(user.locale).toBe("de");
    expect(user.currency).toBe("EUR");
    expect(user.referralCode).toMatch(/^jurgen-gro-[0-9a-f]{6}$/);
    const mail = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: "jurgen@example.test" } });
    expect(mail.template).toBe("verify-email");
    expect(mail.locale).toBe("de");
    expect(mail.text).toContain("[redacted]");
    expect(mail.text).not.toContain("token=");
    expect(mail.status).toBe("PENDING");

    // Opened in the browser that signed up (its cookie): the password chosen there is kept.
    const token = await tokenFromOutbox("jurgen@example.test", "/de/auth/verify");
    expect((await verifyEmail(db.prisma, token, { signUpCookie: signUpCookieValue(user.id) })).ok).toBe(true);
    const verified = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(verified.emailVerified).not.toBeNull();
    expect(await verifyPassword("long enough pw", verified.passwordHash)).toBe(true);
    expect(await verifyEmail(db.prisma, token, { signUpCookie: signUpCookieValue(user.id) })).toEqual({ ok: false, reason: "used" });
  });

  it("does not reveal an existing account: nothing is created and the owner is told by email", async () => {
    const before = await db.prisma.user.count();
    expect(await signUp(db.prisma, { name: "Impostor", email: "jurgen@example.test", password: "whatever pw", locale: "en" })).toEqual({ status: "exists" });
    expect(await db.prisma.user.count()).toBe(before);
    const last = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: "jurgen@example.test" }, orderBy: { createdAt: "desc" } });
    expect(last.template).toBe("account-exists");
  });

  it("resets a password through the emailed link, once, and ignores unknown addresses", async () => {
    const mails = await db.prisma.emailOutbox.count();
    await requestPasswordReset(db.prisma, "nobody@example.test", "en");
    expect(await db.prisma.emailOutbox.count()).toBe(mails);

    await requestPasswordReset(db.prisma, "jurgen@example.test", "es");
    const token = await tokenFromOutbox("jurgen@example.test", "/es/auth/reset-password");
    expect((await resetPassword(db.prisma, token, "a new passphrase")).ok).toBe(true);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "jurgen@example.test" } });
    expect(await verifyPassword("a new passphrase", user.passwordHash)).toBe(true);
    expect(await resetPassword(db.prisma, token, "another one!")).toEqual({ ok: false, reason: "used" });
  });

  it("creates the account for a new address on first use of a magic link", async () => {
    await requestMagicLink(db.prisma, "fresh@example.test", "en");
    const token = await tokenFromOutbox("fresh@example.test", "/auth/token");
    const res = await redeemMagicLink(db.prisma, token, "es");
    expect(res.ok).toBe(true);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "fresh@example.test" } });
    expect(user.emailVerified).not.toBeNull();
    expect(user.passwordHash).toBeNull();
    expect(user.locale).toBe("es");
  });
});

describe("principal", () => {
  it("reads platform and organisation roles fresh from the database", async () => {
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "fresh@example.test" } });
    expect(await loadPrincipal(db.prisma, user.id)).toEqual({ userId: user.id, role: "user", orgRole: null });
    // Someone else's organisation: its owner is an owner whatever their membership says (lib/teams/access.ts).
    const owner = await db.prisma.user.create({ data: { email: `owner-${Date.now()}@example.test`, referralCode: `owner-${Date.now()}` } });
    const org = await db.prisma.organization.create({ data: { name: "Acme", slug: `acme-${Date.now()}`, ownerId: owner.id } });
    await db.prisma.membership.create({ data: { userId: user.id, organizationId: org.id, role: "MEMBER", status: "JOINED" } });
    expect((await loadPrincipal(db.prisma, user.id))?.orgRole).toBe("member");
    await db.prisma.membership.updateMany({ where: { userId: user.id }, data: { role: "LEAD" } });
    expect((await loadPrincipal(db.prisma, user.id))?.orgRole).toBe("lead");
    await db.prisma.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
    expect((await loadPrincipal(db.prisma, user.id))?.role).toBe("admin");
    await db.prisma.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    expect(await loadPrincipal(db.prisma, user.id)).toBeNull();
  });
});

describe("sessions after a password change", () => {
  const SECRET = "session-test-secret-session-test-secret";
  const COOKIE = "authjs.session-token";
  let userId: string;

  // Auth.js itself (the same library and callbacks the app runs), answering the session endpoint the
  // way the app's /api/auth routes and `auth()` / `unstable_update` calls do.
  const config = (): AuthConfig => ({
    secret: SECRET,
    trustHost: true,
    basePath: "/api/auth",
    skipCSRFCheck,
    session: { strategy: "jwt" },
    providers: [Credentials({ id: "password", credentials: { email: {} }, authorize: async () => ({ id: userId }) })],
    callbacks: sessionCallbacks({ db: async () => db.prisma, socialAccount: async () => null, secret: SECRET }),
  });
  /** The session cookie a response sets: its value, "" when it clears it, undefined when it does not touch it. */
  const cookieOf = (res: Response): string | undefined => {
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
    return line === undefined ? undefined : line.slice(COOKIE.length + 1).split(";")[0];
  };
  const claims = async (cookie: string) => (await decode({ token: cookie, secret: SECRET, salt: COOKIE }))!;
  async function signInCookie(): Promise<string> {
    const res = await Auth(
      new Request("http://localhost/api/auth/callback/password", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ email: "x" }) }),
      config(),
    );
    const cookie = cookieOf(res);
    if (!cookie) throw new Error(`no session cookie after sign-in (${res.status})`);
    return cookie;
  }
  async function session(cookie: string, update?: unknown): Promise<{ body: { user?: { id: string }; authAt?: number } | null; cookie: string | undefined }> {
    const req =
      update === undefined
        ? new Request("http://localhost/api/auth/session", { headers: { cookie: `${COOKIE}=${cookie}` } })
        : new Request("http://localhost/api/auth/session", { method: "POST", headers: { cookie: `${COOKIE}=${cookie}`, "content-type": "application/json" }, body: JSON.stringify({ data: update }) });
    const res = await Auth(req, config());
    return { body: await res.json(), cookie: cookieOf(res) };
  }

  beforeAll(async () => {
    userId = (await db.prisma.user.create({ data: { email: "sessions@example.test", referralCode: "sessions-1", emailVerified: new Date() } })).id;
  });

  it("records the sign-in time once: rolling the cookie (a new iat) keeps it", async () => {
    const before = Date.now();
    const cookie = await signInCookie();
    const signedIn = await claims(cookie);
    expect(signedIn.uid).toBe(userId);
    expect(signedIn.authAt).toBeGreaterThanOrEqual(before);
    await new Promise((r) => setTimeout(r, 1100));
    const read = await session(cookie);
    expect(read.body?.user?.id).toBe(userId);
    expect(read.body?.authAt).toBe(signedIn.authAt);
    const rolled = await claims(read.cookie!);
    expect(rolled.iat).toBeGreaterThan(signedIn.iat!);
    expect(rolled.authAt).toBe(signedIn.authAt);
    expect(signedInRecently(rolled.authAt)).toBe(true);
    expect(signedInRecently(rolled.authAt, new Date(Date.now() + 16 * 60_000))).toBe(false);
  });

  it("signs out every session from before the cut-off, even one rolled after it, and re-issues only the one with the server's proof", async () => {
    const other = await signInCookie(); // another browser, or a stolen cookie
    const mine = await signInCookie(); // the browser that changes the password
    const validFrom = new Date(((await claims(mine)).authAt as number) + 1);
    await endSessionsBefore(db.prisma, userId, validFrom);

    // Both are signed out now, the cookie cleared; rolling does not bring them back.
    for (const cookie of [other, mine]) {
      const read = await session(cookie);
      expect(read.body).toBeNull();
      expect(read.cookie).toBe("");
    }
    expect(await loadPrincipal(db.prisma, userId, { authAt: (await claims(other)).authAt })).toBeNull();

    // A browser asking for an update cannot forge the proof.
    for (const forged of [{ reissue: "x".repeat(43) }, { reissue: reissueProof(userId, new Date(validFrom.getTime() - 1), SECRET) }, { reissue: reissueProof(userId, validFrom, "another-secret-another-secret-another") }, { authAt: Date.now() }]) {
      expect((await session(other, forged)).body).toBeNull();
    }

    // The server action's unstable_update with the proof keeps this browser signed in.
    const kept = await session(mine, { reissue: reissueProof(userId, validFrom, SECRET) });
    expect(kept.body?.user?.id).toBe(userId);
    const renewed = kept.cookie!;
    expect((await claims(renewed)).authAt).toBeGreaterThanOrEqual(validFrom.getTime());
    expect((await session(renewed)).body?.user?.id).toBe(userId);
    expect(await loadPrincipal(db.prisma, userId, { authAt: (await claims(renewed)).authAt })).toMatchObject({ userId });
    // The old cookies stay dead; a new sign-in works.
    expect((await session(other)).body).toBeNull();
    expect((await session(mine)).body).toBeNull();
    expect((await session(await signInCookie())).body?.user?.id).toBe(userId);
  });

  it("signs out a deleted account's sessions", async () => {
    const cookie = await signInCookie();
    await db.prisma.user.update({ where: { id: userId }, data: { deletedAt: new Date() } });
    try {
      expect((await session(cookie)).body).toBeNull();
    } finally {
      await db.prisma.user.update({ where: { id: userId }, data: { deletedAt: null } });
    }
  });

  it("a password reset ends the account's sessions and revokes its open email-change and sign-in links", async () => {
    const email = "reset-sessions@example.test";
    const user = await db.prisma.user.create({ data: { email, referralCode: "reset-sessions-1", emailVerified: new Date(), passwordHash: await hashPassword("old passphrase") } });
    const signedIn = Date.now() - 1000;
    const change = await createAuthToken(db.prisma, { purpose: "EMAIL_CHANGE", email: "attacker@example.test", userId: user.id });
    const magic = await createAuthToken(db.prisma, { purpose: "MAGIC_LINK", email, userId: user.id });
    await requestPasswordReset(db.prisma, email, "en");
    expect((await resetPassword(db.prisma, await tokenFromOutbox(email, "/auth/reset-password"), "a new passphrase")).ok).toBe(true);
    expect(await loadPrincipal(db.prisma, user.id, { authAt: signedIn })).toBeNull();
    expect(await loadPrincipal(db.prisma, user.id, { authAt: Date.now() })).toMatchObject({ userId: user.id });
    expect(await consumeAuthToken(db.prisma, "EMAIL_CHANGE", change)).toEqual({ ok: false, reason: "used" });
    expect(await consumeAuthToken(db.prisma, "MAGIC_LINK", magic)).toEqual({ ok: false, reason: "used" });
  });
});

describe("referrals on sign-up", () => {
  let referrerCode: string;
  beforeAll(async () => {
    referrerCode = (await db.prisma.user.create({ data: { email: "referrer@example.test", referralCode: "referrer-abc123", emailVerified: new Date() } })).referralCode;
  });
  beforeEach(() => jar.values.clear());
  const referrerOf = async (email: string) => (await db.prisma.user.findUniqueOrThrow({ where: { email }, include: { referredBy: true } })).referredBy?.referralCode ?? null;

  it("a social sign-in that creates the account credits the referrer and forgets the cookie; an existing account does neither", async () => {
    jar.values.set(REFERRAL_COOKIE.name, referrerCode);
    const uid = await socialSignIn(db.prisma, { provider: "google", providerAccountId: "g-new-1", type: "oidc", email: "New.Social@Example.test", name: "New Social" });
    expect(uid).toBeTruthy();
    expect(await referrerOf("new.social@example.test")).toBe(referrerCode);
    expect(await db.prisma.referral.count({ where: { referredUserId: uid! } })).toBe(1);
    expect(jar.values.has(REFERRAL_COOKIE.name)).toBe(false);

    // The same provider account again: the same person, nothing new.
    jar.values.set(REFERRAL_COOKIE.name, referrerCode);
    expect(await socialSignIn(db.prisma, { provider: "google", providerAccountId: "g-new-1", type: "oidc", email: "new.social@example.test", name: "New Social" })).toBe(uid);
    expect(jar.values.get(REFERRAL_COOKIE.name)).toBe(referrerCode);

    // An existing account linking a provider is not a sign-up.
    await db.prisma.user.create({ data: { email: "old.social@example.test", referralCode: "old-social-1", emailVerified: new Date() } });
    await socialSignIn(db.prisma, { provider: "linkedin", providerAccountId: "li-old-1", type: "oidc", email: "old.social@example.test", name: "Old Social" });
    expect(await referrerOf("old.social@example.test")).toBeNull();
    expect(jar.values.get(REFERRAL_COOKIE.name)).toBe(referrerCode);
  });

  it("a magic link that creates the account credits the referrer and forgets the cookie", async () => {
    jar.values.set(REFERRAL_COOKIE.name, referrerCode);
    await requestMagicLink(db.prisma, "magic.referred@example.test", "en");
    const res = await tokenSignIn(db.prisma, { token: await tokenFromOutbox("magic.referred@example.test", "/auth/token"), kind: "magic", locale: "en" });
    expect(res.ok).toBe(true);
    expect(await referrerOf("magic.referred@example.test")).toBe(referrerCode);
    expect(jar.values.has(REFERRAL_COOKIE.name)).toBe(false);

    // Signing in again with a link: an existing account, the cookie stays for nobody's benefit but is not spent.
    jar.values.set(REFERRAL_COOKIE.name, referrerCode);
    await requestMagicLink(db.prisma, "magic.referred@example.test", "en");
    expect((await tokenSignIn(db.prisma, { token: await tokenFromOutbox("magic.referred@example.test", "/auth/token"), kind: "magic", locale: "en" })).ok).toBe(true);
    expect(jar.values.get(REFERRAL_COOKIE.name)).toBe(referrerCode);
  });
});
