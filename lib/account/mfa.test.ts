// The account's keys under a lead's MFA rule (lib/auth/mfa-gate.ts, `action()`'s `mfa` option): a lead of
// an organisation that requires MFA who signed in but has not proved the mailed code may not move the
// account's email, change its password or delete it from /profile; a verified session may; a member and
// a lead of an organisation without the rule are never asked.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { createSession, sessionTokenHash } from "@/lib/auth/session-store";
import type { PrismaClient } from "@/lib/db";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { routeTestBed } from "@/lib/testing/http";
import { createTeam, type TestTeam } from "@/lib/testing/teams";

const current = vi.hoisted(() => ({ principal: null as Principal, sessionId: null as string | null }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => current.principal, currentSession: async () => ({ authAt: Date.now() }) }));
vi.mock("@/lib/auth/session-id", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session-id")>()),
  currentSessionRowId: async () => current.sessionId,
}));
vi.mock("@/lib/auth", () => ({ signOut: async () => {}, keepCurrentSession: async () => {} }));
vi.mock("next/headers", async (original) => ({ ...(await original<typeof import("next/headers")>()), headers: async () => new Headers({ "x-forwarded-for": "192.0.2.90" }) }));

const actions = await import("./actions");

let p: PrismaClient;
let team: TestTeam;
let plain: TestTeam;
routeTestBed(async ({ db }) => {
  p = db.prisma;
});
beforeAll(async () => {
  team = await createTeam(p, { name: "Guarded Co" });
  plain = await createTeam(p, { name: "Open Co" });
  await p.organization.update({ where: { id: team.org.id }, data: { mfaRequired: true } });
  for (const id of [team.lead.id, team.member.id, plain.lead.id]) await p.user.update({ where: { id }, data: { passwordHash: await hashPassword("the right one") } });
});
afterEach(() => {
  current.principal = null;
  current.sessionId = null;
});

async function signIn(userId: string, orgRole: "lead" | "member", verified = false): Promise<string> {
  const sid = await createSession(p, { userId });
  const row = await p.session.findUniqueOrThrow({ where: { sessionToken: sessionTokenHash(sid) }, select: { id: true } });
  if (verified) await p.session.update({ where: { id: row.id }, data: { mfaVerifiedAt: new Date() } });
  current.principal = { userId, role: "user", orgRole };
  current.sessionId = row.id;
  return row.id;
}

const emailChange = (to: string) => ({ locale: "en", newEmail: to, confirmEmail: to, currentPassword: "the right one" });
const passwordChange = { locale: "en", currentPassword: "the right one", newPassword: "a brand new secret", confirmPassword: "a brand new secret" };

describe("the account's keys while a lead's MFA code is owed", () => {
  it("refuse the email change (request and confirm), the password change and the deletion: nothing changes", async () => {
    await signIn(team.lead.id, "lead");
    const before = await p.user.findUniqueOrThrow({ where: { id: team.lead.id }, select: { email: true, passwordHash: true } });
    expect(await submitForm(actions.requestEmailChangeAction, emailChange("attacker@evil.example"))).toMatchObject({ error: "mfaRequired" });
    expect(await p.authToken.count({ where: { userId: team.lead.id, purpose: "EMAIL_CHANGE" } })).toBe(0);
    expect(await submitForm(actions.confirmEmailChangeAction, { locale: "en", token: "any-token" })).toMatchObject({ error: "mfaRequired" });
    expect(await submitForm(actions.changePasswordAction, passwordChange)).toMatchObject({ error: "mfaRequired" });
    expect(await submitForm(actions.deleteAccountAction, { locale: "en", confirmEmail: team.lead.email, currentPassword: "the right one" })).toMatchObject({ error: "mfaRequired" });
    expect(await p.user.findUniqueOrThrow({ where: { id: team.lead.id }, select: { email: true, passwordHash: true, deletedAt: true } })).toEqual({ ...before, deletedAt: null });
  });

  it("let a verified lead, a member and a lead without the rule ask for an email change", async () => {
    await signIn(team.lead.id, "lead", true);
    expect(await submitForm(actions.requestEmailChangeAction, emailChange("lead-new@guarded.example"))).toMatchObject({ ok: true });
    await signIn(team.member.id, "member");
    expect(await submitForm(actions.requestEmailChangeAction, emailChange("member-new@guarded.example"))).toMatchObject({ ok: true });
    await signIn(plain.lead.id, "lead");
    expect(await submitForm(actions.requestEmailChangeAction, emailChange("lead-new@open.example"))).toMatchObject({ ok: true });
  });
});
