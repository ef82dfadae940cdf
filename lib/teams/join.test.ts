// Joining an organisation and signing members in (lib/teams/join.ts), on real PGlite and PostgreSQL:
// emailed invites and open links, the domain rule, expiry, revocation, caps (two people racing for an
// open link's last use: exactly one joins), someone in another organisation, an individual account
// converting, the same link twice, /team-access answering the same for unknown addresses, and sign-in
// links valid 2 hours, once. The signed-in session is Auth.js's own (lib/testing/auth.ts).
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InviteKind, PrismaClient } from "@/lib/db";
import { hashToken } from "@/lib/auth/tokens";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { authHarness } from "@/lib/testing/auth";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { printEmails, type PrintedEmails } from "@/lib/testing/email";
import { createOrganization, createPackage, createUser } from "@/lib/testing/fixtures";
import { TEAM_SHOOT_PACKAGE } from "./organization";
import { reserveCredit, addPurchasedCredits } from "./credits";
import { setParameter } from "@/lib/parameters/update";
import { loadJoinPage, peekTeamAccess, redeemTeamAccess, requestJoinLink, requestTeamAccess } from "./join";

const APP_URL = "https://lumen.example";
const HOUR = 60 * 60 * 1000;

describe.each(["pglite", "postgres"] as const)("joining a team (%s)", (kind) => {
  let db: TestDb;
  let p: PrismaClient;
  let mail: PrintedEmails;
  const limits = () => createRateLimits({ kind: "memory" }, rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 }));
  const deps = () => ({ appUrl: APP_URL, limits: limits(), ip: "203.0.113.7" });

  beforeAll(async () => {
    db = await openTestDb(kind);
    p = db.prisma;
    mail = printEmails();
    if (!(await p.package.findUnique({ where: { slug: TEAM_SHOOT_PACKAGE } }))) await createPackage(p, { slug: TEAM_SHOOT_PACKAGE, name: "Starter" });
  });
  afterAll(async () => {
    mail?.restore();
    await db?.cleanup();
  });
  afterEach(() => void mail.all.splice(0));

  async function team(credits = 10) {
    const owner = await createUser(p);
    const org = await createOrganization(p, { ownerId: owner.id, name: "Northwind Traders", members: [{ userId: owner.id, role: "OWNER", status: "JOINED" }] });
    if (credits) await p.$transaction((tx) => addPurchasedCredits(tx, { organizationId: org.id, orderId: `o-${org.id}`, quantity: credits }));
    return { org, owner };
  }

  async function invite(organizationId: string, fields: { kind?: InviteKind; email?: string | null; allowedDomain?: string | null; usageCap?: number | null; expiresAt?: Date; revokedAt?: Date | null; reserve?: boolean } = {}) {
    const raw = randomBytes(24).toString("base64url");
    const row = await p.$transaction(async (tx) => {
      const created = await tx.invite.create({
        data: {
          organizationId, kind: fields.kind ?? "EMAIL", email: fields.email === undefined ? null : fields.email, allowedDomain: fields.allowedDomain ?? null,
          usageCap: fields.usageCap ?? null, tokenHash: hashToken(raw), expiresAt: fields.expiresAt ?? new Date(Date.now() + 30 * 24 * HOUR), revokedAt: fields.revokedAt ?? null,
        },
      });
      if (!fields.reserve) return created;
      await reserveCredit(tx, { organizationId, refType: "invite", refId: created.id });
      return tx.invite.update({ where: { id: created.id }, data: { reservedCredit: true } });
    });
    return { invite: row, raw };
  }

  /** The sign-in link mailed last to `to`, as its raw token. */
  function linkTo(to: string): string {
    const text = mail.lastTo(to);
    const m = /\/team-access\?token=([A-Za-z0-9_%-]+)/.exec(text);
    if (!m) throw new Error(`no sign-in link in ${text}`);
    return decodeURIComponent(m[1]!);
  }

  const email = (tag: string, domain = "northwind.example") => `${tag}-${randomBytes(3).toString("hex")}@${domain}`;

  it("an emailed invite: the page names the organisation and prefills the address; the link signs in and joins, once", async () => {
    const { org } = await team();
    const address = email("ada");
    const { invite: inv, raw } = await invite(org.id, { email: address, reserve: true });
    const page = await loadJoinPage(p, { inviteId: inv.id, token: raw });
    expect(page).toMatchObject({ ok: true, page: { organization: "Northwind Traders", email: address, emailLocked: true, kind: "EMAIL" } });
    expect(await requestJoinLink(p, { inviteId: inv.id, token: raw, email: email("someone-else"), locale: "en" }, deps())).toEqual({ ok: false, reason: "wrong_email" });
    expect(await requestJoinLink(p, { inviteId: inv.id, token: "wrong", email: address, locale: "en" }, deps())).toEqual({ ok: false, reason: "invalid" });
    expect(await requestJoinLink(p, { inviteId: inv.id, token: raw, email: address.toUpperCase(), locale: "de" }, deps())).toEqual({ ok: true, email: address });

    // The email: in German, the secret link redacted in the outbox, valid 2 hours.
    const row = await p.emailOutbox.findFirstOrThrow({ where: { to: address, template: "team-sign-in" } });
    expect(row).toMatchObject({ locale: "de" });
    expect(JSON.stringify(row.data)).not.toContain("token=");
    const token = linkTo(address);
    expect(mail.lastTo(address)).toContain(`${APP_URL}/de/team-access?token=`);
    const stored = await p.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(stored.purpose).toBe("TEAM_ACCESS");
    expect(Math.abs(stored.expiresAt.getTime() - Date.now() - 2 * HOUR)).toBeLessThan(60_000);
    expect(mail.lastTo(address)).toContain("Der Link ist 2 Stunden gültig");
    expect(await peekTeamAccess(p, token)).toEqual({ ok: true, landing: { email: address, organization: "Northwind Traders", converts: false } });

    const joined = await redeemTeamAccess(p, { token, convert: false, locale: "de" });
    expect(joined).toMatchObject({ ok: true, joined: true, organizationId: org.id, next: "/team-member/onboarding" });
    if (!joined.ok) return;
    const user = await p.user.findUniqueOrThrow({ where: { id: joined.userId } });
    expect(user).toMatchObject({ email: address, locale: "de" });
    expect(user.emailVerified).not.toBeNull();
    const membership = await p.membership.findUniqueOrThrow({ where: { userId_organizationId: { userId: user.id, organizationId: org.id } } });
    expect(membership).toMatchObject({ status: "JOINED", role: "MEMBER", reservedCredit: true, inviteId: inv.id });
    expect(await p.invite.findUniqueOrThrow({ where: { id: inv.id } })).toMatchObject({ reservedCredit: false, usedCount: 1 });
    expect((await p.invite.findUniqueOrThrow({ where: { id: inv.id } })).acceptedAt).not.toBeNull();
    // The held credit moved with the person: still one reserved.
    expect(await p.organization.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ credits: 10, creditsReserved: 1 });
    const shoots = await p.shoot.findMany({ where: { membershipId: membership.id } });
    expect(shoots).toHaveLength(1);
    expect(shoots[0]).toMatchObject({ userId: user.id, organizationId: org.id, state: "ONBOARDING" });

    // A real Auth.js session for that account.
    const auth = authHarness({ db: p, secret: "join-test-secret-join-test-secret-join" });
    const session = await auth.session(await auth.signIn(user.id));
    expect(session.body?.user?.id).toBe(user.id);

    // The link works once; the invite too.
    expect(await redeemTeamAccess(p, { token, convert: false, locale: "de" })).toEqual({ ok: false, reason: "link_used" });
    expect(await loadJoinPage(p, { inviteId: inv.id, token: raw })).toEqual({ ok: false, reason: "used_up" });
  });

  it("expired, revoked and used-up invites and wrong domains are refused with nothing written", async () => {
    const { org } = await team();
    const expired = await invite(org.id, { email: email("x"), expiresAt: new Date(Date.now() - 1000) });
    const revoked = await invite(org.id, { email: email("y"), revokedAt: new Date() });
    const full = await invite(org.id, { kind: "OPEN_LINK", usageCap: 2 });
    await p.invite.update({ where: { id: full.invite.id }, data: { usedCount: 2 } });
    const domain = await invite(org.id, { kind: "OPEN_LINK", allowedDomain: "northwind.example" });
    const before = await p.authToken.count();
    for (const [inv, reason] of [[expired, "expired"], [revoked, "revoked"], [full, "used_up"]] as const) {
      expect(await loadJoinPage(p, { inviteId: inv.invite.id, token: inv.raw })).toEqual({ ok: false, reason });
      expect(await requestJoinLink(p, { inviteId: inv.invite.id, token: inv.raw, email: inv.invite.email ?? email("z"), locale: "en" }, deps())).toEqual({ ok: false, reason });
    }
    expect(await requestJoinLink(p, { inviteId: domain.invite.id, token: domain.raw, email: email("eve", "gmail.example"), locale: "en" }, deps())).toEqual({ ok: false, reason: "wrong_domain" });
    expect(await requestJoinLink(p, { inviteId: domain.invite.id, token: domain.raw, email: "not an email", locale: "en" }, deps())).toEqual({ ok: false, reason: "bad_email" });
    expect(await p.authToken.count()).toBe(before);
    expect(mail.all).toEqual([]);

    // A link mailed while the invite was good, used after it was revoked: refused, nothing written.
    const good = await invite(org.id, { email: email("late") });
    await requestJoinLink(p, { inviteId: good.invite.id, token: good.raw, email: good.invite.email!, locale: "en" }, deps());
    const token = linkTo(good.invite.email!);
    await p.invite.update({ where: { id: good.invite.id }, data: { revokedAt: new Date() } });
    expect(await redeemTeamAccess(p, { token, convert: false, locale: "en" })).toEqual({ ok: false, reason: "revoked" });
    expect(await p.user.count({ where: { email: good.invite.email! } })).toBe(0);
    expect((await p.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).usedAt).toBeNull();
  });

  it("never mails a managed member's placeholder address, from an open link or /team-access", async () => {
    const { org } = await team();
    const link = await invite(org.id, { kind: "OPEN_LINK" });
    const placeholder = `managed+${randomBytes(6).toString("hex")}@members.invalid`;
    await createUser(p, { email: placeholder });
    expect(await requestJoinLink(p, { inviteId: link.invite.id, token: link.raw, email: placeholder, locale: "en" }, deps())).toMatchObject({ ok: false, reason: "bad_email" });
    expect(await requestTeamAccess(p, { email: placeholder.toUpperCase(), locale: "en" }, deps())).toMatchObject({ ok: false, reason: "bad_email" });
    expect(await p.authToken.count({ where: { email: placeholder } })).toBe(0);
    expect(await p.emailOutbox.count({ where: { to: placeholder } })).toBe(0);
  });

  it("two people racing for an open link's last use: exactly one joins", async () => {
    const { org } = await team();
    const link = await invite(org.id, { kind: "OPEN_LINK", usageCap: 3, allowedDomain: "northwind.example" });
    await p.invite.update({ where: { id: link.invite.id }, data: { usedCount: 2 } });
    const [a, b] = [email("ann"), email("bob")];
    for (const who of [a, b]) expect(await requestJoinLink(p, { inviteId: link.invite.id, token: link.raw, email: who, locale: "en" }, deps())).toMatchObject({ ok: true });
    const results = await Promise.all([a, b].map((who) => redeemTeamAccess(p, { token: linkTo(who), convert: false, locale: "en" })));
    expect(results.map((r) => (r.ok ? "joined" : r.reason)).sort()).toEqual(["joined", "used_up"]);
    expect(await p.invite.findUniqueOrThrow({ where: { id: link.invite.id } })).toMatchObject({ usedCount: 3 });
    expect(await p.membership.count({ where: { organizationId: org.id, inviteId: link.invite.id } })).toBe(1);
    expect(await p.user.count({ where: { email: { in: [a, b] } } })).toBe(1);
  });

  it("someone in another organisation is refused; an individual account is asked to convert and keeps its orders and shoots", async () => {
    const { org } = await team();
    const other = await team();
    const busy = await createUser(p, { email: email("busy") });
    await p.membership.create({ data: { userId: busy.id, organizationId: other.org.id, status: "JOINED" } });
    const link = await invite(org.id, { kind: "OPEN_LINK" });
    await requestJoinLink(p, { inviteId: link.invite.id, token: link.raw, email: busy.email, locale: "en" }, deps());
    const busyToken = linkTo(busy.email);
    expect(await peekTeamAccess(p, busyToken)).toEqual({ ok: false, reason: "other_organization" });
    expect(await redeemTeamAccess(p, { token: busyToken, convert: true, locale: "en" })).toEqual({ ok: false, reason: "other_organization" });
    expect(await p.membership.count({ where: { userId: busy.id, organizationId: org.id } })).toBe(0);

    const solo = await createUser(p, { email: email("solo") });
    const pkg = await createPackage(p);
    const own = await p.shoot.create({ data: { userId: solo.id, packageId: pkg.id, title: "My own", state: "ACTIVE" } });
    await requestJoinLink(p, { inviteId: link.invite.id, token: link.raw, email: solo.email, locale: "en" }, deps());
    const soloToken = linkTo(solo.email);
    expect(await peekTeamAccess(p, soloToken)).toMatchObject({ ok: true, landing: { converts: true } });
    expect(await redeemTeamAccess(p, { token: soloToken, convert: false, locale: "en" })).toEqual({ ok: false, reason: "convert_needed" });
    const joined = await redeemTeamAccess(p, { token: soloToken, convert: true, locale: "en" });
    expect(joined).toMatchObject({ ok: true, userId: solo.id, joined: true });
    expect(await p.shoot.findUniqueOrThrow({ where: { id: own.id } })).toMatchObject({ userId: solo.id, organizationId: null, state: "ACTIVE" });
    expect(await p.shoot.count({ where: { userId: solo.id, organizationId: org.id } })).toBe(1);
  });

  it("the same open link twice: the second time only signs in", async () => {
    const { org } = await team();
    const link = await invite(org.id, { kind: "OPEN_LINK", usageCap: 5 });
    const who = email("twice");
    await requestJoinLink(p, { inviteId: link.invite.id, token: link.raw, email: who, locale: "en" }, deps());
    expect(await redeemTeamAccess(p, { token: linkTo(who), convert: false, locale: "en" })).toMatchObject({ ok: true, joined: true });
    await requestJoinLink(p, { inviteId: link.invite.id, token: link.raw, email: who, locale: "en" }, deps());
    expect(await redeemTeamAccess(p, { token: linkTo(who), convert: false, locale: "en" })).toMatchObject({ ok: true, joined: false });
    expect(await p.invite.findUniqueOrThrow({ where: { id: link.invite.id } })).toMatchObject({ usedCount: 1 });
    expect(await p.shoot.count({ where: { organizationId: org.id, user: { email: who } } })).toBe(1);
  });

  it("a link lasts the platform admins' teams.magicLinkMinutes from the next one on, and its email says so (no restart)", async () => {
    const { org } = await team();
    const member = await createUser(p, { email: email("short"), locale: "en" });
    await p.membership.create({ data: { userId: member.id, organizationId: org.id, status: "JOINED" } });
    const admin = await createUser(p, { role: "ADMIN" });
    try {
      expect(await setParameter(p, { key: "teams.magicLinkMinutes", value: 45, actorId: admin.id })).toEqual({ changed: true });
      expect(await requestTeamAccess(p, { email: member.email, locale: "en" }, deps())).toEqual({ ok: true, email: member.email });
      const stored = await p.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(linkTo(member.email)) } });
      expect(Math.abs(stored.expiresAt.getTime() - Date.now() - 45 * 60_000)).toBeLessThan(60_000);
      expect(mail.lastTo(member.email)).toContain("The link is valid for 45 minutes and works once.");
    } finally {
      await p.parameter.deleteMany({ where: { key: "teams.magicLinkMinutes" } });
    }
  });

  it("/team-access answers the same for unknown addresses and mails only members; its links last 2 hours and work once", async () => {
    const { org } = await team();
    const member = await createUser(p, { email: email("mem"), locale: "es" });
    await p.membership.create({ data: { userId: member.id, organizationId: org.id, status: "JOINED" } });
    const stranger = email("nobody");
    const known = await requestTeamAccess(p, { email: member.email, locale: "es" }, deps());
    const unknown = await requestTeamAccess(p, { email: stranger, locale: "es" }, deps());
    expect(known).toEqual({ ok: true, email: member.email });
    expect(unknown).toEqual({ ok: true, email: stranger });
    expect(() => mail.lastTo(stranger)).toThrow();
    expect(await p.authToken.count({ where: { email: stranger } })).toBe(0);
    const token = linkTo(member.email);
    expect(mail.lastTo(member.email)).toContain(`${APP_URL}/es/team-access?token=`);

    // Limited per address typed, whether or not it is known.
    const l = limits();
    const d = { appUrl: APP_URL, limits: l, ip: "198.51.100.1" };
    for (let i = 0; i < 3; i++) expect(await requestTeamAccess(p, { email: stranger, locale: "en" }, d)).toMatchObject({ ok: true });
    expect(await requestTeamAccess(p, { email: stranger, locale: "en" }, d)).toMatchObject({ ok: false, reason: "rate_limited" });

    // Expired after 2 hours.
    const row = await p.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    await p.authToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await redeemTeamAccess(p, { token, convert: false, locale: "es" })).toEqual({ ok: false, reason: "link_expired" });
    await p.authToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + HOUR) } });
    // Twice at once: one signs in.
    const both = await Promise.all([1, 2].map(() => redeemTeamAccess(p, { token, convert: false, locale: "es" })));
    expect(both.map((r) => (r.ok ? "ok" : r.reason)).sort()).toEqual(["link_used", "ok"]);
    expect(await redeemTeamAccess(p, { token: "nonsense", convert: false, locale: "es" })).toEqual({ ok: false, reason: "link_invalid" });
  });
});
