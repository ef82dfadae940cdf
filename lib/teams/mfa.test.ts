// Team-lead MFA on a real database (lib/teams/mfa.ts): the mailed code, its 10 minutes, its 5 tries, the
// 24-hour verified session, replays and other sessions' codes; members never asked; and the one rule
// for actions (lib/http/action.ts) and routes (lib/http/route.ts) through lib/auth/mfa-gate.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionTokenHash } from "@/lib/auth/session-store";
import { createSession } from "@/lib/auth/session-store";
import type { PrismaClient } from "@/lib/db";
import type { Principal } from "@/lib/routes/middleware";
import { submitForm } from "@/lib/testing/actions";
import { printEmails, type PrintedEmails } from "@/lib/testing/email";
import { createUser } from "@/lib/testing/fixtures";
import { request as routeRequest, routeCaller, routeTestBed, type RouteCaller } from "@/lib/testing/http";
import { createTeam, type TestTeam } from "@/lib/testing/teams";
import { GET as exportMembers } from "@/app/api/team/members/export/route";
import { mfaPendingFor, mfaScreen, sendMfaCode, verifyMfaCode } from "./mfa";

const current = vi.hoisted(() => ({ principal: null as Principal, sessionId: null as string | null }));
vi.mock("@/lib/auth/guard", () => ({ currentPrincipal: async () => current.principal }));
vi.mock("@/lib/auth/session-id", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session-id")>()),
  currentSessionRowId: async () => current.sessionId,
}));

const settingsActions = await import("./settings-actions");
const mfaActions = await import("./mfa-actions");

let p: PrismaClient;
let api: RouteCaller;
let team: TestTeam;
let plain: TestTeam;
let mail: PrintedEmails;

routeTestBed(async ({ db }) => {
  p = db.prisma;
  api = routeCaller(db);
});

beforeAll(async () => {
  mail = printEmails();
  team = await createTeam(p, { name: "Secure Co" });
  plain = await createTeam(p, { name: "Plain Co" });
  await p.organization.update({ where: { id: team.org.id }, data: { mfaRequired: true } });
});
afterAll(() => mail?.restore());
afterEach(() => {
  current.principal = null;
  current.sessionId = null;
});

const MIN = 60_000;
const HOUR = 60 * MIN;

/** A new Session row of `userId` (what a sign-in makes), by its row id. */
async function session(userId: string): Promise<string> {
  const sid = await createSession(p, { userId });
  return (await p.session.findUniqueOrThrow({ where: { sessionToken: sessionTokenHash(sid) }, select: { id: true } })).id;
}

/** Mails a code to the session at `now` and reads it from the printed email. */
async function mailCode(userId: string, sessionId: string, now = new Date()): Promise<string> {
  await sendMfaCode(p, { userId, sessionId, locale: "en" }, { now });
  const user = await p.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const code = /\bis (\d{6})\b/.exec(mail.lastTo(user.email))?.[1];
  if (!code) throw new Error("no code in the email");
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the mailed code", () => {
  it("opens the session with the right code for 24 hours; the email's code is never stored in clear", async () => {
    const sessionId = await session(team.lead.id);
    const t0 = new Date();
    expect(await mfaPendingFor(p, { userId: team.lead.id, sessionId }, t0)).toBe(true);
    const code = await mailCode(team.lead.id, sessionId, t0);
    const row = await p.emailOutbox.findFirstOrThrow({ where: { to: team.lead.email, template: "team-mfa-code" }, orderBy: { createdAt: "desc" } });
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await p.authToken.findFirstOrThrow({ where: { userId: team.lead.id, purpose: "MFA_CODE" }, orderBy: { createdAt: "desc" } })).tokenHash).not.toContain(code);

    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId, code }, new Date(t0.getTime() + MIN))).toEqual({ ok: true });
    expect(await mfaPendingFor(p, { userId: team.lead.id, sessionId }, new Date(t0.getTime() + 23 * HOUR))).toBe(false);
    expect(await mfaPendingFor(p, { userId: team.lead.id, sessionId }, new Date(t0.getTime() + MIN + 24 * HOUR))).toBe(true);
  });

  it("voids the code after 5 wrong tries: the right code no longer works, a new one does", async () => {
    const sessionId = await session(team.owner.id);
    const code = await mailCode(team.owner.id, sessionId);
    for (let left = 4; left >= 1; left--) {
      expect(await verifyMfaCode(p, { userId: team.owner.id, sessionId, code: wrong(code) })).toEqual({ ok: false, reason: "wrong", attemptsLeft: left });
    }
    expect(await verifyMfaCode(p, { userId: team.owner.id, sessionId, code: wrong(code) })).toEqual({ ok: false, reason: "voided", attemptsLeft: 0 });
    expect(await verifyMfaCode(p, { userId: team.owner.id, sessionId, code })).toMatchObject({ ok: false, reason: "voided" });
    expect(await mfaScreen(p, { userId: team.owner.id, sessionId })).toMatchObject({ codeLive: false, voided: true });
    expect(await mfaPendingFor(p, { userId: team.owner.id, sessionId })).toBe(true);

    const fresh = await mailCode(team.owner.id, sessionId, new Date(Date.now() + MIN));
    expect(await verifyMfaCode(p, { userId: team.owner.id, sessionId, code: fresh }, new Date(Date.now() + MIN))).toEqual({ ok: true });
  });

  it("counts parallel wrong guesses one by one (never more than 5 tries)", async () => {
    const sessionId = await session(team.owner.id);
    const code = await mailCode(team.owner.id, sessionId);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => verifyMfaCode(p, { userId: team.owner.id, sessionId, code: wrong(code) })));
    expect(guesses.filter((g) => !g.ok && g.reason === "wrong")).toHaveLength(4);
    expect(guesses.filter((g) => !g.ok && g.reason === "voided")).toHaveLength(4);
    expect(await verifyMfaCode(p, { userId: team.owner.id, sessionId, code })).toMatchObject({ ok: false, reason: "voided" });
  });

  it("expires 10 minutes after it was mailed", async () => {
    const sessionId = await session(team.lead.id);
    const t0 = new Date(Date.now() + 2 * MIN);
    const late = await mailCode(team.lead.id, sessionId, t0);
    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId, code: late }, new Date(t0.getTime() + 10 * MIN))).toMatchObject({ ok: false, reason: "expired" });
    const t1 = new Date(t0.getTime() + 11 * MIN);
    const inTime = await mailCode(team.lead.id, sessionId, t1);
    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId, code: inTime }, new Date(t1.getTime() + 10 * MIN - 1000))).toEqual({ ok: true });
  });

  it("is spent once used: replaying it opens nothing, not even a new session", async () => {
    const sessionId = await session(team.lead.id);
    const code = await mailCode(team.lead.id, sessionId);
    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId, code })).toEqual({ ok: true });
    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId, code })).toMatchObject({ ok: false, reason: "none" });
    const other = await session(team.lead.id);
    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId: other, code })).toMatchObject({ ok: false, reason: "none" });
    expect(await mfaPendingFor(p, { userId: team.lead.id, sessionId: other })).toBe(true);
  });

  it("belongs to the session that asked: another session's code does not open this one, and a new code voids the old", async () => {
    const a = await session(team.lead.id);
    const b = await session(team.lead.id);
    const codeA = await mailCode(team.lead.id, a);
    const codeB = await mailCode(team.lead.id, b);
    if (codeA !== codeB) expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId: b, code: codeA })).toMatchObject({ ok: false, reason: "wrong" });
    // Someone else's session id is refused too.
    expect(await verifyMfaCode(p, { userId: team.owner.id, sessionId: b, code: codeB })).toMatchObject({ ok: false, reason: "none" });
    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId: b, code: codeB })).toEqual({ ok: true });
    expect(await mfaPendingFor(p, { userId: team.lead.id, sessionId: a })).toBe(true);

    const first = await mailCode(team.lead.id, a, new Date(Date.now() + MIN));
    const second = await mailCode(team.lead.id, a, new Date(Date.now() + 2 * MIN));
    if (first !== second) expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId: a, code: first }, new Date(Date.now() + 2 * MIN))).toMatchObject({ ok: false, reason: "wrong" });
    expect(await verifyMfaCode(p, { userId: team.lead.id, sessionId: a, code: second }, new Date(Date.now() + 2 * MIN))).toEqual({ ok: true });
  });

  it("is sent at most once per 30 seconds per session", async () => {
    const sessionId = await session(team.lead.id);
    const t0 = new Date(Date.now() + 5 * MIN);
    await mailCode(team.lead.id, sessionId, t0);
    await expect(sendMfaCode(p, { userId: team.lead.id, sessionId, locale: "en" }, { now: new Date(t0.getTime() + 10_000) })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await expect(sendMfaCode(p, { userId: team.lead.id, sessionId, locale: "en" }, { now: new Date(t0.getTime() + 31_000) })).resolves.toEqual({ sent: true });
  });

  it("never asks a member, nor the leads of an organisation without the rule", async () => {
    const memberSession = await session(team.member.id);
    expect(await mfaPendingFor(p, { userId: team.member.id, sessionId: memberSession })).toBe(false);
    await expect(sendMfaCode(p, { userId: team.member.id, sessionId: memberSession, locale: "en" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await mfaScreen(p, { userId: team.member.id, sessionId: memberSession })).toBeNull();
    expect(await mfaPendingFor(p, { userId: plain.lead.id, sessionId: await session(plain.lead.id) })).toBe(false);
    expect(await mfaPendingFor(p, { userId: (await createUser(p)).id, sessionId: null })).toBe(false);
  });
});

describe("the lead's actions and routes", () => {
  it("refuses a lead action from a session that has not proved its code, and runs it once it has", async () => {
    const sessionId = await session(team.lead.id);
    current.principal = { userId: team.lead.id, role: "user", orgRole: "lead" };
    current.sessionId = sessionId;
    expect(await submitForm(settingsActions.updateSecurityAction, { locale: "en" })).toMatchObject({ error: "mfaRequired" });
    expect((await p.organization.findUniqueOrThrow({ where: { id: team.org.id } })).mfaRequired).toBe(true);

    // The code screen's own actions run without the proof (they are how one gets it).
    expect(await submitForm(mfaActions.sendMfaCodeAction, { locale: "en" })).toMatchObject({ ok: true });
    const code = /\bis (\d{6})\b/.exec(mail.lastTo(team.lead.email))![1]!;
    expect(await submitForm(mfaActions.verifyMfaCodeAction, { locale: "en", code: wrong(code) })).toMatchObject({ error: "code_wrong", detail: "4" });
    expect(await submitForm(mfaActions.verifyMfaCodeAction, { locale: "en", code: "12ab" })).toMatchObject({ fieldErrors: { code: "codeFormat" } });
    expect(await submitForm(mfaActions.verifyMfaCodeAction, { locale: "en", code })).toMatchObject({ ok: true });

    expect(await submitForm(settingsActions.updateSecurityAction, { locale: "en", mfaRequired: "on" })).toMatchObject({ ok: true });
    // A member is never asked, and still may not run a lead action.
    current.principal = { userId: team.member.id, role: "user", orgRole: "member" };
    current.sessionId = await session(team.member.id);
    expect(await submitForm(settingsActions.updateSecurityAction, { locale: "en" })).toMatchObject({ error: "forbidden" });
  });

  it("refuses a lead route (401 MFA_REQUIRED) until the session is verified; members get their usual 403", async () => {
    const res = await api.call(exportMembers, routeRequest("/api/team/members/export"), team.owner.id);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "MFA_REQUIRED" } });
    // The session the route caller signed in with (the owner's newest).
    const row = await p.session.findFirstOrThrow({ where: { userId: team.owner.id }, orderBy: { createdAt: "desc" } });
    await p.session.update({ where: { id: row.id }, data: { mfaVerifiedAt: new Date() } });
    expect((await api.call(exportMembers, routeRequest("/api/team/members/export"), team.owner.id)).status).toBe(200);
    expect((await api.call(exportMembers, routeRequest("/api/team/members/export"), team.member.id)).status).toBe(403);
  });
});

describe("the settings actions, posted as a hostile browser would", () => {
  const asLead = () => {
    current.principal = { userId: plain.lead.id, role: "user", orgRole: "lead" };
  };

  it("answer another organisation's ids NOT_FOUND and change nothing of theirs", async () => {
    asLead();
    expect(await submitForm(settingsActions.demoteLeadAction, { locale: "en", membershipId: team.leadMembershipId })).toMatchObject({ error: "NOT_FOUND" });
    expect((await p.membership.findUniqueOrThrow({ where: { id: team.leadMembershipId } })).role).toBe("LEAD");
    expect(await submitForm(settingsActions.demoteLeadAction, { locale: "en", membershipId: plain.ownerMembershipId })).toMatchObject({ error: "OWNER_ROLE" });
    expect(await submitForm(settingsActions.demoteLeadAction, { locale: "en", membershipId: plain.leadMembershipId })).toMatchObject({ error: "OWN_ROLE" });
  });

  it("give bad input back as clear refusals, never a crash", async () => {
    asLead();
    expect(await submitForm(settingsActions.promoteLeadAction, { locale: "en", email: "not-an-address" })).toMatchObject({ error: "EMAIL_INVALID", values: { email: "not-an-address" } });
    expect(await submitForm(settingsActions.promoteLeadAction, { locale: "en", email: "" })).toMatchObject({ fieldErrors: { email: "emailRequired" } });
    expect(await submitForm(settingsActions.updateHeadshotsAction, { locale: "en", reinvite: "on", reinviteMonths: "99" })).toMatchObject({ fieldErrors: { reinviteMonths: "reinviteMonths" } });
    expect(await submitForm(settingsActions.updateHeadshotsAction, { locale: "en", reinvite: "on", reinviteMonths: "" })).toMatchObject({ fieldErrors: { reinviteMonths: "reinviteMonths" } });
    expect(await submitForm(settingsActions.updateHeadshotsAction, { locale: "en", deleteDataAfter30Days: "on", confirmation: "Other Co" })).toMatchObject({ error: "DELETE_CONFIRMATION", errorValues: { organization: "Plain Co" } });
    expect((await p.organization.findUniqueOrThrow({ where: { id: plain.org.id } })).deleteDataAfter30Days).toBe(false);
    expect(await submitForm(settingsActions.updateCompanyAction, { locale: "en", name: "Plain Co", website: "", teamSize: "11-50", address: "x", city: "y", postalCode: "1", country: "DE" })).toMatchObject({ fieldErrors: { website: "required" } });
    const company = { locale: "en", name: "Plain Co", website: "plain.example", teamSize: "11-50", address: "Street 1", city: "Berlin", postalCode: "10115", country: "DE", billingEmail: "", vatId: "" };
    expect(await submitForm(settingsActions.updateCompanyAction, { ...company, phone: "call me" })).toMatchObject({ fieldErrors: { phone: "phoneInvalid" } });
    expect(await submitForm(settingsActions.updateCompanyAction, { ...company, phone: "+49 30 123" })).toMatchObject({ ok: true });
    expect(await p.organization.findUniqueOrThrow({ where: { id: plain.org.id } })).toMatchObject({ website: "https://plain.example", phone: "+49 30 123" });
    expect(await submitForm(settingsActions.updateHeadshotsAction, { locale: "en", hideEditor: "on", reinvite: "on", reinviteMonths: "24" })).toMatchObject({ ok: true });
    expect(await p.organization.findUniqueOrThrow({ where: { id: plain.org.id } })).toMatchObject({ settings: expect.objectContaining({ headshots: { hideEditor: true, requireFullBody: false, reinviteMonths: 24 } }) });
  });

  it("refuse a member", async () => {
    current.principal = { userId: plain.member.id, role: "user", orgRole: "member" };
    for (const run of [settingsActions.updateCompanyAction, settingsActions.updateHeadshotsAction, settingsActions.promoteLeadAction, settingsActions.demoteLeadAction]) {
      expect(await submitForm(run, { locale: "en", email: "x@y.example", membershipId: plain.leadMembershipId })).toMatchObject({ error: "forbidden" });
    }
  });
});

