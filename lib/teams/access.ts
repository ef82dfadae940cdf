// The one organisation check. A person's role in an organisation, and what each role may do.
//
// Who holds which role:
// - owner:  the organisation's owner (Organization.ownerId), or a member whose role is OWNER;
// - lead:   a member whose role is LEAD;
// - member: a member whose role is MEMBER.
// Only memberships that are JOINED or FINISHED count. An invited person who has not joined yet holds
// no role at all (an invitation opens nothing, not even for an invited lead), nor does a removed
// member (DELETED). A deleted organisation gives nobody a role, its owner included: its pages,
// invoices and gift cards are closed to everyone but platform admins.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";

export type OrganizationRole = "owner" | "lead" | "member";

/** Everything an organisation lets its people do, one name per action. */
export const ORGANIZATION_PERMISSIONS = {
  owner: [
    "organization.read", "organization.update", "organization.delete", "organization.transferOwnership",
    "members.read", "members.invite", "members.remove", "members.promote",
    "credits.read", "credits.buy", "invoices.read", "giftcards.read", "results.read", "api.manage", "shoot.own",
  ],
  lead: [
    "organization.read", "organization.update",
    "members.read", "members.invite", "members.remove", "members.promote",
    "credits.read", "credits.buy", "invoices.read", "giftcards.read", "results.read", "api.manage", "shoot.own",
  ],
  member: ["organization.read", "shoot.own"],
} as const satisfies Record<OrganizationRole, readonly string[]>;

export type OrganizationPermission = (typeof ORGANIZATION_PERMISSIONS)[OrganizationRole][number];

type Reader = Pick<PrismaClient | Prisma.TransactionClient, "organization" | "membership">;

/** Memberships that carry a role: joined (or done with their shoot) in an organisation that exists. */
export const ACTIVE_MEMBERSHIP = {
  status: { in: ["JOINED", "FINISHED"] },
  organization: { deletedAt: null },
} satisfies Prisma.MembershipWhereInput;

/**
 * Team shoots whose member is still in the organisation. `removeMember` (lib/teams/members.ts) leaves a
 * removed member's shoot its organisationId and membershipId, but its headshots stay the member's alone
 * (lib/results/access.ts): the leads' pages, the business API (lib/api/v2) and the webhooks
 * (lib/webhooks/outbox.ts) pass over it.
 */
export const CURRENT_MEMBER_SHOOT = {
  membership: { removedAt: null, status: { not: "DELETED" } },
} satisfies Prisma.ShootWhereInput;

const RANK: Record<OrganizationRole, number> = { member: 1, lead: 2, owner: 3 };
const FROM_DB: Record<"OWNER" | "LEAD" | "MEMBER", OrganizationRole> = { OWNER: "owner", LEAD: "lead", MEMBER: "member" };

/** The role `userId` holds in organisation `organizationId`, or null (see the file comment). */
export async function organizationRole(db: Reader, userId: string, organizationId: string): Promise<OrganizationRole | null> {
  const [org, membership] = await Promise.all([
    db.organization.findFirst({ where: { id: organizationId, deletedAt: null }, select: { ownerId: true } }),
    db.membership.findFirst({ where: { userId, organizationId, ...ACTIVE_MEMBERSHIP }, select: { role: true } }),
  ]);
  if (!org) return null;
  if (org.ownerId === userId) return "owner";
  return membership ? FROM_DB[membership.role] : null;
}

export function can(role: OrganizationRole | null, permission: OrganizationPermission): boolean {
  return role !== null && (ORGANIZATION_PERMISSIONS[role] as readonly string[]).includes(permission);
}

/** Whether `userId` may do `permission` in organisation `organizationId`. */
export async function mayInOrganization(db: Reader, userId: string, organizationId: string, permission: OrganizationPermission): Promise<boolean> {
  return can(await organizationRole(db, userId, organizationId), permission);
}

/** The organisations in which `userId` may do `permission` (owned ones and active memberships). */
export async function organizationsWhere(db: Reader, userId: string, permission: OrganizationPermission): Promise<string[]> {
  const [owned, memberships] = await Promise.all([
    db.organization.findMany({ where: { ownerId: userId, deletedAt: null }, select: { id: true } }),
    db.membership.findMany({ where: { userId, ...ACTIVE_MEMBERSHIP }, select: { organizationId: true, role: true } }),
  ]);
  const roles = new Map<string, OrganizationRole>();
  for (const m of memberships) roles.set(m.organizationId, FROM_DB[m.role]);
  for (const o of owned) roles.set(o.id, "owner");
  return [...roles].filter(([, role]) => can(role, permission)).map(([id]) => id);
}

/** The strongest role `userId` holds in any organisation (what the route guard's member/lead checks read). */
export async function strongestOrganizationRole(db: Reader, userId: string): Promise<OrganizationRole | null> {
  const [owns, memberships] = await Promise.all([
    db.organization.count({ where: { ownerId: userId, deletedAt: null } }),
    db.membership.findMany({ where: { userId, ...ACTIVE_MEMBERSHIP }, select: { role: true } }),
  ]);
  let best: OrganizationRole | null = owns > 0 ? "owner" : null;
  for (const m of memberships) {
    const role = FROM_DB[m.role];
    if (!best || RANK[role] > RANK[best]) best = role;
  }
  return best;
}
