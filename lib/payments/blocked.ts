import "server-only";
import type { PrismaClient } from "@/lib/db";
import type { BlockReason } from "./reasons";

/**
 * Why this account may not buy a package for itself, or null when it may.
 * - TEAM_MEMBER: a joined member of an organisation (role MEMBER): the team pays for their headshots
 *   with team credits, so a personal purchase would be paid twice.
 * - ADMIN_ACCOUNT: platform admin accounts run the back office; purchases belong to a customer account
 *   (keeps admin actions and customer money apart in the audit trail).
 * Team owners and leads may buy for themselves. A pending invitation (INVITED) does not block yet.
 */
export async function checkoutBlock(db: Pick<PrismaClient, "user">, userId: string): Promise<BlockReason | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { role: true, memberships: { where: { status: { in: ["JOINED", "FINISHED"] }, organization: { deletedAt: null } }, select: { role: true } } },
  });
  if (!user) return null;
  if (user.role === "ADMIN") return "ADMIN_ACCOUNT";
  if (user.memberships.some((m) => m.role === "MEMBER")) return "TEAM_MEMBER";
  return null;
}
