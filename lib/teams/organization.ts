// A person's organisation. One organisation per person: the one they own, or the one they are an
// active member of (a partial unique index on Membership holds it). The team lead area, the member's
// pages and every team action start here, then ask lib/teams/access.ts what the role may do.
import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { ACTIVE_MEMBERSHIP, can, type OrganizationPermission, type OrganizationRole } from "./access";
import { TeamError } from "./errors";

type Reader = Pick<PrismaClient | Prisma.TransactionClient, "organization" | "membership">;

/** Package every member shoot uses: 1 credit = one Starter-sized shoot (product-decisions: credit price 29). */
export const TEAM_SHOOT_PACKAGE = "starter";

export type TeamContext = {
  organizationId: string;
  name: string;
  role: OrganizationRole;
  /** The wizard was finished (credits paid): the team lead area is open. */
  setupComplete: boolean;
  /** The person's membership (null for an owner without one, which the wizard never leaves). */
  membershipId: string | null;
};

const FROM_DB = { OWNER: "owner", LEAD: "lead", MEMBER: "member" } as const;

/** The organisation `userId` owns or is an active member of, with their role there; null when none. */
export async function teamOf(db: Reader, userId: string): Promise<TeamContext | null> {
  const [owned, membership] = await Promise.all([
    db.organization.findFirst({ where: { ownerId: userId, deletedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true, setupCompletedAt: true } }),
    db.membership.findFirst({
      where: { userId, ...ACTIVE_MEMBERSHIP },
      orderBy: { createdAt: "asc" },
      select: { id: true, role: true, organization: { select: { id: true, name: true, setupCompletedAt: true, ownerId: true } } },
    }),
  ]);
  if (owned) {
    const own = membership?.organization.id === owned.id ? membership.id : null;
    return { organizationId: owned.id, name: owned.name, role: "owner", setupComplete: owned.setupCompletedAt !== null, membershipId: own };
  }
  if (!membership) return null;
  const org = membership.organization;
  return { organizationId: org.id, name: org.name, role: FROM_DB[membership.role], setupComplete: org.setupCompletedAt !== null, membershipId: membership.id };
}

/**
 * The organisation in which `userId` may do `permission`, or a refusal: FORBIDDEN for someone whose
 * role there does not allow it (a member on a lead action), NOT_FOUND for someone with none.
 */
export async function requireTeam(db: Reader, userId: string, permission: OrganizationPermission): Promise<TeamContext> {
  const team = await teamOf(db, userId);
  if (!team) throw new TeamError("NOT_FOUND");
  if (!can(team.role, permission)) throw new TeamError("FORBIDDEN");
  return team;
}
