// The people screen's actions (/admin/user?id=…) as a browser posts them: each writes its audit row with
// before and after, every other role is refused with nothing audited, bad input is a field error, and
// the refusals (already verified, already deleted, a team account, one's own account) are clean.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { anonymisedEmail } from "@/lib/account/delete";
import type { Principal } from "@/lib/routes/middleware";
import { createLocalStorage } from "@/lib/storage/local";
import { setStorageForTests } from "@/lib/storage";
import { submitForm } from "@/lib/testing/actions";
import { adminActionBed } from "@/lib/testing/admin-actions";
import { printEmails, type PrintedEmails } from "@/lib/testing/email";
import { createOrganization, createUser } from "@/lib/testing/fixtures";
import { deleteUserAction, endSessionsAction, grantCreditsAction, resendVerificationAction, resetMfaAction } from "./actions";

const request = vi.hoisted(() => ({ principal: null as Principal }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => request.principal }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "192.0.2.10" }) }));

const bed = adminActionBed(request);
let emails: PrintedEmails;
let storageDir: string;

beforeAll(() => {
  emails = printEmails();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "bo-users-"));
  setStorageForTests(createLocalStorage(storageDir, { secret: "test-secret-test-secret" }));
});
afterAll(() => {
  emails.restore();
  setStorageForTests();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const grant = (userId: string, fields: Record<string, string> = {}) => submitForm(grantCreditsAction, { userId, kind: "PHOTO", amount: "3", reason: "Late results", ...fields });

describe("granting credits", () => {
  it("adds photo credits, books the ledger and audits before / after with the reason", async () => {
    const person = await createUser(bed.p, { photoCredits: 2 });
    bed.as("admin");
    const answer = await grant(person.id);
    expect(answer).toMatchObject({ ok: true, detail: "5" });
    expect((await bed.p.user.findUniqueOrThrow({ where: { id: person.id } })).photoCredits).toBe(5);
    const ledger = await bed.p.creditLedgerEntry.findMany({ where: { userId: person.id } });
    expect(ledger).toMatchObject([{ kind: "PHOTO", delta: 3, balanceAfter: 5, reason: "Late results", createdById: bed.admin.id, refType: "admin" }]);
    const audit = await bed.lastAudit("user.credits.grant", person.id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, targetType: "User", data: { changed: ["photoCredits"], before: { photoCredits: 2 }, after: { photoCredits: 5 }, reason: "Late results", amount: 3, kind: "PHOTO" } });
  });

  it("adds edit credits to the edit balance only", async () => {
    const person = await createUser(bed.p, { editCredits: 1, photoCredits: 7 });
    bed.as("admin");
    expect(await grant(person.id, { kind: "EDIT", amount: "10" })).toMatchObject({ ok: true });
    expect(await bed.p.user.findUniqueOrThrow({ where: { id: person.id }, select: { editCredits: true, photoCredits: true } })).toEqual({ editCredits: 11, photoCredits: 7 });
    expect((await bed.lastAudit("user.credits.grant", person.id))?.data).toMatchObject({ before: { editCredits: 1 }, after: { editCredits: 11 } });
  });

  it("books a form's request id once (a double submit grants once)", async () => {
    const person = await createUser(bed.p);
    bed.as("admin");
    const fields = { requestId: "form-123" };
    expect(await grant(person.id, fields)).toMatchObject({ ok: true });
    expect(await grant(person.id, fields)).toMatchObject({ ok: true });
    expect((await bed.p.user.findUniqueOrThrow({ where: { id: person.id } })).photoCredits).toBe(3);
    expect(await bed.p.auditLog.count({ where: { action: "user.credits.grant", targetId: person.id } })).toBe(1);
  });

  it.each([
    ["-5", "amountTooSmall"],
    ["0", "amountTooSmall"],
    ["three", "amountWhole"],
    ["2.5", "amountWhole"],
    ["1001", "amountTooLarge"],
    ["99999999999999999999999", "amountTooLarge"],
    ["", "amountRequired"],
  ])("refuses the amount %j as a field error (%s), changing nothing", async (amount, key) => {
    const person = await createUser(bed.p);
    bed.as("admin");
    const answer = await grant(person.id, { amount });
    expect(answer).toMatchObject({ fieldErrors: { amount: key } });
    expect((await bed.p.user.findUniqueOrThrow({ where: { id: person.id } })).photoCredits).toBe(0);
    expect(await bed.lastAudit("user.credits.grant", person.id)).toBeNull();
  });

  it("needs a reason and a kind", async () => {
    const person = await createUser(bed.p);
    bed.as("admin");
    expect(await grant(person.id, { reason: "  " })).toMatchObject({ fieldErrors: { reason: "reasonRequired" } });
    expect(await submitForm(grantCreditsAction, { userId: person.id, kind: "PHOTO", amount: "3" })).toMatchObject({ fieldErrors: { reason: "reasonRequired" } });
    expect(await grant(person.id, { kind: "TEAM" })).toMatchObject({ fieldErrors: { kind: "kindRequired" } });
    expect(await bed.lastAudit("user.credits.grant", person.id)).toBeNull();
  });

  it("refuses a deleted or unknown account", async () => {
    const gone = await createUser(bed.p, { deletedAt: new Date() });
    bed.as("admin");
    expect(await grant(gone.id)).toMatchObject({ error: "ACCOUNT_DELETED" });
    expect(await grant("no-such-user")).toMatchObject({ error: "NOT_FOUND" });
    expect(await bed.lastAudit("user.credits.grant", gone.id)).toBeNull();
  });

  it("refuses everyone but a platform admin", async () => {
    const person = await createUser(bed.p);
    const { answers, audited } = await bed.refusesEveryoneElse(grantCreditsAction, { userId: person.id, kind: "PHOTO", amount: "3", reason: "Try" });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect((await bed.p.user.findUniqueOrThrow({ where: { id: person.id } })).photoCredits).toBe(0);
  });
});

describe("the verification email", () => {
  it("sends a new link to an unverified address and audits it", async () => {
    const person = await createUser(bed.p, { emailVerified: null });
    bed.as("admin");
    expect(await submitForm(resendVerificationAction, { userId: person.id })).toMatchObject({ ok: true, detail: person.email });
    expect(await bed.p.emailOutbox.count({ where: { to: person.email, template: "verify-email" } })).toBe(1);
    expect(await bed.p.authToken.count({ where: { userId: person.id, purpose: "EMAIL_VERIFICATION" } })).toBe(1);
    expect(await bed.lastAudit("user.verification.resend", person.id)).toMatchObject({ actorId: bed.admin.id, data: { email: person.email, changed: [], before: {}, after: {} } });
  });

  it("refuses a verified address clearly and sends nothing", async () => {
    const person = await createUser(bed.p);
    bed.as("admin");
    expect(await submitForm(resendVerificationAction, { userId: person.id })).toMatchObject({ error: "ALREADY_VERIFIED" });
    expect(await bed.p.emailOutbox.count({ where: { to: person.email } })).toBe(0);
    expect(await bed.lastAudit("user.verification.resend", person.id)).toBeNull();
  });

  it("refuses everyone but a platform admin", async () => {
    const person = await createUser(bed.p, { emailVerified: null });
    const { answers, audited } = await bed.refusesEveryoneElse(resendVerificationAction, { userId: person.id });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect(await bed.p.emailOutbox.count({ where: { to: person.email } })).toBe(0);
  });
});

async function sessionsOf(userId: string) {
  const future = new Date(Date.now() + 86_400_000);
  await bed.p.session.createMany({
    data: [
      { userId, sessionToken: `s1-${userId}`, expires: future, mfaVerifiedAt: new Date() },
      { userId, sessionToken: `s2-${userId}`, expires: future },
    ],
  });
  const first = await bed.p.session.findFirstOrThrow({ where: { sessionToken: `s1-${userId}` } });
  await bed.p.authToken.create({ data: { userId, email: "x@example.test", purpose: "MFA_CODE", tokenHash: `mfa-${userId}`, expiresAt: future, data: { sessionId: first.id } } });
}

describe("resetting a team lead's MFA", () => {
  it("clears every session's verification and voids unused codes, keeping the sessions", async () => {
    const lead = await createUser(bed.p);
    await sessionsOf(lead.id);
    bed.as("admin");
    expect(await submitForm(resetMfaAction, { userId: lead.id })).toMatchObject({ ok: true });
    expect(await bed.p.session.count({ where: { userId: lead.id } })).toBe(2);
    expect(await bed.p.session.count({ where: { userId: lead.id, mfaVerifiedAt: { not: null } } })).toBe(0);
    expect(await bed.p.authToken.count({ where: { userId: lead.id, purpose: "MFA_CODE", usedAt: null } })).toBe(0);
    expect(await bed.lastAudit("user.mfa.reset", lead.id)).toMatchObject({
      actorId: bed.admin.id,
      data: { before: { mfaVerifiedSessions: 1, pendingMfaCodes: 1 }, after: { mfaVerifiedSessions: 0, pendingMfaCodes: 0 } },
    });
  });

  it("refuses everyone but a platform admin", async () => {
    const lead = await createUser(bed.p);
    await sessionsOf(lead.id);
    const { answers, audited } = await bed.refusesEveryoneElse(resetMfaAction, { userId: lead.id });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect(await bed.p.session.count({ where: { userId: lead.id, mfaVerifiedAt: { not: null } } })).toBe(1);
  });
});

describe("ending every session", () => {
  it("deletes the Session rows, voids older cookies and audits it", async () => {
    const person = await createUser(bed.p);
    await sessionsOf(person.id);
    bed.as("admin");
    const before = Date.now();
    expect(await submitForm(endSessionsAction, { userId: person.id })).toMatchObject({ ok: true });
    expect(await bed.p.session.count({ where: { userId: person.id } })).toBe(0);
    const row = await bed.p.user.findUniqueOrThrow({ where: { id: person.id } });
    expect(row.sessionsValidFrom!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audit = await bed.lastAudit("user.sessions.end", person.id);
    expect(audit).toMatchObject({ actorId: bed.admin.id, data: { before: { liveSessions: 2, sessionsValidFrom: null }, after: { liveSessions: 0 } } });
    expect((audit!.data.after as { sessionsValidFrom: string }).sessionsValidFrom).toBe(row.sessionsValidFrom!.toISOString());
  });

  it("refuses everyone but a platform admin", async () => {
    const person = await createUser(bed.p);
    await sessionsOf(person.id);
    const { answers, audited } = await bed.refusesEveryoneElse(endSessionsAction, { userId: person.id });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect(await bed.p.session.count({ where: { userId: person.id } })).toBe(2);
  });
});

describe("deleting an account", () => {
  it("runs the person's own deletion with the admin as actor, after the typed address", async () => {
    const person = await createUser(bed.p, { name: "Dana Delete" });
    await sessionsOf(person.id);
    bed.as("admin");
    expect(await submitForm(deleteUserAction, { userId: person.id, confirmEmail: "someone-else@example.test" })).toMatchObject({ fieldErrors: { confirmEmail: "confirmEmailMismatch" } });
    expect((await bed.p.user.findUniqueOrThrow({ where: { id: person.id } })).deletedAt).toBeNull();

    expect(await submitForm(deleteUserAction, { userId: person.id, confirmEmail: person.email.toUpperCase() })).toMatchObject({ ok: true });
    const row = await bed.p.user.findUniqueOrThrow({ where: { id: person.id } });
    expect(row).toMatchObject({ email: anonymisedEmail(person.id), name: null });
    expect(row.deletedAt).not.toBeNull();
    expect(await bed.p.session.count({ where: { userId: person.id } })).toBe(0);
    const audit = await bed.lastAudit("account.delete", person.id);
    expect(audit).toMatchObject({
      actorId: bed.admin.id,
      targetType: "User",
      data: { by: "admin", before: { email: person.email, name: "Dana Delete", deletedAt: null }, after: { email: anonymisedEmail(person.id), name: null } },
    });
  });

  it("refuses an account deleted already, cleanly and without a second audit row", async () => {
    const person = await createUser(bed.p);
    bed.as("admin");
    expect(await submitForm(deleteUserAction, { userId: person.id, confirmEmail: person.email })).toMatchObject({ ok: true });
    const deletedEmail = anonymisedEmail(person.id);
    expect(await submitForm(deleteUserAction, { userId: person.id, confirmEmail: deletedEmail })).toMatchObject({ error: "ALREADY_DELETED" });
    expect(await submitForm(deleteUserAction, { userId: person.id, confirmEmail: person.email })).toMatchObject({ error: "ALREADY_DELETED" });
    expect(await bed.p.auditLog.count({ where: { action: "account.delete", targetId: person.id } })).toBe(1);
  });

  it("refuses a team account and one's own account", async () => {
    const member = await createUser(bed.p);
    await createOrganization(bed.p, { members: [{ userId: member.id, role: "MEMBER", status: "JOINED" }] });
    bed.as("admin");
    expect(await submitForm(deleteUserAction, { userId: member.id, confirmEmail: member.email })).toMatchObject({ error: "TEAM_ACCOUNT" });
    expect(await submitForm(deleteUserAction, { userId: bed.admin.id, confirmEmail: bed.admin.email })).toMatchObject({ error: "DELETE_SELF" });
    expect((await bed.p.user.findUniqueOrThrow({ where: { id: member.id } })).deletedAt).toBeNull();
    expect(await bed.lastAudit("account.delete", member.id)).toBeNull();
  });

  it("needs the typed address, and refuses everyone but a platform admin", async () => {
    const person = await createUser(bed.p);
    bed.as("admin");
    expect(await submitForm(deleteUserAction, { userId: person.id, confirmEmail: "" })).toMatchObject({ fieldErrors: { confirmEmail: "confirmEmailRequired" } });
    const { answers, audited } = await bed.refusesEveryoneElse(deleteUserAction, { userId: person.id, confirmEmail: person.email });
    expect(answers.map((a) => ("error" in a ? a.error : a))).toEqual(["notSignedIn", "forbidden", "forbidden", "forbidden"]);
    expect(audited).toBe(false);
    expect((await bed.p.user.findUniqueOrThrow({ where: { id: person.id } })).deletedAt).toBeNull();
  });
});
