import type { PrismaClient } from "@/lib/db";
import type { Principal } from "@/lib/routes/middleware";

/** The roles a user holds right now, read from the database. Null when the account is gone. */
export async function loadPrincipal(db: PrismaClient, userId: string): Promise<Principal> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, role: true, deletedAt: true, memberships: { select: { role: true, status: true } } },
  });
  if (!user || user.deletedAt) return null;
  const active = user.memberships.filter((m) => m.status !== "DELETED");
  const orgRole = active.some((m) => m.role === "OWNER" || m.role === "LEAD")
    ? "lead"
    : active.length > 0
      ? "member"
      : null;
  return { userId: user.id, role: user.role === "ADMIN" ? "admin" : "user", orgRole };
}
