import "server-only";
import type { PrismaClient, ShootState } from "@/lib/db";

export type ShootSummary = { id: string; title: string; state: ShootState; packageName: string; createdAt: Date; readyAt: Date | null };

/** A person's own shoots, newest first; deleted ones are left out. */
export async function listShoots(db: PrismaClient, userId: string): Promise<ShootSummary[]> {
  const rows = await db.shoot.findMany({
    where: { userId, state: { not: "DELETED" } },
    orderBy: { createdAt: "desc" },
    select: { id: true, title: true, state: true, createdAt: true, readyAt: true, package: { select: { name: true } } },
  });
  return rows.map((r) => ({ id: r.id, title: r.title, state: r.state, packageName: r.package.name, createdAt: r.createdAt, readyAt: r.readyAt }));
}
