import "server-only";
import type { PrismaClient } from "@/lib/db";

export type PlatformOverview = { users: number; organizations: number; shoots: number; activeShoots: number; emailsToday: number; failedEmails: number };

export async function platformOverview(db: PrismaClient, now = new Date()): Promise<PlatformOverview> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [users, organizations, shoots, activeShoots, emailsToday, failedEmails] = await Promise.all([
    db.user.count({ where: { deletedAt: null } }),
    db.organization.count(),
    db.shoot.count({ where: { state: { not: "DELETED" } } }),
    db.shoot.count({ where: { state: { in: ["WAITING", "PROCESSING", "GENERATING"] } } }),
    db.emailOutbox.count({ where: { createdAt: { gte: dayStart } } }),
    db.emailOutbox.count({ where: { status: "FAILED" } }),
  ]);
  return { users, organizations, shoots, activeShoots, emailsToday, failedEmails };
}
