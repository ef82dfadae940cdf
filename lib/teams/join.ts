// Joining an organisation, and signing a member back in.
//
//   /organization/join/{inviteId}?token=…   an emailed invite or an open link: the page shows the
//        organisation's name and asks for the work email (prefilled for an emailed invite); the domain
//        rule is checked; requestJoinLink mails a sign-in link (AuthToken TEAM_ACCESS, valid teams.magicLinkMinutes, once,
//        holding the invite's id) to that address.
//   /team-access                            a member types their work email; requestTeamAccess mails
//        a sign-in link when the address belongs to a member (or to a pending emailed invite), and
//        answers the same either way.
//   /team-access?token=…                    the link: redeemTeamAccess proves the address, accepts the
//        invite (a User with a verified email, a JOINED Membership holding the invite's reserved credit,
//        the invite used once, the member's shoot) and the Auth.js "team" provider (lib/auth/index.ts)
//        signs the person in with it.
// Someone with an individual account of their own (orders or shoots) converts it by joining: asked to
// confirm first; their past orders and shoots stay theirs. Someone in another organisation is refused.
// Expired, revoked and used-up invites and wrong domains are refused with nothing written.
import "server-only";
import type { Invite, Prisma, PrismaClient } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email";
import { isUndeliverable } from "@/lib/email/undeliverable";
import type { Locale } from "@/lib/i18n/config";
import { emailSubject, ipSubject, rateLimits, retryMinutes, type RateLimits } from "@/lib/rate-limit";
import { referralCodeFor } from "@/lib/auth/accounts";
import { proveAddress } from "@/lib/auth/first-proof";
import { forgetSessions } from "@/lib/auth/principal-cache";
import { hashToken } from "@/lib/auth/tokens";
import { readParameter, type ParameterDb } from "@/lib/parameters/read";
import { ACTIVE_MEMBERSHIP } from "./access";
import { releaseCredit } from "./credits";
import { findInviteByToken } from "./invites";
import { openMemberShoot } from "./member-shoot";
import { formatValidity } from "./validity";
import { randomBytes } from "node:crypto";

type Tx = Prisma.TransactionClient;

/** Why an invite cannot be used (as lib/teams/invites.ts findInviteByToken names them). */
export type InviteProblem = "invalid" | "expired" | "revoked" | "used_up";

/** Every refusal of the join and sign-in flow; messages are `TeamMember.errors.<reason>`. */
export type JoinRefusal =
  | InviteProblem
  | "wrong_domain"
  | "wrong_email"
  | "bad_email"
  | "other_organization"
  | "convert_needed"
  | "link_invalid"
  | "link_expired"
  | "link_used"
  | "account_deleted"
  | "rate_limited";

export type JoinResult<T extends object = object> = ({ ok: true } & T) | { ok: false; reason: JoinRefusal; retryAfterMinutes?: number };

/** Where a person goes once they have joined or signed in. */
export const MEMBER_HOME = "/team-member/onboarding";

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const normalEmail = (raw: string) => raw.trim().toLowerCase();
const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/**
 * Whether an invite (read again inside the accepting transaction) can still be used now: the same
 * rules as findInviteByToken (lib/teams/invites.ts), which checks the link's token first.
 */
function inviteProblem(invite: Invite, now: Date): { ok: true; invite: Invite } | { ok: false; reason: InviteProblem } {
  if (invite.revokedAt) return { ok: false, reason: "revoked" };
  if (invite.kind !== "OPEN_LINK" && invite.acceptedAt) return { ok: false, reason: "used_up" };
  if (invite.kind === "OPEN_LINK" && invite.usageCap !== null && invite.usedCount >= invite.usageCap) return { ok: false, reason: "used_up" };
  if (invite.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, invite };
}

/** The address rule of an invite: an emailed invite is for its address; an open link may name a domain. */
function addressProblem(invite: Invite, email: string): JoinRefusal | null {
  if (!EMAIL.test(email) || email.length > 254 || isUndeliverable(email)) return "bad_email";
  if (invite.kind !== "OPEN_LINK" && invite.email && normalEmail(invite.email) !== email) return "wrong_email";
  if (invite.allowedDomain) {
    const allowed = invite.allowedDomain.trim().toLowerCase().replace(/^@/, "");
    if (domainOf(email) !== allowed) return "wrong_domain";
  }
  return null;
}

export type JoinPage = {
  inviteId: string;
  kind: Invite["kind"];
  organization: string;
  /** Prefilled work email: the invite's address, else the signed-in person's. */
  email: string;
  /** The emailed invite's address cannot be changed. */
  emailLocked: boolean;
  allowedDomain: string | null;
  /** The signed-in person has orders or shoots of their own: joining converts the account. */
  converts: boolean;
  /** The signed-in person is already in another organisation. */
  otherOrganization: boolean;
};

/** What `/organization/join/{inviteId}?token=…` shows, or why the invite cannot be used. */
export async function loadJoinPage(db: PrismaClient, input: { inviteId: string; token: string; userId?: string | null }): Promise<JoinResult<{ page: JoinPage }>> {
  const found = await findInviteByToken(db, input.inviteId, input.token);
  if (!found.ok) return found;
  const { invite } = found;
  const org = await db.organization.findUniqueOrThrow({ where: { id: invite.organizationId }, select: { name: true } });
  const me = input.userId ? await db.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, deletedAt: true } }) : null;
  const standing = me && !me.deletedAt ? await accountStanding(db, me.id, invite.organizationId) : null;
  return {
    ok: true,
    page: {
      inviteId: invite.id,
      kind: invite.kind,
      organization: org.name,
      email: invite.kind !== "OPEN_LINK" && invite.email ? normalEmail(invite.email) : (me?.email ?? ""),
      emailLocked: invite.kind !== "OPEN_LINK" && Boolean(invite.email),
      allowedDomain: invite.allowedDomain,
      converts: standing?.individual ?? false,
      otherOrganization: standing?.otherOrganization ?? false,
    },
  };
}

/**
 * Where an existing account stands for joining `organizationId`: in another organisation (a membership
 * not DELETED there, or owning one), a member here already, and whether it has orders or shoots of its
 * own (an individual account: joining converts it).
 */
async function accountStanding(db: PrismaClient | Tx, userId: string, organizationId: string) {
  const [elsewhere, owns, here, orders, shoots] = await Promise.all([
    db.membership.count({ where: { userId, organizationId: { not: organizationId }, status: { not: "DELETED" }, organization: { deletedAt: null } } }),
    db.organization.count({ where: { ownerId: userId, id: { not: organizationId }, deletedAt: null } }),
    db.membership.findUnique({ where: { userId_organizationId: { userId, organizationId } }, select: { id: true, status: true } }),
    db.order.count({ where: { userId, organizationId: null } }),
    db.shoot.count({ where: { userId, organizationId: null } }),
  ]);
  const member = here !== null && (here.status === "JOINED" || here.status === "FINISHED");
  return { otherOrganization: elsewhere + owns > 0, member, individual: !member && orders + shoots > 0 };
}

/** Counts one request for a sign-in link per client address and per address typed (lib/rate-limit). */
async function takeLinkLimit(limits: RateLimits, email: string, ip: string | null): Promise<JoinResult> {
  const byIp = await limits.take("team-access.ip", ipSubject(ip));
  if (!byIp.allowed) return { ok: false, reason: "rate_limited", retryAfterMinutes: retryMinutes(byIp.retryAfterSeconds) };
  const byEmail = await limits.take("team-access.email", emailSubject(email));
  if (!byEmail.allowed) return { ok: false, reason: "rate_limited", retryAfterMinutes: retryMinutes(byEmail.retryAfterSeconds) };
  return { ok: true };
}

type LinkDeps = { appUrl: string; ip?: string | null; limits?: RateLimits };

/**
 * How long a team sign-in link stays valid: the platform admins' teams.magicLinkMinutes (2 hours by
 * default), read at each link, so a change applies to the next one.
 */
export async function teamLinkMinutes(db: ParameterDb): Promise<number> {
  return readParameter(db, "teams.magicLinkMinutes");
}

async function createTeamSignIn(db: PrismaClient, input: { email: string; userId: string | null; inviteId: string | null }): Promise<{ raw: string; minutes: number }> {
  const raw = randomBytes(32).toString("base64url");
  const minutes = await teamLinkMinutes(db);
  await db.authToken.create({
    data: {
      purpose: "TEAM_ACCESS", email: input.email, userId: input.userId, tokenHash: hashToken(raw),
      expiresAt: new Date(Date.now() + minutes * 60_000), data: input.inviteId ? { inviteId: input.inviteId } : {},
    },
  });
  return { raw, minutes };
}

/**
 * A sign-in link's token (TEAM_ACCESS, valid teams.magicLinkMinutes, single use; only its hash is
 * stored), carrying the invite it accepts. The raw token goes into the emailed link (and the demo seed's joins).
 */
export async function issueTeamSignIn(db: PrismaClient, input: { email: string; userId: string | null; inviteId: string | null }): Promise<string> {
  return (await createTeamSignIn(db, input)).raw;
}

/** Creates the TEAM_ACCESS token and mails its link ("team-sign-in", secret) in `locale`, saying how long it is valid. */
async function mailSignInLink(db: PrismaClient, input: { email: string; userId: string | null; inviteId: string | null; organization: string; locale: Locale; appUrl: string }): Promise<void> {
  const { raw, minutes } = await createTeamSignIn(db, input);
  const url = `${appLink(input.appUrl, "/team-access", input.locale)}?token=${encodeURIComponent(raw)}`;
  const data = { organization: input.organization, url, validFor: formatValidity(minutes, "minute", input.locale) };
  await sendEmail(db, { to: input.email, template: "team-sign-in", locale: input.locale, userId: input.userId, data });
}

/**
 * The join page's form: checks the invite and the address rule, then mails a sign-in link to the work
 * email. `email`: what was typed (an emailed invite's own address).
 */
export async function requestJoinLink(db: PrismaClient, input: { inviteId: string; token: string; email: string; locale: Locale }, deps: LinkDeps): Promise<JoinResult<{ email: string }>> {
  const email = normalEmail(input.email);
  const found = await findInviteByToken(db, input.inviteId, input.token);
  if (!found.ok) return found;
  const problem = addressProblem(found.invite, email);
  if (problem) return { ok: false, reason: problem };
  const limit = await takeLinkLimit(deps.limits ?? rateLimits(), email, deps.ip ?? null);
  if (!limit.ok) return limit;
  const [org, user] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: found.invite.organizationId }, select: { name: true } }),
    db.user.findUnique({ where: { email }, select: { id: true, deletedAt: true } }),
  ]);
  if (user?.deletedAt) return { ok: true, email }; // nothing to send to an account being deleted; the answer does not tell
  await mailSignInLink(db, { email, userId: user?.id ?? null, inviteId: found.invite.id, organization: org.name, locale: input.locale, appUrl: deps.appUrl });
  return { ok: true, email };
}

/**
 * /team-access: a sign-in link for a member's work email. Mailed when the address belongs to an active
 * member (or owner/lead) of an organisation, or to a pending emailed invite; the answer is the same
 * whether or not it does (only the rate limit can refuse).
 */
export async function requestTeamAccess(db: PrismaClient, input: { email: string; locale: Locale }, deps: LinkDeps): Promise<JoinResult<{ email: string }>> {
  const email = normalEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254 || isUndeliverable(email)) return { ok: false, reason: "bad_email" };
  const limit = await takeLinkLimit(deps.limits ?? rateLimits(), email, deps.ip ?? null);
  if (!limit.ok) return limit;
  const user = await db.user.findUnique({ where: { email }, select: { id: true, deletedAt: true } });
  if (user?.deletedAt) return { ok: true, email };
  const membership = user
    ? await db.membership.findFirst({ where: { userId: user.id, ...ACTIVE_MEMBERSHIP }, select: { organization: { select: { name: true } } } })
    : null;
  if (membership) {
    await mailSignInLink(db, { email, userId: user!.id, inviteId: null, organization: membership.organization.name, locale: input.locale, appUrl: deps.appUrl });
    return { ok: true, email };
  }
  const now = new Date();
  const invite = await db.invite.findFirst({
    where: { email: { equals: email, mode: "insensitive" }, kind: "EMAIL", revokedAt: null, acceptedAt: null, expiresAt: { gt: now }, organization: { deletedAt: null } },
    orderBy: { createdAt: "desc" },
    select: { id: true, organization: { select: { name: true } } },
  });
  if (invite) await mailSignInLink(db, { email, userId: user?.id ?? null, inviteId: invite.id, organization: invite.organization.name, locale: input.locale, appUrl: deps.appUrl });
  return { ok: true, email };
}

type TokenRow = { id: string; email: string; userId: string | null; expiresAt: Date; usedAt: Date | null; data: Prisma.JsonValue };

async function findToken(db: PrismaClient | Tx, raw: string): Promise<JoinResult<{ token: TokenRow; inviteId: string | null }>> {
  if (!raw || raw.length > 200) return { ok: false, reason: "link_invalid" };
  const row = await db.authToken.findUnique({ where: { tokenHash: hashToken(raw) }, select: { id: true, email: true, userId: true, expiresAt: true, usedAt: true, data: true, purpose: true } });
  if (!row || row.purpose !== "TEAM_ACCESS") return { ok: false, reason: "link_invalid" };
  if (row.usedAt) return { ok: false, reason: "link_used" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "link_expired" };
  const data = row.data as { inviteId?: unknown } | null;
  return { ok: true, token: row, inviteId: typeof data?.inviteId === "string" ? data.inviteId : null };
}

export type TeamAccessLanding = { email: string; organization: string; converts: boolean };

/** What the sign-in link's landing shows before it is used (nothing is consumed): or why it cannot be used. */
export async function peekTeamAccess(db: PrismaClient, raw: string): Promise<JoinResult<{ landing: TeamAccessLanding }>> {
  const found = await findToken(db, raw);
  if (!found.ok) return found;
  const { token, inviteId } = found;
  const user = await db.user.findUnique({ where: { email: token.email }, select: { id: true, deletedAt: true } });
  if (user?.deletedAt) return { ok: false, reason: "account_deleted" };
  let organizationId: string | null = null;
  if (inviteId) {
    const invite = await db.invite.findUnique({ where: { id: inviteId } });
    if (!invite) return { ok: false, reason: "invalid" };
    const usable = inviteProblem(invite, new Date());
    if (!usable.ok) return usable;
    organizationId = invite.organizationId;
  } else if (user) {
    organizationId = (await db.membership.findFirst({ where: { userId: user.id, ...ACTIVE_MEMBERSHIP }, select: { organizationId: true } }))?.organizationId ?? null;
  }
  if (!organizationId) return { ok: false, reason: "link_invalid" };
  const org = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } });
  const standing = user ? await accountStanding(db, user.id, organizationId) : null;
  if (standing?.otherOrganization && !standing.member) return { ok: false, reason: "other_organization" };
  return { ok: true, landing: { email: token.email, organization: org.name, converts: standing?.individual ?? false } };
}

/** A refusal inside the joining transaction: rolls back what was written (the token stays unused). */
class JoinRefused extends Error {
  constructor(public readonly reason: JoinRefusal) {
    super(reason);
  }
}

/**
 * Uses a sign-in link: proves the address and, for a link that carries an invite, accepts it, all in
 * one transaction (nothing is written when anything is refused). `convert`: the person confirmed that
 * their individual account joins the organisation (asked when it has orders or shoots of its own).
 * Returns the account to sign in and where to go.
 */
export async function redeemTeamAccess(db: PrismaClient, input: { token: string; convert: boolean; locale: Locale }): Promise<JoinResult<{ userId: string; organizationId: string; joined: boolean; next: string }>> {
  try {
    const result = await db.$transaction(async (tx) => {
      const found = await findToken(tx, input.token);
      if (!found.ok) throw new JoinRefused(found.reason);
      const { token, inviteId } = found;
      const now = new Date();
      // Spent first: two clicks of one link race here and only one goes on.
      const claimed = await tx.authToken.updateMany({ where: { id: token.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
      if (claimed.count !== 1) throw new JoinRefused("link_used");

      let user = await tx.user.findUnique({ where: { email: token.email }, select: { id: true, deletedAt: true } });
      if (user?.deletedAt) throw new JoinRefused("account_deleted");

      if (!inviteId) {
        // A member signing back in: only someone already in an organisation.
        if (!user) throw new JoinRefused("link_invalid");
        const membership = await tx.membership.findFirst({ where: { userId: user.id, ...ACTIVE_MEMBERSHIP }, select: { organizationId: true } });
        if (!membership) throw new JoinRefused("link_invalid");
        await proveAddress(tx, user.id, { keepPassword: true, now });
        return { userId: user.id, organizationId: membership.organizationId, joined: false };
      }

      const invite = await tx.invite.findUnique({ where: { id: inviteId } });
      if (!invite) throw new JoinRefused("invalid");
      const usable = inviteProblem(invite, now);
      if (!usable.ok) throw new JoinRefused(usable.reason);
      const org = await tx.organization.findUnique({ where: { id: invite.organizationId }, select: { deletedAt: true } });
      if (!org || org.deletedAt) throw new JoinRefused("invalid");
      const problem = addressProblem(invite, token.email);
      if (problem) throw new JoinRefused(problem);

      if (user) {
        const standing = await accountStanding(tx, user.id, invite.organizationId);
        if (standing.otherOrganization) throw new JoinRefused("other_organization");
        if (standing.member) {
          // Already in (the same link twice, a second invite): signed in, nothing else changes.
          return { userId: user.id, organizationId: invite.organizationId, joined: false };
        }
        if (standing.individual && !input.convert) throw new JoinRefused("convert_needed");
        await proveAddress(tx, user.id, { keepPassword: true, now });
      } else {
        user = await tx.user.create({
          data: { email: token.email, emailVerified: now, locale: input.locale, currency: input.locale === "en" ? "USD" : "EUR", referralCode: referralCodeFor(token.email) },
          select: { id: true, deletedAt: true },
        });
      }

      // One use of the invite, guarded in the UPDATE: an open link's cap is never exceeded, an emailed
      // invite is accepted once, whatever races.
      const used = await tx.$queryRaw<{ id: string }[]>`
        UPDATE "Invite"
           SET "usedCount" = "usedCount" + 1,
               "acceptedAt" = CASE WHEN "kind" = 'OPEN_LINK' THEN "acceptedAt" ELSE ${now} END,
               "reservedCredit" = false,
               "updatedAt" = ${now}
         WHERE "id" = ${invite.id}
           AND "revokedAt" IS NULL
           AND "expiresAt" > ${now}
           AND ("kind" = 'OPEN_LINK' OR "acceptedAt" IS NULL)
           AND ("usageCap" IS NULL OR "usedCount" < "usageCap")
        RETURNING "id"`;
      if (used.length !== 1) throw new JoinRefused("used_up");

      const existing = await tx.membership.findUnique({ where: { userId_organizationId: { userId: user.id, organizationId: invite.organizationId } } });
      // The invite's held credit moves to the membership (the organisation's reserved count stays); one
      // the membership already holds is enough, so the invite's is released.
      const keepsCredit = invite.reservedCredit && !existing?.reservedCredit;
      if (invite.reservedCredit && existing?.reservedCredit) {
        await releaseCredit(tx, { organizationId: invite.organizationId, refType: "invite", refId: invite.id, reason: "Invite accepted by a member already holding a credit" });
      }
      const fields = { role: invite.role, teamId: invite.teamId, status: "JOINED" as const, inviteId: invite.id, joinedAt: now, removedAt: null };
      const membership = existing
        ? await tx.membership.update({ where: { id: existing.id }, data: { ...fields, reservedCredit: existing.reservedCredit || keepsCredit }, select: { id: true } })
        : await tx.membership.create({ data: { ...fields, userId: user.id, organizationId: invite.organizationId, reservedCredit: keepsCredit }, select: { id: true } });
      await openMemberShoot(tx, { organizationId: invite.organizationId, membershipId: membership.id, userId: user.id, locale: input.locale, reason: "joined the team" });
      return { userId: user.id, organizationId: invite.organizationId, joined: true };
    }, { maxWait: 15_000, timeout: 30_000 });
    forgetSessions(result.userId);
    return { ok: true, ...result, next: MEMBER_HOME };
  } catch (err) {
    if (err instanceof JoinRefused) return { ok: false, reason: err.reason };
    // The one-organisation-per-person index: a join elsewhere committed first.
    if (isUniqueViolation(err)) return { ok: false, reason: "other_organization" };
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === "P2002" || /unique constraint|duplicate key/i.test(e?.message ?? "");
}
