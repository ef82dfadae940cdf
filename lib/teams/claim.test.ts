// A managed member claims the shoot their lead made for them (lib/teams/claim.ts), on real PGlite: only
// a lead of the member's organisation sends the link; it works once and expires after 7 days; using it
// gives the managed account the address, and the lead can still help (managedById stays).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/db";
import { hashToken } from "@/lib/auth/tokens";
import { createRateLimits, rateLimitRules } from "@/lib/rate-limit";
import { openTestDb, type TestDb } from "@/lib/testing/db";
import { printEmails, type PrintedEmails } from "@/lib/testing/email";
import { createOrganization, createPackage, createShoot, createUser } from "@/lib/testing/fixtures";
import { claimManagedShoot, peekClaim, sendClaimLink } from "./claim";

const APP_URL = "https://lumen.example";
let db: TestDb;
let p: PrismaClient;
let mail: PrintedEmails;

beforeAll(async () => {
  db = await openTestDb("pglite");
  p = db.prisma;
  mail = printEmails();
});
afterAll(async () => {
  mail?.restore();
  await db?.cleanup();
});

async function managedTeam() {
  const lead = await createUser(p, { name: "Lena Lead" });
  const plain = await createUser(p);
  const org = await createOrganization(p, { ownerId: lead.id, name: "Contoso", members: [{ userId: lead.id, role: "OWNER", status: "JOINED" }] });
  await p.membership.create({ data: { userId: plain.id, organizationId: org.id, role: "MEMBER", status: "JOINED" } });
  const managedUser = await createUser(p, { name: "Max Managed", email: `managed-${Date.now()}-${Math.random()}@managed.invalid`, emailVerified: null });
  const membership = await p.membership.create({ data: { userId: managedUser.id, organizationId: org.id, role: "MEMBER", status: "JOINED", managed: true } });
  const pkg = await createPackage(p);
  const shoot = await createShoot(p, { userId: managedUser.id, packageId: pkg.id, organizationId: org.id, membershipId: membership.id, managedById: lead.id, state: "ACTIVE" });
  return { lead, plain, org, managedUser, membership, shoot };
}

const tokenIn = (to: string) => {
  const m = /\/join\/[^?\s]+\?token=([A-Za-z0-9_%-]+)/.exec(mail.lastTo(to));
  if (!m) throw new Error("no claim link");
  return decodeURIComponent(m[1]!);
};

describe("claiming a managed member's shoot", () => {
  it("only a lead of the member's organisation sends the link, to an address nobody else holds", async () => {
    const t = await managedTeam();
    const other = await managedTeam();
    const send = (leadUserId: string, membershipId: string, email: string) => sendClaimLink(p, { leadUserId, membershipId, email, locale: "en" }, { appUrl: APP_URL });
    await expect(send(other.lead.id, t.membership.id, "max@contoso.example")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(send(t.plain.id, t.membership.id, "max@contoso.example")).rejects.toMatchObject({ code: "FORBIDDEN" });
    const notManaged = await p.membership.findFirstOrThrow({ where: { userId: t.plain.id } });
    await expect(send(t.lead.id, notManaged.id, "max@contoso.example")).rejects.toMatchObject({ code: "WRONG_STATE" });
    await expect(send(t.lead.id, t.membership.id, "nope")).rejects.toMatchObject({ code: "BAD_EMAIL" });
    await expect(send(t.lead.id, t.membership.id, t.plain.email)).rejects.toMatchObject({ code: "EMAIL_TAKEN" });
    expect(await p.authToken.count({ where: { purpose: "MANAGED_CLAIM", userId: t.managedUser.id } })).toBe(0);
  });

  it("the link works once, expires after 7 days, and gives the managed account its address", async () => {
    const t = await managedTeam();
    const address = `max-${Date.now()}@contoso.example`;
    // The member reads Spanish; the lead works in German: the email is the member's.
    await p.user.update({ where: { id: t.managedUser.id }, data: { locale: "es" } });
    const sent = await sendClaimLink(p, { leadUserId: t.lead.id, membershipId: t.membership.id, email: address, locale: "de" }, { appUrl: APP_URL });
    expect(sent.shootId).toBe(t.shoot.id);
    expect(Math.abs(sent.expiresAt.getTime() - Date.now() - 7 * 24 * 3600_000)).toBeLessThan(60_000);
    expect(mail.lastTo(address)).toContain(`${APP_URL}/es/join/${t.shoot.id}?token=`);
    expect((await p.emailOutbox.findFirstOrThrow({ where: { to: address, template: "team-claim" } })).locale).toBe("es");
    expect(JSON.stringify((await p.emailOutbox.findFirstOrThrow({ where: { to: address, template: "team-claim" } })).data)).not.toContain("token=");
    const token = tokenIn(address);

    // The token names its shoot: another id does not take it.
    expect(await claimManagedShoot(p, { shootId: "someone-elses", token })).toEqual({ ok: false, reason: "link_invalid" });
    expect(await peekClaim(p, { shootId: t.shoot.id, token })).toEqual({ ok: true, email: address, organization: "Contoso" });

    const claimed = await Promise.all([1, 2].map(() => claimManagedShoot(p, { shootId: t.shoot.id, token })));
    expect(claimed.map((r) => (r.ok ? "ok" : r.reason)).sort()).toEqual(["link_used", "ok"]);
    const user = await p.user.findUniqueOrThrow({ where: { id: t.managedUser.id } });
    expect(user.email).toBe(address);
    expect(user.emailVerified).not.toBeNull();
    expect(await p.shoot.findUniqueOrThrow({ where: { id: t.shoot.id } })).toMatchObject({ userId: t.managedUser.id, managedById: t.lead.id });
    expect(await claimManagedShoot(p, { shootId: t.shoot.id, token })).toEqual({ ok: false, reason: "link_used" });

    // Claimed: the account is the member's now. No further claim link can move it to another address
    // (the lead's, say), and one sent before the claim no longer works.
    const again = `max2-${Date.now()}@contoso.example`;
    await expect(sendClaimLink(p, { leadUserId: t.lead.id, membershipId: t.membership.id, email: again, locale: "en" }, { appUrl: APP_URL })).rejects.toMatchObject({ code: "ALREADY_CLAIMED", status: 409 });
    expect(await p.emailOutbox.count({ where: { to: again } })).toBe(0);
    expect((await p.user.findUniqueOrThrow({ where: { id: t.managedUser.id } })).email).toBe(address);
  });

  it("a new link replaces the old; an expired one is refused; a link left over from before a claim does not move the account", async () => {
    const t = await managedTeam();
    const first = `first-${Date.now()}@contoso.example`;
    await sendClaimLink(p, { leadUserId: t.lead.id, membershipId: t.membership.id, email: first, locale: "en" }, { appUrl: APP_URL });
    const firstToken = tokenIn(first);
    const second = `second-${Date.now()}@contoso.example`;
    await sendClaimLink(p, { leadUserId: t.lead.id, membershipId: t.membership.id, email: second, locale: "en" }, { appUrl: APP_URL });
    expect(await claimManagedShoot(p, { shootId: t.shoot.id, token: firstToken })).toEqual({ ok: false, reason: "link_used" });
    const secondToken = tokenIn(second);
    await p.authToken.update({ where: { tokenHash: hashToken(secondToken) }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await claimManagedShoot(p, { shootId: t.shoot.id, token: secondToken })).toEqual({ ok: false, reason: "link_expired" });

    // A third link is out; meanwhile the member proved their own address another way (a sign-in link).
    const third = `third-${Date.now()}@contoso.example`;
    await sendClaimLink(p, { leadUserId: t.lead.id, membershipId: t.membership.id, email: third, locale: "en" }, { appUrl: APP_URL });
    const own = `own-${Date.now()}@contoso.example`;
    await p.user.update({ where: { id: t.managedUser.id }, data: { email: own, emailVerified: new Date() } });
    expect(await claimManagedShoot(p, { shootId: t.shoot.id, token: tokenIn(third) })).toEqual({ ok: false, reason: "link_used" });
    expect((await p.user.findUniqueOrThrow({ where: { id: t.managedUser.id } })).email).toBe(own);
  });

  it("are capped per lead (each is a sign-in link to an address the lead typed), and never go to a placeholder address", async () => {
    const t = await managedTeam();
    const limits = createRateLimits({ kind: "memory" }, { ...rateLimitRules({ LOGIN_MAX_FAILURES: 5, LOGIN_WINDOW_MINUTES: 15 }), "team-claim.lead": { points: 2, duration: 3600 } });
    const send = (email: string) => sendClaimLink(p, { leadUserId: t.lead.id, membershipId: t.membership.id, email, locale: "en" }, { appUrl: APP_URL, limits });
    await expect(send("managed+x@members.invalid")).rejects.toMatchObject({ code: "BAD_EMAIL" });
    await send(`cap1-${Date.now()}@contoso.example`);
    await send(`cap2-${Date.now()}@contoso.example`);
    const third = `cap3-${Date.now()}@contoso.example`;
    await expect(send(third)).rejects.toMatchObject({ code: "RATE_LIMITED", status: 429 });
    expect(await p.emailOutbox.count({ where: { to: third } })).toBe(0);
  });
});
