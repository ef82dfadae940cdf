// No account takeover by pre-registration: someone signs up with another person's address and a
// password of their choosing; when the address's owner first proves it (magic link, social provider,
// the verification mail, a password reset), that password stops working, the account's open links are
// spent and its sessions end. The person who really signed up keeps their password. Accounts never
// verified expire after 7 days. On PGlite, with the request's cookies in a jar.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { type PrintedEmails, printEmails } from "@/lib/testing/email";
import { requestMagicLink, requestPasswordReset, resendVerification, resetPassword, SIGNUP_PASSWORD_TRIES, signUp, verifyEmail } from "./accounts";
import { verifyPassword } from "./password";
import { loadPrincipal } from "./principal";
import { createSession } from "./session-store";
import { socialSignIn, tokenSignIn } from "./sign-in";
import { SIGNUP_COOKIE, signUpCookieValue } from "./signup-cookie";
import { consumeAuthToken, createAuthToken } from "./tokens";
import { UNVERIFIED_ACCOUNT_TTL_MS } from "./unverified";

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

const ATTACKER_PASSWORD = "attacker's own passphrase";
const OWNER_PASSWORD = "the owner's passphrase";

let db: TestDb;
let printed: PrintedEmails;
beforeAll(async () => {
  db = await openTestDb("pglite");
  printed = printEmails();
});
afterAll(async () => {
  printed?.restore();
  await db?.cleanup();
});
beforeEach(() => jar.values.clear());

let n = 0;
const address = (tag: string) => `${tag}-${++n}@example.test`;

/** The token inside the newest email to `to` (as printed; the outbox keeps it redacted) whose link points at `path`. */
function tokenFromOutbox(to: string, path: string): string {
  const m = printed.lastTo(to).match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!m) throw new Error(`no ${path} link in the last email to ${to}`);
  return m[1]!;
}

/**
 * The attacker signs up with the victim's address and a password of their own, and prepares what
 * they could: the verification link (in the victim's mailbox), an open reset and sign-in link, and a
 * session row signed in before the owner's proof (however it came to be).
 */
async function preRegister(victim: string) {
  expect((await signUp(db.prisma, { name: "Mallory", email: victim, password: ATTACKER_PASSWORD, locale: "en" })).status).toBe("created");
  const user = await db.prisma.user.findUniqueOrThrow({ where: { email: victim } });
  expect(user.emailVerified).toBeNull();
  const verifyToken = await tokenFromOutbox(victim, "/auth/verify");
  const resetToken = await createAuthToken(db.prisma, { purpose: "PASSWORD_RESET", email: victim, userId: user.id });
  const strayMagic = await createAuthToken(db.prisma, { purpose: "MAGIC_LINK", email: victim });
  const authAt = Date.now() - 60_000;
  const sid = await createSession(db.prisma, { userId: user.id });
  expect(await loadPrincipal(db.prisma, user.id, { authAt, sid })).toMatchObject({ userId: user.id });
  return { user, verifyToken, resetToken, strayMagic, session: { authAt, sid } };
}

/** After the owner's proof: the attacker's password, links and session are all dead. */
async function expectTakenOver(victim: string, before: Awaited<ReturnType<typeof preRegister>>) {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { email: victim } });
  expect(user.id).toBe(before.user.id);
  expect(user.emailVerified).toBeInstanceOf(Date);
  // The password login (lib/auth/index.ts) checks exactly this: the attacker's password is refused.
  expect(await verifyPassword(ATTACKER_PASSWORD, user.passwordHash)).toBe(false);
  expect(await verifyEmail(db.prisma, before.verifyToken, { password: ATTACKER_PASSWORD })).toEqual({ ok: false, reason: "used" });
  expect(await consumeAuthToken(db.prisma, "PASSWORD_RESET", before.resetToken)).toEqual({ ok: false, reason: "used" });
  expect(await consumeAuthToken(db.prisma, "MAGIC_LINK", before.strayMagic)).toEqual({ ok: false, reason: "used" });
  expect(await loadPrincipal(db.prisma, user.id, { authAt: before.session.authAt, sid: before.session.sid })).toBeNull();
  expect(await db.prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  return user;
}

describe("the owner's first proof of the address takes a pre-registered account over", () => {
  it("by magic link: the attacker's password is refused, their links and sessions are dead", async () => {
    const victim = address("magic-victim");
    const before = await preRegister(victim);
    await requestMagicLink(db.prisma, victim, "en");
    const res = await tokenSignIn(db.prisma, { token: await tokenFromOutbox(victim, "/auth/token"), kind: "magic", locale: "en" });
    expect(res).toMatchObject({ ok: true, userId: before.user.id });
    const user = await expectTakenOver(victim, before);
    expect(user.passwordHash).toBeNull();
    // The session the magic link is signing in now (signed in after the proof) counts.
    expect(await loadPrincipal(db.prisma, user.id, { authAt: Date.now(), sid: await createSession(db.prisma, { userId: user.id }) })).toMatchObject({ userId: user.id });
  });

  it("by a social provider", async () => {
    const victim = address("social-victim");
    const before = await preRegister(victim);
    expect(await socialSignIn(db.prisma, { provider: "google", providerAccountId: `g-${n}`, type: "oidc", email: victim.toUpperCase(), name: "Victim" })).toBe(before.user.id);
    expect((await expectTakenOver(victim, before)).passwordHash).toBeNull();
  });

  it("by the verification mail the attacker triggered, opened in the owner's browser: the sign-up password is asked for, the owner goes on without it", async () => {
    const victim = address("verify-victim");
    const before = await preRegister(victim);
    // No sign-up cookie here: the landing asks, and the link is not spent by asking or by a wrong guess.
    expect(await tokenSignIn(db.prisma, { token: before.verifyToken, kind: "verify", locale: "en" })).toEqual({ ok: false, reason: "passwordNeeded" });
    expect(await tokenSignIn(db.prisma, { token: before.verifyToken, kind: "verify", locale: "en", password: "a guess" })).toEqual({ ok: false, reason: "wrongPassword" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: before.user.id } })).emailVerified).toBeNull();
    // "I did not choose a password here".
    const res = await tokenSignIn(db.prisma, { token: before.verifyToken, kind: "verify", locale: "en", withoutPassword: "1" });
    expect(res).toMatchObject({ ok: true, userId: before.user.id });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: before.user.id } })).passwordHash).toBeNull();
    // expectTakenOver also shows the verification link is spent now.
    await expectTakenOver(victim, before);
  });

  it("by a password reset: the new password replaces the attacker's, everything from before ends", async () => {
    const victim = address("reset-victim");
    const before = await preRegister(victim);
    await requestPasswordReset(db.prisma, victim, "en");
    expect((await resetPassword(db.prisma, await tokenFromOutbox(victim, "/auth/reset-password"), OWNER_PASSWORD)).ok).toBe(true);
    const user = await expectTakenOver(victim, before);
    expect(await verifyPassword(OWNER_PASSWORD, user.passwordHash)).toBe(true);
  });

  it("a sign-up cookie vouches only for the account it was made for, by this server: made-up, another account's or forged ones do not", async () => {
    const victim = address("forged-victim");
    const before = await preRegister(victim);
    const attackersOwn = (await db.prisma.user.create({ data: { email: address("mallory"), referralCode: `mallory-${n}` } })).id;
    for (const cookie of [
      "made-up",
      signUpCookieValue(attackersOwn), // a real cookie, for another account
      `${before.user.id}.${"A".repeat(43)}`,
      signUpCookieValue(before.user.id, "another-secret-another-secret-another-secret"),
      `${signUpCookieValue(before.user.id)}x`,
    ]) {
      jar.values.set(SIGNUP_COOKIE.name, cookie);
      expect(await tokenSignIn(db.prisma, { token: before.verifyToken, kind: "verify", locale: "en" })).toEqual({ ok: false, reason: "passwordNeeded" });
    }
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: before.user.id } })).emailVerified).toBeNull();
  });

  it("password guesses on one verification link are limited; going on without the password still works", async () => {
    const victim = address("guess-victim");
    const before = await preRegister(victim);
    for (let i = 0; i < SIGNUP_PASSWORD_TRIES; i++) {
      expect(await verifyEmail(db.prisma, before.verifyToken, { password: `guess ${i}` })).toEqual({ ok: false, reason: "wrongPassword" });
    }
    // Even the right password is no longer tried on this link.
    expect(await verifyEmail(db.prisma, before.verifyToken, { password: ATTACKER_PASSWORD })).toEqual({ ok: false, reason: "passwordTries" });
    expect((await verifyEmail(db.prisma, before.verifyToken, { withoutPassword: true })).ok).toBe(true);
    expect((await expectTakenOver(victim, before)).passwordHash).toBeNull();
  });

  it("two first proofs at once (a magic link and the verification link without the password): one takes the account over, the password stays cleared", async () => {
    const victim = address("race-victim");
    const before = await preRegister(victim);
    await requestMagicLink(db.prisma, victim, "en");
    const magic = await tokenFromOutbox(victim, "/auth/token");
    const [a, b] = await Promise.all([
      tokenSignIn(db.prisma, { token: magic, kind: "magic", locale: "en" }),
      tokenSignIn(db.prisma, { token: before.verifyToken, kind: "verify", locale: "en", withoutPassword: "1" }),
    ]);
    expect(a).toMatchObject({ ok: true, userId: before.user.id });
    // The verification link either won, or was spent by the magic link's proof.
    expect(b.ok ? b.userId : b.reason).toMatch(new RegExp(`^(${before.user.id}|used)$`));
    expect((await expectTakenOver(victim, before)).passwordHash).toBeNull();
  });
});

describe("the person who really signed up", () => {
  it("keeps the password when the link is opened in the browser that signed up (its cookie), which is then forgotten", async () => {
    const email = address("owner-cookie");
    await signUp(db.prisma, { name: "Owner", email, password: OWNER_PASSWORD, locale: "en" });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    jar.values.set(SIGNUP_COOKIE.name, signUpCookieValue(user.id));
    expect(await tokenSignIn(db.prisma, { token: await tokenFromOutbox(email, "/auth/verify"), kind: "verify", locale: "en" })).toMatchObject({ ok: true, userId: user.id });
    const after = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.emailVerified).toBeInstanceOf(Date);
    expect(await verifyPassword(OWNER_PASSWORD, after.passwordHash)).toBe(true);
    expect(jar.values.has(SIGNUP_COOKIE.name)).toBe(false);
  });

  it("keeps the password when the link is opened elsewhere (a phone) and the sign-up password is typed", async () => {
    const email = address("owner-phone");
    await signUp(db.prisma, { name: "Owner", email, password: OWNER_PASSWORD, locale: "de" });
    const token = await tokenFromOutbox(email, "/de/auth/verify");
    expect(await tokenSignIn(db.prisma, { token, kind: "verify", locale: "de" })).toEqual({ ok: false, reason: "passwordNeeded" });
    expect((await tokenSignIn(db.prisma, { token, kind: "verify", locale: "de", password: OWNER_PASSWORD })).ok).toBe(true);
    expect(await verifyPassword(OWNER_PASSWORD, (await db.prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash)).toBe(true);
  });

  it("a later proof on a verified account changes nothing: the password, links and sessions stay", async () => {
    const email = address("verified");
    await signUp(db.prisma, { name: "Owner", email, password: OWNER_PASSWORD, locale: "en" });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect((await verifyEmail(db.prisma, await tokenFromOutbox(email, "/auth/verify"), { signUpCookie: signUpCookieValue(user.id) })).ok).toBe(true);
    const verifiedAt = (await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified;
    const sid = await createSession(db.prisma, { userId: user.id });
    const authAt = Date.now();
    const reset = await createAuthToken(db.prisma, { purpose: "PASSWORD_RESET", email, userId: user.id });
    await requestMagicLink(db.prisma, email, "en");
    expect((await tokenSignIn(db.prisma, { token: await tokenFromOutbox(email, "/auth/token"), kind: "magic", locale: "en" })).ok).toBe(true);
    await socialSignIn(db.prisma, { provider: "linkedin", providerAccountId: `li-${n}`, type: "oidc", email, name: "Owner" });
    const after = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.emailVerified).toEqual(verifiedAt);
    expect(await verifyPassword(OWNER_PASSWORD, after.passwordHash)).toBe(true);
    expect(await loadPrincipal(db.prisma, user.id, { authAt, sid })).toMatchObject({ userId: user.id });
    expect((await consumeAuthToken(db.prisma, "PASSWORD_RESET", reset)).ok).toBe(true);
  });
});

describe("unverified accounts expire after 7 days", () => {
  const age = (id: string, ms: number) => db.prisma.user.update({ where: { id }, data: { createdAt: new Date(Date.now() - ms) } });

  it("a new sign-up over an expired unverified account takes the address; a younger one still holds it", async () => {
    const victim = address("expired");
    await signUp(db.prisma, { name: "Mallory", email: victim, password: ATTACKER_PASSWORD, locale: "en" });
    const squatter = await db.prisma.user.findUniqueOrThrow({ where: { email: victim } });

    // Six days on: the address is still held (the owner is told by email, as for any account).
    await age(squatter.id, UNVERIFIED_ACCOUNT_TTL_MS - 86_400_000);
    expect(await signUp(db.prisma, { name: "Owner", email: victim, password: OWNER_PASSWORD, locale: "en" })).toEqual({ status: "exists" });
    // And nobody can have its verification link sent again once it is past its time.
    await age(squatter.id, UNVERIFIED_ACCOUNT_TTL_MS + 60_000);
    const mails = await db.prisma.emailOutbox.count({ where: { to: victim } });
    await resendVerification(db.prisma, victim, "en");
    expect(await db.prisma.emailOutbox.count({ where: { to: victim } })).toBe(mails);

    // Past 7 days: the sign-up replaces it, with its own password, links and referral record.
    const res = await signUp(db.prisma, { name: "Owner", email: victim, password: OWNER_PASSWORD, locale: "en" });
    expect(res.status).toBe("created");
    expect(await db.prisma.user.findUnique({ where: { id: squatter.id } })).toBeNull();
    const owner = await db.prisma.user.findUniqueOrThrow({ where: { email: victim } });
    expect(owner.id).not.toBe(squatter.id);
    expect(await db.prisma.authToken.count({ where: { userId: squatter.id } })).toBe(0);
    expect(await verifyPassword(OWNER_PASSWORD, owner.passwordHash)).toBe(true);
    expect((await verifyEmail(db.prisma, await tokenFromOutbox(victim, "/auth/verify"), { signUpCookie: signUpCookieValue(owner.id) })).ok).toBe(true);
  });

  it("an old account that was verified, deleted, or holds anything is never replaced", async () => {
    const verified = address("old-verified");
    const v = await db.prisma.user.create({ data: { email: verified, referralCode: `ov-${randomBytes(3).toString("hex")}`, emailVerified: new Date() } });
    await age(v.id, 30 * 86_400_000);
    expect(await signUp(db.prisma, { name: "X", email: verified, password: OWNER_PASSWORD, locale: "en" })).toEqual({ status: "exists" });
    const holding = address("old-holding");
    const h = await db.prisma.user.create({ data: { email: holding, referralCode: `oh-${randomBytes(3).toString("hex")}` } });
    await db.prisma.account.create({ data: { userId: h.id, provider: "google", providerAccountId: `old-${n}`, type: "oidc" } });
    await age(h.id, 30 * 86_400_000);
    expect(await signUp(db.prisma, { name: "X", email: holding, password: OWNER_PASSWORD, locale: "en" })).toEqual({ status: "exists" });
    expect(await db.prisma.user.count({ where: { id: { in: [v.id, h.id] } } })).toBe(2);
  });
});
