import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";

type Db = Pick<PrismaClient | Prisma.TransactionClient, "user">;

/** A team membership that counts: joined (or done) in an organisation that still exists. Pending invites do not. */
export const ACTIVE_MEMBERSHIP = { status: { in: ["JOINED", "FINISHED"] }, organization: { deletedAt: null } } satisfies Prisma.MembershipWhereInput;

/**
 * Referral is for personal (B2C) accounts: team members, team leads and owners, platform admins and
 * deleted accounts neither refer nor are referred.
 */
export async function isPersonalAccount(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      role: true,
      deletedAt: true,
      _count: { select: { memberships: { where: ACTIVE_MEMBERSHIP }, ownedOrganizations: { where: { deletedAt: null } } } },
    },
  });
  return Boolean(user && !user.deletedAt && user.role === "USER" && user._count.memberships === 0 && user._count.ownedOrganizations === 0);
}
