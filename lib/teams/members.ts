// What a team lead does to the people of their organisation (invites are lib/teams/invites.ts). Every
// action starts from the lead (requireTeam: FORBIDDEN for a member, NOT_FOUND for someone with no
// organisation) and looks its target up inside the lead's organisation only, so another organisation's
// ids answer NOT_FOUND, never "forbidden".
import "server-only";
import { forgetSessions } from "@/lib/auth/principal-cache";
import type { Prisma, PrismaClient } from "@/lib/db";
import { appLink } from "@/lib/email";
import { queueEmail, relayAfterCommit } from "@/lib/email/queued";
import { env } from "@/lib/env";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { transition } from "@/lib/shoots/states";
import type { OrganizationPermission } from "./access";
import { releaseCredit } from "./credits";
import { TeamError } from "./errors";
import { isUndeliverable, type Deps } from "./invites";
import { MemberError } from "./member-errors";
import { requireTeam, type TeamContext } from "./organization";

type Tx = Prisma.TransactionClient;

const relayOn = (db: PrismaClient, deps: Deps) => deps.relay ?? ((id: string) => relayAfterCommit(id, { db }));
const validId = (id: unknown): id is string => typeof id === "string" && id.length > 0 && id.length <= 64;

/** The lead's organisation and the (not removed) membership `membershipId` in it, or a refusal. */
async function leadMembership(db: PrismaClient, leadId: string, membershipId: string, permission: OrganizationPermission) {
  const team = await requireTeam(db, leadId, permission);
  const membership = validId(membershipId)
    ? await db.membership.findFirst({
        where: { id: membershipId, organizationId: team.organizationId, status: { not: "DELETED" } },
        include: { user: { select: { id: true, email: true, name: true, locale: true, deletedAt: true } }, organization: { select: { ownerId: true, name: true } } },
      })
    : null;
  if (!membership) throw new TeamError("NOT_FOUND");
  return { team, membership };
}

const userLocale = (locale: string): Locale => (isLocale(locale) ? locale : "en");

/**
 * Removes a member: membership DELETED (removedAt), the credit they held given back if they never
 * submitted, an email to them. Their shoot and headshots stay theirs (the shoot keeps its userId).
 * Nobody removes the owner or themselves.
 */
export async function removeMember(db: PrismaClient, leadId: string, membershipId: string, deps: Deps = {}): Promise<{ released: boolean }> {
  const now = deps.now ?? new Date();
  const { team, membership } = await leadMembership(db, leadId, membershipId, "members.remove");
  if (membership.userId === leadId) throw new MemberError("OWN_ROLE");
  if (membership.userId === membership.organization.ownerId || membership.role === "OWNER") throw new MemberError("OWNER_ROLE");
  const user = membership.user;
  const { released, emailId } = await db.$transaction(async (tx) => {
    const { count } = await tx.membership.updateMany({ where: { id: membership.id, status: { not: "DELETED" } }, data: { status: "DELETED", removedAt: now } });
    if (count !== 1) throw new TeamError("WRONG_STATE");
    await endLeadership(tx, team.organizationId, membership.userId, membership.organization.ownerId, now);
    const held = await tx.membership.updateMany({ where: { id: membership.id, reservedCredit: true }, data: { reservedCredit: false } });
    if (held.count === 1) {
      await releaseCredit(tx, { organizationId: team.organizationId, refType: "membership", refId: membership.id, reason: "Member removed before submitting", createdById: leadId });
    }
    const locale = userLocale(user.locale);
    const emailId = user.deletedAt || isUndeliverable(user.email)
      ? null
      : await queueEmail(tx, { to: user.email, template: "team-removed", locale, data: { name: user.name ?? "", organization: team.name, url: appLink(env.APP_URL, "/app", locale) } });
    return { released: held.count === 1, emailId };
  });
  forgetSessions(membership.userId);
  if (emailId) relayOn(db, deps)(emailId);
  return { released };
}

/**
 * A lead who stops leading (made a member, or removed) no longer uploads for the managed members they
 * added: the upload flow lets a shoot's managedById in (lib/shoots/access.ts), so their managed shoots in
 * this organisation pass to its owner, who can never be demoted or removed. The business API keys they
 * made for the organisation stop working with their role (revoked at once), so no integration acts in
 * the name of someone who no longer leads it.
 */
async function endLeadership(tx: Tx, organizationId: string, fromUserId: string, ownerId: string, now: Date): Promise<void> {
  if (fromUserId === ownerId) return;
  await tx.shoot.updateMany({ where: { organizationId, managedById: fromUserId }, data: { managedById: ownerId } });
  await tx.apiKey.updateMany({ where: { organizationId, createdById: fromUserId, revokedAt: null }, data: { revokedAt: now } });
}

/** Makes a member a team lead ("LEAD") or a lead a member again ("MEMBER"): never the owner, never oneself. */
export async function setMemberRole(
  db: PrismaClient,
  leadId: string,
  membershipId: string,
  role: "LEAD" | "MEMBER",
  /** Runs inside the change's transaction (the settings' roles tab: its audit row and email). */
  within?: (tx: Tx, membership: { id: string; userId: string; organizationId: string; from: "OWNER" | "LEAD" | "MEMBER" }) => Promise<void>,
): Promise<void> {
  const { membership } = await leadMembership(db, leadId, membershipId, "members.promote");
  if (membership.userId === leadId) throw new MemberError("OWN_ROLE");
  if (membership.userId === membership.organization.ownerId || membership.role === "OWNER") throw new MemberError("OWNER_ROLE");
  // A managed member has no sign-in of their own: they cannot lead anything.
  if (membership.managed && role === "LEAD") throw new TeamError("WRONG_STATE");
  if (membership.role === role) throw new TeamError("WRONG_STATE");
  await db.$transaction(async (tx) => {
    const { count } = await tx.membership.updateMany({ where: { id: membership.id, role: membership.role, status: { not: "DELETED" } }, data: { role } });
    if (count !== 1) throw new TeamError("WRONG_STATE");
    if (role === "MEMBER") await endLeadership(tx, membership.organizationId, membership.userId, membership.organization.ownerId, new Date());
    if (within) await within(tx, { id: membership.id, userId: membership.userId, organizationId: membership.organizationId, from: membership.role });
  });
  forgetSessions(membership.userId);
}

/** States in which a lead may give a member's shoot its one retry. */
const RETRY_FROM = ["ACTIVE", "FAILED"] as const;

/**
 * Gives the member's latest shoot its one lead-granted retry: its results deleted, back to ONBOARDING
 * (a state change row), leadRetryAt set, an email to the member. Only a finished or failed team shoot,
 * once per shoot. Submitting it again charges no second credit (deductCreditForShoot is once per shoot).
 */
export async function grantLeadRetry(db: PrismaClient, leadId: string, membershipId: string, deps: Deps = {}): Promise<{ shootId: string }> {
  const now = deps.now ?? new Date();
  const { team, membership } = await leadMembership(db, leadId, membershipId, "members.invite");
  const latest = await db.shoot.findFirst({
    where: { membershipId: membership.id, organizationId: team.organizationId, state: { not: "DELETED" }, deletedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!latest) throw new MemberError("RETRY_NOT_READY");
  const user = membership.user;
  const emailId = await db.$transaction(async (tx: Tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Shoot" WHERE "id" = ${latest.id} FOR UPDATE`;
    const shoot = await tx.shoot.findUniqueOrThrow({ where: { id: latest.id }, select: { id: true, state: true, title: true, leadRetryAt: true } });
    if (shoot.leadRetryAt) throw new MemberError("RETRY_USED");
    const from = shoot.state;
    if (!(RETRY_FROM as readonly string[]).includes(from)) throw new MemberError("RETRY_NOT_READY");
    // The results go the way every deletion of results goes (lib/privacy/sweep.ts, lib/account/delete.ts): marked deleted.
    await tx.result.updateMany({ where: { shootId: shoot.id, deletedAt: null }, data: { deletedAt: now } });
    await transition(tx, shoot.id, from, "ONBOARDING", "team lead granted a retry", { leadRetryAt: now, failureReason: null, progress: 0, readyAt: null });
    await tx.membership.updateMany({ where: { id: membership.id, status: "FINISHED" }, data: { status: "JOINED" } });
    if (user.deletedAt || isUndeliverable(user.email)) return null;
    const locale = userLocale(user.locale);
    return queueEmail(tx, { to: user.email, template: "retry-granted", locale, data: { name: user.name ?? "", title: shoot.title, url: appLink(env.APP_URL, "/team-member", locale) } });
  });
  if (emailId) relayOn(db, deps)(emailId);
  return { shootId: latest.id };
}

// ─── sub-teams ────────────────────────────────────────────────────────────────

export type SubTeam = { id: string; name: string; members: number };

const teamName = (name: string) => {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (!trimmed || trimmed.length > 80) throw new Error("a sub-team name is 1 to 80 characters");
  return trimmed;
};

const isUniqueViolation = (e: unknown) => (e as { code?: unknown }).code === "P2002";

async function leadSubTeam(db: PrismaClient, leadId: string, teamId: string): Promise<{ team: TeamContext; subTeamId: string }> {
  const team = await requireTeam(db, leadId, "members.invite");
  const found = validId(teamId) ? await db.team.findFirst({ where: { id: teamId, organizationId: team.organizationId }, select: { id: true } }) : null;
  if (!found) throw new TeamError("NOT_FOUND");
  return { team, subTeamId: found.id };
}

/** The organisation's sub-teams by name, with how many active members each has. */
export async function listSubTeams(db: PrismaClient, organizationId: string): Promise<SubTeam[]> {
  const rows = await db.team.findMany({
    where: { organizationId },
    orderBy: { name: "asc" },
    select: { id: true, name: true, _count: { select: { memberships: { where: { status: { not: "DELETED" } } } } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, members: r._count.memberships }));
}

export async function createSubTeam(db: PrismaClient, leadId: string, name: string): Promise<{ id: string }> {
  const team = await requireTeam(db, leadId, "members.invite");
  return createOrganizationSubTeam(db, team.organizationId, name);
}

export async function renameSubTeam(db: PrismaClient, leadId: string, teamId: string, name: string): Promise<void> {
  const { subTeamId } = await leadSubTeam(db, leadId, teamId);
  await renameFoundSubTeam(db, subTeamId, name);
}

/** Deletes a sub-team: its people stay members (and invites stay pending), in no sub-team. */
export async function deleteSubTeam(db: PrismaClient, leadId: string, teamId: string): Promise<void> {
  const { subTeamId } = await leadSubTeam(db, leadId, teamId);
  await deleteFoundSubTeam(db, subTeamId);
}

// The same, for a caller that already knows the organisation (the business API, lib/api/v2/teams.ts).

/** The organisation's sub-team `teamId`, or null (another organisation's, or none). */
export async function findSubTeam(db: PrismaClient, organizationId: string, teamId: string): Promise<{ id: string; name: string } | null> {
  return validId(teamId) ? db.team.findFirst({ where: { id: teamId, organizationId }, select: { id: true, name: true } }) : null;
}

/** A new sub-team; TEAM_NAME_TAKEN when the organisation has one of that name. */
export async function createOrganizationSubTeam(db: PrismaClient, organizationId: string, name: string): Promise<{ id: string }> {
  try {
    return await db.team.create({ data: { organizationId, name: teamName(name) }, select: { id: true } });
  } catch (e) {
    if (isUniqueViolation(e)) throw new MemberError("TEAM_NAME_TAKEN");
    throw e;
  }
}

export async function renameFoundSubTeam(db: PrismaClient, subTeamId: string, name: string): Promise<void> {
  try {
    await db.team.update({ where: { id: subTeamId }, data: { name: teamName(name) } });
  } catch (e) {
    if (isUniqueViolation(e)) throw new MemberError("TEAM_NAME_TAKEN");
    throw e;
  }
}

export async function deleteFoundSubTeam(db: PrismaClient, subTeamId: string): Promise<void> {
  await db.$transaction([
    db.membership.updateMany({ where: { teamId: subTeamId }, data: { teamId: null } }),
    db.invite.updateMany({ where: { teamId: subTeamId }, data: { teamId: null } }),
    db.team.deleteMany({ where: { id: subTeamId } }),
  ]);
}

/** Moves a member, or a pending invite, into a sub-team (null: none). */
export async function moveToSubTeam(db: PrismaClient, leadId: string, target: { membershipId?: string; inviteId?: string }, teamId: string | null): Promise<void> {
  const team = await requireTeam(db, leadId, "members.invite");
  if (teamId !== null) await leadSubTeam(db, leadId, teamId);
  if (target.membershipId) {
    const { count } = validId(target.membershipId)
      ? await db.membership.updateMany({ where: { id: target.membershipId, organizationId: team.organizationId, status: { not: "DELETED" } }, data: { teamId } })
      : { count: 0 };
    if (count !== 1) throw new TeamError("NOT_FOUND");
    return;
  }
  const { count } = validId(target.inviteId)
    ? await db.invite.updateMany({ where: { id: target.inviteId, organizationId: team.organizationId, kind: "EMAIL", acceptedAt: null, revokedAt: null }, data: { teamId } })
    : { count: 0 };
  if (count !== 1) throw new TeamError("NOT_FOUND");
}
