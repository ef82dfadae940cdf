import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { openTestDb } from "@/lib/db/testing";
import { requestMagicLink, requestPasswordReset, resetPassword, signUp, useMagicLink, verifyEmail } from "./accounts";
import { hashPassword, verifyPassword } from "./password";
import { loadPrincipal } from "./principal";
import { checkLoginLock, recordLoginAttempt } from "./rate-limit";
import { consumeAuthToken, createAuthToken, hashToken } from "./tokens";

let db: Db & { cleanup(): Promise<void> };
beforeAll(async () => {
  db = await openTestDb("pglite");
});
afterAll(async () => {
  await db?.cleanup();
});

/** The token inside the newest outbox email to `to` whose link points at `path`. */
async function tokenFromOutbox(to: string, path: string): Promise<string> {
  const mail = await db.prisma.emailOutbox.findFirst({ where: { to }, orderBy: { createdAt: "desc" } });
  const m = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
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
    expect(mail.text).toContain("/de/auth/verify?token=");
    expect(mail.status).toBe("PENDING");

    const token = await tokenFromOutbox("jurgen@example.test", "/de/auth/verify");
    expect((await verifyEmail(db.prisma, token)).ok).toBe(true);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).not.toBeNull();
    expect(await verifyEmail(db.prisma, token)).toEqual({ ok: false, reason: "used" });
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
    const res = await useMagicLink(db.prisma, token, "es");
    expect(res.ok).toBe(true);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "fresh@example.test" } });
    expect(user.emailVerified).not.toBeNull();
    expect(user.passwordHash).toBeNull();
    expect(user.locale).toBe("es");
  });
});

describe("login rate limit", () => {
  it("locks an email after 5 failures in 15 minutes and says when to retry; success clears it", async () => {
    const email = "locked@example.test";
    for (let i = 0; i < 4; i++) await recordLoginAttempt(db.prisma, email, "10.9.9.9", false);
    expect(await checkLoginLock(db.prisma, email, "10.9.9.9")).toEqual({ locked: false });
    await recordLoginAttempt(db.prisma, email, "10.9.9.9", false);
    const lock = await checkLoginLock(db.prisma, email, "10.9.9.9");
    expect(lock).toEqual({ locked: true, retryAfterMinutes: 15 });
    // Ten minutes on, five minutes remain; after the window, the lock is gone.
    expect(await checkLoginLock(db.prisma, email, null, new Date(Date.now() + 10 * 60_000))).toEqual({ locked: true, retryAfterMinutes: 5 });
    expect(await checkLoginLock(db.prisma, email, null, new Date(Date.now() + 16 * 60_000))).toEqual({ locked: false });
    await recordLoginAttempt(db.prisma, email, "10.9.9.9", true);
    expect(await checkLoginLock(db.prisma, email, "10.9.9.9")).toEqual({ locked: false });
  });

  it("locks an address that tries many accounts", async () => {
    for (let i = 0; i < 20; i++) await recordLoginAttempt(db.prisma, `sweep${i}@example.test`, "10.7.7.7", false);
    expect((await checkLoginLock(db.prisma, "another@example.test", "10.7.7.7")).locked).toBe(true);
    expect((await checkLoginLock(db.prisma, "another@example.test", "10.7.7.8")).locked).toBe(false);
  });
});

describe("principal", () => {
  it("reads platform and organisation roles fresh from the database", async () => {
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "fresh@example.test" } });
    expect(await loadPrincipal(db.prisma, user.id)).toEqual({ userId: user.id, role: "user", orgRole: null });
    const org = await db.prisma.organization.create({ data: { name: "Acme", slug: `acme-${Date.now()}`, ownerId: user.id } });
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
