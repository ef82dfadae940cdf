import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { loadPrincipal } from "@/lib/auth/principal";
import { hashToken } from "@/lib/auth/tokens";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { renderEmail } from "@/lib/email/templates";
import { createLocalStorage } from "@/lib/storage/local";
import type { FileStorage } from "@/lib/storage/types";
import { LEFTOVER_FILES_AUDIT_ACTION } from "@/lib/privacy/leftovers";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { type PrintedEmails, printEmails } from "@/lib/testing/email";
import { createFinishedShoot, createUser } from "@/lib/testing/fixtures";
import { anonymisedEmail, deleteAccount } from "./delete";
import { confirmEmailChange, EMAIL_TOKEN_PARAM, maskEmail, requestEmailChange } from "./email-change";
import { submitFeedback } from "./feedback";
import { changePassword } from "./password";
import { readProfile, updateProfile } from "./profile";
import { goodResultShoot, reviewAuthor, reviewerName, submitReview, trustpilotUrl, TRUSTPILOT_REVIEW_URL } from "./review";
import { setMarketingOptOut, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe";

const PASSWORD = "correct horse battery";
const SECRET = "account-test-secret-account-test-secret";
const quiet = { info: () => {}, error: () => {} };
const rules = rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 });
/** A limiter of its own (this process's memory, as on PGlite), so each limit test starts from zero. */
const freshLimits = () => createRateLimits({ kind: "memory" }, rules);

let db: TestDb;
let storage: FileStorage;
let storageDir: string;

let printed: PrintedEmails;

beforeAll(async () => {
  db = await openTestDb("pglite");
  printed = printEmails();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-account-"));
  storage = createLocalStorage(storageDir, { secret: SECRET });
});
afterAll(async () => {
  printed?.restore();
  await db?.cleanup();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** A verified person with a password. */
async function person(name = "Ada Lovelace") {
  return createUser(db.prisma, { name, passwordHash: await hashPassword(PASSWORD) });
}

/** The token in the newest email to `to` whose link carries `param`, as the outbox transport prints it in development (the row keeps it redacted). */
async function tokenFromOutbox(to: string, param: string): Promise<string> {
  const m = printed.lastTo(to).match(new RegExp(`[?&]${param}=([A-Za-z0-9_%.-]+)`));
  if (!m) throw new Error(`no ${param} link in the last email to ${to}`);
  return decodeURIComponent(m[1]!);
}

const templatesTo = async (to: string) => (await db.prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } })).map((m) => m.template);

describe("account emails", () => {
  it("render in every language with their values filled in", async () => {
    const data = { name: "Ada", email: "ad***@example.test", url: "https://lumen.example/x?token=t" };
    for (const template of ["email-change-verify", "email-change-taken", "email-changed", "password-changed", "account-deleted"] as const) {
      const subjects = new Set<string>();
      for (const locale of ["en", "de", "es"] as const) {
        const mail = await renderEmail(template, locale, data);
        subjects.add(mail.subject);
        expect(mail.text).not.toMatch(/\{\w+\}/);
        expect(mail.text).toContain(data.url);
      }
      expect(subjects.size, template).toBe(3);
    }
    expect((await renderEmail("email-changed", "de", data)).text).toContain("ad***@example.test");
  });
});

describe("profile details", () => {
  it("saves name, job title and phone, and clears the optional ones when emptied", async () => {
    const u = await person();
    expect(await updateProfile(db.prisma, u.id, { name: "  Ada King ", jobTitle: "Analyst", phone: "+44 20 7946 0958" })).toEqual({ ok: true });
    expect(await readProfile(db.prisma, u.id)).toMatchObject({ name: "Ada King", jobTitle: "Analyst", phone: "+44 20 7946 0958", hasPassword: true });
    expect(await updateProfile(db.prisma, u.id, { name: "Ada King", jobTitle: "", phone: "" })).toEqual({ ok: true });
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect([row.jobTitle, row.phone]).toEqual([null, null]);
    expect(await db.prisma.auditLog.count({ where: { actorId: u.id, action: "account.profile.update" } })).toBe(2);
  });

  it("refuses an empty name, a long job title and a phone that is not a number, changing nothing", async () => {
    const u = await person("Grace Hopper");
    const res = await updateProfile(db.prisma, u.id, { name: " ", jobTitle: "x".repeat(101), phone: "call me" });
    expect(res).toEqual({ ok: false, fieldErrors: { name: "nameRequired", jobTitle: "jobTitleTooLong", phone: "phoneInvalid" } });
    expect(await updateProfile(db.prisma, u.id, { name: "G", phone: "12345" })).toEqual({ ok: false, fieldErrors: { phone: "phoneInvalid" } });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).name).toBe("Grace Hopper");
  });
});

describe("changing the email address", () => {
  it("needs the new address twice and the current password", async () => {
    const u = await person();
    const base = { userId: u.id, locale: "en" as const };
    expect(await requestEmailChange(db.prisma, { ...base, newEmail: "new@example.test", confirmEmail: "neu@example.test", currentPassword: PASSWORD })).toEqual({
      ok: false,
      fieldErrors: { confirmEmail: "emailMismatch" },
    });
    expect(await requestEmailChange(db.prisma, { ...base, newEmail: "not-an-email", confirmEmail: "not-an-email", currentPassword: PASSWORD })).toMatchObject({
      fieldErrors: { newEmail: "emailInvalid" },
    });
    expect(await requestEmailChange(db.prisma, { ...base, newEmail: u.email, confirmEmail: u.email, currentPassword: PASSWORD })).toEqual({ ok: false, fieldErrors: { newEmail: "sameEmail" } });
    expect(await requestEmailChange(db.prisma, { ...base, newEmail: "new@example.test", confirmEmail: "new@example.test", currentPassword: "wrong password" })).toEqual({
      ok: false,
      fieldErrors: { currentPassword: "wrongPassword" },
    });
    expect(await db.prisma.authToken.count({ where: { userId: u.id, purpose: "EMAIL_CHANGE" } })).toBe(0);
  });

  it("sends a link to the new address; following it switches the address and tells the old one", async () => {
    const u = await person();
    const next = `moved-${u.id}@example.test`;
    const res = await requestEmailChange(db.prisma, { userId: u.id, locale: "de", newEmail: ` ${next.toUpperCase()} `, confirmEmail: next, currentPassword: PASSWORD });
    expect(res).toEqual({ ok: true, sentTo: next });
    const mail = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: next } });
    expect(mail.template).toBe("email-change-verify");
    expect(mail.text).toContain("[redacted]");
    expect(mail.text).not.toContain(`${EMAIL_TOKEN_PARAM}=`);
    const token = await tokenFromOutbox(next, EMAIL_TOKEN_PARAM);
    // Nothing changes before the link is followed.
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).email).toBe(u.email);

    const signedInBefore = Date.now() - 1000;
    const confirmed = await confirmEmailChange(db.prisma, { userId: u.id, token, locale: "de" });
    expect(confirmed).toMatchObject({ ok: true, email: next });
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.email).toBe(next);
    expect(row.emailVerified).not.toBeNull();
    // Sessions signed in with the old address end; the caller keeps its own (lib/auth keepCurrentSession).
    expect(confirmed.ok && row.sessionsValidFrom?.getTime()).toBe(confirmed.ok && confirmed.sessionsValidFrom.getTime());
    expect(await loadPrincipal(db.prisma, u.id, { authAt: signedInBefore })).toBeNull();
    expect(await loadPrincipal(db.prisma, u.id, { authAt: Date.now() })).toMatchObject({ userId: u.id });
    expect(await templatesTo(u.email)).toContain("email-changed");
    const notice = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: u.email, template: "email-changed" } });
    expect(notice.text).toContain(maskEmail(next));
    expect(notice.text).not.toContain(next);
    // Single use.
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token, locale: "de" })).toEqual({ ok: false, error: "used" });
  });

  it("refuses an expired link, and a link of another account without spending it", async () => {
    const u = await person();
    const other = await person();
    const next = `later-${u.id}@example.test`;
    await requestEmailChange(db.prisma, { userId: u.id, locale: "en", newEmail: next, confirmEmail: next, currentPassword: PASSWORD });
    const token = await tokenFromOutbox(next, EMAIL_TOKEN_PARAM);
    expect(await confirmEmailChange(db.prisma, { userId: other.id, token, locale: "en" })).toEqual({ ok: false, error: "invalid" });
    expect((await db.prisma.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).usedAt).toBeNull();
    await db.prisma.authToken.update({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token, locale: "en" })).toEqual({ ok: false, error: "expired" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).email).toBe(u.email);
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token: "garbage", locale: "en" })).toEqual({ ok: false, error: "invalid" });
  });

  it("answers the same for an address that has an account, emails only that address, and creates no link", async () => {
    const u = await person();
    const owner = await person("Taken Person");
    const res = await requestEmailChange(db.prisma, { userId: u.id, locale: "en", newEmail: owner.email, confirmEmail: owner.email, currentPassword: PASSWORD });
    expect(res).toEqual({ ok: true, sentTo: owner.email });
    expect(await db.prisma.authToken.count({ where: { userId: u.id, purpose: "EMAIL_CHANGE" } })).toBe(0);
    expect(await templatesTo(owner.email)).toEqual(["email-change-taken"]);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).email).toBe(u.email);
  });

  it("refuses at confirmation when someone took the address after the link was sent", async () => {
    const u = await person();
    const next = `race-${u.id}@example.test`;
    await requestEmailChange(db.prisma, { userId: u.id, locale: "en", newEmail: next, confirmEmail: next, currentPassword: PASSWORD });
    const token = await tokenFromOutbox(next, EMAIL_TOKEN_PARAM);
    await createUser(db.prisma, { email: next, emailVerified: null });
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token, locale: "en" })).toEqual({ ok: false, error: "taken" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).email).toBe(u.email);
  });

  it("only the newest link works", async () => {
    const u = await person();
    const first = `first-${u.id}@example.test`;
    const second = `second-${u.id}@example.test`;
    await requestEmailChange(db.prisma, { userId: u.id, locale: "en", newEmail: first, confirmEmail: first, currentPassword: PASSWORD });
    const old = await tokenFromOutbox(first, EMAIL_TOKEN_PARAM);
    await requestEmailChange(db.prisma, { userId: u.id, locale: "en", newEmail: second, confirmEmail: second, currentPassword: PASSWORD });
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token: old, locale: "en" })).toEqual({ ok: false, error: "used" });
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token: await tokenFromOutbox(second, EMAIL_TOKEN_PARAM), locale: "en" })).toMatchObject({ ok: true, email: second });
  });

  it("sends at most five links an hour per account, taken addresses included; wrong passwords do not count", async () => {
    const u = await person();
    const taken = await person();
    const limits = freshLimits();
    const ask = (newEmail: string, currentPassword = PASSWORD, userId = u.id) => requestEmailChange(db.prisma, { userId, locale: "en", newEmail, confirmEmail: newEmail, currentPassword, limits });
    expect(rules["email-change.user"]).toEqual({ points: 5, duration: 3600 });
    expect(await ask(`nope-${u.id}@example.test`, "wrong password")).toMatchObject({ fieldErrors: { currentPassword: "wrongPassword" } });
    expect(await ask(taken.email)).toEqual({ ok: true, sentTo: taken.email });
    for (let i = 1; i < 5; i++) expect(await ask(`try${i}-${u.id}@example.test`)).toMatchObject({ ok: true });
    const mails = await db.prisma.emailOutbox.count();
    expect(await ask(`one-too-many-${u.id}@example.test`)).toEqual({ ok: false, error: "tooManyEmailChanges" });
    expect(await db.prisma.emailOutbox.count()).toBe(mails);
    expect(await db.prisma.authToken.count({ where: { email: `one-too-many-${u.id}@example.test` } })).toBe(0);
    // Another account has its own allowance.
    const other = await person();
    expect(await ask(`fine-${other.id}@example.test`, PASSWORD, other.id)).toMatchObject({ ok: true });
    // The next hour the person may ask again.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3600_000 });
    try {
      expect(await ask(`later-${u.id}@example.test`)).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("changing the password", () => {
  it("refuses a wrong current password, a mismatch and a short one", async () => {
    const u = await person();
    const base = { userId: u.id, locale: "en" as const };
    expect(await changePassword(db.prisma, { ...base, currentPassword: "nope nope", newPassword: "new password 1", confirmPassword: "new password 1" })).toEqual({
      ok: false,
      fieldErrors: { currentPassword: "wrongPassword" },
    });
    expect(await changePassword(db.prisma, { ...base, currentPassword: PASSWORD, newPassword: "new password 1", confirmPassword: "new password 2" })).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: "passwordMismatch" },
    });
    expect(await changePassword(db.prisma, { ...base, currentPassword: PASSWORD, newPassword: "short", confirmPassword: "short" })).toEqual({
      ok: false,
      fieldErrors: { newPassword: "passwordTooShort" },
    });
    expect(await verifyPassword(PASSWORD, (await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash)).toBe(true);
  });

  it("changes it, tells the owner by email, and locks after too many wrong guesses", async () => {
    const u = await person();
    const base = { userId: u.id, locale: "en" as const };
    expect(await changePassword(db.prisma, { ...base, currentPassword: PASSWORD, newPassword: "brand new secret", confirmPassword: "brand new secret" })).toMatchObject({ ok: true });
    const hash = (await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash;
    expect(await verifyPassword("brand new secret", hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, hash)).toBe(false);
    expect(await templatesTo(u.email)).toContain("password-changed");

    for (let i = 0; i < 5; i++) await changePassword(db.prisma, { ...base, currentPassword: `guess ${i}`, newPassword: "whatever 123", confirmPassword: "whatever 123" });
    const locked = await changePassword(db.prisma, { ...base, currentPassword: "brand new secret", newPassword: "whatever 123", confirmPassword: "whatever 123" });
    expect(locked).toMatchObject({ ok: false, error: "tooManyAttempts" });
  });

  it("ends every other session and revokes open reset, email-change and sign-in links", async () => {
    const u = await person();
    const signedInEarlier = Date.now() - 60_000;
    expect(await loadPrincipal(db.prisma, u.id, { authAt: signedInEarlier })).toMatchObject({ userId: u.id });
    const next = `elsewhere-${u.id}@example.test`;
    await requestEmailChange(db.prisma, { userId: u.id, locale: "en", newEmail: next, confirmEmail: next, currentPassword: PASSWORD });
    const emailToken = await tokenFromOutbox(next, EMAIL_TOKEN_PARAM);
    const magic = await db.prisma.authToken.create({ data: { purpose: "MAGIC_LINK", email: u.email, userId: u.id, tokenHash: `magic-${u.id}`, expiresAt: new Date(Date.now() + 600_000) } });
    const verify = await db.prisma.authToken.create({ data: { purpose: "EMAIL_VERIFICATION", email: u.email, userId: u.id, tokenHash: `verify-${u.id}`, expiresAt: new Date(Date.now() + 600_000) } });

    const res = await changePassword(db.prisma, { userId: u.id, locale: "en", currentPassword: PASSWORD, newPassword: "brand new secret", confirmPassword: "brand new secret" });
    if (!res.ok) throw new Error(JSON.stringify(res));
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.sessionsValidFrom?.getTime()).toBe(res.sessionsValidFrom.getTime());
    // A session signed in before the change (another browser, a stolen cookie) counts as signed out…
    expect(await loadPrincipal(db.prisma, u.id, { authAt: signedInEarlier })).toBeNull();
    expect(await loadPrincipal(db.prisma, u.id, { authAt: null })).toBeNull();
    // …a sign-in after it (or the re-issued current session) does not.
    expect(await loadPrincipal(db.prisma, u.id, { authAt: res.sessionsValidFrom.getTime() })).toMatchObject({ userId: u.id });
    // The pending email change and the sign-in link are dead; verification links are not account actions.
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token: emailToken, locale: "en" })).toEqual({ ok: false, error: "used" });
    expect((await db.prisma.authToken.findUniqueOrThrow({ where: { id: magic.id } })).usedAt).not.toBeNull();
    expect((await db.prisma.authToken.findUniqueOrThrow({ where: { id: verify.id } })).usedAt).toBeNull();
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).email).toBe(u.email);
  });

  it("says so when the account has no password", async () => {
    const u = await createUser(db.prisma);
    expect(await changePassword(db.prisma, { userId: u.id, locale: "en", currentPassword: "anything", newPassword: "new password 1", confirmPassword: "new password 1" })).toEqual({
      ok: false,
      error: "noPassword",
    });
  });
});

describe("deleting the account", () => {
  it("refuses a typed address that is not the account's, and team accounts", async () => {
    const u = await person();
    expect(await deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: "someone@else.test", log: quiet })).toEqual({ ok: false, error: "confirmEmailMismatch" });
    expect(await deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: "", log: quiet })).toEqual({ ok: false, error: "confirmEmailRequired" });
    const lead = await person();
    const org = await db.prisma.organization.create({ data: { name: "Acme", slug: `acme-${lead.id}`, ownerId: lead.id } });
    await db.prisma.membership.create({ data: { userId: lead.id, organizationId: org.id, role: "OWNER", status: "JOINED" } });
    expect(await readProfile(db.prisma, lead.id)).toMatchObject({ teamAccount: true });
    expect(await readProfile(db.prisma, u.id)).toMatchObject({ teamAccount: false });
    expect(await deleteAccount(db.prisma, storage, { userId: lead.id, confirmEmail: lead.email, currentPassword: PASSWORD, log: quiet })).toEqual({ ok: false, error: "teamAccount" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).deletedAt).toBeNull();
  });

  it("anonymises the person, ends sessions, deletes shoots and files, keeps orders, and emails the old address", async () => {
    const u = await person("Dora Delete");
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 2, userId: u.id });
    const photoKey = `shoots/${shoot.shootId}/photos/p1.jpg`;
    await storage.put(photoKey, Buffer.from("photo"), { contentType: "image/jpeg" });
    await db.prisma.uploadedPhoto.create({ data: { shootId: shoot.shootId, storageKey: photoKey, width: 10, height: 10, bytes: 5, mime: "image/jpeg", accepted: true, score: 90 } });
    const resultKeys = (await db.prisma.result.findMany({ where: { shootId: shoot.shootId } })).map((r) => r.storageKey);
    for (const key of resultKeys) expect(await storage.exists(key)).toBe(true);
    const share = await db.prisma.shareToken.create({ data: { shootId: shoot.shootId, tokenHash: `share-${u.id}` } });
    await db.prisma.session.create({ data: { userId: u.id, sessionToken: `s-${u.id}`, expires: new Date(Date.now() + 3600_000) } });
    await db.prisma.account.create({ data: { userId: u.id, type: "oauth", provider: "google", providerAccountId: `g-${u.id}` } });
    const order = await db.prisma.order.create({ data: { userId: u.id, kind: "PACKAGE", status: "PAID", currency: "USD", subtotal: 2900, total: 2900 } });
    await db.prisma.user.update({ where: { id: u.id }, data: { jobTitle: "Engineer", phone: "+1 555 000 1111" } });

    const res = await deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: ` ${u.email.toUpperCase()} `, currentPassword: PASSWORD, log: quiet });
    expect(res).toMatchObject({ ok: true, email: u.email, shoots: 1, fileFailures: 0 });
    if (res.ok) expect(res.filesDeleted).toBeGreaterThanOrEqual(resultKeys.length + 1);

    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row).toMatchObject({ email: anonymisedEmail(u.id), name: null, jobTitle: null, phone: null, passwordHash: null, emailVerified: null, marketingOptOut: true });
    expect(row.deletedAt).not.toBeNull();
    expect(await db.prisma.session.count({ where: { userId: u.id } })).toBe(0);
    expect(await db.prisma.account.count({ where: { userId: u.id } })).toBe(0);
    // The old address no longer leads to an account: no password sign-in, no reset.
    expect(await db.prisma.user.findUnique({ where: { email: u.email } })).toBeNull();
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(false);
    // A session cookie still in a browser no longer counts as signed in.
    expect(await loadPrincipal(db.prisma, u.id)).toBeNull();
    expect(await readProfile(db.prisma, u.id)).toBeNull();

    const s = await db.prisma.shoot.findUniqueOrThrow({ where: { id: shoot.shootId } });
    expect(s.state).toBe("DELETED");
    expect(s.deletedAt).not.toBeNull();
    expect(await db.prisma.result.count({ where: { shootId: shoot.shootId, deletedAt: null } })).toBe(0);
    expect(await db.prisma.uploadedPhoto.count({ where: { shootId: shoot.shootId, deletedAt: null } })).toBe(0);
    expect((await db.prisma.shareToken.findUniqueOrThrow({ where: { id: share.id } })).revokedAt).not.toBeNull();
    for (const key of [...resultKeys, photoKey]) expect(await storage.exists(key)).toBe(false);
    const folder = path.join(storageDir, "shoots", shoot.shootId);
    const left = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
    expect(left).toEqual([]);

    expect(await db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ userId: u.id, total: 2900 });
    // The farewell goes to the old address; its outbox row names the placeholder and keeps none of the values.
    expect(printed.lastTo(u.email)).toContain("Your Lumen account has been deleted");
    const mail = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: anonymisedEmail(u.id), template: "account-deleted" } });
    expect(mail.subject).toBe("Your Lumen account has been deleted");
    expect(JSON.stringify(mail)).not.toContain("Dora");
    expect(await db.prisma.auditLog.count({ where: { actorId: u.id, action: "account.delete", targetId: u.id } })).toBe(1);

    // A second attempt (another tab) does nothing.
    expect(await deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: u.email, currentPassword: PASSWORD, log: quiet })).toEqual({ ok: false, error: "notSignedIn" });
  });

  it("takes the person's emails out of the outbox: to the address they left, the one they have, one never confirmed", async () => {
    const u = await person("Olga Outbox");
    const other = await person("Otto Other");
    const [first, second, unconfirmed] = [u.email, `second-${u.id}@example.test`, `unconfirmed-${u.id}@example.test`];
    const change = { userId: u.id, locale: "en" as const, currentPassword: PASSWORD };
    expect(await changePassword(db.prisma, { ...change, newPassword: "olga second pw", confirmPassword: "olga second pw" })).toMatchObject({ ok: true });
    expect(await requestEmailChange(db.prisma, { ...change, currentPassword: "olga second pw", newEmail: second, confirmEmail: second })).toMatchObject({ ok: true });
    expect(await confirmEmailChange(db.prisma, { userId: u.id, token: await tokenFromOutbox(second, EMAIL_TOKEN_PARAM), locale: "en" })).toMatchObject({ ok: true });
    expect(await requestEmailChange(db.prisma, { ...change, currentPassword: "olga second pw", newEmail: unconfirmed, confirmEmail: unconfirmed })).toMatchObject({ ok: true });
    expect(await changePassword(db.prisma, { userId: other.id, locale: "en", currentPassword: PASSWORD, newPassword: "otto second pw", confirmPassword: "otto second pw" })).toMatchObject({ ok: true });
    expect(await templatesTo(first)).toEqual(["password-changed", "email-changed"]);
    expect(await templatesTo(second)).toEqual(["email-change-verify"]);
    expect(await templatesTo(unconfirmed)).toEqual(["email-change-verify"]);

    expect(await deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: second, currentPassword: "olga second pw", log: quiet })).toMatchObject({ ok: true });
    const outbox = JSON.stringify(await db.prisma.emailOutbox.findMany());
    for (const left of [first, second, unconfirmed, "Olga"]) expect(outbox).not.toContain(left);
    expect(await templatesTo(anonymisedEmail(u.id))).toEqual(["account-deleted"]);
    // Nobody else's.
    expect(await templatesTo(other.email)).toEqual(["password-changed"]);
  });

  it("still deletes the account when storage fails, and logs the failure", async () => {
    const u = await person();
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 1, userId: u.id });
    const errors: string[] = [];
    const broken: FileStorage = { ...storage, deletePrefix: async () => Promise.reject(new Error("storage down")), exists: storage.exists, delete: storage.delete };
    const res = await deleteAccount(db.prisma, broken, { userId: u.id, confirmEmail: u.email, currentPassword: PASSWORD, log: { info: () => {}, error: (m: string) => errors.push(m) } });
    expect(res).toMatchObject({ ok: true, fileFailures: 1 });
    expect(errors.join("\n")).toContain("storage down");
    expect((await db.prisma.shoot.findUniqueOrThrow({ where: { id: shoot.shootId } })).state).toBe("DELETED");
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).deletedAt).not.toBeNull();
  });

  it("needs the current password, counting wrong ones like failed logins", async () => {
    const u = await person();
    const del = (currentPassword?: string, ip = "10.20.30.40") => deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: u.email, currentPassword, authAt: Date.now(), ip, log: quiet });
    // A fresh session is no substitute for the password; asking for it costs no attempt.
    expect(await del()).toEqual({ ok: false, error: "passwordRequired" });
    expect(await del("")).toEqual({ ok: false, error: "passwordRequired" });
    for (let i = 0; i < 5; i++) expect(await del(`guess ${i}`)).toEqual({ ok: false, error: "wrongPassword" });
    // Locked from this address: even the right password waits now.
    expect(await del(PASSWORD)).toMatchObject({ ok: false, error: "tooManyAttempts" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).deletedAt).toBeNull();
    // The lock is the (account, address) pair's: from another address the owner goes on.
    expect(await del(PASSWORD, "10.20.30.41")).toMatchObject({ ok: true });
  });

  it("asks an account without a password to have signed in within 15 minutes", async () => {
    const u = await createUser(db.prisma);
    const now = new Date();
    const del = (authAt: number | null) => deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: u.email, authAt, now, log: quiet });
    expect(await del(null)).toEqual({ ok: false, error: "reauthRequired" });
    expect(await del(now.getTime() - 16 * 60_000)).toEqual({ ok: false, error: "reauthRequired" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).deletedAt).toBeNull();
    // The typed address still comes first.
    expect(await deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: "x@y.test", authAt: now.getTime(), now, log: quiet })).toEqual({ ok: false, error: "confirmEmailMismatch" });
    expect(await del(now.getTime() - 14 * 60_000)).toMatchObject({ ok: true });
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row.deletedAt).not.toBeNull();
    // Every session ends, also one that would sign in with the same second.
    expect(row.sessionsValidFrom?.getTime()).toBe(now.getTime());
  });

  it("records the shoots it emptied, so the privacy sweep only looks again where storage failed", async () => {
    const u = await person();
    const emptied = await createFinishedShoot(db.prisma, { storage, count: 1, userId: u.id });
    const stuck = await createFinishedShoot(db.prisma, { storage, count: 1, userId: u.id });
    const failing: FileStorage = {
      ...storage,
      deletePrefix: async (prefix) => (prefix.includes(stuck.shootId) ? Promise.reject(new Error("storage down")) : storage.deletePrefix(prefix)),
    };
    expect(await deleteAccount(db.prisma, failing, { userId: u.id, confirmEmail: u.email, currentPassword: PASSWORD, log: quiet })).toMatchObject({ ok: true, fileFailures: 1 });
    const markers = await db.prisma.auditLog.findMany({ where: { action: LEFTOVER_FILES_AUDIT_ACTION, targetId: { in: [emptied.shootId, stuck.shootId] } } });
    expect(markers.map((m) => [m.targetId, m.data])).toEqual([[emptied.shootId, { scope: "shoot" }]]);
  });

  it("removes the person's reviews", async () => {
    const u = await person("Rita Review");
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 1, userId: u.id });
    await db.prisma.result.updateMany({ where: { shootId: shoot.shootId }, data: { isFavorite: true } });
    const review = await submitReview(db.prisma, { userId: u.id, locale: "en", rating: 5, body: "Lovely headshots, thank you!", consent: "on" });
    if (!review.ok) throw new Error(JSON.stringify(review));
    await deleteAccount(db.prisma, storage, { userId: u.id, confirmEmail: u.email, currentPassword: PASSWORD, log: quiet });
    expect(await db.prisma.review.findUnique({ where: { id: review.reviewId } })).toBeNull();
  });
});

describe("unsubscribe links", () => {
  it("switch marketing mail off and on again without signing in", async () => {
    const u = await person();
    const url = unsubscribeUrl(u.id, "es", { appUrl: "https://lumen.example", secret: SECRET });
    expect(url).toMatch(/^https:\/\/lumen\.example\/es\/profile\/unsubscribe\?token=/);
    const token = new URL(url).searchParams.get("token")!;
    expect(verifyUnsubscribeToken(token, SECRET)).toBe(u.id);
    expect(await setMarketingOptOut(db.prisma, { token, optOut: true, secret: SECRET })).toEqual({ ok: true, optedOut: true });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).marketingOptOut).toBe(true);
    // Idempotent: a second click changes nothing and writes no second audit row.
    await setMarketingOptOut(db.prisma, { token, optOut: true, secret: SECRET });
    expect(await db.prisma.auditLog.count({ where: { actorId: u.id, action: "account.marketing.unsubscribe" } })).toBe(1);
    expect(await setMarketingOptOut(db.prisma, { token, optOut: false, secret: SECRET })).toEqual({ ok: true, optedOut: false });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).marketingOptOut).toBe(false);
  });

  it("refuse a tampered token, another user's id with the signature, and another secret", async () => {
    const a = await person();
    const b = await person();
    const token = unsubscribeToken(a.id, SECRET);
    const [, sig] = token.split(".");
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [flipped, `${b.id}.${sig}`, unsubscribeToken(a.id, "another-secret-another-secret-another"), "", "x.y", `${token}.extra`, null, 42]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
    expect(await setMarketingOptOut(db.prisma, { token: `${b.id}.${sig}`, optOut: true, secret: SECRET })).toEqual({ ok: false, error: "invalid" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: b.id } })).marketingOptOut).toBe(false);
  });
});

describe("reviews", () => {
  it("are only asked for after a good result, need consent, and are taken once", async () => {
    const u = await person("Vera Valentina Review");
    const base = { userId: u.id, locale: "de" as const };
    expect(await submitReview(db.prisma, { ...base, rating: 5, body: "Great headshots, really!", consent: "on" })).toEqual({ ok: false, error: "noGoodResult" });
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 2, userId: u.id });
    expect(await goodResultShoot(db.prisma, u.id)).toBeNull();
    await db.prisma.result.update({ where: { id: shoot.resultIds[0]! }, data: { likedStatus: "LOVED" } });
    expect(await goodResultShoot(db.prisma, u.id)).toMatchObject({ id: shoot.shootId });

    expect(await submitReview(db.prisma, { ...base, rating: 0, body: "short", consent: "" })).toEqual({
      ok: false,
      fieldErrors: { rating: "ratingRequired", body: "bodyTooShort", consent: "consentRequired" },
    });
    const ok = await submitReview(db.prisma, { ...base, rating: "4", body: "Great headshots, really!", consent: "on" });
    if (!ok.ok) throw new Error(JSON.stringify(ok));
    expect(await db.prisma.review.findUniqueOrThrow({ where: { id: ok.reviewId } })).toMatchObject({ kind: "REVIEW", name: "Vera R.", rating: 4, locale: "de", published: false });
    expect(await submitReview(db.prisma, { ...base, rating: 5, body: "Once more with feeling", consent: "on" })).toEqual({ ok: false, error: "alreadyReviewed" });
  });

  it("name their author by first name and initial, and link to Trustpilot (overridable by a parameter)", async () => {
    expect(reviewerName("Ada Lovelace")).toBe("Ada L.");
    expect(reviewerName("Cher")).toBe("Cher");
    expect(reviewerName(null)).toBeNull();
    expect(reviewerName("   ")).toBeNull();
    expect(reviewAuthor("", "Ein Lumen-Kunde")).toBe("Ein Lumen-Kunde");
    expect(reviewAuthor("Ada L.", "Ein Lumen-Kunde")).toBe("Ada L.");
    // Without a name the review is stored nameless (no English placeholder); readers see their own language's fallback.
    const nameless = await createUser(db.prisma);
    await db.prisma.user.update({ where: { id: nameless.id }, data: { name: null } });
    const shoot = await createFinishedShoot(db.prisma, { storage, count: 1, userId: nameless.id });
    await db.prisma.result.updateMany({ where: { shootId: shoot.shootId }, data: { isFavorite: true } });
    const review = await submitReview(db.prisma, { userId: nameless.id, locale: "es", rating: 5, body: "Muy buenas fotos, gracias", consent: "on" });
    if (!review.ok) throw new Error(JSON.stringify(review));
    expect((await db.prisma.review.findUniqueOrThrow({ where: { id: review.reviewId } })).name).toBe("");
    expect(await trustpilotUrl(db.prisma)).toBe(TRUSTPILOT_REVIEW_URL);
    await db.prisma.parameter.create({ data: { key: "reviews.trustpilotUrl", value: "https://www.trustpilot.com/evaluate/example.org" } });
    expect(await trustpilotUrl(db.prisma)).toBe("https://www.trustpilot.com/evaluate/example.org");
    await db.prisma.parameter.update({ where: { key: "reviews.trustpilotUrl" }, data: { value: "javascript:alert(1)" } });
    expect(await trustpilotUrl(db.prisma)).toBe(TRUSTPILOT_REVIEW_URL);
  });
});

describe("feedback", () => {
  it("saves a rating with optional text and shoot, refuses others' shoots and bad ratings, and is throttled", async () => {
    const u = await person();
    const other = await person();
    const mine = await createFinishedShoot(db.prisma, { storage, count: 1, userId: u.id });
    const theirs = await createFinishedShoot(db.prisma, { storage, count: 1, userId: other.id });
    const limits = freshLimits();
    const ok = await submitFeedback(db.prisma, { userId: u.id, rating: "5", body: "  Loved it ", shootId: mine.shootId }, limits);
    if (!ok.ok) throw new Error(JSON.stringify(ok));
    expect(await db.prisma.feedback.findUniqueOrThrow({ where: { id: ok.feedbackId } })).toMatchObject({ userId: u.id, rating: 5, body: "Loved it", shootId: mine.shootId });
    expect(await submitFeedback(db.prisma, { userId: u.id, rating: "3", body: "", shootId: "" }, limits)).toMatchObject({ ok: true });
    expect(await submitFeedback(db.prisma, { userId: u.id, rating: "6", body: "" }, limits)).toEqual({ ok: false, fieldErrors: { rating: "ratingRequired" } });
    expect(await submitFeedback(db.prisma, { userId: u.id, rating: "", body: "" }, limits)).toEqual({ ok: false, fieldErrors: { rating: "ratingRequired" } });
    expect(await submitFeedback(db.prisma, { userId: u.id, rating: "4", shootId: theirs.shootId }, limits)).toEqual({ ok: false, fieldErrors: { shootId: "shootUnknown" } });
    const max = rules["feedback.user"].points;
    expect(max).toBe(10);
    for (let i = 2; i < max; i++) await submitFeedback(db.prisma, { userId: u.id, rating: 4 }, limits);
    expect(await submitFeedback(db.prisma, { userId: u.id, rating: 4 }, limits)).toEqual({ ok: false, error: "tooMany" });
    expect(await db.prisma.feedback.count({ where: { userId: u.id } })).toBe(max);
    // Someone else has their own allowance.
    expect(await submitFeedback(db.prisma, { userId: other.id, rating: 4 }, limits)).toMatchObject({ ok: true });
  });
});
