// Invites on PGlite and on PostgreSQL (real row locks): who gets invited and who is reported instead,
// the credit each pending invite holds and its release (revoke, expiry, re-invite) exactly once however
// the calls race, the join link's token check, open links, managed members, reminders, and every lead
// action refused across organisations (404) and to members (403).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { createHandlers } from "@/lib/jobs/handlers";
import { QUEUES, SCHEDULES } from "@/lib/jobs/queues";
import { runWorker } from "@/lib/jobs/worker";
import { getUploadState } from "@/lib/shoots/onboarding";
import { createLocalStorage } from "@/lib/storage";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { setParameter } from "@/lib/parameters/update";
import { createUser } from "@/lib/testing/fixtures";
import { createTeam, ledgerState } from "@/lib/testing/teams";
import { TeamError } from "./errors";
import { expireInvites, findInviteByToken, inviteByEmail, inviteToken, parseEmails, remindInvite, revokeInvite, type Deps } from "./invites";
import { createOpenLink, listOpenLinks } from "./open-links";
import { addManagedMember, listManagedUploads } from "./managed";
import { MemberError } from "./member-errors";
import { removeMember, setMemberRole } from "./members";

const DAY = 86_400_000;
const quiet: Deps = { relay: () => {} };

/** The refusal `run` throws: its code and HTTP status. */
async function refusal(run: Promise<unknown>): Promise<{ code: string; status: number }> {
  try {
    await run;
  } catch (e) {
    if (e instanceof TeamError || e instanceof MemberError) return { code: e.code, status: e.status };
    throw e;
  }
  throw new Error("expected a refusal");
}

function limits(points: number) {
  const rules = rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 });
  return createRateLimits({ kind: "memory" }, { ...rules, "team-reminder.lead": { points, duration: 3600 } });
}

describe.each(["pglite", "postgres"] as const)("invites on %s", (kind) => {
  let db: TestDb;
  let p: PrismaClient;
  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
  }, 60_000);
  afterAll(async () => {
    await db?.cleanup();
  });

  const invite = (team: Awaited<ReturnType<typeof createTeam>>, emails: string | string[], deps: Deps = quiet) =>
    inviteByEmail(p, { organizationId: team.org.id, invitedById: team.lead.id, emails, locale: "en" }, deps);

  describe("by email", () => {
    it("invites each new address once, holding one credit each, and reports repeats, members, other organisations' people and bad addresses", async () => {
      const team = await createTeam(p, { credits: 10 });
      const other = await createTeam(p, { credits: 1 });
      const report = await invite(team, `ada@example.test, Ada@Example.test\ngrace@example.test;  not-an-email\n${team.member.email}, ${other.member.email}, ${other.owner.email}`);
      expect(report).toEqual({
        invited: ["ada@example.test", "grace@example.test"],
        duplicates: ["ada@example.test"],
        alreadyMembers: [team.member.email],
        elsewhere: [other.member.email, other.owner.email],
        invalid: ["not-an-email"],
        noCredits: [],
      });
      const invites = await p.invite.findMany({ where: { organizationId: team.org.id }, orderBy: { email: "asc" } });
      expect(invites.map((i) => [i.email, i.kind, i.reservedCredit])).toEqual([["ada@example.test", "EMAIL", true], ["grace@example.test", "EMAIL", true]]);
      for (const i of invites) expect(Math.round((i.expiresAt.getTime() - i.createdAt.getTime()) / DAY)).toBe(30);
      expect((await p.emailOutbox.findFirstOrThrow({ where: { template: "team-invite", to: "ada@example.test" } })).text).toContain("The invitation is valid for 30 days.");
      // One reservation row per invite, naming it; the ledger still sums to the balance.
      const rows = await p.creditLedgerEntry.findMany({ where: { organizationId: team.org.id, action: "RESERVATION" } });
      expect(rows.map((r) => r.refId).sort()).toEqual(invites.map((i) => i.id).sort());
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 10, reserved: 2, ledgerSum: 10 });

      // Each invitee's email carries their own working join link.
      const emails = await p.emailOutbox.findMany({ where: { template: "team-invite", to: { in: ["ada@example.test", "grace@example.test"] } } });
      expect(emails).toHaveLength(2);
      for (const e of emails) {
        const i = invites.find((x) => x.email === e.to)!;
        const url = new URL(e.text!.match(/https?:\/\/\S+/)![0]);
        expect(url.pathname).toBe(`/organization/join/${i.id}`);
        expect(e.text).toContain(team.org.name);
        const check = await findInviteByToken(p, i.id, url.searchParams.get("token")!);
        expect(check.ok && check.invite.id).toBe(i.id);
      }
    });

    it("gives the next invite the platform admins' teams.inviteValidityDays, and says so in its email (no restart)", async () => {
      const team = await createTeam(p, { credits: 5 });
      const admin = await createUser(p, { role: "ADMIN" });
      try {
        expect(await setParameter(p, { key: "teams.inviteValidityDays", value: 7, actorId: admin.id })).toEqual({ changed: true });
        const address = `week-${kind}@example.test`;
        await invite(team, address);
        const row = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id, email: address } });
        expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / DAY)).toBe(7);
        expect((await p.emailOutbox.findFirstOrThrow({ where: { template: "team-invite", to: address } })).text).toContain("The invitation is valid for 7 days.");
      } finally {
        await p.parameter.deleteMany({ where: { key: "teams.inviteValidityDays" } });
      }
    });

    it("does not invite a pending address again, nor reserve a second credit", async () => {
      const team = await createTeam(p, { credits: 5 });
      await invite(team, "lin@example.test");
      const again = await invite(team, ["LIN@example.test"]);
      expect(again.invited).toEqual([]);
      expect(again.duplicates).toEqual(["lin@example.test"]);
      expect(await p.invite.count({ where: { organizationId: team.org.id } })).toBe(1);
      expect((await ledgerState(p, team.org.id)).reserved).toBe(1);
    });

    it("refuses the rest with NO_CREDITS once no credit is free, writing nothing for them", async () => {
      const team = await createTeam(p, { credits: 2 });
      await addManagedMember(p, { organizationId: team.org.id, createdById: team.lead.id, name: "Held" });
      const report = await invite(team, "a1@example.test, a2@example.test, a3@example.test");
      expect(report.invited).toEqual(["a1@example.test"]);
      expect(report.noCredits).toEqual(["a2@example.test", "a3@example.test"]);
      expect(await p.invite.count({ where: { organizationId: team.org.id } })).toBe(1);
      expect(await p.emailOutbox.count({ where: { to: { in: ["a2@example.test", "a3@example.test"] } } })).toBe(0);
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 2, reserved: 2, ledgerSum: 2 });

      const broke = await createTeam(p);
      expect((await invite(broke, "b@example.test")).noCredits).toEqual(["b@example.test"]);
      expect(await p.invite.count({ where: { organizationId: broke.org.id } })).toBe(0);
    });

    it("mails the owner and leads once when invites and managed members use the free credits up (below 3), not again while they stay low", async () => {
      const team = await createTeam(p, { credits: 5 });
      const leads = [team.owner.email, team.lead.email];
      const lowMails = () => p.emailOutbox.findMany({ where: { template: "team-low-credits", to: { in: leads } } });
      const relayed: string[] = [];
      await invite(team, "low1@example.test, low2@example.test", { relay: (id) => relayed.push(id) });
      expect(await lowMails()).toHaveLength(0); // 3 free: not below
      await invite(team, "low3@example.test", { relay: (id) => relayed.push(id) });
      const first = await lowMails();
      expect(first.map((m) => m.to).sort()).toEqual([...leads].sort());
      expect(first.every((m) => relayed.includes(m.id))).toBe(true);
      expect(first[0]!.text).toContain("/app/admin/credits");
      // Still below 3: no second email for the same dip, from an invite or a managed member.
      await invite(team, "low4@example.test", quiet);
      await addManagedMember(p, { organizationId: team.org.id, createdById: team.lead.id, name: "Low Five" }, quiet);
      expect(await lowMails()).toHaveLength(2);
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 5, reserved: 5, ledgerSum: 5 });
    });

    it("a managed member taking the free credits below 3 sends the low-credits email too", async () => {
      const team = await createTeam(p, { credits: 3 });
      const relayed: string[] = [];
      await addManagedMember(p, { organizationId: team.org.id, createdById: team.lead.id, name: "Mo Managed" }, { relay: (id) => relayed.push(id) });
      const mails = await p.emailOutbox.findMany({ where: { template: "team-low-credits", to: { in: [team.owner.email, team.lead.email] } } });
      expect(mails).toHaveLength(2);
      expect(mails.map((m) => m.id).sort()).toEqual([...relayed].sort());
    });

    it("writes the invite and its reminder in the invitee's language when they have an account, else in the lead's", async () => {
      const team = await createTeam(p, { credits: 3 });
      const known = await createUser(p, { locale: "es" });
      await invite(team, [known.email, "nobody-yet@example.test"]);
      const mails = await p.emailOutbox.findMany({ where: { template: "team-invite", to: { in: [known.email, "nobody-yet@example.test"] } } });
      expect(Object.fromEntries(mails.map((m) => [m.to, m.locale]))).toEqual({ [known.email]: "es", "nobody-yet@example.test": "en" });
      expect(mails.find((m) => m.to === known.email)!.text).toContain("/es/organization/join/");
      const row = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id, email: known.email } });
      await remindInvite(p, team.lead.id, row.id, { locale: "de" }, { ...quiet, limits: limits(5) });
      expect((await p.emailOutbox.findFirstOrThrow({ where: { template: "team-invite-reminder", to: known.email } })).locale).toBe("es");
    });

    it("invites the same address from two requests at once only once", async () => {
      const team = await createTeam(p, { credits: 5 });
      const both = await Promise.all([invite(team, "race@example.test"), invite(team, "race@example.test")]);
      expect(both.flatMap((r) => r.invited)).toEqual(["race@example.test"]);
      expect(both.flatMap((r) => r.duplicates)).toEqual(["race@example.test"]);
      expect(await ledgerState(p, team.org.id)).toMatchObject({ reserved: 1 });
    });

    it("reads addresses separated by commas, semicolons, spaces and new lines", () => {
      expect(parseEmails("a@x.test,b@x.test\n\nc@x.test; d@x.test e@x.test,,")).toEqual({ emails: ["a@x.test", "b@x.test", "c@x.test", "d@x.test", "e@x.test"], duplicates: [], invalid: [] });
      expect(parseEmails(["x@members.invalid"]).invalid).toEqual(["x@members.invalid"]);
    });
  });

  describe("revoke and expiry", () => {
    it("revoking gives the credit back once; a second revoke is WRONG_STATE", async () => {
      const team = await createTeam(p, { credits: 3 });
      await invite(team, "rev@example.test");
      const row = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id } });
      expect(await revokeInvite(p, team.lead.id, row.id)).toEqual({ released: true });
      expect(await refusal(revokeInvite(p, team.lead.id, row.id))).toEqual({ code: "WRONG_STATE", status: 409 });
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 3, reserved: 0, ledgerSum: 3 });
      expect(await p.creditLedgerEntry.count({ where: { refId: row.id, action: "RELEASE" } })).toBe(1);
      expect(await findInviteByToken(p, row.id, inviteToken(row.id))).toEqual({ ok: false, reason: "revoked" });
    });

    it("two revokes racing release the credit once", async () => {
      const team = await createTeam(p, { credits: 3 });
      await invite(team, "race-revoke@example.test");
      const row = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id } });
      const outcomes = await Promise.allSettled([revokeInvite(p, team.lead.id, row.id), revokeInvite(p, team.owner.id, row.id)]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const failed = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
      expect((failed.reason as TeamError).code).toBe("WRONG_STATE");
      expect(await p.creditLedgerEntry.count({ where: { refId: row.id, action: "RELEASE" } })).toBe(1);
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 3, reserved: 0, ledgerSum: 3 });
    });

    it("an expired invite gives its credit back once (the hourly job), and its link says expired", async () => {
      const team = await createTeam(p, { credits: 3 });
      const then = new Date(Date.now() - 31 * DAY);
      await invite(team, "old@example.test", { ...quiet, now: then });
      const row = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id } });
      expect(await findInviteByToken(p, row.id, inviteToken(row.id))).toEqual({ ok: false, reason: "expired" });
      const [a, b] = await Promise.all([expireInvites(p), expireInvites(p)]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      expect(await expireInvites(p)).toBe(0);
      expect(await p.creditLedgerEntry.count({ where: { refId: row.id, action: "RELEASE" } })).toBe(1);
      // Revoking it afterwards closes it without a second release.
      expect(await revokeInvite(p, team.lead.id, row.id)).toEqual({ released: false });
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 3, reserved: 0, ledgerSum: 3 });
    });

    it("inviting an expired address again expires the old invite first (releasing its credit) and sends a new one", async () => {
      const team = await createTeam(p, { credits: 3 });
      await invite(team, "again@example.test", { ...quiet, now: new Date(Date.now() - 31 * DAY) });
      const old = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id } });
      const report = await invite(team, "again@example.test");
      expect(report.invited).toEqual(["again@example.test"]);
      const rows = await p.invite.findMany({ where: { organizationId: team.org.id }, orderBy: { createdAt: "asc" } });
      expect(rows).toHaveLength(2);
      expect(rows[0]!.revokedAt).not.toBeNull();
      expect(rows[0]!.reservedCredit).toBe(false);
      expect(await p.creditLedgerEntry.count({ where: { refId: old.id, action: "RELEASE" } })).toBe(1);
      expect(await expireInvites(p)).toBe(0);
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 3, reserved: 1, ledgerSum: 3 });
    });
  });

  describe("the join link's token", () => {
    it("is refused when wrong, and reports an accepted email invite as used", async () => {
      const team = await createTeam(p, { credits: 2 });
      await invite(team, "tok@example.test");
      const row = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id } });
      expect(await findInviteByToken(p, row.id, "nope")).toEqual({ ok: false, reason: "invalid" });
      expect(await findInviteByToken(p, "missing", inviteToken(row.id))).toEqual({ ok: false, reason: "invalid" });
      expect(await findInviteByToken(p, row.id, inviteToken("another-invite"))).toEqual({ ok: false, reason: "invalid" });
      await p.invite.update({ where: { id: row.id }, data: { acceptedAt: new Date() } });
      expect(await findInviteByToken(p, row.id, inviteToken(row.id))).toEqual({ ok: false, reason: "used_up" });
      // The database holds only the token's hash.
      expect(row.tokenHash).not.toContain(inviteToken(row.id));
    });
  });

  describe("open links", () => {
    it("are made with a domain, a cap and an expiry, reserve no credit, show their usage and can be revoked", async () => {
      const team = await createTeam(p, { credits: 1 });
      const expiresAt = new Date(Date.now() + 7 * DAY);
      const link = await createOpenLink(p, { organizationId: team.org.id, createdById: team.lead.id, allowedDomain: "@Northwind.Example", usageCap: 2, expiresAt });
      const unlimited = await createOpenLink(p, { organizationId: team.org.id, createdById: team.lead.id });
      expect(await ledgerState(p, team.org.id)).toMatchObject({ reserved: 0 });
      let list = await listOpenLinks(p, team.org.id, "de");
      expect(list.map((l) => l.id)).toEqual([unlimited.id, link.id]);
      const row = list.find((l) => l.id === link.id)!;
      expect(row).toMatchObject({ allowedDomain: "northwind.example", usageCap: 2, usedCount: 0, status: "active", expiresAt });
      expect(row.url).toContain(`/de/organization/join/${link.id}?token=${link.token}`);
      expect(list.find((l) => l.id === unlimited.id)!.expiresAt).toBeNull();
      expect((await findInviteByToken(p, link.id, link.token)).ok).toBe(true);

      await p.invite.update({ where: { id: link.id }, data: { usedCount: 2 } });
      expect(await findInviteByToken(p, link.id, link.token)).toEqual({ ok: false, reason: "used_up" });
      expect((await listOpenLinks(p, team.org.id, "en")).find((l) => l.id === link.id)!.status).toBe("used_up");

      expect(await revokeInvite(p, team.lead.id, unlimited.id)).toEqual({ released: false });
      expect(await refusal(revokeInvite(p, team.lead.id, unlimited.id))).toMatchObject({ code: "WRONG_STATE" });
      list = await listOpenLinks(p, team.org.id, "en");
      expect(list.find((l) => l.id === unlimited.id)!.status).toBe("revoked");
      expect(await findInviteByToken(p, unlimited.id, unlimited.token)).toEqual({ ok: false, reason: "revoked" });
    });

    it("refuse a malformed domain, a cap below one, an expiry in the past and another organisation's sub-team", async () => {
      const team = await createTeam(p);
      const other = await p.team.create({ data: { organizationId: (await createTeam(p)).org.id, name: "Sales" } });
      const base = { organizationId: team.org.id, createdById: team.lead.id };
      await expect(createOpenLink(p, { ...base, allowedDomain: "not a domain" })).rejects.toThrow();
      await expect(createOpenLink(p, { ...base, usageCap: 0 })).rejects.toThrow();
      await expect(createOpenLink(p, { ...base, expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow();
      expect(await refusal(createOpenLink(p, { ...base, teamId: other.id }))).toMatchObject({ code: "NOT_FOUND" });
    });
  });

  describe("managed members", () => {
    it("get an account nobody can mail, a joined membership holding a credit, and a shoot the lead uploads to", async () => {
      const team = await createTeam(p, { credits: 2 });
      const made = await addManagedMember(p, { organizationId: team.org.id, createdById: team.lead.id, name: "  Kim Park ", title: "Engineer" });
      const user = await p.user.findUniqueOrThrow({ where: { id: made.userId } });
      expect(user).toMatchObject({ email: `managed+${made.userId}@members.invalid`, name: "Kim Park", passwordHash: null, jobTitle: "Engineer" });
      expect(await p.membership.findUniqueOrThrow({ where: { id: made.membershipId } })).toMatchObject({ managed: true, status: "JOINED", role: "MEMBER", reservedCredit: true });
      expect(await p.shoot.findUniqueOrThrow({ where: { id: made.shootId } })).toMatchObject({ state: "ONBOARDING", managedById: team.lead.id, userId: made.userId, membershipId: made.membershipId });
      expect(await p.creditLedgerEntry.count({ where: { refType: "membership", refId: made.membershipId, action: "RESERVATION" } })).toBe(1);
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 2, reserved: 1, ledgerSum: 2 });
      expect(await p.emailOutbox.count({ where: { to: user.email } })).toBe(0);
      expect((await listManagedUploads(p, team.lead.id))!.map((m) => m.shootId)).toEqual([made.shootId]);
      expect(await listManagedUploads(p, team.owner.id)).toEqual([]);
      // The ordinary upload flow opens the shoot for the lead who manages it, and for no other lead.
      expect((await getUploadState(p, team.lead.id, made.shootId))?.shoot).toMatchObject({ id: made.shootId, managed: true, state: "ONBOARDING" });
      expect((await getUploadState(p, team.owner.id, made.shootId))?.shoot.id).not.toBe(made.shootId);
    });

    it("are uploaded for only by a lead of their organisation: nobody else has a managed upload page, and a lead who stops leading hands them to the owner", async () => {
      const team = await createTeam(p, { credits: 3 });
      const stranger = await createUser(p);
      expect(await listManagedUploads(p, stranger.id)).toBeNull();
      expect(await listManagedUploads(p, team.member.id)).toBeNull();
      const made = await addManagedMember(p, { organizationId: team.org.id, createdById: team.lead.id, name: "Handed Over" }, quiet);
      // Another member's managed shoot is never listed for someone else, even a lead of another team.
      const other = await createTeam(p, { credits: 1 });
      expect(await listManagedUploads(p, other.lead.id)).toEqual([]);
      // The lead is made a member again: the shoot passes to the owner, and the upload flow no longer opens it for them.
      await setMemberRole(p, team.owner.id, team.leadMembershipId, "MEMBER");
      expect(await listManagedUploads(p, team.lead.id)).toBeNull();
      expect((await getUploadState(p, team.lead.id, made.shootId))?.shoot.id).not.toBe(made.shootId);
      expect((await p.shoot.findUniqueOrThrow({ where: { id: made.shootId } })).managedById).toBe(team.owner.id);
      expect((await listManagedUploads(p, team.owner.id))!.map((m) => m.shootId)).toEqual([made.shootId]);
      // A removed lead likewise.
      const second = await createTeam(p, { credits: 1 });
      const theirs = await addManagedMember(p, { organizationId: second.org.id, createdById: second.lead.id, name: "Also Handed" }, quiet);
      await removeMember(p, second.owner.id, second.leadMembershipId, quiet);
      expect((await p.shoot.findUniqueOrThrow({ where: { id: theirs.shootId } })).managedById).toBe(second.owner.id);
      expect((await getUploadState(p, second.lead.id, theirs.shootId))?.shoot.id).not.toBe(theirs.shootId);
    });

    it("are refused without a free credit (nothing written) and with an address that has an account", async () => {
      const team = await createTeam(p);
      const before = await p.user.count();
      expect(await refusal(addManagedMember(p, { organizationId: team.org.id, createdById: team.lead.id, name: "Nobody" }))).toEqual({ code: "NO_CREDITS", status: 402 });
      expect(await p.user.count()).toBe(before);
      const funded = await createTeam(p, { credits: 1 });
      const taken = await createUser(p);
      expect(await refusal(addManagedMember(p, { organizationId: funded.org.id, createdById: funded.lead.id, name: "Taken", email: taken.email }))).toMatchObject({ code: "EMAIL_IN_USE" });
      const withEmail = await addManagedMember(p, { organizationId: funded.org.id, createdById: funded.lead.id, name: "Has Mail", email: "Has.Mail@Example.test" });
      expect((await p.user.findUniqueOrThrow({ where: { id: withEmail.userId } })).email).toBe("has.mail@example.test");
    });
  });

  describe("reminders", () => {
    it("go at most once a day per invite, with the same link, and stop at the lead's hourly cap", async () => {
      const team = await createTeam(p, { credits: 5 });
      await invite(team, "r1@example.test, r2@example.test, r3@example.test");
      const rows = await p.invite.findMany({ where: { organizationId: team.org.id }, orderBy: { email: "asc" } });
      const cap = limits(2);
      await remindInvite(p, team.lead.id, rows[0]!.id, { locale: "es" }, { ...quiet, limits: cap });
      const sent = await p.emailOutbox.findFirstOrThrow({ where: { template: "team-invite-reminder", to: "r1@example.test" } });
      expect(sent.locale).toBe("es");
      expect(sent.text).toContain(`/es/organization/join/${rows[0]!.id}?token=${inviteToken(rows[0]!.id)}`);
      expect(await refusal(remindInvite(p, team.lead.id, rows[0]!.id, { locale: "en" }, { ...quiet, limits: cap }))).toMatchObject({ code: "REMINDED_RECENTLY" });
      await remindInvite(p, team.lead.id, rows[0]!.id, { locale: "en" }, { ...quiet, limits: limits(5), now: new Date(Date.now() + DAY + 1000) });
      await remindInvite(p, team.lead.id, rows[1]!.id, { locale: "en" }, { ...quiet, limits: cap });
      expect(await refusal(remindInvite(p, team.lead.id, rows[2]!.id, { locale: "en" }, { ...quiet, limits: cap }))).toEqual({ code: "RATE_LIMITED", status: 429 });
      await revokeInvite(p, team.lead.id, rows[2]!.id);
      expect(await refusal(remindInvite(p, team.lead.id, rows[2]!.id, { locale: "en" }, { ...quiet, limits: limits(5) }))).toMatchObject({ code: "WRONG_STATE" });
    });

    it("two reminders at once send one email", async () => {
      const team = await createTeam(p, { credits: 1 });
      await invite(team, "twice@example.test");
      const row = await p.invite.findFirstOrThrow({ where: { organizationId: team.org.id } });
      const outcomes = await Promise.allSettled([1, 2].map(() => remindInvite(p, team.lead.id, row.id, { locale: "en" }, { ...quiet, limits: limits(10) })));
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(await p.emailOutbox.count({ where: { template: "team-invite-reminder", to: "twice@example.test" } })).toBe(1);
    });
  });

  describe("across organisations and roles", () => {
    it("another organisation's invites are NOT_FOUND to a lead, and a member may not act (FORBIDDEN)", async () => {
      const team = await createTeam(p, { credits: 2 });
      const other = await createTeam(p, { credits: 2 });
      await invite(other, "theirs@example.test");
      const theirs = await p.invite.findFirstOrThrow({ where: { organizationId: other.org.id } });
      const theirLink = await createOpenLink(p, { organizationId: other.org.id, createdById: other.lead.id });
      for (const id of [theirs.id, theirLink.id]) {
        expect(await refusal(revokeInvite(p, team.lead.id, id))).toEqual({ code: "NOT_FOUND", status: 404 });
        expect(await refusal(revokeInvite(p, team.owner.id, id))).toEqual({ code: "NOT_FOUND", status: 404 });
      }
      expect(await refusal(remindInvite(p, team.lead.id, theirs.id, { locale: "en" }, { ...quiet, limits: limits(5) }))).toMatchObject({ code: "NOT_FOUND" });
      expect(await refusal(revokeInvite(p, other.member.id, theirs.id))).toEqual({ code: "FORBIDDEN", status: 403 });
      expect(await refusal(remindInvite(p, other.member.id, theirs.id, { locale: "en" }, { ...quiet, limits: limits(5) }))).toMatchObject({ code: "FORBIDDEN" });
      // A member leads nobody: the managed upload page is not theirs.
      expect(await listManagedUploads(p, other.member.id)).toBeNull();
      expect(await refusal(inviteByEmail(p, { organizationId: team.org.id, invitedById: team.lead.id, emails: "x@example.test", teamId: (await p.team.create({ data: { organizationId: other.org.id, name: "Ops" } })).id, locale: "en" }, quiet))).toMatchObject({ code: "NOT_FOUND" });
      expect((await p.invite.findUniqueOrThrow({ where: { id: theirs.id } })).revokedAt).toBeNull();
    });
  });

  it("the worker runs the expiry every hour, and a run releases what expired", async () => {
    // Started here, not for the whole file: an hourly run firing during the tests above would take their releases.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumen-invites-job-"));
    const boss = await createBoss(kind === "pglite" ? { kind, pglite: db.pglite } : { kind, url: db.url! }, { maintenance: true });
    const handlers = createHandlers({ concurrency: 1 });
    handlers[QUEUES.teamInvitesExpire].work.pollingIntervalSeconds = 0.5;
    const worker = await runWorker({
      db, boss, handlers,
      context: { db: p, storage: createLocalStorage(dir, { secret: "invites-job-secret-invites-job-secret" }), engine: () => Promise.reject(new Error("no engine in this test")), appUrl: "http://localhost:3000" },
    });
    try {
      const [schedule] = await boss.getSchedules(QUEUES.teamInvitesExpire);
      expect(schedule).toMatchObject({ cron: SCHEDULES.find((x) => x.queue === QUEUES.teamInvitesExpire)!.cron, timezone: "UTC" });
      expect(schedule!.cron).toMatch(/^\d+ \* \* \* \*$/);
      const team = await createTeam(p, { credits: 2 });
      await invite(team, "job-old@example.test", { ...quiet, now: new Date(Date.now() - 40 * DAY) });
      await invite(team, "job-new@example.test");
      const jobId = await boss.send(QUEUES.teamInvitesExpire, {});
      const deadline = Date.now() + 30_000;
      while ((await boss.getJobById(QUEUES.teamInvitesExpire, jobId!))?.state !== "completed") {
        if (Date.now() > deadline) throw new Error("the team-invites-expire job never completed");
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(await ledgerState(p, team.org.id)).toEqual({ credits: 2, reserved: 1, ledgerSum: 2 });
      expect((await p.invite.findFirstOrThrow({ where: { email: "job-new@example.test" } })).reservedCredit).toBe(true);
    } finally {
      await worker.stop();
      await boss.stop({ graceful: false });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
